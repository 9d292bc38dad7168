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

    public static InvalidRecordException wrongType(String field, String expected, String found) {
        return new InvalidRecordException("field '" + field + "' must be " + expected + ", found " + found);
    }
}
