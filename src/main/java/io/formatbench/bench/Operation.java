package io.formatbench.bench;

import java.util.Locale;

/** What a benchmark measures: writing the dataset to a file, or reading the dataset file. */
public enum Operation {
    WRITE,
    READ;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
