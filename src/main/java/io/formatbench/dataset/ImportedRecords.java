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
 * @param source the file
 * @param sourceSha256 its SHA-256 once checked: what the manifest says it was, and what it must still be
 *     when the dataset's files are written from it
 */
public record ImportedRecords(DatasetSchema<?> schema, long records, Path source, String sourceSha256) {

    /**
     * Checks every line of {@code file} as a record of {@code schema}; throws {@link BadLinesException}
     * naming the bad ones.
     */
    public static ImportedRecords of(DatasetSchema<?> schema, Path file) throws IOException {
        return read(schema, file);
    }

    /** The file's name, as the manifest keeps it: where it was is the user's machine's, not the dataset's. */
    public String sourceName() {
        return source.getFileName().toString();
    }

    /**
     * Fails, naming the file, if it is not what was checked: a file changed while a dataset was written
     * from it would make a dataset of other records than its manifest's source says.
     */
    void requireUnchanged() throws IOException {
        String now = Sha256.of(source);
        if (!now.equals(sourceSha256)) {
            throw new DatasetException(source + ": changed while the dataset was made from it (SHA-256 "
                    + sourceSha256 + " when its lines were checked, " + now + " after); nothing written: run"
                    + " generate --from-json again once the file is complete");
        }
    }

    private static <T> ImportedRecords read(DatasetSchema<T> schema, Path file) throws IOException {
        JsonRecordsFile<T> json = new JsonRecordsFile<>(file, schema.bindings());
        long records = json.check();
        RecordGenerator.Factory<T> fromFile = (seed, firstRecord) -> json.records(firstRecord);
        return new ImportedRecords(schema.withRecords(fromFile), records, file, Sha256.of(file));
    }
}
