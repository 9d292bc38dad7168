package io.formatbench.codec.json.dsljson;

import com.dslplatform.json.BoolConverter;
import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import com.dslplatform.json.ObjectConverter;
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
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The values of the proto3 JSON mapping as the generated DSL-JSON converters write and read them, one
 * call a value, with DSL-JSON's own converters. A read checks the JSON type of the value by its first
 * byte before it reads (DSL-JSON's NumberConverter would take {@code "42"} for an int32); an int64 in a
 * string is read from the reader's buffer by the canonical rule ({@link JsonValues#int64Text}), as
 * DSL-JSON itself would send a quoted number through a BigDecimal. What else DSL-JSON takes that the
 * JSON policy refuses is left to it, as its library readers read files just checked against their
 * manifest (docs/bad-input.md). A write gives the bytes of the dataset's files: Jackson's escaping of a
 * surrogate ({@link JacksonEscapes}), the JDK's digits of a double (DSL-JSON's own print 10000000.0 for
 * 1.0E7 and drop the sign of -0.0), and empty bytes as {@code ""}.
 */
public final class DslJsonValues {

    private static final long UINT32_MAX = 0xFFFF_FFFFL;
    private static final byte[] EMPTY_STRING = {'"', '"'};
    /** Reads names for {@link #hashOf}: DSL-JSON's own hashing, on a name alone. */
    private static final DslJson<Object> NAMES = new DslJson<>();

    private DslJsonValues() {}

    /** A field's name as the writers copy it: quoted and with its colon, escaped as Jackson writes it. */
    public static byte[] name(String name) {
        return JacksonEscapes.name(name);
    }

    /** The same after a comma: the name of a field that follows another. */
    public static byte[] nextName(String name) {
        byte[] bare = JacksonEscapes.name(name);
        byte[] next = new byte[bare.length + 1];
        next[0] = JsonWriter.COMMA;
        System.arraycopy(bare, 0, next, 1, bare.length);
        return next;
    }

