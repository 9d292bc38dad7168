package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.jackson3.Jackson3DatabindCodec;
import io.formatbench.codec.jackson3.Jackson3Default;
import io.formatbench.codec.json.JacksonDatabindCodec;
import io.formatbench.codec.json.JacksonJsonSchemaCodec;
import io.formatbench.codec.json.JacksonStreamingCodec;
import io.formatbench.codec.json.ProtobufJsonCodec;
import io.formatbench.proto.records.User;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the library readers leave to the libraries, and the strict readers do not: the reason a
 * library reader reads only a file just checked against its manifest's SHA-256.
 */
class ReadChecksTest {

    private static final User USER = new User(1, "Zoë", "zoe@example.com", 33, true);

    static List<Codec<User>> jsonCodecs() {
        return UserCodecs.of(Format.JSON);
    }

    static List<Codec<User>> protobufCodecs() {
        return UserCodecs.of(Format.PROTOBUF);
    }

    /**
     * An overlong '/' (C0 AF) in a string: Jackson 2 decodes it, String's decoder (protobuf-json) puts
     * U+FFFD in its place; the strict check refuses it. Jackson 3 refuses it itself, as an invalid start byte.
     */
    @ParameterizedTest
    @MethodSource("jsonCodecs")
    void overlongUtf8IsLeftToTheLibrary(Codec<User> codec) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("{\"id\":1,\"name\":\"a".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes(new byte[] {(byte) 0xC0, (byte) 0xAF});
        bytes.writeBytes("\",\"email\":\"e\",\"age\":3,\"active\":true}\n".getBytes(StandardCharsets.UTF_8));

        if (codec.name().toString().startsWith("jackson3-")) {
            BadInputException e = assertThrows(BadInputException.class, () -> UserCodecs.readAll(codec,
                    Streams.BUFFERED.open(bytes.toByteArray()), ReadOptions.LIBRARY));
            assertTrue(e.getMessage().contains("invalid UTF-8 start byte 0xc0"), e.getMessage());
        } else {
            assertEquals(1, UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes.toByteArray()),
                    ReadOptions.LIBRARY).size());
        }
        BadInputAssertions.assertRejected(codec, bytes.toByteArray(), Streams.BUFFERED, 0, 0);
    }

    /**
     * A duplicate key: databind (and a databind tree) keeps the last value unless duplicate detection
     * is on (strict), and so does JsonFormat through Gson.
     */
    @ParameterizedTest
    @MethodSource("jsonCodecs")
    void duplicateKeysAreCaughtByTheStrictReaderAlways(Codec<User> codec) throws IOException {
        byte[] bytes = "{\"id\":1,\"id\":2,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true}\n"
                .getBytes(StandardCharsets.UTF_8);

        BadInputAssertions.assertRejected(codec, bytes, Streams.BUFFERED, 0, 0);
        List<CodecName> keepTheLast = new ArrayList<>(List.of(JacksonDatabindCodec.NAME, Jackson3DatabindCodec.NAME,
                JacksonJsonSchemaCodec.NAME, ProtobufJsonCodec.NAME));
        // jackson3-databind's twins with one default set back read as it does.
        Stream.of(Jackson3Default.values()).map(Jackson3Default::codec).forEach(keepTheLast::add);
        if (!keepTheLast.contains(codec.name())) {
            // The generated bindings (Jackson's streaming one, fastjson2's, DSL-JSON's) check duplicates
            // themselves, with one bit per field: it costs nothing.
            assertThrows(BadInputException.class,
                    () -> UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes), ReadOptions.LIBRARY));
        } else {
            assertEquals(List.of(new User(2, "a", "e", 3, true)),
                    UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes), ReadOptions.LIBRARY));
        }
    }

    /**
     * What JsonFormat accepts and the JSON Lines policy does not (see ProtoJsonPolicy): the library
     * reader reads each as JsonFormat does, the strict one refuses it.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("jsonFormatLeniencies")
    void jsonFormatsLeniencyIsLeftToIt(String what, String line, User asJsonFormatReadsIt) throws IOException {
        Codec<User> codec = io.formatbench.dataset.Schemas.USER.codec(ProtobufJsonCodec.NAME);
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);

        assertEquals(List.of(asJsonFormatReadsIt), UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes),
                ReadOptions.LIBRARY));
        BadInputAssertions.assertRejected(codec, bytes, Streams.BUFFERED, 0, 0);
    }

    /**
     * What the proto3 JSON mapping reads as defaults, both protobuf-json readers read as JsonFormat does, and as
     * the tool's other JSON readers do: a field null or absent, an object with no fields.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("mappingDefaults")
    void theMappingsDefaultsAreReadByEveryReader(String what, String line, User expected) throws IOException {
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        for (CodecName name : List.of(ProtobufJsonCodec.NAME, JacksonStreamingCodec.NAME)) {
            Codec<User> codec = io.formatbench.dataset.Schemas.USER.codec(name);
            for (ReadOptions options : List.of(ReadOptions.LIBRARY, ReadOptions.STRICT)) {
                assertEquals(List.of(expected), UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes), options),
                        name + " " + options);
            }
        }
    }

    static Stream<Arguments> mappingDefaults() {
        String record = "{\"id\":1,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true}";
        return Stream.of(
                Arguments.of("null for a field", record.replace("\"name\":\"a\"", "\"name\":null"),
                        new User(1, "", "e", 3, true)),
                Arguments.of("a missing field", record.replace(",\"age\":3", ""), new User(1, "a", "e", 0, true)),
                Arguments.of("an empty object", "{}", new User(0, "", "", 0, false)));
    }

    /**
     * JsonFormat parses the first JSON text of a line and ignores the rest; the policy makes the rest the next record.
     */
    @org.junit.jupiter.api.Test
    void textAfterARecordOnItsLineIsLeftToJsonFormat() throws IOException {
        Codec<User> codec = io.formatbench.dataset.Schemas.USER.codec(ProtobufJsonCodec.NAME);
        String record = "{\"id\":1,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true}";
        byte[] bytes = (record + " trailing\n").getBytes(StandardCharsets.UTF_8);

        assertEquals(List.of(new User(1, "a", "e", 3, true)),
                UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes), ReadOptions.LIBRARY));
        BadInputAssertions.assertRejected(codec, bytes, Streams.BUFFERED, 1, record.length() + 1);
    }

    static Stream<Arguments> jsonFormatLeniencies() {
        String record = "{\"id\":1,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true}";
        User user = new User(1, "a", "e", 3, true);
        return Stream.of(
                Arguments.of("int32 as a string", record.replace("\"age\":3", "\"age\":\"3\""), user),
                Arguments.of("int32 with a fraction", record.replace("\"age\":3", "\"age\":3.0"), user),
                Arguments.of("int32 with an exponent", record.replace("\"age\":3", "\"age\":3e0"), user),
                Arguments.of("int64 with an exponent in a string", record.replace("\"id\":1", "\"id\":\"1e0\""), user),
                Arguments.of("a leading zero", record.replace("\"age\":3", "\"age\":03"), user),
                Arguments.of("bool as a string", record.replace("\"active\":true", "\"active\":\"true\""), user),
                Arguments.of("a number for a string", record.replace("\"name\":\"a\"", "\"name\":42"),
                        new User(1, "42", "e", 3, true)),
                Arguments.of("a comment", "/* c */" + record, user),
                Arguments.of("single quotes", record.replace("\"a\"", "'a'"), user),
                Arguments.of("an unquoted name", record.replace("\"id\"", "id"), user),
                Arguments.of("a raw tab in a string", record.replace("\"a\"", "\"a\tb\""),
                        new User(1, "a\tb", "e", 3, true)));
    }

    /** The last record cut exactly between two fields: protobuf-java parses what is there. */
    @ParameterizedTest
    @MethodSource("protobufCodecs")
    void aRecordCutAtAFieldBoundaryIsLeftToProtobuf(Codec<User> codec) throws IOException {
        byte[] whole = UserCodecs.write(codec, List.of(USER));
        // Drop the last field (active = true: 28 01), but keep the length prefix that promised it.
        byte[] cut = Arrays.copyOf(whole, whole.length - 2);

        List<User> read = UserCodecs.readAll(codec, Streams.BUFFERED.open(cut), ReadOptions.LIBRARY);
        assertEquals(List.of(new User(1, "Zoë", "zoe@example.com", 33, false)), read);
        BadInputAssertions.assertRejected(codec, cut, Streams.BUFFERED, 0, 0);
    }

    /** Whatever the checks, a library error is still one line naming the file and the record. */
    @ParameterizedTest
    @MethodSource("protobufCodecs")
    void aLibraryReaderStillNamesTheFileAndTheRecord(Codec<User> codec) throws IOException {
        byte[] whole = UserCodecs.write(codec, List.of(USER, USER));
        byte[] garbage = Arrays.copyOf(whole, whole.length + 2);
        garbage[whole.length] = 0x05;
        garbage[whole.length + 1] = (byte) 0xFF;

        BadInputException e = assertThrows(BadInputException.class,
                () -> UserCodecs.readAll(codec, Streams.BUFFERED.open(garbage), ReadOptions.LIBRARY));
        assertEquals(UserCodecs.SOURCE, e.source());
        assertEquals(2, e.recordIndex());
    }
}
