package io.formatbench.codec.json.binary;

import static io.formatbench.codec.BadInputAssertions.assertAccepted;
import static io.formatbench.codec.BadInputAssertions.assertRejected;
import static io.formatbench.codec.Bytes.bytes;
import static io.formatbench.codec.Bytes.concat;
import static io.formatbench.codec.Bytes.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
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
 * Bad MessagePack input through both readers of the format: each is the one-line {@link BadInputException}
 * naming the record and the byte where it starts, never msgpack-core's own exceptions, an
 * OutOfMemoryError for a hostile length or a record read with a wrong value (U+FFFD for bad UTF-8, a
 * property named after a number). Each file is two good records and a third, written with the format's
 * generator or byte by byte, or cut, or followed by bytes.
 */
class MsgpackBadInputTest {

    private static final User GOOD = new User(7, "Zoë", "zoe@example.com", 33, true);

    /** Writes one record's tokens, or a value that is no record. */
    private interface Third {
        void write(JsonGenerator generator) throws IOException;
    }

    /** A file: two good records, then the third, which starts at {@code third}. */
    private record File(byte[] bytes, long third) {}

    static Stream<Codec<User>> readers() {
        return Schemas.USER.codecs(BinaryJson.MSGPACK.format()).stream();
    }

    static Stream<Arguments> readersAndStreams() {
        return readers().flatMap(codec -> Stream.of(Streams.values()).map(streams -> Arguments.of(codec, streams)));
    }

    static Stream<SchemaCodec<?>> readersOfEverySchema() {
        return SchemaCodec.all(BinaryJson.MSGPACK.format());
    }

