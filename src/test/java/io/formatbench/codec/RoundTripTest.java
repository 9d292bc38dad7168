package io.formatbench.codec;

import static io.formatbench.codec.Bytes.frame;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.formatbench.codec.avro.AvroModule;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.codec.avro.AvroSchemas;
import io.formatbench.codec.json.ProtobufJsonCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.User;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every codec of every schema writes what every reader of its format reads back, with every read
 * option, through every kind of stream: the schema's corner records and generated ones.
 *
 * <p>Two products instead of one (writer x reader x option x stream), which covered every pair of them
 * many times over and cost most of the class's time in the trickles. Every (writer, reader) pair reads
 * through the tool's stream with the tool's checks; every (reader, option, stream) triple reads what the
 * reader's own codec wrote, which is the bytes every writer of the format writes
 * ({@link #everyWriterOfTheDatasetBytesWritesTheSameBytes}), so the readers still meet each writer's bytes
 * through each stream. The tool's stream reads about 64 KB of JSON worth of generated records, to cross
 * its buffer's boundaries ({@link IoStack#BUFFER_BYTES}); the trickles cross a boundary every few bytes,
 * so a few KB of them do, after the corner records, whose long strings still cross many.
 */
class RoundTripTest {

    /** JSON bytes of generated records through the tool's stream: past its 64 KiB buffer with the corners. */
    private static final int BUFFERED_SAMPLE_BYTES = 64_000;
    /** JSON bytes of generated records through the trickles, which cross a read's boundary every 1-3 bytes. */
    private static final int TRICKLE_SAMPLE_BYTES = 4_000;

    static Stream<SchemaCodec<?>> codecs() {
        return SchemaCodec.all();
    }

    static Stream<DatasetSchema<?>> schemas() {
        return Schemas.all().stream();
    }

    /** Every writer, every reader of the writer's format. */
    static Stream<Arguments> writerReader() {
        return SchemaCodec.all().flatMap(writer -> writer.sameFormat().stream()
                .map(reader -> Arguments.of(writer, reader.codec().name())));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("writerReader")
    void everyReaderOfTheFormatReadsWhatEveryWriterWrote(SchemaCodec<?> writer, CodecName reader) throws IOException {
        roundTrip(writer, reader, ReadOptions.STRICT, Streams.BUFFERED);
    }

    /** Every reader, with either checks and either way with unknown fields, through every stream. */
    static Stream<Arguments> readerOptionsStream() {
        return SchemaCodec.all().flatMap(reader -> UserCodecs.everyReadOption().stream().flatMap(options
                -> Stream.of(Streams.values()).map(streams -> Arguments.of(reader, options, streams))));
    }

    @ParameterizedTest(name = "{0} ({1}) via {2}")
    @MethodSource("readerOptionsStream")
    void everyReaderReadsWithEveryOptionThroughEveryStream(SchemaCodec<?> codec, ReadOptions options, Streams streams)
            throws IOException {
        roundTrip(codec, codec.codec().name(), options, streams);
    }

    private static <T> void roundTrip(SchemaCodec<T> writer, CodecName readerName, ReadOptions options,
            Streams streams) throws IOException {
        SchemaCodec<T> reader = new SchemaCodec<>(writer.schema(), writer.schema().codec(readerName));
        int sampleBytes = streams == Streams.BUFFERED ? BUFFERED_SAMPLE_BYTES : TRICKLE_SAMPLE_BYTES;
        List<T> records = records(writer, sampleBytes);

        assertEquals(records, reader.read(streams.open(written(writer, sampleBytes)), options));
    }

    private static final Map<String, byte[]> WRITTEN = new ConcurrentHashMap<>();

    /** What the writer writes of its records, written once: every reader, option and stream reads the same bytes. */
    private static <T> byte[] written(SchemaCodec<T> writer, int sampleBytes) {
        return WRITTEN.computeIfAbsent(writer + " " + sampleBytes, name -> writer.write(records(writer, sampleBytes)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void noRecordsIsAnEmptyFileThatReadsAsNoRecords(SchemaCodec<?> codec) throws IOException {
        byte[] bytes = codec.write(List.of());

        // An Avro container file always has its header, which holds the schema: no records is no blocks.
        assertEquals(codec.format() == AvroModule.FORMAT ? headerOnly(codec) : 0, bytes.length);
        for (SchemaCodec<?> reader : codec.sameFormat()) {
            assertEquals(List.of(), reader.read(bytes, Streams.TRICKLE));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void readAfterTheEndKeepsReturningNull(SchemaCodec<?> codec) throws IOException {
        readAfterTheEnd(codec);
    }

    private static int headerOnly(SchemaCodec<?> codec) {
        String schema = AvroSchemas.of(codec.protoBinding().defaultInstance().getDescriptorForType()).toString();
        // Magic, the metadata map (avro.schema and avro.codec 'null', as one block), then the 16-byte sync marker.
        return 4 + 1 + 1 + "avro.schema".length() + varintBytes(schema.getBytes(StandardCharsets.UTF_8).length)
                + schema.getBytes(StandardCharsets.UTF_8).length + 1 + "avro.codec".length() + 1 + 4 + 1 + 16;
    }

    private static int varintBytes(int length) {
        return length < 64 ? 1 : length < 8192 ? 2 : 3;
    }

    private static <T> void readAfterTheEnd(SchemaCodec<T> codec) throws IOException {
        List<T> three = codec.generate(7, 3);
        byte[] bytes = codec.write(three);
        try (RecordReader<T> reader = codec.codec().newReader(Streams.BUFFERED.open(bytes), SchemaCodec.SOURCE)) {
            for (int i = 0; i < 3; i++) {
                assertEquals(three.get(i), reader.read());
            }
            assertNull(reader.read());
            assertNull(reader.read());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void everyWriterOfTheDatasetBytesWritesTheSameBytes(DatasetSchema<?> schema) {
        sameBytes(schema);
    }

    private static <T> void sameBytes(DatasetSchema<T> schema) {
        for (Format format : Format.all()) {
            List<Codec<T>> writers = schema.codecs(format).stream().filter(Codec::writesDatasetBytes).toList();
            assertTrue(writers.size() >= 2, format + " writers");
            List<T> records = records(new SchemaCodec<>(schema, writers.get(0)), BUFFERED_SAMPLE_BYTES);
            byte[] first = new SchemaCodec<>(schema, writers.get(0)).write(records);
            for (Codec<T> writer : writers) {
                assertArrayEquals(first, new SchemaCodec<>(schema, writer).write(records),
                        schema.name() + ": " + writers.get(0).name() + " vs " + writer.name());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void protobufIsAVarintLengthThenTheMessage(DatasetSchema<?> schema) {
        varintThenMessage(schema);
    }

    private static <T> void varintThenMessage(DatasetSchema<T> schema) {
        SchemaCodec<T> coded = new SchemaCodec<>(schema, schema.primaryCodec(Format.PROTOBUF));
        List<T> records = coded.generate(7, 3);
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        for (T record : records) {
            expected.writeBytes(frame(coded.protoBinding().toMessage(record).toByteArray()));
        }
        for (SchemaCodec<T> writer : coded.sameFormat()) {
            assertArrayEquals(expected.toByteArray(), writer.write(records), writer.toString());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void codecNamesAreTheStableOnesOfTheIssueAndTheTunedOnesArePrimary(DatasetSchema<?> schema) {
        assertEquals(List.of("jackson-databind", "jackson-streaming", "jackson3-databind", "jackson3-streaming",
                        "jackson3-databind-thread-local-pool", "jackson3-databind-jdk-number-parsers",
                        "jackson3-databind-interned-names", "jackson-json-schema",
                        "protobuf-json", "fastjson2", "fastjson2-direct", "dsl-json", "dsl-json-direct",
                        "protobuf-delimited", "protobuf-coded",
                        "cbor-databind", "cbor-streaming", "cbor-jackson3-databind", "cbor-jackson3-streaming",
                "smile-databind", "smile-streaming", "smile-jackson3-databind", "smile-jackson3-streaming",
                        "msgpack-databind", "msgpack-streaming", "avro-generic", "avro-direct"),
                schema.codecs().stream().map(codec -> codec.name().toString()).toList());
        assertEquals(List.of(ProtobufJsonCodec.NAME), schema.codecs().stream().filter(codec
                -> !codec.writesDatasetBytes())
                .map(Codec::name).toList());
        for (Format format : Format.all()) {
            assertEquals(Style.TUNED, schema.primaryCodec(format).style(), format.id());
        }
    }

    @Test
    void jsonLinesIsOneObjectPerLineWithTheSchemaFieldNamesInOrder() throws IOException {
        User user = new User(7, "Zoë", "zoe@example.com", 33, true);
        for (Codec<User> writer : UserCodecs.datasetCodecs(Format.JSON)) {
            String text = new String(UserCodecs.write(writer, List.of(user, user)), StandardCharsets.UTF_8);
            String line = "{\"id\":7,\"name\":\"Zoë\",\"email\":\"zoe@example.com\",\"age\":33,\"active\":true}\n";
            assertEquals(line + line, text, writer.name().toString());
        }
    }

    /** protobuf's JSON mapping: the .proto's field names, every field even at its default, int64 as a string. */
    @Test
    void protobufJsonIsOneMessagePerLineInTheMapping() throws IOException {
        List<User> users = List.of(new User(7, "Zoë", "zoe@example.com", 33, true), new User(0, "", "", 0, false));
        String text = new String(UserCodecs.write(Schemas.USER.codec(ProtobufJsonCodec.NAME), users),
                StandardCharsets.UTF_8);

        assertEquals("{\"id\":\"7\",\"name\":\"Zoë\",\"email\":\"zoe@example.com\",\"age\":33,\"active\":true}\n"
                + "{\"id\":\"0\",\"name\":\"\",\"email\":\"\",\"age\":0,\"active\":false}\n", text);
    }

    @Test
    void aUserIsAVarintLengthThenTheMessage() throws IOException {
        User user = new User(7, "Zoë", "z", 33, true);
        byte[] message = io.formatbench.proto.records.UserMessages.toMessage(user).toByteArray();
        byte[] expected = new byte[1 + message.length];
        expected[0] = (byte) message.length;
        System.arraycopy(message, 0, expected, 1, message.length);
        for (Codec<User> writer : UserCodecs.of(Format.PROTOBUF)) {
            assertArrayEquals(expected, UserCodecs.write(writer, List.of(user)), writer.name().toString());
        }
    }

    private static final Map<String, List<?>> RECORDS = new ConcurrentHashMap<>();

    /** The schema's corner records, then about {@code sampleBytes} of JSON worth of its generated ones. */
    @SuppressWarnings("unchecked")
    private static <T> List<T> records(SchemaCodec<T> codec, int sampleBytes) {
        return (List<T>) RECORDS.computeIfAbsent(codec + " " + sampleBytes, name -> {
            List<T> records = new ArrayList<>(Corners.of(codec.schema(), codec.codec()));
            records.addAll(codec.sample(7, sampleBytes));
            return List.copyOf(records);
        });
    }
}
