package io.formatbench.dataset;

import com.google.protobuf.Message;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A dataset of a user's own records ({@code generate --from-json}): the schema with the file's records
 * in place of its generator, and how many there are. Everything after that is the generate of any
 * dataset: the same files, manifest and digests.
 *
 * @param schema the schema, its records read from the file: shard by shard, each from its first record
 * @param records the file's lines, every one checked
 */
public record ImportedRecords(DatasetSchema<?> schema, long records) {

    /**
     * Checks every line of {@code file} as a record of {@code schema}, a message of proto/; throws for
     * the first bad one, naming the line.
     *
     * @throws IllegalArgumentException for a schema whose records are not generated messages
     */
    public static ImportedRecords of(DatasetSchema<?> schema, Path file) throws IOException {
        return of(schema, file, messageType(schema));
    }

    private static <T> ImportedRecords of(DatasetSchema<T> schema, Path file, Message defaultInstance)
            throws IOException {
        JsonRecordsFile json = new JsonRecordsFile(file, defaultInstance);
        long records = json.count();
        RecordGenerator.Factory<T> fromFile = (seed, firstRecord) -> json.records(firstRecord);
        return new ImportedRecords(schema.withRecords(fromFile), records);
    }

    private static Message messageType(DatasetSchema<?> schema) {
        if (!Message.class.isAssignableFrom(schema.type())) {
            throw new IllegalArgumentException("schema " + schema.name() + " is hand-written, its records are no"
                    + " protobuf messages; name a message of proto/ by its full name (e.g. formatbench.user.User)");
        }
        return ProtoCatalog.built().defaultInstance(schema.name()).orElseThrow();
    }
}
