package io.formatbench.results;

import com.fasterxml.jackson.annotation.JsonValue;

/** Where the records go: each mode has a results file of its own in a run's folder. */
public enum Mode {

    /** The whole dataset streamed to and from a file, one pass per iteration. */
    FILE("file", "files.json"),

    /** One record, or a list of records, encoded to and decoded from a byte array in memory, under JMH. */
    MESSAGE("message", "messages.json");

    private final String id;
    private final String resultsFileName;

    Mode(String id, String resultsFileName) {
        this.id = id;
        this.resultsFileName = resultsFileName;
    }

    /** The stable name used in results. */
    @JsonValue
    public String id() {
        return id;
    }

    /** The results file of this mode in a run's folder. */
    public String resultsFileName() {
        return resultsFileName;
    }

    @Override
    public String toString() {
        return id;
    }
}
