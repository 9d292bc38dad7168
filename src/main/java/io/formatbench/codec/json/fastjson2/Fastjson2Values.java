package io.formatbench.codec.json.fastjson2;

import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.util.Fnv;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.JacksonEscapes;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.proto3.JsonValues;
import io.formatbench.codec.json.proto3.OpaqueJson;
import io.formatbench.codec.json.proto3.ProtoJson;
import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoEnum;
import io.formatbench.model.UnsafeBytes;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The values of the proto3 JSON mapping as the generated fastjson2 bindings write and read them, one
 * call a value, with fastjson2's own typed calls. A read checks the JSON type of the value by its first
 * character before it reads (fastjson2 would take {@code "42"} for an int32 and {@code 1} for a boolean);
 * what else fastjson2 takes that the JSON policy refuses (a fraction or leading zeros in an integer, an
 * int64 string that is not canonical, base64 without its padding) is left to it, as its library readers
 * read files just checked against their manifest (docs/bad-input.md). A write gives the bytes of the
 * dataset's files: Jackson's escaping ({@link JacksonEscapes}) and the JDK's digits of a double, which
 * fastjson2's own double writer prints otherwise for some values (shortest digits where JDK 17 prints
 * more: 1.0E23 for 9.999999999999999E22).
 */
public final class Fastjson2Values {

    private static final long UINT32_MAX = 0xFFFF_FFFFL;

    private Fastjson2Values() {}

    /** A field's name as the writers copy it: quoted and with its colon, escaped as Jackson writes it. */
    public static byte[] name(String name) {
        return JacksonEscapes.name(name);
    }

    /** The enum's names, quoted, by ordinal: what the writers copy. */
    public static <E extends Enum<E>> byte[][] names(Class<E> type) {
        E[] values = type.getEnumConstants();
        byte[][] names = new byte[values.length][];
        for (E value : values) {
            names[value.ordinal()] = ("\"" + value.name() + "\"").getBytes(StandardCharsets.US_ASCII);
        }
        return names;
    }

    /**
     * The hash fastjson2's {@link JSONReader#readFieldNameHashCode} gives the name, which the generator
     * computed by the same rule and wrote as a constant: checked once, when the binding's class loads.
     */
    public static long hash(String name, long generated) {
        long hash = Fnv.hashCode64(name);
        if (hash != generated) {
            throw new IllegalStateException("fastjson2 hashes '" + name + "' to " + hash + ", the generated code to "
                    + generated + ": the generator's rule (FieldHashes) no longer matches fastjson2's");
        }
        return hash;
    }

    /** A property the record lacks: refused, or its value skipped and counted. */
    public static void skipUnknown(JSONReader reader, JsonUnknownFields unknown) throws InvalidRecordException {
        if (unknown.rejects()) {
            throw InvalidRecordException.unknownField(reader.getFieldName());
        }
        unknown.countSkipped();
        reader.skipValue();
    }

    /** A record: the reader must stand on an object. */
    public static void requireRecord(JSONReader reader) throws InvalidRecordException {
        if (reader.current() != '{') {
            throw new InvalidRecordException("expected a JSON object, found " + found(reader));
        }
    }

    public static void requireObject(JSONReader reader, String field) throws InvalidRecordException {
        if (reader.current() != '{') {
            throw InvalidRecordException.wrongType(field, "an object", found(reader));
        }
    }

    public static void requireArray(JSONReader reader, String field) throws InvalidRecordException {
        if (!reader.nextIfArrayStart()) {
            throw InvalidRecordException.wrongType(field, "an array", found(reader));
        }
    }

    public static int int32(JSONReader reader, String field) throws InvalidRecordException {
        requireNumber(reader, field, "an integer");
        return reader.readInt32Value();
    }

    public static long uint32(JSONReader reader, String field) throws InvalidRecordException {
        requireNumber(reader, field, "an integer");
        long value = reader.readInt64Value();
        if (value < 0 || value > UINT32_MAX) {
            throw InvalidRecordException.outOfRange(field, "an integer from 0 to 4294967295 (uint32)");
        }
        return value;
    }

    /** An int64: a JSON integer, or the decimal string the mapping writes, both read by fastjson2's own call. */
    public static long int64(JSONReader reader, String field) throws InvalidRecordException {
        if (!reader.isString()) {
            requireNumber(reader, field, "an integer or a decimal string");
        }
        return reader.readInt64Value();
    }

    public static long uint64(JSONReader reader, String field) throws InvalidRecordException {
        if (reader.isString()) {
            return JsonValues.uint64Text(reader.readString(), field);
        }
        requireNumber(reader, field, "an integer or a decimal string");
        BigInteger value = reader.readBigInteger();
        if (value.signum() < 0 || value.bitLength() > 64) {
            throw InvalidRecordException.outOfRange(field, "an integer from 0 to 18446744073709551615 (uint64)");
        }
        return value.longValue();
    }