    private static File file(Third third) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        UserJsonBinding binding = UserJsonBinding.INSTANCE;
        try (JsonGenerator generator = BinaryJson.MSGPACK.newFactory().createGenerator(out, JsonEncoding.UTF8)) {
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

    /** Two good records, then {@code third}'s bytes as they are. */
    private static File file(byte[] third) {
        byte[] good = file(g -> { }).bytes();
        return new File(concat(good, third), good.length);
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

    /** A map of one entry, "name", whose value's bytes are {@code value}. */
    private static byte[] nameIs(int... value) {
        return concat(bytes(0x81, 0xA4), utf8("name"), bytes(value));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readers")
    void rejectsFieldsOfTheWrongMeaning(Codec<User> reader) {
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
                g -> {
                    g.writeStartArray();
                    g.writeEndArray();
                })) {
            File file = file(third);
            assertRejected(reader, file.bytes(), Streams.BUFFERED, 2, file.third());
        }
        // A string where a record belongs (the tool's generator writes maps and arrays at the root only).
        File file = file(concat(bytes(0xB5), utf8("a record is an object")));
        assertRejected(reader, file.bytes(), Streams.BUFFERED, 2, file.third());
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsWhatMsgpackJavaWouldReadWithoutAWord(Codec<User> reader, Streams streams) {
        for (byte[] third : List.of(
                // A key that is no string: msgpack-java names the property "1".
                bytes(0x81, 0x01, 0xA1, 'x'),
                // A binary key: msgpack-java names the property after its bytes, "name".
                concat(bytes(0x81, 0xC4, 0x04), utf8("name"), bytes(0xA1, 'x')),
                // An extension (a timestamp, type -1): databind would take its payload as bytes.
                nameIs(0xD6, 0xFF, 0, 0, 0, 1),
                // 0xC1, never used.
                nameIs(0xC1),
                // A uint 64 past a long's range where an int32 belongs.
                concat(bytes(0x81, 0xA3), utf8("age"), bytes(0xCF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF)))) {
            File file = file(third);
            BadInputException e = assertRejected(reader, file.bytes(), streams, 2, file.third());
            assertTrue(e.reason().length() < 200, e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsHostileLengthsWithoutAllocatingThem(Codec<User> reader, Streams streams) {
        for (byte[] third : List.of(
                nameIs(0xDB, 0x7F, 0xFF, 0xFF, 0xFF, 'a'),         // a str 32 of 2^31 - 1 bytes
                nameIs(0xDB, 0xFF, 0xFF, 0xFF, 0xFF, 'a'),         // a str 32 of 2^32 - 1 bytes
                nameIs(0xC6, 0x7F, 0xFF, 0xFF, 0xF0, 'a'),         // a bin 32 of nearly 2 GiB
                nameIs(0xDD, 0xFF, 0xFF, 0xFF, 0xFF, 0x01),        // an array 32 of 2^32 - 1 items
                nameIs(0xDF, 0xFF, 0xFF, 0xFF, 0xFF, 0xA1, 'a'),   // a map 32 of 2^32 - 1 pairs
                bytes(0xDF, 0x7F, 0xFF, 0xFF, 0xFF, 0xA1, 'a'))) { // a record of 2^31 - 1 fields
            File file = file(third);
            BadInputException e = assertRejected(reader, file.bytes(), streams, 2, file.third());
            assertTrue(e.reason().length() < 200, e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsNestingPastTheLimitInASkippedField(Codec<User> reader, Streams streams) {
        byte[] deep = concat(bytes(0x81, 0xA1, 'x'), bytes(repeat(0x91, 100_000)), bytes(0x01));
        File file = file(deep);
        BadInputException e = assertThrows(BadInputException.class, () -> {
            try (RecordReader<User> records = reader.newReader(streams.open(file.bytes()), SchemaCodec.SOURCE,
                    ReadOptions.of(ReadChecks.STRICT, UnknownFields.SKIP))) {
                while (records.read() != null) {
                    // The good records first.
                }
            }
        });
        assertEquals(2, e.recordIndex(), e.getMessage());
        assertEquals(file.third(), e.byteOffset(), e.getMessage());
    }

    private static int[] repeat(int value, int count) {
        int[] values = new int[count];
        Arrays.fill(values, value);
        return values;
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsARecordCutAtAnyByte(Codec<User> reader, Streams streams) {
        File file = file(userWith("", g -> { }));
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
    void rejectsBytesAfterTheLastRecord(Codec<User> reader, Streams streams) throws IOException {
        File file = file(userWith("", g -> { }));
        long end = file.bytes().length;
        // Any byte starts an item: 0xC1 none, 0x01 one that is no record, 0x81 a map cut short.
        for (int garbage : new int[] {0xC1, 0x01, 0x81}) {
            BadInputException e = assertRejected(reader, concat(file.bytes(), bytes(garbage)), streams, 3, end);
            assertTrue(e.reason().length() < 200, e.getMessage());
        }
        assertEquals(3, assertAccepted(reader, file.bytes(), streams).size());
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsInvalidUtf8InAString(Codec<User> reader, Streams streams) {
        File file = file(userWith("name", g -> {
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
    void rejectsInvalidUtf8InAKey(Codec<User> reader, Streams streams) {
        File file = file(userWith("name", g -> {
            g.writeFieldName("nam\u00e9");
            g.writeString(GOOD.name());
        }));
        byte[] bytes = replaced(file.bytes(), bytes('m', 0xC3, 0xA9), bytes('m', 0xC1, 0xA5));
        BadInputException e = assertRejected(reader, bytes, streams, 2, file.third());
        assertTrue(e.reason().contains("overlong"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readers")
    void noRecordsIsAnEmptyFile(Codec<User> reader) throws IOException {
        assertEquals(List.of(), assertAccepted(reader, new byte[0], Streams.BUFFERED));
    }

    /** {@code bytes} with the last occurrence of {@code from} replaced by {@code to}, of the same length. */
    private static byte[] replaced(byte[] bytes, byte[] from, byte[] to) {
        byte[] copy = bytes.clone();
        for (int i = copy.length - from.length; i >= 0; i--) {
            if (Arrays.equals(copy, i, i + from.length, from, 0, from.length)) {
                System.arraycopy(to, 0, copy, i, to.length);
                return copy;
            }
        }
        throw new AssertionError("not found");
    }
}
