package io.formatbench.bench;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Style;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;

/**
 * One benchmark of a plan: its key, and the codec it measures, resolved from the schema once, when the
 * plan was made (in the parent) or when the fork read its spec: nothing after that looks a codec up by
 * its name.
 */
public record PlannedBenchmark(BenchmarkKey key, Codec<?> codec) {

    public PlannedBenchmark {
        if (!codec.name().equals(key.codec()) || codec.format() != key.format()) {
            throw new IllegalArgumentException("the key " + key + " is not of codec " + codec.name() + " ("
                    + codec.format() + ")");
        }
    }

    public Style style() {
        return codec.style();
    }

    /**
     * A write whose codec writes the records in other bytes than the dataset file's (see
     * {@link Codec#writesDatasetBytes}): its files are checked by reading them back, not by their SHA-256.
     */
    public boolean writesOtherBytes() {
        return key.operation() == Operation.WRITE && key.variant() != Variant.BARE_LOOP
                && !codec.writesDatasetBytes();
    }
}
