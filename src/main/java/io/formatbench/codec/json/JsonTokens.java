package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.base.ParserBase;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;

/** Typed reads of one field's value that reject anything but the exact JSON type. */
final class JsonTokens {

    private JsonTokens() {}

    static long longValue(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_NUMBER_INT) {
            throw InvalidRecordException.wrongType(field, "an integer", describe(token));
        }
        return parser.getLongValue();
    }

    static int intValue(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_NUMBER_INT) {
            throw InvalidRecordException.wrongType(field, "an integer", describe(token));
        }
        return parser.getIntValue();
    }

    static String stringValue(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a string", describe(token));
        }
        return parser.getText();
    }

    static boolean booleanValue(JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_TRUE) {
            return true;
        }
        if (token == JsonToken.VALUE_FALSE) {
            return false;
        }
        throw InvalidRecordException.wrongType(field, "true or false", describe(token));
    }

    static String describe(JsonToken token) {
        if (token == null) {
            return "end of input";
        }
        return switch (token) {
            case VALUE_NULL -> "null";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "an integer";
            case VALUE_NUMBER_FLOAT -> "a number with a fraction or exponent";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            default -> token.asString() == null ? token.name() : token.asString();
        };
    }

    /**
     * The byte offset where the current token starts. Jackson's own parsers expose it without
     * allocating; any other parser pays for a location object. Their counter stands one past the
     * token's first byte (currentTokenLocation() subtracts the same one), except on a field name,
     * which never starts a record.
     */
    static long tokenStart(JsonParser parser) {
        if (parser instanceof ParserBase base && parser.currentToken() != JsonToken.FIELD_NAME) {
            return base.getTokenCharacterOffset() - 1;
        }
        return parser.currentTokenLocation().getByteOffset();
    }
}
