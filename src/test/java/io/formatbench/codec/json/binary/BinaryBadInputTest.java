package io.formatbench.codec.json.binary;

import static io.formatbench.codec.BadInputAssertions.assertAccepted;
import static io.formatbench.codec.BadInputAssertions.assertRejected;
import static io.formatbench.codec.Bytes.bytes;
import static io.formatbench.codec.Bytes.concat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.Streams;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.User;
import io.formatbench.proto.records.UserJsonBinding;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad CBOR and Smile input through every reader of both formats: each is the one-line
 * {@link BadInputException} naming the record and the byte where it starts. Each file is two good
 * records and a third written token by token with the format's own generator (so that Smile's
 * back-references stay valid), or cut, or followed by bytes. Faults of the bytes go through every
 * kind of stream, faults of a field's meaning through the tool's own.
 */
class BinaryBadInputTest {

    private static final User GOOD = new User(7, "Zoë", "zoe@example.com", 33, true);

    /** Writes one record's tokens, or a value that is no record. */
    private interface Third {
        void write(JsonGenerator generator) throws IOException;
    }

    /** A file: two good records, then the third; {@code third} is where it starts. */
    private record File(byte[] bytes, long third) {}

    static Stream<Arguments> readersAndStreams() {
        return Stream.of(BinaryJson.CBOR.format(), BinaryJson.SMILE.format()).flatMap(format -> Schemas.USER.codecs(format).stream())
                .flatMap(codec -> Stream.of(Streams.values()).map(streams -> Arguments.of(codec, streams)));
    }

    static Stream<Codec<User>> readers() {
        return Stream.of(BinaryJson.CBOR.format(), BinaryJson.SMILE.format()).flatMap(format -> Schemas.USER.codecs(format).stream());
    }

    static Stream<SchemaCodec<?>> readersOfEverySchema() {
        return Stream.concat(SchemaCodec.all(BinaryJson.CBOR.format()), SchemaCodec.all(BinaryJson.SMILE.format()));
    }

