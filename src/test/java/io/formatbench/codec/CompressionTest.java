package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.ZstdInputStream;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.RecordGenerator;
import io.formatbench.dataset.Schemas;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The compression layer of {@link IoStack}: every codec of every schema through gzip and zstd, the
 * bytes the standard tools read, and broken compressed input as one line.
 */
class CompressionTest {

    private static final String SOURCE = "test/users.jsonl.zst";
    private static final int RECORDS = 700;

    /**
     * Every schema, every reader of every format, every compression, reading what the format's primary
     * writer wrote (protobuf-json, in bytes of its own, what it wrote itself); beneath the decompressor,
     * the tool's stream, and for the primary reader of JSON and protobuf (and protobuf-json) every stream.
     *
     * <p>Every other writer of the format writes the same compressed bytes as the primary
     * ({@link #everyWriterOfAFormatWritesTheSameCompressedBytes}, on the same records), so a reader of
     * their bytes reads the very input it reads here: the product with every writer repeated each read
     * for each writer, most of the class's time.
     */
    static Stream<Arguments> readerCompression() {
        List<Arguments> arguments = new ArrayList<>();
        for (DatasetSchema<?> schema : Schemas.all()) {
            for (Codec<?> reader : schema.codecs()) {
                Codec<?> writer = reader.writesDatasetBytes() ? schema.primaryCodec(reader.format()) : reader;
                // CBOR, Smile, MessagePack and Avro through the tool's stream only, to keep the suite's time.
                boolean binary = reader.format() == BinaryJson.CBOR.format()
                        || reader.format() == BinaryJson.SMILE.format() || reader.format() == BinaryJson.MSGPACK.format()
                        || reader.format() == AvroModule.FORMAT;
                // A trickle beneath the decompressor is the decompressor's concern: a codec reads only
                // what IoStack's buffer above it hands on. One reader of each writer's bytes takes it
                // (their primary, or protobuf-json itself); every reader takes a trickle directly in
                // RoundTripTest.
                boolean trickles = !binary && reader == writer;
                for (Compression compression : compressed()) {
                    for (Streams streams : trickles ? List.of(Streams.values()) : List.of(Streams.BUFFERED)) {
                        arguments.add(Arguments.of(schema, writer, reader, compression, streams));
                    }
                }
            }
        }
        return arguments.stream();
    }

    @ParameterizedTest(name = "{0}: {1} -> {2} through {3} via {4}")
    @MethodSource("readerCompression")
    void everyReaderReadsWhatEveryWriterWroteThroughTheCompression(DatasetSchema<?> schema, Codec<?> writer,
            Codec<?> reader, Compression compression, Streams streams) throws IOException {
        roundTrip(schema, writer, reader, compression, streams);
    }

    private static <T> void roundTrip(DatasetSchema<T> schema, Codec<?> writer, Codec<?> reader,
            Compression compression, Streams streams) throws IOException {
        List<T> records = generated(schema);
        byte[] bytes = written(schema, writer, compression);

        assertEquals(records, readAll(typed(reader), streams.open(bytes), compression));
    }

    /** Each schema's records, generated once for every case that reads them. */
    private static final Map<String, List<?>> GENERATED = new ConcurrentHashMap<>();
    /**
     * What each writer wrote through each compression (and none), once: every reader and stream reads the
     * same bytes, and the tests of the bytes themselves check these.
     */
    private static final Map<String, byte[]> WRITTEN = new ConcurrentHashMap<>();

    @SuppressWarnings("unchecked")
    private static <T> List<T> generated(DatasetSchema<T> schema) {
        return (List<T>) GENERATED.computeIfAbsent(schema.name().toString(), name -> records(schema, RECORDS));
    }

