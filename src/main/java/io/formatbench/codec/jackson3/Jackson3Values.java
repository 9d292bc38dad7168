package io.formatbench.codec.jackson3;

import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.proto3.JsonValues;
import io.formatbench.codec.json.proto3.OpaqueJson;
import io.formatbench.codec.json.proto3.ProtoJson;
import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoEnum;
import io.formatbench.model.UnsafeBytes;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.IntFunction;
import tools.jackson.core.Base64Variants;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.core.io.SerializedString;

/**
 * The values of the proto3 JSON mapping as the generated Jackson 3 bindings write and read them: the
 * Jackson 3 side of {@link JsonValues}, which keeps every rule that needs no parser (the texts of int64s,
 * enums, durations, keys, and every refusal's words). Each read here takes exactly the tokens its
 * Jackson 2 twin takes, so the two majors accept the same files.
 */
public final class Jackson3Values {

    private static final String INT32_RANGE = "an integer from -2147483648 to 2147483647 (int32)";
    private static final String UINT32_RANGE = "an integer from 0 to 4294967295 (uint32)";
    private static final String UINT64_RANGE = "an integer from 0 to 18446744073709551615 (uint64)";

    private Jackson3Values() {}

    /** A pre-encoded field name, for the writers. */
    public static SerializableString name(String name) {
        return new SerializedString(name);
    }

    /** The pre-encoded names of an enum's constants, by ordinal. */
    public static <E extends Enum<E>> SerializableString[] names(Class<E> type) {
        E[] constants = type.getEnumConstants();
        SerializableString[] names = new SerializableString[constants.length];
        for (E constant : constants) {
            names[constant.ordinal()] = new SerializedString(constant.name());
        }
        return names;
    }

    public static void requireObject(JsonToken token, String field) throws InvalidRecordException {
        if (token != JsonToken.START_OBJECT) {
            throw InvalidRecordException.wrongType(field, "an object", Jackson3Tokens.describe(token));
        }
    }

    public static void requireArray(JsonToken token, String field) throws InvalidRecordException {
        if (token != JsonToken.START_ARRAY) {
            throw InvalidRecordException.wrongType(field, "an array", Jackson3Tokens.describe(token));
        }
    }

    public static int int32(JsonParser parser, JsonToken token, String field) throws IOException {
        requireInteger(token, field);
        if (parser.getNumberType() != JsonParser.NumberType.INT) {
            throw InvalidRecordException.outOfRange(field, INT32_RANGE);
        }
        return parser.getIntValue();
    }

