package io.formatbench.codec.json;

import static io.formatbench.codec.BadInputAssertions.assertAccepted;
import static io.formatbench.codec.BadInputAssertions.assertRejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.Limits;
import io.formatbench.codec.Streams;
import io.formatbench.codec.UserCodecs;
import io.formatbench.dataset.UserGenerator;
import io.formatbench.model.User;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of bad JSON Lines input, through every JSON reader and every kind of stream: each is a
 * {@link BadInputException} that names the record and the byte where it starts. The bad record comes
 * after two good ones (index 2, at the byte where the good ones end) unless the case is about the
 * start of the file.
 */
class JsonBadInputTest {

    private static final List<User> GOOD = users(2);
    private static final byte[] PREFIX = jsonLines(GOOD);
    private static final String RECORD = "{\"id\":3,\"name\":\"Ann\",\"email\":\"a@example.com\",\"age\":20,\"active\":true}";

    /** A bad file: {@code bytes} after the good prefix, or the whole file when {@code atStart}. */
    record Case(String name, byte[] bytes, boolean atStart) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> badCases() {
        List<Case> cases = new ArrayList<>();
        // Truncated.
        cases.add(after("truncated object", RECORD.substring(0, 40)));
        cases.add(after("truncated inside a string", "{\"id\":3,\"name\":\"An"));
        cases.add(after("truncated after a field name", "{\"id\":3,\"name\""));
        cases.add(after("truncated: only the opening brace", "{"));
        cases.add(after("truncated inside a multi-byte character", "{\"id\":3,\"name\":\"Zo", 0xC3));
        // Invalid and overlong UTF-8, UTF-8-encoded surrogates, past U+10FFFF.
        cases.add(inName("byte FF", 0xFF));
        cases.add(inName("stray continuation byte", 0x80));
        cases.add(inName("missing continuation byte", 0xC3, 'A'));
        cases.add(inName("overlong '/' C0 AF", 0xC0, 0xAF));
        cases.add(inName("overlong C1 BF", 0xC1, 0xBF));
        cases.add(inName("overlong '/' E0 80 AF", 0xE0, 0x80, 0xAF));
        cases.add(inName("overlong '/' F0 80 80 AF", 0xF0, 0x80, 0x80, 0xAF));
        cases.add(inName("surrogate ED A0 80", 0xED, 0xA0, 0x80));
        cases.add(inName("surrogate pair as CESU-8", 0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80));
        cases.add(inName("past U+10FFFF F4 90 80 80", 0xF4, 0x90, 0x80, 0x80));
        cases.add(inName("lead byte F5", 0xF5, 0x80, 0x80, 0x80));
        cases.add(new Case("overlong in a field name", concat(ascii("{\"id\":3,\"na"), bytes(0xC0, 0xAF),
                ascii("me\":\"A\",\"email\":\"e\",\"age\":20,\"active\":true}\n")), false));
        cases.add(new Case("overlong between records", concat(bytes(0xC0, 0xAF), ascii("\n" + RECORD + "\n")), false));
        // Control characters.
        cases.add(after("raw tab in a string", RECORD.replace("Ann", "A\tnn")));
        cases.add(after("raw newline in a string", RECORD.replace("Ann", "A\nnn")));
        cases.add(after("raw U+0001 in a string", RECORD.replace("Ann", "A\u0001nn")));
        cases.add(after("raw NUL in a string", RECORD.replace("Ann", "A\u0000nn")));
        // Numbers.
        cases.add(after("NaN", RECORD.replace("\"age\":20", "\"age\":NaN")));
        cases.add(after("Infinity", RECORD.replace("\"age\":20", "\"age\":Infinity")));
        cases.add(after("-Infinity", RECORD.replace("\"age\":20", "\"age\":-Infinity")));
        cases.add(after("id above Long.MAX_VALUE", RECORD.replace("\"id\":3", "\"id\":9223372036854775808")));
        cases.add(after("id below Long.MIN_VALUE", RECORD.replace("\"id\":3", "\"id\":-9223372036854775809")));
        cases.add(after("age above Integer.MAX_VALUE", RECORD.replace("\"age\":20", "\"age\":2147483648")));
        cases.add(after("age below Integer.MIN_VALUE", RECORD.replace("\"age\":20", "\"age\":-2147483649")));
        cases.add(after("a thousand-digit id", RECORD.replace("\"id\":3", "\"id\":" + "9".repeat(1001))));
        cases.add(after("float for int 1.5", RECORD.replace("\"age\":20", "\"age\":1.5")));
        cases.add(after("float for int 1e3", RECORD.replace("\"age\":20", "\"age\":1e3")));
        cases.add(after("float for int 20.0", RECORD.replace("\"age\":20", "\"age\":20.0")));
        cases.add(after("float for long id 3E0", RECORD.replace("\"id\":3", "\"id\":3E0")));
        cases.add(after("leading zero", RECORD.replace("\"age\":20", "\"age\":020")));
        cases.add(after("leading plus", RECORD.replace("\"age\":20", "\"age\":+20")));
        cases.add(after("hex number", RECORD.replace("\"age\":20", "\"age\":0x14")));
        // Wrong types; no coercion.
        cases.add(after("age \"x\"", RECORD.replace("\"age\":20", "\"age\":\"x\"")));
        cases.add(after("age \"42\" (no coercion)", RECORD.replace("\"age\":20", "\"age\":\"42\"")));
        cases.add(after("id \"3\" (no coercion)", RECORD.replace("\"id\":3", "\"id\":\"3\"")));
        cases.add(after("age true", RECORD.replace("\"age\":20", "\"age\":true")));
        cases.add(after("active 1", RECORD.replace("\"active\":true", "\"active\":1")));
        cases.add(after("active \"true\"", RECORD.replace("\"active\":true", "\"active\":\"true\"")));
        cases.add(after("name 42", RECORD.replace("\"name\":\"Ann\"", "\"name\":42")));
        cases.add(after("name true", RECORD.replace("\"name\":\"Ann\"", "\"name\":true")));
        cases.add(after("name an object", RECORD.replace("\"name\":\"Ann\"", "\"name\":{\"first\":\"Ann\"}")));
        cases.add(after("email an array", RECORD.replace("\"email\":\"a@example.com\"", "\"email\":[\"a@example.com\"]")));
        cases.add(after("age an object", RECORD.replace("\"age\":20", "\"age\":{}")));
        // Null and missing fields.
        for (String field : List.of("id", "name", "email", "age", "active")) {
            cases.add(after(field + " null", RECORD.replaceFirst("\"" + field + "\":(\"[^\"]*\"|[^,}]*)", "\"" + field + "\":null")));
            cases.add(after(field + " missing", RECORD.replaceFirst(",?\"" + field + "\":(\"[^\"]*\"|[^,}]*)", "").replace("{,", "{")));
        }
        cases.add(after("empty object", "{}"));
        // Unknown and duplicate fields.
        cases.add(after("unknown field", RECORD.replace("}", ",\"nickname\":\"A\"}")));
        cases.add(after("unknown field with null", RECORD.replace("{", "{\"x\":null,")));
        cases.add(after("unknown field with an object", RECORD.replace("}", ",\"x\":{\"y\":[1,2]}}")));
        cases.add(after("field name in another case", RECORD.replace("\"age\"", "\"Age\"")));
        cases.add(after("duplicate id", RECORD.replace("}", ",\"id\":4}")));
        cases.add(after("duplicate name, same value", RECORD.replace("}", ",\"name\":\"Ann\"}")));
        cases.add(after("duplicate active", RECORD.replace("{", "{\"active\":false,")));
        // Not an object.
        cases.add(after("top-level array", "[" + RECORD + "]"));
        cases.add(after("top-level empty array", "[]"));
        cases.add(after("top-level number", "42"));
        cases.add(after("top-level string", "\"users\""));
        cases.add(after("top-level true", "true"));
        cases.add(after("top-level null", "null"));
        // Deep nesting and huge values.
        cases.add(after("deeply nested arrays at the top", "[".repeat(100_000) + "]".repeat(100_000)));
        cases.add(after("deeply nested arrays in a field", "{\"id\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}"));
        cases.add(after("deeply nested objects in an unknown field", "{\"x\":" + "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_001)));
        cases.add(after("deeply nested arrays in an unknown field", "{\"x\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}"));
        cases.add(after("huge string", RECORD.replace("Ann", "A".repeat(Limits.MAX_RECORD_BYTES + 1))));
        cases.add(after("huge string in an unknown field", RECORD.replace("{", "{\"x\":\"" + "x".repeat(Limits.MAX_RECORD_BYTES + 1) + "\",")));
        cases.add(after("huge field name", RECORD.replace("{", "{\"" + "x".repeat(Limits.MAX_RECORD_BYTES + 1) + "\":1,")));
        // Trailing garbage after the last record.
        cases.add(after("trailing word", "garbage"));
        cases.add(after("trailing close brace", "}"));
        cases.add(after("trailing close bracket", "]"));
        cases.add(after("trailing comma", ","));
        cases.add(after("trailing NUL byte", "\u0000"));
        cases.add(after("trailing record separator U+001E", "\u001e"));
        // Not JSON: comments, single quotes, unquoted names.
        cases.add(after("comment", "// users\n" + RECORD));
        cases.add(after("single quotes", RECORD.replace('"', '\'')));
        cases.add(after("unquoted field names", RECORD.replace("\"id\"", "id")));
        // Not UTF-8, or not JSON at all: the start of the file.
        String file = RECORD + "\n";
        cases.add(atStart("UTF-16 with BOM", file.getBytes(StandardCharsets.UTF_16)));
        cases.add(atStart("UTF-16LE with BOM", concat(bytes(0xFF, 0xFE), file.getBytes(StandardCharsets.UTF_16LE))));
        cases.add(atStart("UTF-16LE without BOM", file.getBytes(StandardCharsets.UTF_16LE)));
        cases.add(atStart("UTF-16BE without BOM", file.getBytes(StandardCharsets.UTF_16BE)));
        cases.add(atStart("UTF-32", file.getBytes(java.nio.charset.Charset.forName("UTF-32"))));
        cases.add(atStart("overlong at the first byte", concat(bytes(0xC0, 0xBB), ascii(file))));
        cases.add(atStart("a NUL byte first", concat(bytes(0), ascii(file))));
        return cases;
    }

    /** The one bad case that protobuf's JSON mapping makes good: it writes a 64-bit integer as a string. */
    private static final String INT64_AS_STRING = "id \"3\" (no coercion)";

    static Stream<Arguments> badCasesByReaderAndStream() {
        return badCases().stream().flatMap(c -> UserCodecs.readersAndStreams(Format.JSON)
                .filter(arguments -> !(c.name().equals(INT64_AS_STRING) && isProtobufJson(arguments.get()[0])))
                .map(arguments -> Arguments.of(c, arguments.get()[0], arguments.get()[1])));
    }

    private static boolean isProtobufJson(Object codec) {
        return ((Codec<?>) codec).name().equals(ProtobufJsonCodec.NAME);
    }

    static Stream<Arguments> readersAndStreams() {
        return UserCodecs.readersAndStreams(Format.JSON);
    }

    @ParameterizedTest(name = "{0}: {1} via {2}")
    @MethodSource("badCasesByReaderAndStream")
    void rejectsNamingTheRecordAndWhereItStarts(Case badCase, Codec<User> reader, Streams streams) {
        if (badCase.atStart()) {
            assertRejected(reader, badCase.bytes(), streams, 0, 0);
        } else {
            assertRejected(reader, concat(PREFIX, badCase.bytes()), streams, 2, PREFIX.length);
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsARecordCutAtAnyByte(Codec<User> reader, Streams streams) {
        for (int cut = 1; cut < RECORD.length(); cut++) {
            assertRejected(reader, concat(PREFIX, ascii(RECORD.substring(0, cut))), streams, 2, PREFIX.length);
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsAProtobufFile(Codec<User> reader, Streams streams) throws IOException {
        byte[] protobuf = UserCodecs.write(io.formatbench.dataset.Schemas.USER.primaryCodec(Format.PROTOBUF), users(20));

        assertRejected(reader, protobuf, streams, 0, 0);
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void blamesTheRecordThatHoldsABadByteFarBeyondTheFirstBuffer(Codec<User> reader, Streams streams) throws IOException {
        // Jackson reads ahead by kilobytes: the bad byte must still be blamed on its own record.
        List<User> many = users(400);
        byte[] good = jsonLines(many);
        byte[] bad = concat(ascii("{\"id\":401,\"name\":\"Zo"), bytes(0xE0, 0x80, 0xAF), ascii("\",\"email\":\"z\",\"age\":20,\"active\":true}\n"));

        assertRejected(reader, concat(good, bad, good), streams, 400, good.length);
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsAHugeStringWithoutHoldingMuchMoreThanTheLimit(Codec<User> reader, Streams streams) {
        byte[] huge = concat(PREFIX, ascii(RECORD.replace("Ann", "A".repeat(8 * Limits.MAX_RECORD_BYTES))));
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();

        assertRejected(reader, huge, streams, 2, PREFIX.length);

        // Jackson's text buffer grows to about the limit in chars; it must not grow to the string's size.
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated < 6L * Limits.MAX_RECORD_BYTES + huge.length / 4,
                reader.name() + " via " + streams + " allocated " + allocated + " bytes");
    }

    static Stream<Arguments> policyCases() {
        String lines = RECORD + "\n" + RECORD.replace("\"id\":3", "\"id\":4") + "\n";
        byte[] clean = ascii(lines);
        List<Arguments> cases = new ArrayList<>();
        cases.add(Arguments.of("a UTF-8 BOM at the start", concat(bytes(0xEF, 0xBB, 0xBF), clean)));
        cases.add(Arguments.of("CRLF line endings", ascii(lines.replace("\n", "\r\n"))));
        cases.add(Arguments.of("blank lines", ascii("\n\n" + lines.replace("\n", "\n\n\r\n \t \n") + "\n")));
        cases.add(Arguments.of("no newline after the last record", ascii(lines.strip())));
        cases.add(Arguments.of(TWO_ON_ONE_LINE, ascii(lines.replaceFirst("\n", " "))));
        cases.add(Arguments.of(OVER_SEVERAL_LINES, ascii(lines.replaceFirst(",", "\n  ,  \r\n"))));
        cases.add(Arguments.of("fields in another order", ascii(lines.replace("\"id\":3,\"name\":\"Ann\"", "\"name\":\"Ann\",\"id\":3"))));
        cases.add(Arguments.of("escapes", ascii(lines.replace("\"Ann\"", "\"\\u0041\\u006e\\u006E\"").replace("a@", "\\u0061@"))));
        return cases.stream().flatMap(c -> UserCodecs.of(Format.JSON).stream()
                .filter(codec -> !(isProtobufJson(codec) && (c.get()[0].equals(TWO_ON_ONE_LINE) || c.get()[0].equals(OVER_SEVERAL_LINES))))
                .flatMap(codec -> Stream.of(Streams.values()).map(s -> Arguments.of(c.get()[0], c.get()[1], codec, s))));
    }

    /** Jackson reads a stream of values; protobuf-json reads JSON Lines as its definition says, one record per line. */
    private static final String TWO_ON_ONE_LINE = "two records on one line";
    private static final String OVER_SEVERAL_LINES = "a record over several lines";

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(Streams.class)
    void protobufJsonReadsOneRecordPerLine(Streams streams) {
        Codec<User> reader = io.formatbench.dataset.Schemas.USER.codec(ProtobufJsonCodec.NAME);
        String second = RECORD.replace("\"id\":3", "\"id\":4");

        BadInputException two = assertRejected(reader, ascii(RECORD + " " + second + "\n"), streams, 1, RECORD.length() + 1);
        assertTrue(two.reason().contains("one record per line"), two.getMessage());
        assertRejected(reader, ascii(RECORD.replaceFirst(",", "\n,") + "\n"), streams, 0, 0);
    }

    /** In protobuf's JSON mapping a 64-bit integer may be a string, as its printer writes it; in canonical decimal only. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(Streams.class)
    void protobufJsonTakesA64BitIntegerAsACanonicalString(Streams streams) throws IOException {
        Codec<User> reader = io.formatbench.dataset.Schemas.USER.codec(ProtobufJsonCodec.NAME);

        assertEquals(List.of(new User(-3, "Ann", "a@example.com", 20, true)),
                assertAccepted(reader, ascii(RECORD.replace("\"id\":3", "\"id\":\"-3\"") + "\n"), streams));
        for (String id : List.of("\"03\"", "\"+3\"", "\" 3\"", "\"3.0\"", "\"3e0\"", "\"\"", "\"-\"", "\"0x3\"",
                "\"9223372036854775808\"", "\"" + "9".repeat(1001) + "\"")) {
            assertRejected(reader, concat(PREFIX, ascii(RECORD.replace("\"id\":3", "\"id\":" + id) + "\n")), streams, 2,
                    PREFIX.length);
        }
    }

    @ParameterizedTest(name = "{0}: {2} via {3}")
    @MethodSource("policyCases")
    void acceptsWhatThePolicyAllowsAlikeInEveryReader(String policy, byte[] bytes, Codec<User> reader, Streams streams)
            throws IOException {
        List<User> expected = List.of(new User(3, "Ann", "a@example.com", 20, true), new User(4, "Ann", "a@example.com", 20, true));

        assertEquals(expected, assertAccepted(reader, bytes, streams));
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void anEmptyFileAndOneOfOnlyWhitespaceOrABomHoldNoRecords(Codec<User> reader, Streams streams) throws IOException {
        assertEquals(List.of(), assertAccepted(reader, new byte[0], streams));
        assertEquals(List.of(), assertAccepted(reader, ascii("\r\n\n \t\n"), streams));
        assertEquals(List.of(), assertAccepted(reader, bytes(0xEF, 0xBB, 0xBF), streams));
        assertEquals(List.of(), assertAccepted(reader, bytes(0xEF, 0xBB, 0xBF, '\n'), streams));
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void garbageAfterACompleteRecordIsTheNextRecord(Codec<User> reader, Streams streams) {
        byte[] record = ascii(RECORD);

        assertRejected(reader, concat(PREFIX, record, ascii(",\n"), record), streams, 3, PREFIX.length + record.length);
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void aBomShiftsTheOffsetsOfTheRecordsAfterIt(Codec<User> reader, Streams streams) {
        byte[] bom = bytes(0xEF, 0xBB, 0xBF);

        assertRejected(reader, concat(bom, PREFIX, ascii("{}")), streams, 2, 3 + PREFIX.length);
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void acceptsEveryValidCharacterAtEveryBufferBoundary(Codec<User> reader, Streams streams) throws IOException {
        // The first and last code point of each UTF-8 length and each range the checker treats apart.
        String edges = "\u0000\u007f\u0080\u07ff\u0800\u0fff\u1000\ud7ff\ue000\uffff"
                + new String(Character.toChars(0x10000)) + new String(Character.toChars(0x3ffff))
                + new String(Character.toChars(0x40000)) + new String(Character.toChars(0xfffff))
                + new String(Character.toChars(0x100000)) + new String(Character.toChars(0x10ffff));
        List<User> users = new ArrayList<>();
        for (int shift = 0; shift < 9; shift++) {
            // Shifting the string by one byte at a time moves every character across every word boundary.
            users.add(new User(shift, "x".repeat(shift) + edges, edges + "y".repeat(shift), shift, shift % 2 == 0));
        }
        byte[] bytes = UserCodecs.write(reader, users);

        assertEquals(users, assertAccepted(reader, bytes, streams));
    }

    private static Case after(String name, String record) {
        return new Case(name, ascii(record + "\n"), false);
    }

    private static Case after(String name, String text, int... trailingBytes) {
        return new Case(name, concat(ascii(text), bytes(trailingBytes)), false);
    }

    private static Case inName(String name, int... badBytes) {
        return new Case(name + " in a string", concat(ascii("{\"id\":3,\"name\":\"A"), bytes(badBytes),
                ascii("nn\",\"email\":\"a@example.com\",\"age\":20,\"active\":true}\n")), false);
    }

    private static Case atStart(String name, byte[] bytes) {
        return new Case(name, bytes, true);
    }

    static List<User> users(int count) {
        UserGenerator generator = new UserGenerator(11, 0);
        List<User> users = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            users.add(generator.next());
        }
        return users;
    }

    private static byte[] jsonLines(List<User> users) {
        try {
            return UserCodecs.write(io.formatbench.dataset.Schemas.USER.primaryCodec(Format.JSON), users);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
