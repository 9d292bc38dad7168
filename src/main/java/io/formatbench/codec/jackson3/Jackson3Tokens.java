package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.base.ParserBase;

/**
 * Jackson 3's tokens in the tool's words, as {@code io.formatbench.codec.json.proto3.JsonTokens} says
 * Jackson 2's: the same words, so that a refusal reads alike whichever major read the file.
 */
final class Jackson3Tokens {

    private Jackson3Tokens() {}

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
            case END_OBJECT -> "the end of an object";
            case END_ARRAY -> "the end of an array";
            case PROPERTY_NAME -> "a field name";
            case VALUE_EMBEDDED_OBJECT -> "binary data";
            default -> "a value";
        };
    }

    /** A record (or a line) that is not a JSON object. */
    static InvalidRecordException notAnObject(JsonToken token) {
        return new InvalidRecordException("expected a JSON object, found " + describe(token));
    }

    /**
     * The byte offset where the current token starts, without a location object where Jackson's own
     * parser has the counter (one past the token's first byte, as in Jackson 2), except on a name,
     * which never starts a record.
     */
    static long tokenStart(JsonParser parser) {
        if (parser instanceof ParserBase base && parser.currentToken() != JsonToken.PROPERTY_NAME) {
            return base.getTokenCharacterOffset() - 1;
        }
        return parser.currentTokenLocation().getByteOffset();
    }
}
