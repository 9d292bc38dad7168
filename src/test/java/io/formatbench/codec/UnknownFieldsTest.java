package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.SeededRecords;
import io.formatbench.proto.records.User;
import io.formatbench.proto.records.UserMessages;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Readers that skip unknown fields, of every codec of every schema, through every kind of stream:
 * they read exactly the records of the newer data and count its added fields, and keep every other
 * check of their level (those checks on the user schema's records).
 */
class UnknownFieldsTest {

    private static final List<User> USERS = users(40);
    private static final ReadOptions STRICT_SKIP = ReadOptions.STRICT.with(UnknownFields.SKIP);

    /** The user schema's readers of one format, through every kind of stream: each case asserts. */
    static Stream<Arguments> readersAndStreams(Format format) {
        return UserCodecs.all().stream().filter(codec -> codec.format() == format)
                .flatMap(codec -> Stream.of(Streams.values()).map(s -> Arguments.of(codec, s)));
    }

    static Stream<Arguments> jsonReadersAndStreams() {
        return readersAndStreams(Format.JSON);
    }

    static Stream<Arguments> protobufReadersAndStreams() {
        return readersAndStreams(Format.PROTOBUF);
    }

    static Stream<Arguments> everyCodecStreamsAndChecks() {
        return SchemaCodec.all().flatMap(codec -> Stream.of(Streams.values()).flatMap(streams ->
                Stream.of(ReadChecks.values()).map(checks -> Arguments.of(codec, streams, checks))));
    }

    static Stream<Arguments> everyCodecAndStreams() {
        return SchemaCodec.all().flatMap(codec -> Stream.of(Streams.values()).map(s -> Arguments.of(codec, s)));
    }

    @ParameterizedTest(name = "{0} via {1} ({2})")
    @MethodSource("everyCodecStreamsAndChecks")
    <T> void aSkippingReaderReadsTheRecordsOfNewerDataAndCountsTwoFieldsEach(SchemaCodec<T> codec, Streams streams,
                                                                               ReadChecks checks) throws IOException {
        List<T> records = codec.generate(3, 40);
        byte[] bytes = newer(codec.schema(), codec.format(), records);

        List<T> read = new ArrayList<>();
        try (RecordReader<T> reader = codec.codec().newReader(streams.open(bytes), SchemaCodec.SOURCE,
                ReadOptions.of(checks, UnknownFields.SKIP))) {
            for (T record; (record = reader.read()) != null; ) {
                read.add(record);
                assertEquals(NewerSchema.ADDED_FIELDS * read.size(), reader.skippedFields(), "counted as it reads");
            }
            assertEquals(NewerSchema.ADDED_FIELDS * records.size(), reader.skippedFields());
        }
        assertEquals(records, read);
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("everyCodecAndStreams")
    <T> void theStrictReaderRefusesNewerDataAtItsFirstRecord(SchemaCodec<T> codec, Streams streams) throws IOException {
        byte[] bytes = newer(codec.schema(), codec.format(), codec.generate(3, 5));
        // A Smile file's first record follows its four-byte header.
        BadInputException e = BadInputAssertions.assertRejected(codec.codec(), bytes, streams, 0,
                codec.format() == BinaryJson.SMILE.format() ? 4 : 0);

        assertTrue(e.reason().contains(UnknownFields.HINT), e.getMessage());
        assertTrue(e.reason().contains(codec.format() == Format.PROTOBUF ? "[1000, 1001]" : "'revision'"),
                e.getMessage());
    }

    /** Skipping unknown fields lets nothing else through: duplicates and wrong types stay bad input. */
    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("jsonReadersAndStreams")
    void aStrictJsonReaderThatSkipsStillRefusesDuplicatesAndWrongTypes(Codec<User> codec, Streams streams) {
        String good = "{\"id\":1,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true,\"x\":{\"y\":[1,{}]}}\n";
        for (String bad : List.of(
                "{\"id\":1,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true,\"x\":1,\"x\":2}\n",
                "{\"id\":1,\"id\":2,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true,\"x\":1}\n",
                "{\"id\":\"01\",\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true,\"x\":1}\n",
                "{\"id\":1,\"name\":\"a\",\"email\":\"e\",\"age\":\"3\",\"active\":true,\"x\":1}\n",
                "{\"id\":1,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true,\"x\":"
                        + "[".repeat(200) + "]".repeat(200) + "}\n")) {
            byte[] bytes = (good + bad).getBytes(StandardCharsets.UTF_8);
            BadInputException e = assertThrows(BadInputException.class, () -> read(codec, streams, bytes, STRICT_SKIP),
                    bad);
            assertEquals(1, e.recordIndex(), e.getMessage());
            assertEquals(good.length(), e.byteOffset(), e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("protobufReadersAndStreams")
    void aStrictProtobufReaderThatSkipsStillRefusesWrongWireTypesAndEmptyRecords(Codec<User> codec, Streams streams)
            throws IOException {
        byte[] good = UserCodecs.write(codec, USERS.subList(0, 1));
        byte[] body = UserMessages.toMessage(USERS.get(1)).toByteArray();
        // Field 1 (id, a varint) as a length-delimited field: protobuf-java keeps it as unknown.
        byte[] wrongType = concat(body, new byte[] {0x0A, 0x01, 0x07});
        // Nothing but a field the schema lacks: the record would be every default.
        byte[] onlyUnknown = {(byte) 0xC0, 0x3E, 0x05};
        for (byte[] frameBody : List.of(wrongType, onlyUnknown)) {
            byte[] bytes = concat(good, concat(new byte[] {(byte) frameBody.length}, frameBody));
            BadInputException e = assertThrows(BadInputException.class, () -> read(codec, streams, bytes, STRICT_SKIP));
            assertEquals(1, e.recordIndex(), e.getMessage());
            assertEquals(good.length, e.byteOffset(), e.getMessage());
        }
    }

    /** The newer version's bytes for the records, written as generate --schema-version 2 writes them. */
    static <T> byte[] newer(io.formatbench.dataset.DatasetSchema<T> schema, Format format, List<T> records)
            throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (RecordWriter<T> writer = NewerSchema.writer(schema, format, FormatOptions.DEFAULTS,
                IoStack.output(bytes, Compression.NONE), 5)) {
            for (T record : records) {
                writer.write(record);
            }
        }
        return bytes.toByteArray();
    }

    private static List<User> read(Codec<User> codec, Streams streams, byte[] bytes, ReadOptions options)
            throws IOException {
        return UserCodecs.readAll(codec, streams.open(bytes), options);
    }

    private static List<User> users(int count) {
        List<User> users = new ArrayList<>(UserCodecs.corners());
        SeededRecords.generate(Schemas.USER, 3, count, users::add);
        return users;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = new byte[a.length + b.length];
        System.arraycopy(a, 0, both, 0, a.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
