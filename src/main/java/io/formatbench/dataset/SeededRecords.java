package io.formatbench.dataset;

import io.formatbench.model.ContentDigest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
        return generate(schema, Shards.of(count, seed, 1).get(0), sink);
    }

    /** Generates the records of one shard, hands each to {@code sink}, and returns their digest. */
    public static <T> ContentDigest generate(DatasetSchema<T> schema, Shards.Shard shard, Consumer<T> sink) {
        RecordGenerator<T> generator = schema.generator().create(shard.seed(), shard.firstRecord());
        ContentDigest digest = new ContentDigest();
        for (long i = 0; i < shard.records(); i++) {
            T record = generator.next();
            digest.addRecord(schema.contentHash().applyAsLong(record));
            sink.accept(record);
        }
        return digest;
    }

    /** Fails unless the manifest's seed generates the manifest's records, in all and shard by shard. */
    public static <T> void requireSeedMakesDataset(DatasetSchema<T> schema, Manifest manifest, Path datasetDir)
            throws DatasetException {
        ContentDigest all = new ContentDigest();
        List<String> shardDigests = new ArrayList<>();
        for (Shards.Shard shard : manifest.shardList()) {
            shardDigests.add(Manifest.digestLabel(generate(schema, shard,
                    record -> all.addRecord(schema.contentHash().applyAsLong(record))).hex()));
        }
        String digest = Manifest.digestLabel(all.hex());
        if (!digest.equals(manifest.contentDigest())) {
            throw notMade(manifest, datasetDir, "with content " + digest + ", the manifest says "
                    + manifest.contentDigest());
        }
        for (Manifest.DataFile file : manifest.files()) {
            String shardDigest = shardDigests.get(file.shard());
            if (!shardDigest.equals(file.contentDigest())) {
                throw notMade(manifest, datasetDir, "whose shard " + (file.shard() + 1) + " has content " + shardDigest
                        + ", the manifest says " + file.contentDigest() + " for " + file.name());
            }
        }
    }

    private static DatasetException notMade(Manifest manifest, Path datasetDir, String what) {
        return new DatasetException(ManifestFiles.path(datasetDir) + ": seed " + manifest.seed() + " generates "
                + manifest.records() + " records " + what + "; the writes would not write this dataset; regenerate it"
                + " with " + DatasetException.GENERATE_COMMAND);
    }
}
