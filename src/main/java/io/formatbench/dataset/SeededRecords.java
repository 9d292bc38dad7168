package io.formatbench.dataset;

import io.formatbench.model.ContentDigest;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The records a dataset's seed generates: what the write benchmarks write. They come from the
 * generator, not from a data file, so that no codec runs before a writer is measured; the manifest's
 * content digest proves they are the dataset's records.
 */
public final class SeededRecords {

    private SeededRecords() {}

    /** Generates {@code count} records from {@code seed}, hands each to {@code sink}, and returns their digest. */
    public static <T> ContentDigest generate(DatasetSchema<T> schema, long seed, long count, Consumer<T> sink) {
        RecordGenerator<T> generator = schema.generator().create(seed);
        ContentDigest digest = new ContentDigest();
        for (long i = 0; i < count; i++) {
            T record = generator.next();
            digest.addRecord(schema.contentHash().applyAsLong(record));
            sink.accept(record);
        }
        return digest;
    }

    /** Fails unless the manifest's seed generates the manifest's records. */
    public static <T> void requireSeedMakesDataset(DatasetSchema<T> schema, Manifest manifest, Path datasetDir)
            throws DatasetException {
        String digest = Manifest.digestLabel(generate(schema, manifest.seed(), manifest.records(), record -> {}).hex());
        if (!digest.equals(manifest.contentDigest())) {
            throw new DatasetException(ManifestFiles.path(datasetDir) + ": seed " + manifest.seed() + " generates "
                    + manifest.records() + " records with content " + digest + ", the manifest says "
                    + manifest.contentDigest() + "; the writes would not write this dataset; regenerate it with "
                    + DatasetException.GENERATE_COMMAND);
        }
    }
}
