package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.UserGenerator;
import io.formatbench.model.User;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every codec writes what every reader of its format reads back, through every kind of stream. */
class RoundTripTest {

    private static final List<User> GENERATED = generated(1500);
    private static final List<User> USERS = concat(UserCodecs.corners(), GENERATED);

    static Stream<Codec<User>> codecs() {
        return UserCodecs.all().stream();
    }

    /** Every writer, every reader of the writer's format with either checks, every stream. */
    static Stream<Arguments> writerReaderStream() {
        return UserCodecs.all().stream().flatMap(writer -> UserCodecs.of(writer.format()).stream()
                .flatMap(reader -> UserCodecs.everyReadOption().stream().flatMap(checks -> Stream.of(Streams.values())
                        .map(streams -> Arguments.of(writer, reader, checks, streams)))));
    }

    @ParameterizedTest(name = "{0} -> {1} ({2}) via {3}")
    @MethodSource("writerReaderStream")
    void everyReaderOfTheFormatReadsWhatEveryWriterWrote(Codec<User> writer, Codec<User> reader, ReadOptions checks,
                                                         Streams streams) throws IOException {
        byte[] bytes = UserCodecs.write(writer, USERS);

        assertEquals(USERS, UserCodecs.readAll(reader, streams.open(bytes), checks));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void noRecordsIsAnEmptyFileThatReadsAsNoRecords(Codec<User> codec) throws IOException {
        byte[] bytes = UserCodecs.write(codec, List.of());

        assertEquals(0, bytes.length);
        for (Codec<User> reader : UserCodecs.of(codec.format())) {
            assertEquals(List.of(), UserCodecs.readAll(reader, bytes, Streams.TRICKLE));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void readAfterTheEndKeepsReturningNull(Codec<User> codec) throws IOException {
        byte[] bytes = UserCodecs.write(codec, GENERATED.subList(0, 3));
        try (RecordReader<User> reader = codec.newReader(Streams.BUFFERED.open(bytes), UserCodecs.SOURCE)) {
            for (int i = 0; i < 3; i++) {
                assertEquals(GENERATED.get(i), reader.read());
            }
            assertNull(reader.read());
            assertNull(reader.read());
        }
    }

    @Test
    void bothWritersOfAFormatWriteTheSameBytes() throws IOException {
        for (Format format : Format.values()) {
            List<Codec<User>> writers = UserCodecs.of(format);
            assertEquals(2, writers.size(), format + " writers");
            assertArrayEquals(UserCodecs.write(writers.get(0), USERS), UserCodecs.write(writers.get(1), USERS),
                    writers.get(0).name() + " vs " + writers.get(1).name());
        }
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

    @Test
    void codecNamesAreTheStableOnesOfTheIssue() {
        assertEquals(List.of("jackson-databind", "jackson-streaming", "protobuf-delimited", "protobuf-coded"),
                UserCodecs.all().stream().map(Codec::name).toList());
        for (Format format : Format.values()) {
            assertEquals(Style.TUNED, Schemas.USER.primaryCodec(format).style(), format.id());
        }
    }

    private static List<User> generated(int count) {
        UserGenerator generator = new UserGenerator(7, 0);
        List<User> users = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            users.add(generator.next());
        }
        return users;
    }

    private static List<User> concat(List<User> a, List<User> b) {
        List<User> all = new ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }
}
