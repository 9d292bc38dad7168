package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.model.User;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every codec of every schema writes what every reader of its format reads back, through every kind of stream. */
class RoundTripTest {

    /** Each schema's corners, then 1500 of its generated records. */
    private static final Map<String, List<?>> RECORDS = Schemas.all().stream()
            .collect(Collectors.toMap(DatasetSchema::name, RoundTripTest::records));

    private static <T> List<T> records(DatasetSchema<T> schema) {
        return concat(SchemaCorners.of(schema), SchemaCodecs.generated(schema, 7, 1500));
    }

    @SuppressWarnings("unchecked")
    private static <T> List<T> recordsOf(Codec<T> codec) {
        return (List<T>) RECORDS.get(schemaOf(codec).name());
    }

    private static DatasetSchema<?> schemaOf(Codec<?> codec) {
        return Schemas.all().stream().filter(schema -> schema.codecs().contains(codec)).findFirst().orElseThrow();
    }

    static Stream<Arguments> codecs() {
        return Schemas.all().stream().flatMap(schema -> schema.codecs().stream()
                .map(codec -> Arguments.of(schema.name() + " " + codec.name(), codec)));
    }

    /** Every schema's writers, every reader of the writer's format with either checks, every stream. */
    static Stream<Arguments> writerReaderStream() {
        return Schemas.all().stream().flatMap(schema -> schema.codecs().stream().flatMap(writer ->
                schema.codecs(writer.format()).stream().flatMap(reader -> Stream.of(ReadChecks.values())
                        .flatMap(checks -> Stream.of(Streams.values())
                                .map(streams -> Arguments.of(schema.name(), writer.name(), reader.name(), checks, streams, writer, reader))))));
    }

    @ParameterizedTest(name = "{0}: {1} -> {2} ({3}) via {4}")
    @MethodSource("writerReaderStream")
    <T> void everyReaderOfTheFormatReadsWhatEveryWriterWrote(String schema, String writerName, String readerName,
                                                             ReadChecks checks, Streams streams, Codec<T> writer,
                                                             Codec<T> reader) throws IOException {
        List<T> records = recordsOf(writer);
        byte[] bytes = SchemaCodecs.write(writer, records);

        assertEquals(records, SchemaCodecs.readAll(reader, streams.open(bytes), checks));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    <T> void noRecordsIsAnEmptyFileThatReadsAsNoRecords(String name, Codec<T> codec) throws IOException {
        byte[] bytes = SchemaCodecs.write(codec, List.of());

        assertEquals(0, bytes.length);
        @SuppressWarnings("unchecked")
        DatasetSchema<T> schema = (DatasetSchema<T>) schemaOf(codec);
        for (Codec<T> reader : schema.codecs(codec.format())) {
            assertEquals(List.of(), SchemaCodecs.readAll(reader, bytes, Streams.TRICKLE));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    <T> void readAfterTheEndKeepsReturningNull(String name, Codec<T> codec) throws IOException {
        List<T> records = recordsOf(codec);
        byte[] bytes = SchemaCodecs.write(codec, records.subList(0, 3));
        try (RecordReader<T> reader = codec.newReader(Streams.BUFFERED.open(bytes), UserCodecs.SOURCE)) {
            for (int i = 0; i < 3; i++) {
                assertEquals(records.get(i), reader.read());
            }
            assertNull(reader.read());
            assertNull(reader.read());
        }
    }

    static Stream<Arguments> schemasAndFormats() {
        return Schemas.all().stream().flatMap(schema -> Stream.of(Format.values())
                .map(format -> Arguments.of(schema.name() + " " + format.id(), schema, format)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemasAndFormats")
    <T> void bothWritersOfAFormatWriteTheSameBytes(String name, DatasetSchema<T> schema, Format format) throws IOException {
        List<Codec<T>> writers = schema.codecs(format);
        List<T> records = recordsOf(writers.get(0));
        assertEquals(2, writers.size(), format + " writers");
        assertArrayEquals(SchemaCodecs.write(writers.get(0), records), SchemaCodecs.write(writers.get(1), records),
                writers.get(0).name() + " vs " + writers.get(1).name());
    }

    @Test
    void jsonLinesIsOneObjectPerLineWithTheSchemaFieldNamesInOrder() throws IOException {
        User user = new User(7, "Zoë", "zoe@example.com", 33, true);
        for (Codec<User> writer : UserCodecs.of(Format.JSON)) {
            String text = new String(UserCodecs.write(writer, List.of(user, user)), java.nio.charset.StandardCharsets.UTF_8);
            String line = "{\"id\":7,\"name\":\"Zoë\",\"email\":\"zoe@example.com\",\"age\":33,\"active\":true}\n";
            assertEquals(line + line, text, writer.name());
        }
    }

    @Test
    void protobufIsAVarintLengthThenTheMessage() throws IOException {
        User user = new User(7, "Zoë", "z", 33, true);
        byte[] message = io.formatbench.model.UserMessages.toMessage(user).toByteArray();
        byte[] expected = new byte[1 + message.length];
        expected[0] = (byte) message.length;
        System.arraycopy(message, 0, expected, 1, message.length);
        for (Codec<User> writer : UserCodecs.of(Format.PROTOBUF)) {
            assertArrayEquals(expected, UserCodecs.write(writer, List.of(user)), writer.name());
        }
    }

    static Stream<Arguments> schemas() {
        return Schemas.all().stream().map(schema -> Arguments.of(schema.name(), schema));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void codecNamesAreTheStableOnesOfTheIssue(String name, DatasetSchema<?> schema) {
        assertEquals(List.of("jackson-databind", "jackson-streaming", "protobuf-delimited", "protobuf-coded"),
                schema.codecs().stream().map(Codec::name).toList());
        for (Format format : Format.values()) {
            assertEquals(Style.TUNED, schema.primaryCodec(format).style(), format.id());
        }
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }
}
