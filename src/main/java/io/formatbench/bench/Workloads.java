package io.formatbench.bench;

import io.formatbench.codec.Codec;
import io.formatbench.codec.OwnObjects;
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
     * What a benchmark's passes run on: the codec on its library's own objects, where it has them
     * (protoc's messages), made from the schema's records before the clock; the codec on the records
     * themselves for the mapped variant, which measures the copy too, and for every codec that binds
     * the record itself. Decided here, once, for the fork's whole life.
     */
    static <T> OwnObjects<T, ?> measured(Variant variant, DatasetSchema<T> schema, Codec<T> codec) {
        return variant == Variant.MAPPED ? schema.onRecords(codec) : schema.objectsOf(codec);
    }

    /**
     * The work of one shard (the whole dataset when it has one); the fork runs the shards in the key's threads.
     *
     * @param measured the key's codec on the objects it is measured on ({@link #measured}), resolved once where
     *     the fork started
     * @param records the records a write writes, held as {@code measured}'s objects (null for a read)
     * @param unknownFields the run's choice for reads of the dataset (see {@link #readOptions})
     */
    static <T, O> Workload create(BenchmarkKey key, DatasetSchema<T> schema, OwnObjects<T, O> measured,
                                  Path dataFile, ChunkedRecords<T, O> records, Path scratch, boolean fsync,
                                  UnknownFields unknownFields) {
        if (key.mode() != Mode.FILE) {
            throw new IllegalArgumentException(key + ": only mode file can be measured in a fork");
        }
        if (!key.variant().decodesRecords()) {
            return new FloorWorkload(key.variant(), key.format(), dataFile, key.compression());
        }
        if (key.variant() == Variant.BARE_LOOP) {
            return BareLoops.create(schema, measured, key.operation(), dataFile, key.compression(), records, scratch,
                    fsync);
        }
        if (key.operation() == Operation.WRITE) {
            return CodecWorkloads.write(measured, records, scratch, key.compression(), fsync);
        }
        return CodecWorkloads.read(measured, readOptions(key.variant(), unknownFields), dataFile, key.compression());
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
