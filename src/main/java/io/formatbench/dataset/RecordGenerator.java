package io.formatbench.dataset;

/** An endless, deterministic source of records: the same seed gives the same records on any machine. */
public interface RecordGenerator<T> {

    T next();

    /** Creates a generator from a seed. */
    interface Factory<T> {
        RecordGenerator<T> create(long seed);
    }
}
