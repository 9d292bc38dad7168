package io.formatbench.codec.json;

import static io.formatbench.codec.Bytes.bytes;
import static io.formatbench.codec.Bytes.concat;
import static io.formatbench.codec.Bytes.utf8;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.TextNode;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import io.formatbench.codec.Format;
import io.formatbench.codec.Limits;
import io.formatbench.codec.SchemaCodec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The bad and the odd-but-valid JSON Lines of one schema, made from the schema's own generated
 * records: the third record's line, field by field, is what every case mutates (a field removed,
 * null, of another JSON type, out of its range, repeated, cut short, its bytes broken). The kind of
 * each field's value comes from the line itself (a string, an integer, a number with a fraction,
 * ...) and, for its range, from the field of the same name in the schema's protobuf message. One
 * fixture for every schema: a schema added to {@code Schemas} gets every case.
 */
final class JsonFixture<T> {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Map<String, JsonFixture<?>> BY_SCHEMA = new ConcurrentHashMap<>();

    /**
     * A bad file: {@code bytes} after the good prefix, or the whole file when {@code atStart}. A case
     * about a field's {@code meaning} is well-formed JSON that the record refuses (null, missing, of
     * another type, out of range): how the bytes arrive does not change it, so one kind of stream
     * reads it; the bytes' own faults go through every kind.
     *
     * @param contract a record the proto3 JSON mapping allows (a null, an absent field, "NaN", an int64
     *     in the other of its two forms) and only the JSON Schema of jackson-json-schema refuses: the
     *     contract of that codec, stricter than the mapping
     * @param size a record past one of the parser's size limits (a string, a field name, a megabyte
     *     long): the limit counts what the parser has taken, however the reads cut it, and the tool's
     *     stream already hands such a record over in sixteen reads and more, so that stream alone reads
     *     it; through the trickles it took half a million reads each, and most of the cases' time
     */
    record Case(String name, byte[] bytes, boolean atStart, boolean meaning, boolean contract, boolean size) {
        Case(String name, byte[] bytes, boolean atStart, boolean meaning) {
            this(name, bytes, atStart, meaning, false);
        }

