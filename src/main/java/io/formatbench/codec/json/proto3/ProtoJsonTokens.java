package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Bytes;
import io.formatbench.model.UnsafeBytes;
import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Typed reads, like {@link JsonTokens}, of the values the proto3 JSON mapping writes as strings or
 * numbers of its own: doubles, bytes, timestamps, enums; and what the bindings of nested records share.
 */
final class ProtoJsonTokens {

    private ProtoJsonTokens() {}

    /** A JSON number, with or without a fraction, that a double holds as a finite value. */
    static double doubleValue(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_NUMBER_FLOAT && token != JsonToken.VALUE_NUMBER_INT) {
            throw InvalidRecordException.wrongType(field, "a number", JsonTokens.describe(token));
        }
        double value = parser.getDoubleValue();
        if (!Double.isFinite(value)) {
            throw InvalidRecordException.ofField(field, ": " + parser.getText() + " is beyond the range of a"
                    + " double");
        }
        return value;
    }

    /**
     * A bytes field: base64 text, as proto3's JSON mapping writes it, or the native byte string that
     * the same writeBinary call gives in CBOR and Smile (no JSON parser reads one).
     */
    static Bytes bytesValue(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_EMBEDDED_OBJECT && parser.getEmbeddedObject() instanceof byte[] array) {
            // The parser's own new array for this value: wrapped, not copied.
            return UnsafeBytes.wrap(array);
        }
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a base64 string", JsonTokens.describe(token));
        }
        try {
            return ProtoJson.parseBytes(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
        } catch (IllegalArgumentException e) {
            throw InvalidRecordException.ofField(field, ": " + e.getMessage());
        }
    }

    static Instant timestampValue(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "an RFC 3339 timestamp string", JsonTokens.describe(token));
        }
        try {
            return ProtoJson.parseTimestamp(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
        } catch (IllegalArgumentException e) {
            throw InvalidRecordException.ofField(field, ": " + e.getMessage());
        }
    }

    /** An enum by its name, as the .proto spells it; not its number. */
    static <E extends Enum<E>> E enumValue(JsonParser parser, JsonToken token, String field, Class<E> type)
            throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "the name of a " + type.getSimpleName() + " value",
                    JsonTokens.describe(token));
        }
        String name = parser.getText();
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            String shown = name.length() <= 40 ? name : name.substring(0, 37) + "...";
            throw InvalidRecordException.ofField(field, ": '" + shown + "' is not a "
                    + type.getSimpleName() + " (one of "
                    + Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", ")) + ")");
        }
    }

    /** The enum's names, pre-encoded and indexed by ordinal, for the writers. */
    static <E extends Enum<E>> SerializableString[] names(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(value -> new SerializedString(value.name()))
                .toArray(SerializableString[]::new);
    }

    /** The parser stands on the start of an array; anything else is the wrong type. */
    static void requireArray(JsonToken token, String field) throws IOException {
        if (token != JsonToken.START_ARRAY) {
            throw InvalidRecordException.wrongType(field, "an array", JsonTokens.describe(token));
        }
    }

    /** The next element of an array: true on an object, false at the array's end, else the wrong type. */
    static boolean nextObject(JsonParser parser, String field, int index) throws IOException {
        JsonToken token = parser.nextToken();
        if (token == JsonToken.END_ARRAY) {
            return false;
        }
        if (token != JsonToken.START_OBJECT) {
            throw InvalidRecordException.wrongType(field + "[" + index + "]", "an object", JsonTokens.describe(token));
        }
        return true;
    }
}
