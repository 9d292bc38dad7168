package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.base.ParserBase;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.util.StringJoiner;

/** Typed reads of one field's value that reject anything but the exact JSON type. */
public final class JsonTokens {

    private static final long UINT32_MAX = 0xFFFF_FFFFL;
    private static final String UINT32_RANGE = "an integer from 0 to 4294967295 (uint32)";
    private static final String INT64_RANGE = "a decimal string from \"-9223372036854775808\" to"
            + " \"9223372036854775807\" (int64)";

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

    /** A uint32 of the proto3 JSON mapping: a JSON integer, 0 to 4294967295. */
    static long uint32Value(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_NUMBER_INT) {
            throw InvalidRecordException.wrongType(field, "an integer", describe(token));
        }
        if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
            throw InvalidRecordException.outOfRange(field, UINT32_RANGE);
        }
        long value = parser.getLongValue();
        if (value < 0 || value > UINT32_MAX) {
            throw InvalidRecordException.outOfRange(field, UINT32_RANGE);
        }
        return value;
    }

    /**
     * A double of the proto3 JSON mapping: any JSON number, read to the nearest double (Double.toString
     * wrote it: it reads back to the same bits). A number past the largest double would read as
     * Infinity, which no JSON number is. Strings are refused, "NaN" and "1.5" alike.
     */
    static double doubleValue(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            return finite(parser.getDoubleValue(), field);
        }
        if (token == JsonToken.VALUE_NUMBER_INT) {
            double value = parser.getDoubleValue();
            // Jackson holds "-0" as the int 0: the JSON number is negative zero, as Double.parseDouble reads it.
            if (value == 0 && parser.getTextCharacters()[parser.getTextOffset()] == '-') {
                return -0.0;
            }
            return finite(value, field);
        }
        throw InvalidRecordException.wrongType(field, "a number", describe(token));
    }

    private static double finite(double value, String field) throws InvalidRecordException {
        if (!Double.isFinite(value)) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a double");
        }
        return value;
    }

    /**
     * An int64 of the proto3 JSON mapping: a JSON string holding the decimal number as
     * Long.toString writes it (no sign but '-', no leading zeros, no "-0"); a JSON number is
     * refused, as every other coercion is.
     */
    static long int64StringValue(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "an int64 as a decimal string", describe(token));
        }
        return parseInt64(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength(), field);
    }

    static long parseInt64(char[] text, int offset, int length, String field) throws InvalidRecordException {
        int i = offset;
        int end = offset + length;
        boolean negative = length > 0 && text[i] == '-';
        if (negative) {
            i++;
        }
        int digits = end - i;
        if (digits < 1 || (text[i] == '0' && (digits > 1 || negative))) {
            throw notInt64(field, text, offset, length);
        }
        // Accumulated as a negative number, which reaches Long.MIN_VALUE.
        long value = 0;
        for (; i < end; i++) {
            int digit = text[i] - '0';
            if (digit < 0 || digit > 9) {
                throw notInt64(field, text, offset, length);
            }
            if (value < Long.MIN_VALUE / 10 || (value == Long.MIN_VALUE / 10 && digit > -(Long.MIN_VALUE % 10))) {
                throw InvalidRecordException.outOfRange(field, INT64_RANGE);
            }
            value = value * 10 - digit;
        }
        if (!negative) {
            if (value == Long.MIN_VALUE) {
                throw InvalidRecordException.outOfRange(field, INT64_RANGE);
            }
            value = -value;
        }
        return value;
    }

    private static InvalidRecordException notInt64(String field, char[] text, int offset, int length) {
        return InvalidRecordException.wrongType(field, "an int64 as a decimal string (digits, a '-' before a negative"
                + " one, no leading zeros)", quoted(new String(text, offset, length)));
    }

    /** A string value as a message quotes it: "the string" and its first characters. */
    static String quoted(String text) {
        return "the string \"" + (text.length() <= 24 ? text : text.substring(0, 21) + "...") + "\"";
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

    public static String describe(JsonToken token) {
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
            case FIELD_NAME -> "a field name";
            // CBOR's byte strings and Smile's binary values, which Jackson's parsers give as embedded objects.
            case VALUE_EMBEDDED_OBJECT -> "binary data";
            default -> "a value";
        };
    }

    /**
     * The byte offset where the current token starts. Jackson's own parsers expose it without
     * allocating; any other parser pays for a location object. Their counter stands one past the
     * token's first byte (currentTokenLocation() subtracts the same one), except on a field name,
     * which never starts a record.
     */
    public static long tokenStart(JsonParser parser) {
        if (parser instanceof ParserBase base && parser.currentToken() != JsonToken.FIELD_NAME) {
            return base.getTokenCharacterOffset() - 1;
        }
        return parser.currentTokenLocation().getByteOffset();
    }

    /** The names of {@code fields} whose bit is not in {@code seen}: a binding's missing fields. */
    static String missing(int seen, String[] fields) {
        StringJoiner names = new StringJoiner(", ");
        for (int i = 0; i < fields.length; i++) {
            if ((seen & (1 << i)) == 0) {
                names.add("'" + fields[i] + "'");
            }
        }
        return names.toString();
    }

    /** A record (or a line) that is not a JSON object. */
    public static InvalidRecordException notAnObject(JsonToken token) {
        return new InvalidRecordException("expected a JSON object, found " + describe(token));
    }
}
