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

    /**
     * The hint where the command that read has no --unknown-fields (the Spark job, whose readers reject
     * what the schema lacks): what it can read instead. Its option is generate's, named with it.
     */
    public static final String HINT_NO_SKIPPING = "data of a newer schema? this command reads the tool's own"
            + " version of the schema only: a dataset generate wrote without --schema-version";

    /**
     * A refusal's message in the words of a command without --unknown-fields: {@link #HINT}, which the
     * readers add wherever they refuse a field (they do not know which command runs them), swapped for
     * {@link #HINT_NO_SKIPPING}.
     */
    public static String withoutSkipping(String message) {
        return message == null ? null : message.replace(HINT, HINT_NO_SKIPPING);
    }

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