    /** A double: a JSON number, or "NaN", "Infinity" or "-Infinity", as the mapping writes those. */
    public static double float64(JSONReader reader, String field) throws InvalidRecordException {
        if (reader.isString()) {
            return JsonValues.special(reader.readString(), field);
        }
        requireNumber(reader, field, "a number");
        double value = reader.readDoubleValue();
        if (!Double.isFinite(value)) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a double");
        }
        return value;
    }

    public static float float32(JSONReader reader, String field) throws InvalidRecordException {
        double value = float64(reader, field);
        float narrowed = (float) value;
        if (Float.isInfinite(narrowed) && !Double.isInfinite(value)) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a float");
        }
        return narrowed;
    }

    public static boolean bool(JSONReader reader, String field) throws InvalidRecordException {
        char c = reader.current();
        if (c != 't' && c != 'f') {
            throw InvalidRecordException.wrongType(field, "true or false", found(reader));
        }
        return reader.readBoolValue();
    }

    public static String string(JSONReader reader, String field) throws InvalidRecordException {
        requireString(reader, field, "a string");
        return reader.readString();
    }

    /**
     * Bytes: base64 text, decoded by the mapping's rule. Not fastjson2's readBase64, which refuses valid
     * padded base64 inside an object ("invalid base64 string" at the value's quote, 2.0.61).
     */
    public static Bytes bytes(JSONReader reader, String field) throws InvalidRecordException {
        requireString(reader, field, "a base64 string");
        return JsonValues.bytesText(reader.readString(), field);
    }

    public static Instant timestamp(JSONReader reader, String field) throws InvalidRecordException {
        requireString(reader, field, "an RFC 3339 timestamp string");
        return JsonValues.timestampText(reader.readString(), field);
    }

    public static Duration duration(JSONReader reader, String field) throws InvalidRecordException {
        requireString(reader, field, "a duration string");
        return JsonValues.durationText(reader.readString(), field);
    }

    /**
     * An enum by the name of one of its values, matched by the hash fastjson2 reads the string into
     * without making a String (as its own enum readers do), or by an alias's name; or by the number of
     * one of its values.
     */
    public static <E extends Enum<E> & ProtoEnum> E enumValue(JSONReader reader, String field, EnumHashes<E> names,
                                                              Function<String, E> byName, IntFunction<E> byNumber)
            throws InvalidRecordException {
        if (reader.isString()) {
            E value = names.of(reader.readValueHashCode());
            return value != null ? value : JsonValues.enumNamed(reader.getString(), field, names.type(), byName);
        }
        if (reader.isNumber()) {
            return JsonValues.enumNumbered(reader.readInt32Value(), field, names.type(), byNumber);
        }
        throw InvalidRecordException.wrongType(field, "the name or number of a " + names.type().getSimpleName()
                + " value", found(reader));
    }

    /**
     * A value of a message type of protobuf's own that the record holds as protobuf-java's class (Struct,
     * Value, ...): read by fastjson2 as plain values, then through the tool's JSON of the type.
     */
    public static <M extends com.google.protobuf.Message> M opaque(JSONReader reader, String field, OpaqueJson json,
                                                                   JsonUnknownFields unknown, Class<M> type)
            throws IOException {
        return json.readPlain(reader.readAny(), field, unknown, type);
    }

    /** A string as Jackson escapes it: fastjson2's own call for every string that it writes alike. */
    public static void writeString(JSONWriter writer, String value) {
        if (JacksonEscapes.hasControlOrSurrogate(value)) {
            writer.writeRaw(JacksonEscapes.quoted(value));
        } else {
            writer.writeString(value);
        }
    }

    /** A map entry's name, escaped as Jackson writes it, after the comma fastjson2 puts between names. */
    public static void writeKey(JSONWriter writer, String key) {
        writer.writeNameRaw(JacksonEscapes.name(key));
    }

    /** An int64 as the mapping writes it: a decimal string. */
    public static void writeInt64(JSONWriter writer, long value) {
        writer.writeString(value);
    }

    public static void writeUInt64(JSONWriter writer, long value) {
        if (value >= 0) {
            writer.writeString(value);
        } else {
            writer.writeString(Long.toUnsignedString(value));
        }
    }

    /** A uint64 written as a JSON number (formatbench's json_number option): its unsigned value. */
    public static void writeUInt64Number(JSONWriter writer, long value) {
        if (value >= 0) {
            writer.writeInt64(value);
        } else {
            writer.writeRaw(Long.toUnsignedString(value));
        }
    }

    public static void writeDouble(JSONWriter writer, double value) {
        writer.writeRaw(JsonValues.doubleText(value));
    }

    public static void writeFloat(JSONWriter writer, float value) {
        writer.writeRaw(JsonValues.floatText(value));
    }

    /** Standard base64 with padding, as the mapping writes bytes. */
    public static void writeBytes(JSONWriter writer, Bytes value) {
        writer.writeBase64(UnsafeBytes.array(value));
    }

    public static void writeTimestamp(JSONWriter writer, Instant value) {
        writer.writeString(ProtoJson.timestampText(value));
    }

    public static void writeDuration(JSONWriter writer, Duration value) {
        writer.writeString(JsonValues.durationString(value));
    }

    /** A value of a message type of protobuf's own, as the tool's JSON of the type writes it. */
    public static void writeOpaque(JSONWriter writer, OpaqueJson json, com.google.protobuf.Message value)
            throws IOException {
        writer.writeRaw(json.jsonBytes(value));
    }

    private static void requireNumber(JSONReader reader, String field, String expected)
            throws InvalidRecordException {
        if (!reader.isNumber()) {
            throw InvalidRecordException.wrongType(field, expected, found(reader));
        }
    }

    private static void requireString(JSONReader reader, String field, String expected)
            throws InvalidRecordException {
        if (!reader.isString()) {
            throw InvalidRecordException.wrongType(field, expected, found(reader));
        }
    }

    /** What the reader stands on, in the words of the other readers' refusals. */
    static String found(JSONReader reader) {
        if (reader.isEnd()) {
            return "end of input";
        }
        return switch (reader.current()) {
            case '"' -> "a string";
            case '{' -> "an object";
            case '[' -> "an array";
            case 't', 'f' -> "a boolean";
            case 'n' -> "null";
            default -> reader.isNumber() ? "a number" : "'" + reader.current() + "'";
        };
    }
}
