package io.formatbench.bench;

import io.formatbench.codec.Codec;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetSchema;
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
     * @param codec the key's codec, resolved once where the fork started
     * @param records the records a write writes (null for a read)
     * @param unknownFields the run's choice for reads of the dataset (see {@link #readOptions})
     */
    static <T> Workload create(BenchmarkKey key, DatasetSchema<T> schema, Codec<T> codec, Path dataFile,
                               ChunkedRecords<T> records, Path scratch, boolean fsync, UnknownFields unknownFields) {
        if (key.mode() != Mode.FILE) {
            throw new IllegalArgumentException(key + ": only mode file can be measured in a fork");
        }
        if (!key.variant().decodesRecords()) {
            return new FloorWorkload(key.variant(), key.format(), dataFile, key.compression());
        }
        if (key.variant() == Variant.BARE_LOOP) {
            return BareLoops.create(schema, codec, key.operation(), dataFile, key.compression(), records, scratch,
                    fsync);
        }
        if (key.operation() == Operation.WRITE) {
            return CodecWorkloads.write(codec, records, scratch, key.compression(), fsync);
        }
        return CodecWorkloads.read(schema, codec, readOptions(key.variant(), unknownFields), dataFile,
                key.compression());
    }

    /**
     * How a benchmark's reads read: with the strict variant's checks or the library's, and with the
     * run's choice for unknown fields, except that newer-data reads skip them, as reading newer data
     * means.
     */
    static ReadOptions readOptions(Variant variant, UnknownFields unknownFields) {
        return ReadOptions.of(variant == Variant.STRICT ? ReadChecks.STRICT : ReadChecks.LIBRARY,
                variant == Variant.NEWER_DATA ? UnknownFields.SKIP : unknownFields);
    }
}
