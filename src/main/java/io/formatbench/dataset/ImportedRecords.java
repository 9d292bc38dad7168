package io.formatbench.dataset;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A dataset of a user's own records ({@code generate --from-json}): the schema with the file's records
 * in place of its generator, and how many there are. Everything after that is the generate of any
 * dataset: the same files, manifest and digests.
 *
 * @param schema the schema, its records read from the file: shard by shard, each from its first record
 * @param records the file's records, every one checked
 */
public record ImportedRecords(DatasetSchema<?> schema, long records) {

    /**
     * Checks every line of {@code file} as a record of {@code schema}; throws {@link BadLinesException}
     * naming the bad ones.
     */
    public static ImportedRecords of(DatasetSchema<?> schema, Path file) throws IOException {
        return read(schema, file);
    }

    private static <T> ImportedRecords read(DatasetSchema<T> schema, Path file) throws IOException {
        JsonRecordsFile<T> json = new JsonRecordsFile<>(file, schema.bindings());
        long records = json.check();
        RecordGenerator.Factory<T> fromFile = (seed, firstRecord) -> json.records(firstRecord);
        return new ImportedRecords(schema.withRecords(fromFile), records);
    }
}