    private static File file(Format format, Third third) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        UserJsonBinding binding = UserJsonBinding.INSTANCE;
        try (JsonGenerator generator = BinaryJson.of(format).newFactory().createGenerator(out, JsonEncoding.UTF8)) {
            binding.write(generator, GOOD);
            binding.write(generator, GOOD);
            generator.flush();
            long start = out.size();
            third.write(generator);
            generator.close();
            return new File(out.toByteArray(), start);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The good record with one field written by {@code field} instead. */
    private static Third userWith(String name, Third field) {
        return generator -> {
            generator.writeStartObject();
            for (String each : List.of("id", "name", "email", "age", "active")) {
                if (each.equals(name)) {
                    field.write(generator);
                    continue;
                }
                generator.writeFieldName(each);
                switch (each) {
                    case "id" -> generator.writeNumber(GOOD.id());
                    case "name" -> generator.writeString(GOOD.name());
                    case "email" -> generator.writeString(GOOD.email());
                    case "age" -> generator.writeNumber(GOOD.age());
                    default -> generator.writeBoolean(GOOD.active());
                }
            }
            generator.writeEndObject();
        };
    }

    private static void assertThirdRejected(Codec<User> reader, File file, Streams streams) {
        assertRejected(reader, file.bytes(), streams, 2, file.third());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readers")
    void rejectsFieldsOfTheWrongMeaning(Codec<User> reader) {
        Format format = reader.format();
        for (Third third : List.<Third>of(
                userWith("id", g -> g.writeStringField("id", "07")),
                userWith("age", g -> g.writeNumberField("age", 1.5)),
                userWith("age", g -> g.writeNumberField("age", 1L << 40)),
                userWith("active", g -> g.writeNumberField("active", 1)),
                userWith("name", g -> g.writeNumberField("name", 7)),
                userWith("name", g -> g.writeBinaryField("name", new byte[] {'a'})),
                userWith("email", g -> {
                    g.writeStringField("email", "a");
                    g.writeStringField("email", "b");
                }),
                userWith("email", g -> {
                    g.writeStringField("email", "a");
                    g.writeStringField("nickname", "b");
                }),
                g -> g.writeString("a record is an object"),
                g -> {
                    g.writeStartArray();
                    g.writeEndArray();
                })) {
            assertThirdRejected(reader, file(format, third), Streams.BUFFERED);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readers")
    void anUnknownFieldIsSkippedAndCountedWhenAskedTo(Codec<User> reader) throws IOException {
        File file = file(reader.format(), userWith("email", g -> {
            g.writeStringField("email", GOOD.email());
            g.writeFieldName("provenance");
            g.writeStartObject();
            g.writeStringField("origin", "x");
            g.writeEndObject();
        }));
        try (RecordReader<User> records = reader.newReader(Streams.BUFFERED.open(file.bytes()), SchemaCodec.SOURCE,
                ReadOptions.of(ReadChecks.STRICT, UnknownFields.SKIP))) {
            for (int i = 0; i < 3; i++) {
                assertEquals(GOOD, records.read());
            }
            assertEquals(null, records.read());
            assertEquals(1, records.skippedFields());
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsARecordCutAtAnyByte(Codec<User> reader, Streams streams) {
        File file = file(reader.format(), userWith("", g -> { }));
        for (int cut = (int) file.third() + 1; cut < file.bytes().length; cut++) {
            assertRejected(reader, Arrays.copyOf(file.bytes(), cut), streams, 2, file.third());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readersOfEverySchema")
    <T> void rejectsTheLastRecordOfEverySchemaCutShort(SchemaCodec<T> reader) {
        byte[] one = reader.write(reader.generate(3, 1));
        byte[] two = reader.write(reader.generate(3, 2));
        for (int cut = one.length + 1; cut < two.length; cut += Math.max(1, (two.length - one.length) / 17)) {
            assertRejected(reader, Arrays.copyOf(two, cut), Streams.BUFFERED, 1, one.length);
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsBytesAfterTheLastRecord(Codec<User> reader, Streams streams) {
        File file = file(reader.format(), userWith("", g -> { }));
        long end = file.bytes().length;
        // CBOR: a break with nothing to end; Smile: its end-of-content marker, then a byte no reader looks at.
        byte[] garbage = reader.format() == BinaryJson.CBOR.format() ? bytes(0xFF) : bytes(0xFF, 0x13);
        BadInputException e = assertRejected(reader, concat(file.bytes(), garbage), streams, 3,
                reader.format() == BinaryJson.CBOR.format() ? end : end + 1);
        assertTrue(e.reason().length() < 200, e.getMessage());
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsARecordPastTheEndOfAGoodFile(Codec<User> reader, Streams streams) throws IOException {
        // A good file, then one more record whose value is cut: the reader returns the good ones first.
        File file = file(reader.format(), userWith("", g -> { }));
        byte[] bytes = Arrays.copyOf(file.bytes(), file.bytes().length + 1);
        bytes[bytes.length - 1] = (byte) (reader.format() == BinaryJson.CBOR.format() ? 0xBF : 0xFA);
        assertRejected(reader, bytes, streams, 3, file.bytes().length);
        assertEquals(3, assertAccepted(reader, file.bytes(), streams).size());
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsInvalidUtf8InATextString(Codec<User> reader, Streams streams) {
        File file = file(reader.format(), userWith("name", g -> {
            g.writeFieldName("name");
            g.writeString("Zo\u00eb!");
        }));
        // "o\u00eb!" is 6F C3 AB 21; each replacement keeps the string's length, which its header gives.
        byte[] written = {0x6F, (byte) 0xC3, (byte) 0xAB, '!'};
        for (int[] bad : List.of(
                new int[] {0x6F, 0xC3, '!', '!'},         // a lead byte with no continuation
                new int[] {0x6F, 0xC1, 0xAB, '!'},        // an overlong lead byte
                new int[] {0x6F, 0xE0, 0x81, 0xA1},       // "a" in three bytes: overlong
                new int[] {0x6F, 0xED, 0xA0, 0x80},       // U+D800, a surrogate
                new int[] {0xF4, 0x90, 0x80, 0x80})) {    // past U+10FFFF
            BadInputException e = assertRejected(reader, replaced(file.bytes(), written, bytes(bad)), streams, 2,
                    file.third());
            assertTrue(e.reason().contains("UTF-8"), e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsAnOverlongFieldNameThatJacksonWouldReadAsTheRightOne(Codec<User> reader, Streams streams)
            throws IOException {
        // "nam\u00e9" written, its last two bytes (C3 A9) made C1 A5: "e" overlong, which decodes to "name".
        File file = file(reader.format(), userWith("name", g -> {
            g.writeFieldName("nam\u00e9");
            g.writeString(GOOD.name());
        }));
        byte[] bytes = replaced(file.bytes(), bytes('m', 0xC3, 0xA9), bytes('m', 0xC1, 0xA5));
        BadInputException e = assertRejected(reader, bytes, streams, 2, file.third());
        assertTrue(e.reason().contains("overlong"), e.getMessage());
        try (RecordReader<User> lenient = reader.newReader(streams.open(bytes), SchemaCodec.SOURCE,
                ReadOptions.of(ReadChecks.LIBRARY, UnknownFields.REJECT))) {
            if (reader.name().toString().contains("-jackson3-")) {
                // Jackson 3's parsers refuse the overlong byte themselves, which Jackson 2's decode.
                lenient.read();
                lenient.read();
                BadInputException library = assertThrows(BadInputException.class, lenient::read);
                assertTrue(library.reason().contains("0xc1") || library.reason().contains("0xC1"), library.getMessage());
                return;
            }
            for (int i = 0; i < 3; i++) {
                assertEquals(GOOD, lenient.read(), "the library alone reads the overlong name as 'name'");
            }
        }
    }

    /** {@code bytes} with the last occurrence of {@code from} replaced by {@code to}, of the same length. */
    private static byte[] replaced(byte[] bytes, byte[] from, byte[] to) {
        byte[] copy = bytes.clone();
        System.arraycopy(to, 0, copy, lastIndexOf(copy, from), to.length);
        return copy;
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsACborLengthOfTwoToTheSixtyWithoutAllocatingIt(Codec<User> reader, Streams streams) {
        if (reader.format() != BinaryJson.CBOR.format()) {
            return;
        }
        File file = file(BinaryJson.CBOR.format(), userWith("", g -> { }));
        // A text string (major type 3) whose 8-byte length says 2^60 bytes; a map and an array the same.
        for (int major : new int[] {0x7B, 0xBB, 0x9B}) {
            byte[] huge = concat(Arrays.copyOf(file.bytes(), (int) file.third()), bytes(0xBF, 0x64, 'n', 'a', 'm', 'e',
                    major, 0x10, 0, 0, 0, 0, 0, 0, 0, 'a', 'b', 'c'));
            assertRejected(reader, huge, streams, 2, file.third());
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsASmileFileWithoutItsHeaderAtItsFirstByte(Codec<User> reader, Streams streams) {
        if (reader.format() != BinaryJson.SMILE.format()) {
            return;
        }
        byte[] good = file(BinaryJson.SMILE.format(), userWith("", g -> { })).bytes();
        byte[] headless = Arrays.copyOfRange(good, 4, good.length);
        for (byte[] bad : List.of(headless, concat(bytes(':', ')'), headless), bytes(':', '/', 0xFA))) {
            BadInputException e = assertRejected(reader, bad, streams, 0, 0);
            assertTrue(e.reason().startsWith("no Smile header"), e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readers")
    void noRecordsIsAnEmptyFile(Codec<User> reader) throws IOException {
        assertEquals(List.of(), assertAccepted(reader, new byte[0], Streams.BUFFERED));
        if (reader.format() == BinaryJson.SMILE.format()) {
            // A Smile header alone is a stream of no values.
            assertEquals(List.of(), assertAccepted(reader, bytes(':', ')', '\n', 0x01), Streams.BUFFERED));
        }
    }

    private static int lastIndexOf(byte[] bytes, byte[] part) {
        for (int i = bytes.length - part.length; i >= 0; i--) {
            if (Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
