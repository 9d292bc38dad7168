package io.formatbench.codec.avro;

import static io.formatbench.codec.BadInputAssertions.assertAccepted;
import static io.formatbench.codec.BadInputAssertions.assertRejected;
import static io.formatbench.codec.Bytes.concat;
import static io.formatbench.codec.Bytes.utf8;
import static io.formatbench.codec.avro.AvroBadInputTest.varLong;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.Streams;
import io.formatbench.dataset.RecordGenerator;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.User;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import org.apache.avro.file.DataFileStream;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Avro container files whose blocks are compressed (Avro's deflate and zstandard codecs), through both
 * Avro codecs: written and read back by the strict and the library readers, and, bad, refused by the
 * strict reader in the one line of the policy at the block that is bad: truncated, corrupt, of another
 * codec than the header's, a decompression bomb, a codec it does not read.
 */
class AvroBlockCodecBadInputTest {

    private static final List<AvroBlockCodec> COMPRESSED = List.of(AvroBlockCodec.DEFLATE, AvroBlockCodec.ZSTANDARD);

    static Stream<Arguments> codecsAndBlocks() {
        return Schemas.USER.codecs(AvroModule.FORMAT).stream()
                .flatMap(codec -> COMPRESSED.stream().map(blocks -> Arguments.of(codec, blocks)));
    }

    static Stream<Codec<User>> codecs() {
        return Schemas.USER.codecs(AvroModule.FORMAT).stream();
    }

    private static List<User> users(int count) {
        RecordGenerator<User> generator = Schemas.USER.generator().create(42, 0);
        List<User> users = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            users.add(generator.next());
        }
        return users;
    }

    private static byte[] write(Codec<User> codec, List<User> users) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (RecordWriter<User> writer = codec.newWriter(out)) {
            for (User user : users) {
                writer.write(user);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The header alone, as {@code codec} writes it: its last 16 bytes are the sync marker. */
    private static byte[] header(Codec<User> codec) {
        return write(codec, List.of());
    }

    private static byte[] sync(byte[] header) {
        return Arrays.copyOfRange(header, header.length - 16, header.length);
    }

    private static byte[] block(byte[] header, long count, byte[] data) {
        return concat(varLong(count), varLong(data.length), data, sync(header));
    }

    /** The records' datums, uncompressed: what the null codec's block of them holds. */
    private static byte[] datums(Codec<User> codec, List<User> users) {
        byte[] plain = write(codec.withOptions(AvroBlockCodec.NULL.options()), users);
        int header = header(codec.withOptions(AvroBlockCodec.NULL.options())).length;
        ByteArrayInputStream in = new ByteArrayInputStream(plain, header, plain.length - header);
        try {
            long count = readLong(in);
            long size = readLong(in);
            assertEquals(users.size(), count);
            return in.readNBytes((int) size);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long readLong(ByteArrayInputStream in) {
        long raw = 0;
        for (int shift = 0, b = 0x80; (b & 0x80) != 0; shift += 7) {
            b = in.read();
            raw |= (long) (b & 0x7F) << shift;
        }
        return (raw >>> 1) ^ -(raw & 1);
    }

    private static byte[] deflate(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (OutputStream deflate = new DeflaterOutputStream(out, new Deflater(6, true))) {
            deflate.write(data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static byte[] zstd(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (OutputStream zstd = new ZstdOutputStreamNoFinalizer(out)) {
            zstd.write(data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    @ParameterizedTest(name = "{0} with {1} blocks")
    @MethodSource("codecsAndBlocks")
    void recordsInCompressedBlocksReadBackByBothReadersAndAvrosOwn(Codec<User> codec, AvroBlockCodec blocks)
            throws IOException {
        List<User> users = users(3000);
        Codec<User> compressed = codec.withOptions(blocks.options());
        byte[] file = write(compressed, users);
        assertTrue(file.length < write(codec, users).length / 2, blocks + " blocks hardly compress");
        assertEquals(users, assertAccepted(compressed, file, Streams.TRICKLE_BUFFERED));
        List<User> library = new ArrayList<>();
        try (RecordReader<User> reader = codec.newReader(new ByteArrayInputStream(file), SchemaCodec.SOURCE,
                ReadOptions.LIBRARY)) {
            for (User user; (user = reader.read()) != null; ) {
                library.add(user);
            }
        }
        assertEquals(users, library);
        try (DataFileStream<GenericRecord> avro = new DataFileStream<>(new ByteArrayInputStream(file),
                new GenericDatumReader<>())) {
            assertEquals(blocks.id(), avro.getMetaString("avro.codec"));
        }
        // Both codecs write the same bytes, compressed or not: one primary codec reproduces the dataset.
        assertArrayEquals(file, write(Schemas.USER.primaryCodec(AvroModule.FORMAT).withOptions(blocks.options()), users));
    }

    /** A block of no records and no bytes, which no writer of Avro's writes, holds nothing to decompress. */
    @ParameterizedTest(name = "{0} with {1} blocks")
    @MethodSource("codecsAndBlocks")
    void anEmptyBlockBeforeCompressedOnesIsRead(Codec<User> codec, AvroBlockCodec blocks) throws IOException {
        Codec<User> compressed = codec.withOptions(blocks.options());
        List<User> users = users(3);
        byte[] file = write(compressed, users);
        byte[] header = header(compressed);
        byte[] withEmpty = concat(header, block(header, 0, new byte[0]),
                Arrays.copyOfRange(file, header.length, file.length));
        assertEquals(users, assertAccepted(compressed, withEmpty, Streams.BUFFERED));
    }

    @ParameterizedTest(name = "{0} with {1} blocks")
    @MethodSource("codecsAndBlocks")
    void aFileCutAnywhereInACompressedBlockIsRejectedWhereTheBlockStarts(Codec<User> codec, AvroBlockCodec blocks) {
        Codec<User> compressed = codec.withOptions(blocks.options());
        byte[] file = write(compressed, users(3));
        int header = header(compressed).length;
        for (int cut = header + 1; cut < file.length; cut++) {
            assertRejected(compressed, Arrays.copyOf(file, cut), Streams.TRICKLE, 0, header);
        }
    }

    @ParameterizedTest(name = "{0} with {1} blocks")
    @MethodSource("codecsAndBlocks")
    void corruptCompressedBytesAreRejectedWhereTheBlockStarts(Codec<User> codec, AvroBlockCodec blocks) {
        byte[] header = header(codec.withOptions(blocks.options()));
        // 0xff starts a deflate block of the reserved type 3, and is no zstd frame's magic.
        byte[] garbage = {(byte) 0xff, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        BadInputException e = assertRejected(codec, concat(header, block(header, 3, garbage)), Streams.BUFFERED, 0,
                header.length);
        assertTrue(e.reason().contains(blocks + " data is corrupt"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void blocksOfAnotherCodecThanTheHeadersAreCorrupt(Codec<User> codec) {
        byte[] data = datums(codec, users(3));
        byte[] deflateHeader = header(codec.withOptions(AvroBlockCodec.DEFLATE.options()));
        BadInputException e = assertRejected(codec, concat(deflateHeader, block(deflateHeader, 3, zstd(data))),
                Streams.BUFFERED, 0, deflateHeader.length);
        assertTrue(e.reason().contains("deflate data is corrupt"), e.getMessage());
        byte[] zstdHeader = header(codec.withOptions(AvroBlockCodec.ZSTANDARD.options()));
        e = assertRejected(codec, concat(zstdHeader, block(zstdHeader, 3, deflate(data))), Streams.BUFFERED, 0,
                zstdHeader.length);
        assertTrue(e.reason().contains("zstandard data is corrupt"), e.getMessage());
        // The null codec's datums under a header that says deflate: no deflate stream either.
        assertRejected(codec, concat(deflateHeader, block(deflateHeader, 3, data)), Streams.BUFFERED, 0,
                deflateHeader.length);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void bytesAfterTheCompressedStreamAreRejected(Codec<User> codec) {
        byte[] header = header(codec.withOptions(AvroBlockCodec.DEFLATE.options()));
        byte[] data = concat(deflate(datums(codec, users(3))), new byte[] {0});
        BadInputException e = assertRejected(codec, concat(header, block(header, 3, data)), Streams.BUFFERED, 0,
                header.length);
        assertTrue(e.reason().contains("1 bytes after the end of its deflate stream"), e.getMessage());
    }

    /**
     * A block of a few kilobytes that decompresses to 64 MiB (deflate) or 1 GiB (zstandard) of zeros:
     * refused once it passes the bound, without allocating what it says.
     */
    @ParameterizedTest(name = "{0} with {1} blocks")
    @MethodSource("codecsAndBlocks")
    void aDecompressionBombIsRefusedAtItsBoundNotAllocated(Codec<User> codec, AvroBlockCodec blocks)
            throws IOException {
        byte[] header = header(codec.withOptions(blocks.options()));
        byte[] zeros = new byte[1 << 20];
        ByteArrayOutputStream bomb = new ByteArrayOutputStream();
        int mebibytes = blocks == AvroBlockCodec.DEFLATE ? 64 : 1024;
        try (OutputStream out = blocks == AvroBlockCodec.DEFLATE
                ? new DeflaterOutputStream(bomb, new Deflater(9, true)) : new ZstdOutputStreamNoFinalizer(bomb)) {
            for (int i = 0; i < mebibytes; i++) {
                out.write(zeros);
            }
        }
        assertTrue(bomb.size() < AvroContainer.MAX_BLOCK_BYTES / 100, "a bomb of " + bomb.size() + " bytes");
        BadInputException e = assertRejected(codec, concat(header, block(header, 1, bomb.toByteArray())),
                Streams.BUFFERED, 0, header.length);
        assertTrue(e.reason().contains("decompresses to more than " + AvroContainer.MAX_BLOCK_BYTES + " bytes"),
                e.getMessage());
    }

    /** A record that runs past its decompressed block names its byte within the block's decompressed bytes. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void aRecordPastTheEndOfItsDecompressedBlockSaysWhereInTheBlock(Codec<User> codec) {
        byte[] header = header(codec.withOptions(AvroBlockCodec.ZSTANDARD.options()));
        byte[] data = datums(codec, users(2));
        BadInputException e = assertRejected(codec, concat(header, block(header, 3, zstd(data))), Streams.BUFFERED,
                2, header.length);
        assertTrue(e.reason().contains("(byte " + data.length + " of the block's " + data.length
                + " zstandard-decompressed bytes)"), e.getMessage());
    }

    /** A codec this reader does not read (Avro has snappy, bzip2 and xz too) is refused by its name. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void anUnknownBlockCodecIsRefusedByItsName(Codec<User> codec) {
        byte[] nullHeader = header(codec);
        String schema = AvroSchemas.of(SchemaCodec.primary(Schemas.USER, AvroModule.FORMAT).protoBinding()
                .defaultInstance().getDescriptorForType()).toString();
        byte[] metadata = concat(varLong(2), string("avro.schema"), string(schema), string("avro.codec"),
                string("snappy"), varLong(0));
        byte[] header = concat(utf8("Obj"), new byte[] {1}, metadata, sync(nullHeader));
        byte[] file = concat(header, block(header, 1, new byte[] {1, 2, 3}));
        BadInputException e = assertRejected(codec, file, Streams.BUFFERED, 0, header.length - 16);
        assertTrue(e.reason().contains("block codec 'snappy'"), e.getMessage());
        assertTrue(e.reason().contains("'null', 'deflate', 'zstandard'"), e.getMessage());
    }

    @Test
    void theBlockCodecsAreAvrosNames() {
        assertEquals(AvroBlockCodec.ZSTANDARD, AvroBlockCodec.fromId(" Zstandard "));
        assertEquals("deflate blocks", AvroBlockCodec.DEFLATE.label());
        assertEquals(AvroBlockCodec.NULL, AvroBlockCodec.OPTION.byDefault(), "blocks not compressed unless asked");
    }

    private static byte[] string(String value) {
        byte[] bytes = utf8(value);
        return concat(varLong(bytes.length), bytes);
    }
}
