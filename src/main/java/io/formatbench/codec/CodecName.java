package io.formatbench.codec;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A codec's stable name: {@code jackson-databind}. It names one codec within its schema, whatever
 * the codec's format (the schema's registry refuses two codecs of one name), as {@code --codecs}, the
 * message suite's JMH parameters and the results file do. A value apart from the codec itself, so that
 * a results file can name a codec the tool no longer has; which codec a name stands for is decided
 * once, where a JVM starts ({@code dataset/DatasetSchema.codec}).
 *
 * @param value lowercase letters and digits in words joined by hyphens
 */
public record CodecName(String value) implements Comparable<CodecName> {

    private static final Pattern SYNTAX = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    public CodecName {
        Objects.requireNonNull(value, "codec name");
        if (!SYNTAX.matcher(value).matches()) {
            throw new IllegalArgumentException("codec name '" + value + "' is not lowercase letters and digits in"
                    + " words joined by hyphens");
        }
    }

    /** The name as written on the command line and in results files, which is also how Jackson reads it. */
    @JsonCreator
    public static CodecName of(String value) {
        return new CodecName(value);
    }

    @Override
    public int compareTo(CodecName other) {
        return value.compareTo(other.value);
    }

    /** The name as the results file keeps it. */
    @JsonValue
    @Override
    public String toString() {
        return value;
    }
}
