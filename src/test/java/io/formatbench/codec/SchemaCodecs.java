package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.RecordGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/** Test helpers over the codecs of any schema: {@link UserCodecs}' for every record type. */
public final class SchemaCodecs {

    public static final String SOURCE = UserCodecs.SOURCE;

    private SchemaCodecs() {}

    public static <T> byte[] write(Codec<T> codec, List<T> records) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (RecordWriter<T> writer = codec.newWriter(IoStack.output(bytes, Compression.NONE))) {
            for (T record : records) {
                writer.write(record);
            }
        }
        return bytes.toByteArray();
    }

    /** Every record, read with the checks, rejecting unknown fields. */
    public static <T> List<T> readAll(Codec<T> codec, InputStream in, ReadChecks checks) throws IOException {
        return readAll(codec, in, ReadOptions.of(checks, UnknownFields.REJECT));
    }

    public static <T> List<T> readAll(Codec<T> codec, InputStream in, ReadOptions options) throws IOException {
        List<T> records = new ArrayList<>();
        try (RecordReader<T> reader = codec.newReader(in, SOURCE, options)) {
            for (T record; (record = reader.read()) != null; ) {
                records.add(record);
            }
        }
        return records;
    }

    public static <T> List<T> readAll(Codec<T> codec, byte[] bytes, Streams streams) throws IOException {
        return readAll(codec, streams.open(bytes), ReadChecks.STRICT);
    }

    /** The first {@code count} records of {@code seed}. */
    public static <T> List<T> generated(DatasetSchema<T> schema, long seed, int count) {
        RecordGenerator<T> generator = schema.generator().create(seed, 0);
        List<T> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            records.add(generator.next());
        }
        return records;
    }

    /** {@link BadInputAssertions#assertRejected} for any schema, with either checks. */
    public static <T> BadInputException assertRejected(Codec<T> codec, byte[] bytes, Streams streams, ReadChecks checks,
                                                       long recordIndex, long byteOffset) {
        return assertRejected(codec, bytes, streams, ReadOptions.of(checks, UnknownFields.REJECT), recordIndex,
                byteOffset);
    }

    /** The same, with the options' handling of unknown fields too. */
    public static <T> BadInputException assertRejected(Codec<T> codec, byte[] bytes, Streams streams,
            ReadOptions checks,
                                                       long recordIndex, long byteOffset) {
        List<T> before = new ArrayList<>();
        BadInputException e = assertThrows(BadInputException.class, () -> {
            try (RecordReader<T> reader = codec.newReader(streams.open(bytes), SOURCE, checks)) {
                for (T record; (record = reader.read()) != null; ) {
                    before.add(record);
                }
            }
        }, codec.name() + " (" + checks + ") via " + streams + " accepted the input");
        String where = codec.name() + " (" + checks + ") via " + streams + ": " + e.getMessage();
        assertEquals(SOURCE, e.source(), where);
        assertEquals(recordIndex, e.recordIndex(), where);
        assertEquals(byteOffset, e.byteOffset(), where);
        assertEquals(recordIndex, before.size(), where);
        assertTrue(e.getMessage().startsWith(SOURCE + ": record " + (recordIndex + 1)
                + (byteOffset >= 0 ? " at byte " + byteOffset : "") + ": "), where);
        assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\r"), where);
        assertFalse(e.reason().isBlank(), where);
        return e;
    }
}
