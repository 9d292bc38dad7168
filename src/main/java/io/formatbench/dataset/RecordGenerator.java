package io.formatbench.dataset;

/** An endless, deterministic source of records: the same seed gives the same records on any machine. */
public interface RecordGenerator<T> {

    T next();

    /**
     * Creates a generator from a seed, for records numbered from {@code firstRecord} on (0 for a
     * whole dataset; a shard's first record, see {@link Shards}).
     */
    interface Factory<T> {
        RecordGenerator<T> create(long seed, long firstRecord);
    }
}