    public static long uint32(JsonParser parser, JsonToken token, String field) throws IOException {
        requireInteger(token, field);
        if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
            throw InvalidRecordException.outOfRange(field, UINT32_RANGE);
        }
        long value = parser.getLongValue();
        if (value < 0 || value > 0xFFFF_FFFFL) {
            throw InvalidRecordException.outOfRange(field, UINT32_RANGE);
        }
        return value;
    }

    /** An int64: a JSON integer, or a decimal string as Long.toString writes it. */
    public static long int64(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_NUMBER_INT) {
            if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                throw InvalidRecordException.outOfRange(field, "an integer within the range of an int64");
            }
            return parser.getLongValue();
        }
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "an int64 as a decimal string", Jackson3Tokens.describe(token));
        }
        return JsonValues.int64Text(parser.getStringCharacters(), parser.getStringOffset(), parser.getStringLength(),
                field);
    }

    /** A uint64 in the long of its 64 bits: a JSON integer, or a decimal string. */
    public static long uint64(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_NUMBER_INT) {
            if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                BigInteger value = parser.getBigIntegerValue();
                if (value.signum() < 0 || value.bitLength() > 64) {
                    throw InvalidRecordException.outOfRange(field, UINT64_RANGE);
                }
                return value.longValue();
            }
            long value = parser.getLongValue();
            if (value < 0) {
                throw InvalidRecordException.outOfRange(field, UINT64_RANGE);
            }
            return value;
        }
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a uint64 as a decimal string", Jackson3Tokens.describe(token));
        }
        return JsonValues.uint64Text(parser.getString(), field);
    }

    /** A double, as {@link JsonValues#float64} reads it: a number, or "NaN", "Infinity", "-Infinity". */
    public static double float64(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_STRING) {
            return JsonValues.special(parser.getString(), field);
        }
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            double value = parser.getDoubleValue();
            String text = parser.getString();
            if (!Double.isFinite(value) && !(text.equals("NaN") || text.equals("Infinity") || text.equals("-Infinity"))) {
                throw InvalidRecordException.outOfRange(field, "a number within the range of a double");
            }
            return value;
        }
        if (token == JsonToken.VALUE_NUMBER_INT) {
            double value = parser.getDoubleValue();
            // Jackson holds "-0" as the int 0: the JSON number is negative zero, as Double.parseDouble reads it.
            if (value == 0 && parser.getStringCharacters()[parser.getStringOffset()] == '-') {
                return -0.0;
            }
            if (!Double.isFinite(value)) {
                throw InvalidRecordException.outOfRange(field, "a number within the range of a double");
            }
            return value;
        }
        throw InvalidRecordException.wrongType(field, "a number", Jackson3Tokens.describe(token));
    }

    public static float float32(JsonParser parser, JsonToken token, String field) throws IOException {
        double value = float64(parser, token, field);
        float narrowed = (float) value;
        if (Float.isInfinite(narrowed) && !Double.isInfinite(value)) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a float");
        }
        return narrowed;
    }

    public static boolean bool(JsonToken token, String field) throws InvalidRecordException {
        if (token == JsonToken.VALUE_TRUE) {
            return true;
        }
        if (token == JsonToken.VALUE_FALSE) {
            return false;
        }
        throw InvalidRecordException.wrongType(field, "true or false", Jackson3Tokens.describe(token));
    }

    public static String string(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a string", Jackson3Tokens.describe(token));
        }
        return parser.getString();
    }

    /** Base64 text in JSON; the native byte string of the same writeBinary call in CBOR and Smile. */
    public static Bytes bytes(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_EMBEDDED_OBJECT && parser.getEmbeddedObject() instanceof byte[] array) {
            return UnsafeBytes.wrap(array);
        }
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a base64 string", Jackson3Tokens.describe(token));
        }
        try {
            return ProtoJson.parseBytes(parser.getStringCharacters(), parser.getStringOffset(), parser.getStringLength());
        } catch (IllegalArgumentException e) {
            throw InvalidRecordException.ofField(field, ": " + e.getMessage());
        }
    }

    public static Instant timestamp(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "an RFC 3339 timestamp string", Jackson3Tokens.describe(token));
        }
        try {
            return ProtoJson.parseTimestamp(parser.getStringCharacters(), parser.getStringOffset(),
                    parser.getStringLength());
        } catch (IllegalArgumentException e) {
            throw InvalidRecordException.ofField(field, ": " + e.getMessage());
        }
    }

    public static Duration duration(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a duration string", Jackson3Tokens.describe(token));
        }
        return JsonValues.durationText(parser.getString(), field);
    }

    public static <E extends Enum<E> & ProtoEnum> E enumValue(JsonParser parser, JsonToken token, String field,
                                                              Class<E> type, Function<String, E> byName,
                                                              IntFunction<E> byNumber) throws IOException {
        if (token == JsonToken.VALUE_STRING) {
            return JsonValues.enumNamed(parser.getString(), field, type, byName);
        }
        if (token == JsonToken.VALUE_NUMBER_INT) {
            return JsonValues.enumNumbered(int32(parser, token, field), field, type, byNumber);
        }
        throw InvalidRecordException.wrongType(field, "the name or number of a " + type.getSimpleName() + " value",
                Jackson3Tokens.describe(token));
    }

    /**
     * A property the record lacks, the parser on its value: rejected, or skipped with all it holds and
     * counted when it is the record's own (an object at the root of the input, as every record is).
     */
    public static void skip(JsonParser parser, JsonUnknownFields unknown) throws InvalidRecordException {
        TokenStreamContext context = parser.streamReadContext();
        JsonToken value = parser.currentToken();
        if (value == JsonToken.START_OBJECT || value == JsonToken.START_ARRAY) {
            context = context.getParent();
        }
        unknown.skipping(parser.currentName(), context.getParent() != null && context.getParent().inRoot());
        parser.skipChildren();
    }

    private static void requireInteger(JsonToken token, String field) throws InvalidRecordException {
        if (token != JsonToken.VALUE_NUMBER_INT) {
            throw InvalidRecordException.wrongType(field, "an integer", Jackson3Tokens.describe(token));
        }
    }

    public static void writeInt64(JsonGenerator generator, long value) {
        generator.writeString(Long.toString(value));
    }

    public static void writeUInt64(JsonGenerator generator, long value) {
        generator.writeString(Long.toUnsignedString(value));
    }

    public static void writeUInt64Number(JsonGenerator generator, long value) {
        if (value >= 0) {
            generator.writeNumber(value);
        } else {
            generator.writeNumber(new BigInteger(Long.toUnsignedString(value)));
        }
    }

    /** Padded base64 without line feeds in JSON (a byte string in CBOR and Smile), as Jackson 2's twin writes. */
    public static void writeBytes(JsonGenerator generator, Bytes bytes) {
        byte[] array = UnsafeBytes.array(bytes);
        generator.writeBinary(Base64Variants.MIME_NO_LINEFEEDS, array, 0, array.length);
    }

    public static void writeTimestamp(JsonGenerator generator, Instant instant) {
        char[] text = new char[30];
        generator.writeString(text, 0, ProtoJson.formatTimestamp(instant, text));
    }

    public static void writeDuration(JsonGenerator generator, Duration duration) {
        generator.writeString(JsonValues.durationString(duration));
    }

    /** A message type of protobuf's own: its JSON as {@link OpaqueJson} writes it, copied token by token. */
    public static void writeOpaque(JsonGenerator generator, OpaqueJson json, Message value) throws IOException {
        Jackson3Opaque.write(generator, json.jsonBytes(value));
    }

    /** A message type of protobuf's own, read by {@link OpaqueJson} from the plain values of its tokens. */
    public static <M extends Message> M opaque(JsonParser parser, JsonToken token, String field,
                                               JsonUnknownFields unknown, OpaqueJson json, Class<M> type)
            throws IOException {
        return json.readPlain(Jackson3Opaque.plain(parser, token), field, unknown, type);
    }
}
