package io.formatbench.bench;

import io.formatbench.codec.Codec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.model.User;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.nio.file.Path;

/** The one place where a benchmark key becomes the work a fork times. */
final class Workloads {

    private Workloads() {}

    /**
     * The work of one shard (the whole dataset when it has one); the fork runs the shards in the key's threads.
     *
     * @param records the records a write writes (null for a read)
     */
    static <T> Workload create(BenchmarkKey key, DatasetSchema<T> schema, Path dataFile, ChunkedRecords<T> records,
                               Path scratch, boolean fsync) {
        if (key.mode() != Mode.FILE) {
            throw new IllegalArgumentException(key + ": only mode file can be measured in a fork");
        }
        if (key.variant() == Variant.BARE_LOOP) {
            @SuppressWarnings("unchecked")
            ChunkedRecords<User> users = (ChunkedRecords<User>) records;
            return BareLoops.create(key.codec(), key.operation(), dataFile, users, scratch, fsync);
        }
        Codec<T> codec = schema.codec(key.codec());
        if (key.operation() == Operation.WRITE) {
            return CodecWorkloads.write(codec, records, scratch, fsync);
        }
        ReadOptions checks = key.variant() == Variant.STRICT ? ReadOptions.STRICT : ReadOptions.LIBRARY;
        return CodecWorkloads.read(schema, codec, checks, dataFile);
    }
}
