package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordValues;
import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoDurations;
import io.formatbench.model.ProtoEnum;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The values of the proto3 JSON mapping as the generated JSON bindings write and read them, one call
 * a value: what a hand-written binding of the same record would call. Reads take the forms the mapping
 * allows (JsonFormat's parser reads the same): a 64-bit integer as a number or a canonical decimal
 * string; a float or double as a number or as "NaN", "Infinity" or "-Infinity"; an enum by name or by
 * the number of a value it lists; bytes as padded base64 (a byte string in CBOR and Smile). No null and
 * no other coercion. Each refusal names the field it is given; the generated reader of a nested
 * message, element or entry adds the rest of the path ({@link InvalidRecordException#within}).
 */
public final class JsonValues {

    private static final String INT32_RANGE = "an integer from -2147483648 to 2147483647 (int32)";
    private static final String UINT64_RANGE = "an integer from 0 to 18446744073709551615 (uint64)";
    private static final int MAX_UINT64_DIGITS = 20;

    private JsonValues() {}

    /** The pre-encoded names of an enum's constants, by ordinal: what the writers copy. */
    public static <E extends Enum<E>> SerializableString[] names(Class<E> type) {
        return ProtoJsonTokens.names(type);
    }

    public static void requireObject(JsonToken token, String field) throws InvalidRecordException {
        if (token != JsonToken.START_OBJECT) {
            throw InvalidRecordException.wrongType(field, "an object", JsonTokens.describe(token));
        }
    }

    public static void requireArray(JsonToken token, String field) throws InvalidRecordException {
        if (token != JsonToken.START_ARRAY) {
            throw InvalidRecordException.wrongType(field, "an array", JsonTokens.describe(token));
        }
    }

    public static int int32(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_NUMBER_INT) {
            throw InvalidRecordException.wrongType(field, "an integer", JsonTokens.describe(token));
        }
        if (parser.getNumberType() != JsonParser.NumberType.INT) {
            throw InvalidRecordException.outOfRange(field, INT32_RANGE);
        }
        return parser.getIntValue();
    }

    /** A uint32, 0 to 4294967295, as the long a record holds it in. */
    public static long uint32(JsonParser parser, JsonToken token, String field) throws IOException {
        return JsonTokens.uint32Value(parser, token, field);
    }

    /** An int64: a JSON integer, or a decimal string as Long.toString writes it. */
    public static long int64(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_NUMBER_INT) {
            if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                throw InvalidRecordException.outOfRange(field, "an integer within the range of an int64");
            }
            return parser.getLongValue();
        }
        return JsonTokens.int64StringValue(parser, token, field);
    }

    /** A uint64 in the long of its 64 bits: a JSON integer, or a decimal string as Long.toUnsignedString writes it. */
    public static long uint64(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_NUMBER_INT) {
            if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                if (parser.getBigIntegerValue().signum() < 0 || parser.getBigIntegerValue().bitLength() > 64) {
                    throw InvalidRecordException.outOfRange(field, UINT64_RANGE);
                }
                return parser.getBigIntegerValue().longValue();
            }
            long value = parser.getLongValue();
            if (value < 0) {
                throw InvalidRecordException.outOfRange(field, UINT64_RANGE);
            }
            return value;
        }
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a uint64 as a decimal string", JsonTokens.describe(token));
        }
        return unsignedText(parser.getText(), field);
    }

    /**
     * A double: a JSON number, to the nearest double (Double.toString wrote it: it reads back to the
     * same bits, -0.0 too); or the strings "NaN", "Infinity" and "-Infinity", as the mapping writes
     * those; or, in CBOR and Smile, a floating-point value of any of them.
     */
    public static double float64(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token == JsonToken.VALUE_STRING) {
            return special(parser.getText(), field);
        }
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            double value = parser.getDoubleValue();
            // A binary format's NaN or infinity reads as its own text; a JSON number past the largest double does not.
            if (!Double.isFinite(value) && !isSpecial(parser.getText())) {
                throw InvalidRecordException.outOfRange(field, "a number within the range of a double");
            }
            return value;
        }
        return JsonTokens.doubleValue(parser, token, field);
    }

    /** A float: as a double, then the nearest float, as JsonFormat reads it; beyond a float's range refused. */
    public static float float32(JsonParser parser, JsonToken token, String field) throws IOException {
        double value = float64(parser, token, field);
        float narrowed = (float) value;
        if (Float.isInfinite(narrowed) && !Double.isInfinite(value)) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a float");
        }
        return narrowed;
    }

    private static boolean isSpecial(String text) {
        return text.equals("NaN") || text.equals("Infinity") || text.equals("-Infinity");
    }

    /**
     * A double given as a JSON string: "NaN", "Infinity" or "-Infinity", as the mapping writes those;
     * any other string is refused. For the bindings of libraries that hand over a string's text.
     */
    public static double special(String text, String field) throws InvalidRecordException {
        return switch (text) {
            case "NaN" -> Double.NaN;
            case "Infinity" -> Double.POSITIVE_INFINITY;
            case "-Infinity" -> Double.NEGATIVE_INFINITY;
            default -> throw InvalidRecordException.wrongType(field, "a number (or \"NaN\", \"Infinity\", \"-Infinity\")",
                    "another string");
        };
    }

    public static boolean bool(JsonToken token, String field) throws IOException {
        return JsonTokens.booleanValue(token, field);
    }

    public static String string(JsonParser parser, JsonToken token, String field) throws IOException {
        return JsonTokens.stringValue(parser, token, field);
    }

    public static Bytes bytes(JsonParser parser, JsonToken token, String field) throws IOException {
        return ProtoJsonTokens.bytesValue(parser, token, field);
    }

    public static Instant timestamp(JsonParser parser, JsonToken token, String field) throws IOException {
        return ProtoJsonTokens.timestampValue(parser, token, field);
    }

    public static Duration duration(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a duration string", JsonTokens.describe(token));
        }
        return durationText(parser.getText(), field);
    }

    /** A Duration from its text, {@code "1.5s"}: for the bindings of libraries that hand over a string's text. */
    public static Duration durationText(String text, String field) throws InvalidRecordException {
        com.google.protobuf.Duration duration;
        try {
            duration = ProtoDurationText.parse(text);
        } catch (IllegalArgumentException e) {
            throw InvalidRecordException.ofField(field, ": " + e.getMessage());
        }
        return RecordValues.duration(duration, field);
    }

    /** A Timestamp from its RFC 3339 text, as {@link #timestamp} reads it. */
    public static Instant timestampText(String text, String field) throws InvalidRecordException {
        try {
            return ProtoJson.parseTimestamp(text);
        } catch (IllegalArgumentException e) {
            throw InvalidRecordException.ofField(field, ": " + e.getMessage());
        }
    }

    /** Bytes from their padded standard base64 text, as {@link #bytes} reads them. */
    public static Bytes bytesText(String text, String field) throws InvalidRecordException {
        try {
            return ProtoJson.parseBytes(text);
        } catch (IllegalArgumentException e) {
            throw InvalidRecordException.ofField(field, ": " + e.getMessage());
        }
    }

    /** An int64 from a JSON string's text, as Long.toString writes it: what {@link #int64} takes in a string. */
    public static long int64Text(char[] text, int offset, int length, String field) throws InvalidRecordException {
        return JsonTokens.parseInt64(text, offset, length, field);
    }

    /** A uint64 from a JSON string's text, as Long.toUnsignedString writes it: what {@link #uint64} takes in a string. */
    public static long uint64Text(String text, String field) throws InvalidRecordException {
        return unsignedText(text, field);
    }

    /** An enum by the name of one of its values (an alias too), or the refusal that lists its names. */
    public static <E extends Enum<E> & ProtoEnum> E enumNamed(String name, String field, Class<E> type,
                                                              Function<String, E> byName)
            throws InvalidRecordException {
        E value = byName.apply(name);
        if (value == null) {
            throw InvalidRecordException.ofField(field, ": '" + shown(name) + "' is not a "
                    + type.getSimpleName() + " (one of " + Arrays.stream(type.getEnumConstants()).map(Enum::name)
                    .collect(Collectors.joining(", ")) + ")");
        }
        return value;
    }

    /** An enum by the number of one of its values, or the refusal. */
    public static <E extends Enum<E> & ProtoEnum> E enumNumbered(int number, String field, Class<E> type,
                                                                 java.util.function.IntFunction<E> byNumber)
            throws InvalidRecordException {
        return RecordValues.known(byNumber.apply(number), number, field, type);
    }

    /** An enum by the name of one of its values (an alias too) or by the number of one. */
    public static <E extends Enum<E> & ProtoEnum> E enumValue(JsonParser parser, JsonToken token, String field,
                                                              Class<E> type, Function<String, E> byName,
                                                              java.util.function.IntFunction<E> byNumber)
            throws IOException {
        if (token == JsonToken.VALUE_STRING) {
            return enumNamed(parser.getText(), field, type, byName);
        }
        if (token == JsonToken.VALUE_NUMBER_INT) {
            return enumNumbered(int32(parser, token, field), field, type, byNumber);
        }
        throw InvalidRecordException.wrongType(field, "the name or number of a " + type.getSimpleName() + " value",
                JsonTokens.describe(token));
    }

    /** An int64 as the mapping writes it: a decimal string (Long.toString). */
    public static void writeInt64(JsonGenerator generator, long value) throws IOException {
        generator.writeString(Long.toString(value));
    }

    public static void writeUInt64(JsonGenerator generator, long value) throws IOException {
        generator.writeString(Long.toUnsignedString(value));
    }

    /** A uint64 written as a JSON number (formatbench's json_number option): its unsigned value. */
    public static void writeUInt64Number(JsonGenerator generator, long value) throws IOException {
        if (value >= 0) {
            generator.writeNumber(value);
        } else {
            generator.writeNumber(new java.math.BigInteger(Long.toUnsignedString(value)));
        }
    }

    public static void writeBytes(JsonGenerator generator, Bytes bytes) throws IOException {
        ProtoJson.writeBytes(generator, bytes);
    }

    public static void writeTimestamp(JsonGenerator generator, Instant instant) throws IOException {
        ProtoJson.writeTimestamp(generator, instant);
    }

    public static void writeDuration(JsonGenerator generator, Duration duration) throws IOException {
        generator.writeString(durationString(duration));
    }

    /**
     * A double's JSON text as Jackson writes it, for the libraries that print doubles otherwise: the JDK's
     * digits, and NaN and the infinities as the mapping's strings.
     */
    public static String doubleText(double value) {
        return Double.isFinite(value) ? Double.toString(value) : "\"" + value + "\"";
    }

    public static String floatText(float value) {
        return Float.isFinite(value) ? Float.toString(value) : "\"" + value + "\"";
    }

    /** A Duration's text, {@code "1.5s"}, as every writer writes it. */
    public static String durationString(Duration duration) {
        return ProtoDurationText.format(ProtoDurations.toMessage(duration));
    }

    /** A map's key as the object's name: the number or boolean as text (unsigned for uint32 and uint64). */
    public static String keyText(long key, boolean unsigned) {
        return unsigned ? Long.toUnsignedString(key) : Long.toString(key);
    }

    public static int int32Key(String key, String field) throws InvalidRecordException {
        long value = JsonTokens.parseInt64(key.toCharArray(), 0, key.length(), field);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw InvalidRecordException.outOfRange(field, "a key from \"-2147483648\" to \"2147483647\" (int32)");
        }
        return (int) value;
    }

    public static long uint32Key(String key, String field) throws InvalidRecordException {
        long value = unsignedText(key, field);
        if (Long.compareUnsigned(value, 0xFFFF_FFFFL) > 0) {
            throw InvalidRecordException.outOfRange(field, "a key from \"0\" to \"4294967295\" (uint32)");
        }
        return value;
    }

    public static long int64Key(String key, String field) throws InvalidRecordException {
        return JsonTokens.parseInt64(key.toCharArray(), 0, key.length(), field);
    }

    public static long uint64Key(String key, String field) throws InvalidRecordException {
        return unsignedText(key, field);
    }

    public static boolean boolKey(String key, String field) throws InvalidRecordException {
        return switch (key) {
            case "true" -> true;
            case "false" -> false;
            default -> throw InvalidRecordException.wrongType(field, "a key of \"true\" or \"false\"", "another string");
        };
    }

    /** A uint64 as Long.toUnsignedString writes it: digits, no sign, no leading zeros. */
    private static long unsignedText(String text, String field) throws InvalidRecordException {
        int length = text.length();
        boolean digits = length > 0 && length <= MAX_UINT64_DIGITS && (text.charAt(0) != '0' || length == 1);
        for (int i = 0; digits && i < length; i++) {
            digits = text.charAt(i) >= '0' && text.charAt(i) <= '9';
        }
        if (!digits) {
            throw InvalidRecordException.wrongType(field, "a uint64 as a decimal string (digits only, no leading zeros)",
                    JsonTokens.quoted(text));
        }
        try {
            return Long.parseUnsignedLong(text);
        } catch (NumberFormatException e) {
            throw InvalidRecordException.outOfRange(field, UINT64_RANGE);
        }
    }

    /**
     * A field given twice in one object: under the same name, or once under each of its names (its .proto
     * name and its JSON name, which a reader takes alike).
     */
    public static InvalidRecordException twice(String name, String protoName) {
        return name.equals(protoName) ? InvalidRecordException.duplicateField(name)
                : InvalidRecordException.ofField(protoName, "given twice, the second time as '" + name + "'");
    }

    /** A field of one oneof given after another member of it. */
    public static InvalidRecordException twoOfOneof(String oneof, String[] members, long seen, long[] bits,
                                                    String field) {
        for (int i = 0; i < bits.length; i++) {
            if ((seen & bits[i]) != 0) {
                return InvalidRecordException.twoOfOneof(members[i], field, oneof);
            }
        }
        throw new IllegalStateException("no other member of oneof " + oneof + " was seen");
    }

    /** A map key given twice in one object; the caller adds the field and the key. */
    public static InvalidRecordException duplicateMapKey() {
        return InvalidRecordException.ofField("", "is a duplicate map key");
    }

    private static String shown(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    /** A pre-encoded field name, for the writers. */
    public static SerializableString name(String name) {
        return new SerializedString(name);
    }
}