        Case(String name, byte[] bytes, boolean atStart, boolean meaning, boolean contract) {
            this(name, bytes, atStart, meaning, contract, false);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A valid file written otherwise than the writers write it, and the records it holds. */
    record Accepted<T>(String name, byte[] bytes, List<T> records) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** One field of the record: its name and its value as the writers wrote it. */
    private record Field(String name, JsonNode value) {
        String text() {
            return TextNode.valueOf(name) + ":" + value;
        }

        String text(String rawValue) {
            return TextNode.valueOf(name) + ":" + rawValue;
        }
    }

    final SchemaCodec<T> writer;
    /** Two good records and their lines: the bad record follows them. */
    final List<T> good;
    final byte[] prefix;
    /** The third and fourth records, and the third one's line, without its newline. */
    final T record;
    final T next;
    final String line;
    private final String nextLine;
    private final List<Field> fields;
    private final Descriptor message;

    private JsonFixture(SchemaCodec<T> writer) {
        this.writer = writer;
        List<T> records = writer.generate(11, 4);
        this.good = records.subList(0, 2);
        this.prefix = writer.write(good);
        this.record = records.get(2);
        this.next = records.get(3);
        this.line = line(record);
        this.nextLine = line(next);
        this.fields = fields(line);
        this.message = writer.protoBinding().defaultInstance().getDescriptorForType();
        if (!object(fields).equals(line)) {
            throw new IllegalStateException(writer + ": the fixture does not spell the line as the writers do: "
                    + line);
        }
    }

    /** The fixture of the schema of {@code codec}, made once. */
    @SuppressWarnings("unchecked")
    static <T> JsonFixture<T> of(SchemaCodec<T> codec) {
        return (JsonFixture<T>) BY_SCHEMA.computeIfAbsent(codec.schema().name().toString(),
                name -> new JsonFixture<>(codec.primary(Format.JSON)));
    }

    String line(T value) {
        String text = new String(writer.write(List.of(value)), StandardCharsets.UTF_8);
        return text.substring(0, text.length() - 1);
    }

    private List<Case> badCases;
    private List<Accepted<T>> acceptedCases;

    /**
     * Made once for every reader and stream of the schema: the huge and deeply nested cases took longer to
     * make, for each, than most cases take to read.
     */
    synchronized List<Case> badCases() {
        if (badCases == null) {
            badCases = List.copyOf(makeBadCases());
        }
        return badCases;
    }

    private List<Case> makeBadCases() {
        List<Case> cases = new ArrayList<>();
        Field firstString = firstText();
        Field firstNumber = first(JsonNode::isNumber);
        Field firstInteger = first(JsonNode::isIntegralNumber);
        Field firstField = fields.get(0);
        Field lastField = fields.get(fields.size() - 1);
        // Truncated.
        byte[] lineBytes = utf8(line);
        cases.add(new Case("truncated object", java.util.Arrays.copyOf(lineBytes, lineBytes.length / 2), false, false));
        cases.add(after("truncated after a field name", "{" + TextNode.valueOf(firstField.name())));
        cases.add(after("truncated after the colon", "{" + TextNode.valueOf(firstField.name()) + ":"));
        cases.add(after("truncated before the closing brace", line.substring(0, line.length() - 1)));
        cases.add(after("truncated: only the opening brace", "{"));
        if (firstString != null) {
            cases.add(after("truncated inside a string", open(firstString) + "\"An"));
            cases.add(new Case("truncated inside a multi-byte character",
                    concat(utf8(open(firstString) + "\"Zo"), bytes(0xC3)), false, false));
            // Invalid and overlong UTF-8, UTF-8-encoded surrogates, past U+10FFFF.
            cases.add(inString(firstString, "byte FF", 0xFF));
            cases.add(inString(firstString, "stray continuation byte", 0x80));
            cases.add(inString(firstString, "missing continuation byte", 0xC3, 'A'));
            cases.add(inString(firstString, "overlong '/' C0 AF", 0xC0, 0xAF));
            cases.add(inString(firstString, "overlong C1 BF", 0xC1, 0xBF));
            cases.add(inString(firstString, "overlong '/' E0 80 AF", 0xE0, 0x80, 0xAF));
            cases.add(inString(firstString, "overlong '/' F0 80 80 AF", 0xF0, 0x80, 0x80, 0xAF));
            cases.add(inString(firstString, "surrogate ED A0 80", 0xED, 0xA0, 0x80));
            cases.add(inString(firstString, "surrogate pair as CESU-8", 0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80));
            cases.add(inString(firstString, "past U+10FFFF F4 90 80 80", 0xF4, 0x90, 0x80, 0x80));
            cases.add(inString(firstString, "lead byte F5", 0xF5, 0x80, 0x80, 0x80));
            // Control characters, raw.
            cases.add(after("raw tab in a string", with(firstString, "\"A\tnn\"")));
            cases.add(after("raw newline in a string", with(firstString, "\"A\nnn\"")));
            cases.add(after("raw U+0001 in a string", with(firstString, "\"A\u0001nn\"")));
            cases.add(after("raw NUL in a string", with(firstString, "\"A\u0000nn\"")));
            cases.add(huge("huge string", with(firstString, "\"" + "A".repeat(Limits.MAX_RECORD_BYTES + 1) + "\"")));
        }
        String firstName = firstField.name();
        cases.add(new Case("overlong in a field name", concat(utf8("{\"" + firstName.substring(0, 1)),
                bytes(0xC0, 0xAF),
                utf8(firstName.substring(1) + "\":" + firstField.value() + rest(firstField) + "\n")), false, false));
        cases.add(new Case("overlong between records", concat(bytes(0xC0, 0xAF), utf8("\n" + line + "\n")), false,
                false));
        // Numbers that are no JSON.
        if (firstNumber != null) {
            for (String notJson : List.of("NaN", "Infinity", "-Infinity", "+1", "0x14", ".5", "1.", "--1")) {
                cases.add(after(firstNumber.name() + " " + notJson, with(firstNumber, notJson)));
            }
        }
        if (firstInteger != null) {
            cases.add(after(firstInteger.name() + " with a leading zero", with(firstInteger, "020")));
            cases.add(after(firstInteger.name() + " a thousand digits", with(firstInteger, "9".repeat(1001))));
        }
        // Every field: null, missing, of another JSON type; out of its type's range.
        for (Field field : fields) {
            cases.add(contract(field.name() + " null", with(field, "null")));
            cases.add(contract(field.name() + " missing", without(field)));
            String wrongType = field.name() + " " + wrongType(field.value());
            cases.add(isInt64(field) ? contract(wrongType, with(field, field.value().isTextual()
                    ? field.value().asText() : "\"" + field.value() + "\""))
                    : meaning(wrongType, with(field, wrongValue(field.value()))));
            for (String outOfRange : outOfRange(field)) {
                // The mapping's strings for NaN and the infinities are doubles; the JSON Schema's doubles are finite.
                boolean special = outOfRange.equals("\"NaN\"") || outOfRange.contains("Infinity\"");
                cases.add(special ? contract(field.name() + " " + outOfRange, with(field, outOfRange))
                        : meaning(field.name() + " " + outOfRange, with(field, outOfRange)));
            }
        }
        // More wrong types, on the first field of each kind.
        if (firstString != null) {
            for (String value : List.of("true", "{\"first\":\"A\"}", "[\"A\"]", "{}", "[]")) {
                cases.add(meaning(firstString.name() + " " + value, with(firstString, value)));
            }
        }
        if (firstInteger != null) {
            for (String value : List.of("1.5", "1e3", firstInteger.value() + ".0", "3E0", "true", "{}", "[1]")) {
                cases.add(meaning(firstInteger.name() + " " + value, with(firstInteger, value)));
            }
        }
        Field firstFloat = first(JsonNode::isFloatingPointNumber);
        if (firstFloat != null) {
            for (String value : List.of("true", "[]", "\"nan\"", "\"12.5\"")) {
                cases.add(meaning(firstFloat.name() + " " + value, with(firstFloat, value)));
            }
            for (String value : List.of("\"NaN\"", "\"Infinity\"", "\"-Infinity\"")) {
                cases.add(contract(firstFloat.name() + " " + value, with(firstFloat, value)));
            }
        }
        Field firstBoolean = first(JsonNode::isBoolean);
        if (firstBoolean != null) {
            for (String value : List.of("\"true\"", "0", "1")) {
                cases.add(meaning(firstBoolean.name() + " " + value, with(firstBoolean, value)));
            }
        }
        cases.add(contract("empty object", "{}"));
        cases.add(contract("every field missing but the last", object(List.of(lastField))));
        // Unknown and duplicate fields.
        cases.add(after("unknown field at the end", line.substring(0, line.length() - 1) + ",\"nickname\":\"A\"}"));
        cases.add(after("unknown field with null at the start", "{\"x\":null," + line.substring(1)));
        cases.add(after("unknown field with an object", line.substring(0, line.length() - 1)
                + ",\"x\":{\"y\":[1,2]}}"));
        cases.add(huge("unknown field with a huge string", "{\"x\":\"" + "x".repeat(Limits.MAX_RECORD_BYTES + 1)
                + "\","
                + line.substring(1)));
        cases.add(huge("huge field name", "{\"" + "x".repeat(Limits.MAX_RECORD_BYTES + 1) + "\":1,"
                + line.substring(1)));
        String otherCase = Character.toUpperCase(firstName.charAt(0)) + firstName.substring(1);
        if (!otherCase.equals(firstName)) {
            cases.add(after("field name in another case", "{" + new Field(otherCase, firstField.value()).text()
                    + rest(firstField)));
        }
        cases.add(after("duplicate first field, same value, at the end",
                line.substring(0, line.length() - 1) + "," + firstField.text() + "}"));
        cases.add(after("duplicate last field at the start", "{" + lastField.text() + "," + line.substring(1)));
        Field middle = fields.get(fields.size() / 2);
        JsonNode otherValue = fields(nextLine).get(fields.size() / 2).value();
        cases.add(after("duplicate " + middle.name() + ", another value",
                line.substring(0, line.length() - 1) + "," + middle.text(otherValue.toString()) + "}"));
        // Not an object.
        cases.add(after("top-level array", "[" + line + "]"));
        cases.add(after("top-level empty array", "[]"));
        cases.add(after("top-level number", "42"));
        cases.add(after("top-level string", "\"records\""));
        cases.add(after("top-level true", "true"));
        cases.add(after("top-level null", "null"));
        // Deep nesting.
        cases.add(after("deeply nested arrays at the top", "[".repeat(100_000) + "]".repeat(100_000)));
        cases.add(after("deeply nested arrays in a field", "{" + TextNode.valueOf(firstName) + ":" + "[".repeat(100_000)
                + "]".repeat(100_000) + "}"));
        cases.add(after("deeply nested objects in an unknown field", "{\"x\":" + "{\"a\":".repeat(100_000) + "1"
                + "}".repeat(100_001)));
        cases.add(after("deeply nested arrays in an unknown field", "{\"x\":" + "[".repeat(100_000)
                + "]".repeat(100_000) + "}"));
        // Trailing garbage after the last record.
        for (String garbage : List.of("garbage", "}", "]", ",", "\u0000", "\u001e")) {
            cases.add(after("trailing " + describe(garbage), garbage));
        }
        // Not JSON: comments, single quotes, unquoted names.
        cases.add(after("comment", "// records\n" + line));
        cases.add(after("single quotes", line.replace('"', '\'')));
        cases.add(after("unquoted field name", "{" + firstName + ":" + firstField.value() + rest(firstField)));
        // Not UTF-8, or not JSON at all: the start of the file.
        String file = line + "\n";
        cases.add(atStart("UTF-16 with BOM", file.getBytes(StandardCharsets.UTF_16)));
        cases.add(atStart("UTF-16LE with BOM", concat(bytes(0xFF, 0xFE), file.getBytes(StandardCharsets.UTF_16LE))));
        cases.add(atStart("UTF-16LE without BOM", file.getBytes(StandardCharsets.UTF_16LE)));
        cases.add(atStart("UTF-16BE without BOM", file.getBytes(StandardCharsets.UTF_16BE)));
        cases.add(atStart("UTF-32", file.getBytes(Charset.forName("UTF-32"))));
        cases.add(atStart("overlong at the first byte", concat(bytes(0xC0, 0xBB), utf8(file))));
        cases.add(atStart("a NUL byte first", concat(bytes(0), utf8(file))));
        return cases;
    }

    /** Files the policy accepts that the writers would write otherwise: the third and fourth records. */
    synchronized List<Accepted<T>> acceptedCases() {
        if (acceptedCases == null) {
            acceptedCases = List.copyOf(makeAcceptedCases());
        }
        return acceptedCases;
    }

    private List<Accepted<T>> makeAcceptedCases() {
        String lines = line + "\n" + nextLine + "\n";
        List<Accepted<T>> cases = new ArrayList<>();
        cases.add(accepted("a UTF-8 BOM at the start", concat(bytes(0xEF, 0xBB, 0xBF), utf8(lines))));
        cases.add(accepted("CRLF line endings", utf8(lines.replace("\n", "\r\n"))));
        cases.add(accepted("blank lines", utf8("\n\n" + line + "\n\n\r\n \t \n" + nextLine + "\n\n")));
        cases.add(accepted("no newline after the last record", utf8(line + "\n" + nextLine)));
        cases.add(accepted("two records on one line", utf8(line + " " + nextLine + "\n")));
        cases.add(accepted("a record over several lines", utf8(fields.stream().map(Field::text)
                .collect(Collectors.joining("\n  ,  \r\n", "{\n", "\n}\n")) + nextLine + "\n")));
        List<Field> reversed = new ArrayList<>(fields);
        Collections.reverse(reversed);
        cases.add(accepted("fields in another order", utf8(object(reversed) + "\n" + nextLine + "\n")));
        Field text = first(value -> value.isTextual() && !value.asText().isEmpty());
        if (text != null) {
            String escaped = text.value().asText().chars().mapToObj(c
                    -> String.format("\\u%04x", c)).collect(Collectors.joining());
            cases.add(accepted("every character of a string escaped",
                    utf8(with(text, "\"" + escaped + "\"") + "\n" + nextLine + "\n")));
        }
        return cases;
    }

    /**
     * Lines whose strings hold, raw, the first and last code point of each UTF-8 length and of each
     * range the UTF-8 check treats apart, shifted by one byte per line so that every character
     * crosses every word boundary (empty when the schema has no string field); and the same lines
     * as the writers write them (Jackson writes a character beyond U+FFFF as two escapes).
     */
    ValidCharacters everyValidCharacter() {
        Field firstString = firstText();
        if (firstString == null) {
            return new ValidCharacters(new byte[0], new byte[0]);
        }
        String edges = "\u0000\u007f\u0080\u07ff\u0800\u0fff\u1000\ud7ff\ue000\uffff"
                + new String(Character.toChars(0x10000)) + new String(Character.toChars(0x3ffff))
                + new String(Character.toChars(0x40000)) + new String(Character.toChars(0xfffff))
                + new String(Character.toChars(0x100000)) + new String(Character.toChars(0x10ffff));
        List<String> lines = IntStream.range(0, 9)
                .mapToObj(shift -> with(firstString, TextNode.valueOf("x".repeat(shift) + edges
                        + "y".repeat(shift)).toString()))
                .toList();
        try {
            StringBuilder written = new StringBuilder();
            for (String line : lines) {
                written.append(new String(MAPPER.writeValueAsBytes(MAPPER.readTree(line)),
                        StandardCharsets.UTF_8)).append('\n');
            }
            return new ValidCharacters(utf8(String.join("\n", lines) + "\n"), utf8(written.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Lines with every kind of character raw, and as the writers write them. */
    record ValidCharacters(byte[] raw, byte[] written) {}

    /** A record with a bad byte sequence inside the first string field's value, named after the sequence. */
    byte[] withBytesInAString(int... badBytes) {
        Field firstString = firstText();
        return concat(utf8(open(firstString) + "\"A"), bytes(badBytes), utf8("nn\"" + rest(firstString) + "\n"));
    }

    /** The line with the first string field's value replaced. */
    String withFirstString(String value) {
        return with(firstText(), TextNode.valueOf(value).toString());
    }

    private Accepted<T> accepted(String name, byte[] bytes) {
        return new Accepted<>(name, bytes, List.of(record, next));
    }

    private Case inString(Field field, String name, int... badBytes) {
        return new Case(name + " in a string", concat(utf8(open(field) + "\"A"), bytes(badBytes),
                utf8("nn\"" + rest(field) + "\n")), false, false);
    }

    /** What the reasons name a kind of value by. */
    private static String wrongType(JsonNode value) {
        return "as " + wrongValue(value);
    }

    /** A value of another JSON type than {@code value}: the strict policy coerces nothing. */
    private static String wrongValue(JsonNode value) {
        if (value.isTextual()) {
            return "42";
        }
        if (value.isNumber() || value.isBoolean()) {
            // "42" is not 42, "true" not true.
            return "\"" + value + "\"";
        }
        if (value.isObject() || value.isArray()) {
            return "\"x\"";
        }
        throw new IllegalArgumentException("a value of no kind the fixture knows: " + value);
    }

    /** Values of the field's JSON type outside its protobuf type's range. */
    private List<String> outOfRange(Field field) {
        FieldDescriptor descriptor = message.findFieldByName(field.name());
        if (descriptor == null || descriptor.isRepeated()
                || descriptor.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
            return List.of();
        }
        boolean string = field.value().isTextual();
        return switch (descriptor.getType()) {
            case INT64, SINT64, SFIXED64 -> string
                    ? List.of("\"9223372036854775808\"", "\"-9223372036854775809\"", "\"1.5\"", "\"1e3\"", "\"x\"",
                            "\"\"", "\"0x10\"")
                    : List.of("9223372036854775808", "-9223372036854775809");
            case UINT64, FIXED64 -> string
                    ? List.of("\"-1\"", "\"18446744073709551616\"", "\"1.5\"", "\"x\"", "\"\"")
                    : List.of("-1", "18446744073709551616");
            case INT32, SINT32, SFIXED32 -> List.of("2147483648", "-2147483649");
            case UINT32, FIXED32 -> List.of("-1", "4294967296", "18446744073709551616");
            case DOUBLE -> List.of("1e400", "-1e400", "\"NaN\"", "\"1.5\"");
            case FLOAT -> List.of("\"NaN\"");
            default -> List.of();
        };
    }

    /**
     * The first field of free text: a .proto string (bytes, timestamps and enums are JSON strings too, of fixed forms).
     */
    private Field firstText() {
        return fields.stream().filter(field -> field.value().isTextual()).filter(field -> {
            com.google.protobuf.Descriptors.FieldDescriptor proto = message.findFieldByName(field.name());
            return proto != null && proto.getType() == com.google.protobuf.Descriptors.FieldDescriptor.Type.STRING;
        }).findFirst().orElse(null);
    }

    private Field first(java.util.function.Predicate<JsonNode> kind) {
        return fields.stream().filter(field -> kind.test(field.value())).findFirst().orElse(null);
    }

    /** The line up to and including {@code field}'s name and colon. */
    private String open(Field field) {
        StringBuilder text = new StringBuilder("{");
        for (Field each : fields) {
            if (each == field) {
                return text.append(TextNode.valueOf(field.name())).append(':').toString();
            }
            text.append(each.text()).append(',');
        }
        throw new IllegalArgumentException(field.name());
    }

    /** The line after {@code field}'s value. */
    private String rest(Field field) {
        int index = fields.indexOf(field);
        return fields.subList(index + 1, fields.size()).stream().map(each -> ","
                + each.text()).collect(Collectors.joining()) + "}";
    }

    private String with(Field field, String rawValue) {
        return open(field) + rawValue + rest(field);
    }

    private String without(Field field) {
        List<Field> others = new ArrayList<>(fields);
        others.remove(field);
        return object(others);
    }

    private static String object(List<Field> fields) {
        return fields.stream().map(Field::text).collect(Collectors.joining(",", "{", "}"));
    }

    private static List<Field> fields(String line) {
        try {
            List<Field> fields = new ArrayList<>();
            MAPPER.readTree(line).properties().forEach(entry -> fields.add(new Field(entry.getKey(),
                    entry.getValue())));
            return List.copyOf(fields);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String describe(String garbage) {
        return garbage.chars().allMatch(c -> c >= 0x20) ? "'" + garbage + "'"
                : String.format("U+%04X", (int) garbage.charAt(0));
    }

    private static Case after(String name, String record) {
        return new Case(name, utf8(record + "\n"), false, false, false);
    }

    /** A record after the good prefix past one of the parser's size limits. */
    private static Case huge(String name, String record) {
        return new Case(name, utf8(record + "\n"), false, false, false, true);
    }

    /** Well-formed JSON after the good prefix whose fault is a field's meaning. */
    private static Case meaning(String name, String record) {
        return new Case(name, utf8(record + "\n"), false, true, false);
    }

    /**
     * Well-formed JSON after the good prefix that the mapping allows and every reader takes (the JSON Schema
     * refused it until it said what the policy says): a variation of the good record, kept beside the bad ones.
     */
    private static Case contract(String name, String record) {
        return new Case(name, utf8(record + "\n"), false, true, true);
    }

    private static Case atStart(String name, byte[] bytes) {
        return new Case(name, bytes, true, false, false);
    }

    /** Whether the field is a 64-bit integer, which the mapping reads as a number or as a decimal string. */
    private boolean isInt64(Field field) {
        FieldDescriptor descriptor = message.findFieldByName(field.name());
        return descriptor != null && !descriptor.isRepeated() && switch (descriptor.getType()) {
            case INT64, SINT64, SFIXED64, UINT64, FIXED64 -> true;
            default -> false;
        };
    }
}
