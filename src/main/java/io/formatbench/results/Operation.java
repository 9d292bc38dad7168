package io.formatbench.results;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What a benchmark does with the dataset: write it to a file, or read the dataset file. */
public enum Operation {
    WRITE,
    READ;

    /** The stable name used on the command line and in results. */
    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Operation fromId(String id) {
        return Ids.byId(values(), Operation::id, id, "operation");
    }

    @Override
    public String toString() {
        return id();
    }
}
