package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.model.User;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
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

    /** An overlong '/' (C0 AF) in a string: Jackson decodes it; the strict check refuses it. */
    @ParameterizedTest
    @MethodSource("jsonCodecs")
    void overlongUtf8IsLeftToJackson(Codec<User> codec) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("{\"id\":1,\"name\":\"a".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes(new byte[] {(byte) 0xC0, (byte) 0xAF});
        bytes.writeBytes("\",\"email\":\"e\",\"age\":3,\"active\":true}\n".getBytes(StandardCharsets.UTF_8));

        assertEquals(1, UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes.toByteArray()), ReadOptions.LIBRARY).size());
        BadInputAssertions.assertRejected(codec, bytes.toByteArray(), Streams.BUFFERED, 0, 0);
    }

    /** A duplicate key: databind keeps the last value unless duplicate detection is on (strict). */
    @ParameterizedTest
    @MethodSource("jsonCodecs")
    void duplicateKeysAreCaughtByTheStrictReaderAlways(Codec<User> codec) throws IOException {
        byte[] bytes = "{\"id\":1,\"id\":2,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true}\n"
                .getBytes(StandardCharsets.UTF_8);

        BadInputAssertions.assertRejected(codec, bytes, Streams.BUFFERED, 0, 0);
        if (codec.style() == Style.IDIOMATIC) {
            assertEquals(List.of(new User(2, "a", "e", 3, true)),
                    UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes), ReadOptions.LIBRARY));
        } else {
            // The streaming binding checks duplicates itself, with one bit per field: it costs nothing.
            assertThrows(BadInputException.class,
                    () -> UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes), ReadOptions.LIBRARY));
        }
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
