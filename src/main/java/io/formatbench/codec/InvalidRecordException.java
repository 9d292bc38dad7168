package io.formatbench.codec;

import java.io.IOException;

/**
 * A record that decodes but breaks the schema (a missing, unknown or mistyped field). Readers turn it
 * into a {@link BadInputException}, which adds where in which file it happened.
 */
public final class InvalidRecordException extends IOException {

    private static final long serialVersionUID = 1L;

    public InvalidRecordException(String reason) {
        super(reason);
    }

    public static InvalidRecordException unknownField(String field) {
        return new InvalidRecordException("unknown field '" + field + "' (" + UnknownFields.HINT + ")");
    }

    public static InvalidRecordException duplicateField(String field) {
        return new InvalidRecordException("duplicate field '" + field + "'");
    }

    public static InvalidRecordException missingFields(String fields) {
        return new InvalidRecordException("missing field(s) " + fields);
    }

    /**
     * @param schema the JSON Schema file broken
     * @param pointer the JSON pointer of the first value that breaks it ("" for the record itself)
     */
    public static InvalidRecordException breaksSchema(String schema, String pointer, String reason) {
        return new InvalidRecordException("breaks " + schema + " at JSON pointer \"" + pointer + "\""
                + (pointer.isEmpty() ? " (the record)" : "") + ": " + reason);
    }

    public static InvalidRecordException wrongType(String field, String expected, String found) {
        return new InvalidRecordException("field '" + field + "' must be " + expected + ", found " + found);
    }

    /** A value of the right JSON type that the field's type cannot hold; the value itself is not quoted. */
    public static InvalidRecordException outOfRange(String field, String range) {
        return new InvalidRecordException("field '" + field + "' must be " + range
                + ", found a value out of that range");
    }
}
