package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.avro.AvroDirectCodec;
import io.formatbench.codec.json.binary.BinaryJson;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The tuned codecs give their libraries buffers of {@link IoStack#LIBRARY_BUFFER_BYTES}: every piece
 * they write but the last, and the pieces they read but for a few bytes, are at least
 * {@link IoStack#BUFFER_BYTES}, which the stack's buffers pass through without a copy. avro-direct cannot: DataFileStream reads through
 * Avro's own decoder of 8 KiB, and DataFileWriter writes each block whole, about 64,000 bytes. Nor can msgpack-streaming:
 * msgpack-java's parser reads through an unpacker buffer of 8 KiB, and its generator writes each record whole as it ends;
 * neither size is the caller's to choose.
 */
class LibraryBuffersTest {

    static Stream<SchemaCodec<?>> tunedCodecs() {
        return SchemaCodec.all().filter(codec -> codec.codec().style() == Style.TUNED
                && !codec.codec().name().equals(AvroDirectCodec.NAME)
                && !codec.codec().name().equals(BinaryJson.MSGPACK.streamingName()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tunedCodecs")
    void readsAndWritesInPiecesOfTheStacksBufferOrMore(SchemaCodec<?> codec) throws IOException {
        check(codec);
    }

    private static <T> void check(SchemaCodec<T> codec) throws IOException {
        List<T> records = codec.sample(1, 8 * IoStack.LIBRARY_BUFFER_BYTES);
        List<Integer> writes = new ArrayList<>();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (RecordWriter<T> writer = codec.codec().newWriter(new FilterOutputStream(bytes) {
            @Override
            public void write(int b) {
                writes.add(1);
                bytes.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                writes.add(len);
                bytes.write(b, off, len);
            }
        })) {
            for (T record : records) {
                writer.write(record);
            }
        }
        assertTrue(writes.size() > 1, codec + " written in " + writes);
        assertTrue(writes.subList(0, writes.size() - 1).stream().allMatch(n -> n >= IoStack.BUFFER_BYTES),
                codec + " written in " + writes);

        List<Integer> reads = new ArrayList<>();
        InputStream in = new FilterInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
            @Override
            public int read() throws IOException {
                reads.add(1);
                return super.read();
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                reads.add(len);
                return super.read(b, off, len);
            }
        };
        assertEquals(records, codec.read(in, ReadChecks.LIBRARY));
        // protobuf reads a value longer than what its buffer holds straight into the value's own array.
        long large = reads.stream().filter(n -> n >= IoStack.BUFFER_BYTES).mapToLong(n -> n).sum();
        long all = reads.stream().mapToLong(n -> n).sum();
        assertTrue(large >= 0.99 * all, codec + " read in " + reads);
    }
}