    private static <T> byte[] written(DatasetSchema<T> schema, Codec<?> writer, Compression compression) {
        return WRITTEN.computeIfAbsent(schema.name() + " " + writer.name() + " " + compression, key -> {
            try {
                return write(typed(writer), generated(schema), compression);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /** The benchmark checks a write's file byte for byte against the dataset's: any writer of a format must do. */
    @ParameterizedTest
    @EnumSource(Compression.class)
    void everyWriterOfAFormatWritesTheSameCompressedBytes(Compression compression) {
        for (DatasetSchema<?> schema : Schemas.all()) {
            for (Format format : Format.all()) {
                sameBytes(schema, format, compression);
            }
        }
    }

    /** Every writer of the dataset's bytes writes the primary's: the bytes its readers read above. */
    private static <T> void sameBytes(DatasetSchema<T> schema, Format format, Compression compression) {
        Codec<T> primary = schema.primaryCodec(format);
        byte[] first = written(schema, primary, compression);
        for (Codec<T> writer : schema.codecs(format)) {
            if (!writer.writesDatasetBytes()) {
                continue;
            }
            assertArrayEquals(first, written(schema, writer, compression), writer.name() + " vs "
                    + primary.name() + " through " + compression);
        }
    }

    /** A flush by the codec does not reach the compressor: flushing after every record writes the same bytes. */
    @ParameterizedTest
    @EnumSource(Compression.class)
    void aCodecThatFlushesAfterEveryRecordWritesTheSameBytes(Compression compression) throws IOException {
        Codec<io.formatbench.proto.records.User> codec = Schemas.USER.primaryCodec(Format.PROTOBUF);
        List<io.formatbench.proto.records.User> records = records(Schemas.USER, RECORDS);
        ByteArrayOutputStream flushed = new ByteArrayOutputStream();
        try (java.io.OutputStream out = IoStack.output(flushed, compression);
             RecordWriter<io.formatbench.proto.records.User> writer = codec.newWriter(new java.io.FilterOutputStream(out) {
                 @Override
                 public void write(byte[] b, int off, int len) throws IOException {
                     out.write(b, off, len);
                     out.flush();
                 }
             })) {
            for (io.formatbench.proto.records.User record : records) {
                writer.write(record);
            }
        }

        assertArrayEquals(write(codec, records, compression), flushed.toByteArray());
    }

    /** What the layer writes is plain gzip and zstd: their own streams read back the uncompressed bytes. */
    @Test
    void theCompressedBytesAreWhatGzipAndZstdRead() throws IOException {
        for (DatasetSchema<?> schema : Schemas.all()) {
            for (Codec<?> codec : schema.codecs()) {
                byte[] plain = written(schema, codec, Compression.NONE);
                byte[] gzip = written(schema, codec, Compression.GZIP);
                byte[] zstd = written(schema, codec, Compression.ZSTD);

                assertArrayEquals(plain, new GZIPInputStream(new ByteArrayInputStream(gzip)).readAllBytes(),
                        codec.name().toString());
                assertArrayEquals(plain, new ZstdInputStream(new ByteArrayInputStream(zstd)).readAllBytes(),
                        codec.name().toString());
                assertTrue(gzip.length < plain.length && zstd.length < plain.length, codec.name().toString());
            }
        }
    }

    @Test
    void namesSuffixesAndFolders() {
        assertEquals(List.of("none", "gzip", "zstd"),
                Arrays.stream(Compression.values()).map(Compression::id).toList());
        assertEquals(List.of("", ".gz", ".zst"), Arrays.stream(Compression.values()).map(Compression::suffix).toList());
        assertEquals(List.of("", "-gzip", "-zstd"),
                Arrays.stream(Compression.values()).map(Compression::folderSuffix).toList());
        assertEquals(Compression.ZSTD, Compression.fromId(" ZSTD "));
        assertEquals(Compression.GZIP, Compression.ofFileName("users-1-of-2.pb.gz"));
        assertEquals(Compression.NONE, Compression.ofFileName("users.jsonl"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, ()
                -> Compression.fromId("lz4"));
        assertEquals("unknown compression 'lz4' (known: none, gzip, zstd)", unknown.getMessage());
    }

    static Stream<Arguments> brokenInputs() throws IOException {
        List<Arguments> arguments = new ArrayList<>();
        for (Compression compression : compressed()) {
            for (Codec<?> reader : Schemas.USER.codecs()) {
                byte[] good = write(typed(reader), records(Schemas.USER, RECORDS), compression);
                String truncated = compression == Compression.GZIP
                        ? ": the file ends inside the gzip stream (truncated)"
                        : ": zstd stream: Truncated source";
                arguments.add(Arguments.of(compression, reader, "truncated in the middle",
                        Arrays.copyOf(good, good.length / 2), "by byte " + good.length / 2 + truncated));
                arguments.add(Arguments.of(compression, reader, "truncated in the trailer",
                        Arrays.copyOf(good, good.length - 2), "by byte " + (good.length - 2) + truncated));
                arguments.add(Arguments.of(compression, reader, "the last byte of the checksum changed",
                        flipped(good, good.length - 5 - (compression == Compression.GZIP ? 0 : -4)), compression
                                + " stream: "));
                arguments.add(Arguments.of(compression, reader, "bytes in the middle changed",
                        overwritten(good, good.length / 3), compression + " stream: "));
                arguments.add(Arguments.of(compression, reader, "only the magic", Arrays.copyOf(good, 4),
                        compression == Compression.GZIP ? "the file ends inside the gzip stream (truncated)"
                                : "zstd stream: Truncated source"));
                arguments.add(Arguments.of(compression, reader, "empty", new byte[0],
                        "not " + compression + "-compressed: it is empty"));
                arguments.add(Arguments.of(compression, reader, "not compressed",
                        write(typed(reader), records(Schemas.USER, 3), Compression.NONE), "not " + compression
                                + "-compressed: it starts with "));
                Compression other = compression == Compression.GZIP ? Compression.ZSTD : Compression.GZIP;
                arguments.add(Arguments.of(compression, reader, "of the other compression",
                        write(typed(reader), records(Schemas.USER, 3), other), "not " + compression
                                + "-compressed: it starts with "
                                        + (other == Compression.GZIP ? "1f 8b 08 00, gzip's magic"
                                        : "28 b5 2f fd, zstd's magic")));
            }
        }
        return arguments.stream();
    }

    /** Every reader, strict or not, ends on broken compressed input with one line naming the file. */
    @ParameterizedTest(name = "{0}, {1}: {2}")
    @MethodSource("brokenInputs")
    void brokenCompressedInputIsOneLineNamingTheFile(Compression compression, Codec<?> reader, String what,
            byte[] bytes,
                                                     String expected) {
        for (ReadChecks checks : ReadChecks.values()) {
            BadInputException e = assertThrows(BadInputException.class,
                    () -> readAll(typed(reader), new ByteArrayInputStream(bytes), compression, checks), what);
            String message = e.getMessage();
            assertTrue(message.startsWith(SOURCE + ": "), message);
            assertTrue(message.contains(expected), "'" + expected + "' in: " + message);
            assertFalse(message.contains("\n"), message);
            assertFalse(message.indexOf(SOURCE) != message.lastIndexOf(SOURCE), "the file named once: " + message);
        }
    }

    /** A failure to read the file itself is not the compression's: it stays the I/O error it was. */
    @Test
    void aFailingFileIsAnIoErrorNotBadInput() throws IOException {
        byte[] good = write(Schemas.USER.primaryCodec(Format.JSON), records(Schemas.USER, RECORDS), Compression.ZSTD);
        InputStream failing = new java.io.FilterInputStream(new ByteArrayInputStream(good)) {
            private int reads;

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (++reads > 1) {
                    throw new IOException("the disk is on fire");
                }
                return super.read(b, off, Math.min(len, 100));
            }
        };

        IOException e = assertThrows(IOException.class, () -> readAll(Schemas.USER.primaryCodec(Format.JSON), failing,
                Compression.ZSTD));

        assertFalse(e instanceof BadInputException, e.toString());
        assertEquals("the disk is on fire", e.getMessage());
    }

    private static List<Compression> compressed() {
        return Arrays.stream(Compression.values()).filter(Compression::compressed).toList();
    }

    private static byte[] flipped(byte[] bytes, int index) {
        byte[] copy = bytes.clone();
        copy[index] ^= 0x01;
        return copy;
    }

    private static byte[] overwritten(byte[] bytes, int from) {
        byte[] copy = bytes.clone();
        for (int i = from; i < from + 64; i++) {
            copy[i] = (byte) (i * 31);
        }
        return copy;
    }

    static <T> List<T> records(DatasetSchema<T> schema, int count) {
        RecordGenerator<T> generator = schema.generator().create(11, 0);
        List<T> records = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            records.add(generator.next());
        }
        return records;
    }

    static <T> byte[] write(Codec<T> codec, List<T> records, Compression compression) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (RecordWriter<T> writer = codec.newWriter(IoStack.output(bytes, compression))) {
            for (T record : records) {
                writer.write(record);
            }
        }
        return bytes.toByteArray();
    }

    static <T> List<T> readAll(Codec<T> codec, InputStream raw, Compression compression) throws IOException {
        return readAll(codec, raw, compression, ReadChecks.STRICT);
    }

    static <T> List<T> readAll(Codec<T> codec, InputStream raw, Compression compression, ReadChecks checks)
            throws IOException {
        List<T> records = new ArrayList<>();
        try (RecordReader<T> reader = codec.newReader(IoStack.input(raw, SOURCE, compression), SOURCE,
                ReadOptions.of(checks, UnknownFields.REJECT))) {
            for (T record; (record = reader.read()) != null; ) {
                records.add(record);
            }
        }
        return records;
    }

    @SuppressWarnings("unchecked")
    private static <T> Codec<T> typed(Codec<?> codec) {
        return (Codec<T>) codec;
    }
}
