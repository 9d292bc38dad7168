package io.formatbench.codec.avro;

import static io.formatbench.codec.BadInputAssertions.assertAccepted;
import static io.formatbench.codec.BadInputAssertions.assertRejected;
import static io.formatbench.codec.Bytes.concat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.Streams;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.Pipeline;
import io.formatbench.proto.records.PipelineMessages;
import io.formatbench.proto.records.User;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad Avro container files through both Avro codecs' strict readers, through every kind of stream:
 * each is the one-line {@link BadInputException} naming the record and the byte where it starts (for
 * a fault of a block's frame, where the block starts: a block is read whole before its records). Each
 * file is built by hand: the header the codecs write, a block of two good records, a block of a third.
 */
class AvroBadInputTest {

    private static final User GOOD = new User(7, "Zoë", "zoe@example.com", 33, true);

    static Stream<Arguments> readersAndStreams() {
        return Schemas.USER.codecs(AvroModule.FORMAT).stream()
                .flatMap(codec -> Stream.of(Streams.values()).map(streams -> Arguments.of(codec, streams)));
    }

    static Stream<Codec<User>> readers() {
        return Schemas.USER.codecs(AvroModule.FORMAT).stream();
    }

    /** The file, and where its second block and the third record (that block's data) start. */
    private record File(byte[] bytes, long block, long third) {}

    private static <T> byte[] headerBytes(DatasetSchema<T> schema) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            schema.primaryCodec(AvroModule.FORMAT).newWriter(out).close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static byte[] sync(DatasetSchema<?> schema) {
        return AvroContainer.sync(AvroSchemas.of(SchemaCodec.primary(schema, AvroModule.FORMAT).protoBinding()
                .defaultInstance().getDescriptorForType()));
    }

    private static byte[] block(DatasetSchema<?> schema, long count, byte[]... records) {
        byte[] data = concat(records);
        return concat(varLong(count), varLong(data.length), data, sync(schema));
    }

    private static File file(byte[] third) {
        byte[] header = headerBytes(Schemas.USER);
        byte[] good = user(GOOD.id(), GOOD.name().getBytes(StandardCharsets.UTF_8));
        byte[] first = block(Schemas.USER, 2, good, good);
        byte[] second = block(Schemas.USER, 1, third);
        long block = header.length + first.length;
        return new File(concat(header, first, second), block,
                block + varLong(1).length + varLong(third.length).length);
    }

    /** A user record's Avro datum: id, name, e-mail, age, active, with the name's bytes as given. */
    private static byte[] user(long id, byte[] name) {
        return user(id, name, 1);
    }

    private static byte[] user(long id, byte[] name, int active) {
        byte[] email = GOOD.email().getBytes(StandardCharsets.UTF_8);
        return concat(varLong(id), varLong(name.length), name, varLong(email.length), email, varLong(GOOD.age()),
                new byte[] {(byte) active});
    }

    /** Avro's long: zig-zag, then base-128 little-endian groups. */
    static byte[] varLong(long value) {
        long zigzag = (value << 1) ^ (value >> 63);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while ((zigzag & ~0x7FL) != 0) {
            out.write((int) ((zigzag & 0x7F) | 0x80));
            zigzag >>>= 7;
        }
        out.write((int) zigzag);
        return out.toByteArray();
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void aGoodFileIsAccepted(Codec<User> reader, Streams streams) throws IOException {
        File file = file(user(GOOD.id(), GOOD.name().getBytes(StandardCharsets.UTF_8)));
        assertEquals(List.of(GOOD, GOOD, GOOD), assertAccepted(reader, file.bytes(), streams));
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void aFileCutAnywhereAfterItsHeaderIsRejectedAtTheBlockItCuts(Codec<User> reader, Streams streams) {
        File file = file(user(GOOD.id(), GOOD.name().getBytes(StandardCharsets.UTF_8)));
        int header = headerBytes(Schemas.USER).length;
        for (int cut = header + 1; cut < file.bytes().length; cut++) {
            byte[] bytes = Arrays.copyOf(file.bytes(), cut);
            if (cut < file.block()) {
                assertRejected(reader, bytes, streams, 0, header);
            } else if (cut > file.block()) {
                assertRejected(reader, bytes, streams, 2, file.block());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readers")
    void aFileCutInsideItsHeaderOrOfAnotherMagicIsOneLineAtRecordZero(Codec<User> reader) {
        byte[] good = file(user(GOOD.id(), GOOD.name().getBytes(StandardCharsets.UTF_8))).bytes();
        int header = headerBytes(Schemas.USER).length;
        for (int cut = 0; cut < header; cut += 7) {
            oneLineAtRecordZero(reader, Arrays.copyOf(good, cut));
        }
        byte[] magic = good.clone();
        magic[3] = 2;
        assertRejected(reader, magic, Streams.BUFFERED, 0, 0);
        byte[] json = "{\"id\":1}\n".getBytes(StandardCharsets.UTF_8);
        assertRejected(reader, json, Streams.BUFFERED, 0, 0);
    }

    private static void oneLineAtRecordZero(Codec<User> reader, byte[] bytes) {
        BadInputException e = assertThrows(BadInputException.class, () -> {
            try (RecordReader<User> records = reader.newReader(Streams.TRICKLE.open(bytes), SchemaCodec.SOURCE)) {
                while (records.read() != null) {
                    continue;
                }
            }
        });
        assertEquals(0, e.recordIndex(), e.getMessage());
        assertTrue(e.getMessage().startsWith(SchemaCodec.SOURCE + ": record 1 at byte "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void hostileLengthsBadUtf8AndBadBooleansAreRejectedAtTheirRecord(Codec<User> reader, Streams streams) {
        byte[] id = varLong(GOOD.id());
        for (byte[] third : List.of(
                concat(id, varLong(1L << 40), new byte[] {'a'}),
                concat(id, varLong(Long.MAX_VALUE)),
                concat(id, varLong(-5), new byte[] {'a'}),
                user(GOOD.id(), new byte[] {(byte) 0xC3, 0x28}),
                user(GOOD.id(), new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}),
                user(GOOD.id(), GOOD.name().getBytes(StandardCharsets.UTF_8), 2),
                user(GOOD.id(), GOOD.name().getBytes(StandardCharsets.UTF_8), 0xFF))) {
            File file = file(third);
            BadInputException e = assertRejected(reader, file.bytes(), streams, 2, file.third());
            assertFalse(e.reason().contains("Exception"), e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readers")
    void aBadBooleanIsNamedByItsFieldWhereTheReaderKnowsIt(Codec<User> reader) {
        File file = file(user(GOOD.id(), GOOD.name().getBytes(StandardCharsets.UTF_8), 2));
        BadInputException e = assertRejected(reader, file.bytes(), Streams.BUFFERED, 2, file.third());
        // The generic reader sees a value of a schema, the generated binding the record's field.
        String what = reader.name().equals(AvroGenericCodec.NAME) ? "a boolean" : "field 'active'";
        assertEquals(what + " must be byte 0 or 1 (a boolean), found byte 2", e.reason());
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void bytesAfterTheLastBlockOrARecordPastTheEndAreRejected(Codec<User> reader, Streams streams) {
        byte[] good = user(GOOD.id(), GOOD.name().getBytes(StandardCharsets.UTF_8));
        File file = file(good);
        int length = file.bytes().length;
        for (byte[] garbage : List.of(new byte[] {0}, new byte[] {(byte) 0xFF}, new byte[] {2, 2, 'x'},
                "trailing text\n".getBytes(StandardCharsets.UTF_8), block(Schemas.USER, 1, good))) {
            byte[] bytes = concat(file.bytes(), garbage);
            if (garbage.length > 30) {
                // A whole block more, but with another sync marker: a block of some other file.
                bytes[bytes.length - 1] ^= 1;
            }
            assertRejected(reader, bytes, streams, 3, length);
        }
        byte[] header = headerBytes(Schemas.USER);
        byte[] first = block(Schemas.USER, 2, good, good);
        // The block says two records, and holds one: the second is past the end of its block.
        byte[] pastTheEnd = concat(header, first, block(Schemas.USER, 2, good));
        long secondBlockData = header.length + first.length + 2;
        assertRejected(reader, pastTheEnd, streams, 3, secondBlockData + good.length);
        // The block says one record, and holds two: the bytes after its record.
        byte[] leftOver = concat(header, first, block(Schemas.USER, 1, good, good));
        assertRejected(reader, leftOver, streams, 3, secondBlockData + good.length);
        // A block's sync marker that is not the header's.
        byte[] corrupt = concat(header, first, block(Schemas.USER, 1, good));
        corrupt[corrupt.length - 3] ^= 0x40;
        assertRejected(reader, corrupt, streams, 2, header.length + first.length);
    }

    static Stream<Codec<Pipeline>> pipelineReaders() {
        return Schemas.PIPELINE.codecs(AvroModule.FORMAT).stream();
    }

    /** A pipeline whose fields and metrics are empty and whose producer is "p": its datum ends in 0, 0. */
    private static byte[] pipeline() throws IOException {
        Pipeline generated = SchemaCodec.generate(Schemas.PIPELINE, 3, 1).get(0);
        Pipeline plain = PipelineMessages.fromMessage(PipelineMessages.toMessage(generated).toBuilder()
                .setProducerId("p").clearFields().clearMetrics().build());
        return Schemas.PIPELINE.primaryCodec(AvroModule.FORMAT).newMessageCodec().encode(plain);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pipelineReaders")
    void hostileCountsAndUnionIndexesAreRejectedAtTheirRecord(Codec<Pipeline> reader) throws IOException {
        byte[] good = pipeline();
        assertEquals(0, good[good.length - 1]);
        assertEquals(0, good[good.length - 2]);
        byte[] header = headerBytes(Schemas.PIPELINE);
        byte[] before = Arrays.copyOf(good, good.length - 2);
        byte[] badUnion = good.clone();
        int producer = 0;
        while (!(good[producer] == 2 && good[producer + 1] == 'p')) {
            producer++;
        }
        assertEquals(2, badUnion[producer + 2], "the Timestamp's union index, after the producer \"p\"");
        badUnion[producer + 2] = 6;
        for (byte[] bad : List.of(concat(before, varLong(1L << 40)), concat(before, varLong(Integer.MAX_VALUE),
                new byte[] {0}), concat(before, new byte[] {0}, varLong(-(1L << 40)), varLong(3)), badUnion)) {
            byte[] first = block(Schemas.PIPELINE, 1, good);
            byte[] bytes = concat(header, first, block(Schemas.PIPELINE, 1, bad));
            long third = header.length + first.length + varLong(1).length + varLong(bad.length).length;
            for (Streams streams : List.of(Streams.BUFFERED, Streams.TRICKLE)) {
                assertRejected(reader, bytes, streams, 1, third);
            }
        }
    }

    static Stream<Codec<?>> treeReaders() {
        return Schemas.byName(SchemaName.of("formatbench.kinds.Tree")).codecs(AvroModule.FORMAT).stream().map(c -> c);
    }

    /** A Tree of {@code depth} messages, each the left child of the one before: name "", no children. */
    private static byte[] tree(int depth) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 1; i < depth; i++) {
            out.writeBytes(new byte[] {0, 0, 2});
        }
        out.writeBytes(new byte[] {0, 0, 0});
        return out.toByteArray();
    }

    /** A recursive schema's data nested past the limit is one line, not a StackOverflowError. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("treeReaders")
    void deepNestingIsRejectedAtItsRecord(Codec<?> reader) throws IOException {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of("formatbench.kinds.Tree"));
        byte[] header = headerBytes(schema);
        byte[] shallow = tree(ValueLimits.MAX_DEPTH);
        assertEquals(1, assertAccepted(reader, concat(header, block(schema, 1, shallow)), Streams.BUFFERED).size());
        byte[] deep = tree(200_000);
        byte[] bytes = concat(header, block(schema, 1, shallow), block(schema, 1, deep));
        long offset = header.length + block(schema, 1, shallow).length + varLong(1).length
                + varLong(deep.length).length;
        assertRejected(reader, bytes, Streams.BUFFERED, 1, offset);
    }
}