    /** A name's bytes, as {@code wasLastName} compares them. */
    public static byte[] bytes(String name) {
        return name.getBytes(StandardCharsets.UTF_8);
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
     * The hash DSL-JSON's {@code fillName()} reads the name into, which the generator computed by the same
     * rule and wrote as a constant: checked once, when the converter's class loads.
     */
    public static int hash(String name, int generated) {
        int hash = hashOf(name);
        if (hash != generated) {
            throw new IllegalStateException("DSL-JSON hashes '" + name + "' to " + hash + ", the generated code to "
                    + generated + ": the generator's rule (NameHashes) no longer matches DSL-JSON's");
        }
        return hash;
    }

    /** DSL-JSON's hash of a name, by its own reader. */
    static int hashOf(String name) {
        byte[] json = JacksonEscapes.name(name);
        try {
            JsonReader<Object> reader = NAMES.newReader(json, json.length);
            reader.getNextToken();
            return reader.calcHash();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the last byte the writer wrote opened an object: no field of it is written yet. */
    public static boolean afterObjectStart(JsonWriter writer) {
        // A write makes room (flushing, if bound to a stream) before it writes: the last byte written is in the buffer.
        return writer.getByteBuffer()[writer.size() - 1] == JsonWriter.OBJECT_START;
    }

    /**
     * A property the record lacks, the reader on its name's colon: refused, or its value skipped and
     * counted, the reader left on the token after it.
     */
    public static void skipUnknown(JsonReader<?> reader, JsonUnknownFields unknown) throws IOException {
        if (unknown.rejects()) {
            throw InvalidRecordException.unknownField(reader.getLastName());
        }
        unknown.countSkipped();
        reader.getNextToken();
        reader.skip();
    }

    public static void requireObject(JsonReader<?> reader, String field) throws InvalidRecordException {
        if (reader.last() != '{') {
            throw InvalidRecordException.wrongType(field, "an object", found(reader));
        }
    }

    public static void requireArray(JsonReader<?> reader, String field) throws InvalidRecordException {
        if (reader.last() != '[') {
            throw InvalidRecordException.wrongType(field, "an array", found(reader));
        }
    }

    /** After an object's last value: its closing brace, or DSL-JSON's own refusal. */
    public static void requireObjectEnd(JsonReader<?> reader) throws IOException {
        if (reader.last() != '}') {
            throw reader.newParseError("Expecting '}' for object end");
        }
    }

    public static void requireArrayEnd(JsonReader<?> reader) throws IOException {
        if (reader.last() != ']') {
            throw reader.newParseError("Expecting ']' for array end");
        }
    }

    public static int int32(JsonReader<?> reader, String field) throws IOException {
        requireNumber(reader, field, "an integer");
        return NumberConverter.deserializeInt(reader);
    }

    public static long uint32(JsonReader<?> reader, String field) throws IOException {
        requireNumber(reader, field, "an integer");
        long value = NumberConverter.deserializeLong(reader);
        if (value < 0 || value > UINT32_MAX) {
            throw InvalidRecordException.outOfRange(field, "an integer from 0 to 4294967295 (uint32)");
        }
        return value;
    }

    /** An int64: a JSON integer, or the decimal string the mapping writes, read from the reader's buffer. */
    public static long int64(JsonReader<?> reader, String field) throws IOException {
        if (reader.last() == '"') {
            char[] text = reader.readSimpleQuote();
            return JsonValues.int64Text(text, 0, reader.getCurrentIndex() - reader.getTokenStart() - 1, field);
        }
        requireNumber(reader, field, "an integer or a decimal string");
        return NumberConverter.deserializeLong(reader);
    }

    public static long uint64(JsonReader<?> reader, String field) throws IOException {
        if (reader.last() == '"') {
            return JsonValues.uint64Text(reader.readString(), field);
        }
        requireNumber(reader, field, "an integer or a decimal string");
        BigDecimal value = NumberConverter.deserializeDecimal(reader);
        BigInteger integer;
        try {
            integer = value.toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw InvalidRecordException.wrongType(field, "an integer", "a number with a fraction");
        }
        if (integer.signum() < 0 || integer.bitLength() > 64) {
            throw InvalidRecordException.outOfRange(field, "an integer from 0 to 18446744073709551615 (uint64)");
        }
        return integer.longValue();
    }

    /** A double: a JSON number, or "NaN", "Infinity" or "-Infinity", as the mapping writes those. */
    public static double float64(JsonReader<?> reader, String field) throws IOException {
        if (reader.last() == '"') {
            return JsonValues.special(reader.readString(), field);
        }
        requireNumber(reader, field, "a number");
        double value = NumberConverter.deserializeDouble(reader);
        if (!Double.isFinite(value)) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a double");
        }
        return value;
    }

    public static float float32(JsonReader<?> reader, String field) throws IOException {
        double value = float64(reader, field);
        float narrowed = (float) value;
        if (Float.isInfinite(narrowed) && !Double.isInfinite(value)) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a float");
        }
        return narrowed;
    }

    public static boolean bool(JsonReader<?> reader, String field) throws IOException {
        byte b = reader.last();
        if (b != 't' && b != 'f') {
            throw InvalidRecordException.wrongType(field, "true or false", found(reader));
        }
        return BoolConverter.deserialize(reader);
    }

    public static String string(JsonReader<?> reader, String field) throws IOException {
        requireString(reader, field, "a string");
        return reader.readString();
    }

    /**
     * Bytes: base64 text, decoded by the mapping's rule, as every JSON binding of the tool decodes it. Not
     * DSL-JSON's readBase64, which takes base64 without its padding, and writes no bytes as four blanks.
     */
    public static Bytes bytes(JsonReader<?> reader, String field) throws IOException {
        requireString(reader, field, "a base64 string");
        return JsonValues.bytesText(reader.readString(), field);
    }

    public static Instant timestamp(JsonReader<?> reader, String field) throws IOException {
        requireString(reader, field, "an RFC 3339 timestamp string");
        return JsonValues.timestampText(reader.readString(), field);
    }

    public static Duration duration(JsonReader<?> reader, String field) throws IOException {
        requireString(reader, field, "a duration string");
        return JsonValues.durationText(reader.readString(), field);
    }

    /**
     * An enum by the name of one of its values, matched by the hash DSL-JSON reads the string into, or by an
     * alias's name; or by the number of one of its values.
     */
    public static <E extends Enum<E> & ProtoEnum> E enumValue(JsonReader<?> reader, String field, EnumNames<E> names,
                                                              Function<String, E> byName, IntFunction<E> byNumber)
            throws IOException {
        if (reader.last() == '"') {
            E value = names.read(reader);
            return value != null ? value : JsonValues.enumNamed(reader.getLastName(), field, names.type(), byName);
        }
        requireNumber(reader, field, "the name or number of a " + names.type().getSimpleName() + " value");
        return JsonValues.enumNumbered(NumberConverter.deserializeInt(reader), field, names.type(), byNumber);
    }

    /**
     * A value of a message type of protobuf's own that the record holds as protobuf-java's class (Struct,
     * Value, ...): read by DSL-JSON as plain values, then through the tool's JSON of the type.
     */
    public static <M extends com.google.protobuf.Message> M opaque(JsonReader<?> reader, String field,
                                                                   OpaqueJson json, JsonUnknownFields unknown,
                                                                   Class<M> type) throws IOException {
        return json.readPlain(ObjectConverter.deserializeObject(reader), field, unknown, type);
    }

    /** A string as Jackson escapes it: DSL-JSON's own call for every string without a surrogate. */
    public static void writeString(JsonWriter writer, String value) {
        if (JacksonEscapes.hasSurrogate(value)) {
            byte[] quoted = JacksonEscapes.quoted(value);
            writer.writeRaw(quoted, 0, quoted.length);
        } else {
            writer.writeString(value);
        }
    }

    /** A map entry's name, escaped as Jackson writes it; the caller writes the comma before it. */
    public static void writeKey(JsonWriter writer, String key) {
        byte[] name = JacksonEscapes.name(key);
        writer.writeRaw(name, 0, name.length);
    }

    /** An int64 as the mapping writes it: a decimal string. */
    public static void writeInt64(JsonWriter writer, long value) {
        writer.writeByte(JsonWriter.QUOTE);
        NumberConverter.serialize(value, writer);
        writer.writeByte(JsonWriter.QUOTE);
    }

    public static void writeUInt64(JsonWriter writer, long value) {
        if (value >= 0) {
            writeInt64(writer, value);
        } else {
            writer.writeAscii("\"" + Long.toUnsignedString(value) + "\"");
        }
    }

    /** A uint64 written as a JSON number (formatbench's json_number option): its unsigned value. */
    public static void writeUInt64Number(JsonWriter writer, long value) {
        if (value >= 0) {
            NumberConverter.serialize(value, writer);
        } else {
            writer.writeAscii(Long.toUnsignedString(value));
        }
    }

    public static void writeDouble(JsonWriter writer, double value) {
        writer.writeAscii(JsonValues.doubleText(value));
    }

    public static void writeFloat(JsonWriter writer, float value) {
        writer.writeAscii(JsonValues.floatText(value));
    }

    /**
     * Standard base64 with padding; no bytes as {@code ""}, which DSL-JSON's writeBinary writes as four
     * blanks; one byte from a table, since writeBinary makes room for two bytes a byte and two quotes, 4,
     * fewer than one byte's base64 and its quotes, 6: at the end of its buffer it wrote past it (DSL-JSON
     * 2.0.2; every longer value fits in its room).
     */
    public static void writeBytes(JsonWriter writer, Bytes value) {
        byte[] array = UnsafeBytes.array(value);
        if (array.length == 0) {
            writer.writeAscii(EMPTY_STRING);
        } else if (array.length == 1) {
            writer.writeAscii(QUOTED_BASE64_OF_A_BYTE[array[0] & 0xff]);
        } else {
            writer.writeBinary(array);
        }
    }

    /** Each byte's base64 in quotes, as writeBinary writes it: "AA==" for 0. */
    private static final byte[][] QUOTED_BASE64_OF_A_BYTE = new byte[256][];

    static {
        for (int b = 0; b < 256; b++) {
            QUOTED_BASE64_OF_A_BYTE[b] = ("\"" + Base64.getEncoder().encodeToString(new byte[] {(byte) b}) + "\"")
                    .getBytes(StandardCharsets.US_ASCII);
        }
    }

    public static void writeTimestamp(JsonWriter writer, Instant value) {
        writer.writeAscii("\"" + ProtoJson.timestampText(value) + "\"");
    }

    public static void writeDuration(JsonWriter writer, Duration value) {
        writer.writeAscii("\"" + JsonValues.durationString(value) + "\"");
    }

    /** A value of a message type of protobuf's own, as the tool's JSON of the type writes it. */
    public static void writeOpaque(JsonWriter writer, OpaqueJson json, com.google.protobuf.Message value)
            throws IOException {
        byte[] bytes = json.jsonBytes(value);
        writer.writeRaw(bytes, 0, bytes.length);
    }

    private static void requireNumber(JsonReader<?> reader, String field, String expected)
            throws InvalidRecordException {
        byte b = reader.last();
        if (b != '-' && (b < '0' || b > '9')) {
            throw InvalidRecordException.wrongType(field, expected, found(reader));
        }
    }

    private static void requireString(JsonReader<?> reader, String field, String expected)
            throws InvalidRecordException {
        if (reader.last() != '"') {
            throw InvalidRecordException.wrongType(field, expected, found(reader));
        }
    }

    /** What the reader stands on, in the words of the other readers' refusals. */
    static String found(JsonReader<?> reader) {
        return switch (reader.last()) {
            case '"' -> "a string";
            case '{' -> "an object";
            case '[' -> "an array";
            case 't', 'f' -> "a boolean";
            case 'n' -> "null";
            case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> "a number";
            default -> "'" + (char) reader.last() + "'";
        };
    }
}
