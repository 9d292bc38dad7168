package io.formatbench.codec;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The name of a record schema, as the manifest, the command line and the results name it: {@code user}.
 * A value apart from the schema itself, so that a results file can name a schema this tool does not
 * have; which schema a name stands for is decided once, where a JVM starts
 * (the registry, {@code dataset/Schemas}). It lives here, below dataset/ and results/, which both name schemas.
 *
 * @param value one name, or a protobuf message's full name, dots included: {@code acme.orders.v1.Order}
 */
public record SchemaName(String value) implements Comparable<SchemaName> {

    /** Protobuf's full-name syntax: identifiers joined by dots. */
    private static final Pattern SYNTAX = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*");

    public SchemaName {
        Objects.requireNonNull(value, "schema name");
        if (!SYNTAX.matcher(value).matches()) {
            throw new IllegalArgumentException("schema name '" + value + "' is not a name or a protobuf full name"
                    + " (letters, digits and _, parts joined by dots)");
        }
    }

    /** The name as written in manifests and results files, which is also how Jackson reads it. */
    @JsonCreator
    public static SchemaName of(String value) {
        return new SchemaName(value);
    }

    @Override
    public int compareTo(SchemaName other) {
        return value.compareTo(other.value);
    }

    /** The name as the manifest and the results file keep it. */
    @JsonValue
    @Override
    public String toString() {
        return value;
    }
}
