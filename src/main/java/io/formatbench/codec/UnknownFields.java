package io.formatbench.codec;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a reader does with a field its schema does not have, which is what data written with a
 * newer version of the schema carries: refuse it, or read past it.
 */
public enum UnknownFields {

    /** A field outside the schema is bad input: the tool's policy, and the default. */
    REJECT("reject"),

    /**
     * Fields outside the schema are skipped, as protobuf's specification requires of every parser and
     * as Jackson does when configured to, and counted ({@link RecordReader#skippedFields()}). Every
     * other check stays: a known field of the wrong type, a duplicate, a bad frame are still bad input.
     */
    SKIP("skip");

    /** What an error about a field outside the schema adds, for data that a newer schema wrote. */
    public static final String HINT = "data of a newer schema? --unknown-fields=skip reads past the fields it added";

    private final String id;

    UnknownFields(String id) {
        this.id = id;
    }

    /** The stable name used on the command line and in results. */
    @JsonValue
    public String id() {
        return id;
    }

    public static UnknownFields fromId(String id) {
        String key = String.valueOf(id).strip().toLowerCase(Locale.ROOT);
        for (UnknownFields value : values()) {
            if (value.id.equals(key)) {
                return value;
            }
        }
        throw new IllegalArgumentException("unknown unknown-fields policy '" + id + "' (known: "
                + Arrays.stream(values()).map(UnknownFields::id).collect(Collectors.joining(", ")) + ")");
    }

    @Override
    public String toString() {
        return id;
    }
}
