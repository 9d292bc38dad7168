package io.formatbench.results;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Locale;

/**
 * What a benchmark does with the records: write them to a file or read the dataset file (the file
 * benchmark), encode them to a message or decode a message (the message benchmark).
 */
public enum Operation {
    WRITE(Mode.FILE),
    READ(Mode.FILE),
    ENCODE(Mode.MESSAGE),
    DECODE(Mode.MESSAGE);

    private final Mode mode;

    Operation(Mode mode) {
        this.mode = mode;
    }

    /** The benchmark this operation belongs to. */
    public Mode mode() {
        return mode;
    }

    /** The stable name used on the command line and in results. */
    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Operation fromId(String id) {
        return Ids.byId(values(), Operation::id, id, "operation");
    }

    /** An operation of one mode's benchmark, or an error that lists that mode's operations. */
    public static Operation fromId(String id, Mode mode) {
        Operation[] ofMode = Arrays.stream(values()).filter(o -> o.mode == mode).toArray(Operation[]::new);
        return Ids.byId(ofMode, Operation::id, id, "operation");
    }

    @Override
    public String toString() {
        return id();
    }
}
