package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The contract every reader keeps on bad input. */
public final class BadInputAssertions {

    private BadInputAssertions() {}

    /**
     * Reads until the reader fails; asserts that it fails with a {@link BadInputException} (nothing
     * else: not a library exception, not an Error) naming the source, the record and where it starts,
     * after returning exactly the records before it.
     */
    public static <T> BadInputException assertRejected(Codec<T> codec, byte[] bytes, Streams streams,
                                                       long recordIndex, long byteOffset) {
        List<T> before = new ArrayList<>();
        BadInputException e = assertThrows(BadInputException.class, () -> {
            try (RecordReader<T> reader = codec.newReader(streams.open(bytes), SchemaCodec.SOURCE)) {
                for (T record; (record = reader.read()) != null; ) {
                    before.add(record);
                }
            }
        }, codec.name() + " via " + streams + " accepted the input");
        String where = codec.name() + " via " + streams + ": " + e.getMessage();
        assertEquals(SchemaCodec.SOURCE, e.source(), where);
        assertEquals(recordIndex, e.recordIndex(), where);
        assertEquals(byteOffset, e.byteOffset(), where);
        assertEquals(recordIndex, before.size(), where);
        // The message counts records from 1, as lines are counted.
        assertTrue(e.getMessage().startsWith(SchemaCodec.SOURCE + ": record " + (recordIndex + 1) + " at byte "
                + byteOffset + ": "), where);
        assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\r"), where);
        assertFalse(e.reason().isBlank(), where);
        return e;
    }

    public static <T> BadInputException assertRejected(SchemaCodec<T> codec, byte[] bytes, Streams streams,
                                                       long recordIndex, long byteOffset) {
        return assertRejected(codec.codec(), bytes, streams, recordIndex, byteOffset);
    }

    /** Reads every record, failing the test on any exception. */
    public static <T> List<T> assertAccepted(Codec<T> codec, byte[] bytes, Streams streams) throws IOException {
        List<T> records = new ArrayList<>();
        try (RecordReader<T> reader = codec.newReader(streams.open(bytes), SchemaCodec.SOURCE)) {
            for (T record; (record = reader.read()) != null; ) {
                records.add(record);
            }
        }
        return records;
    }

    public static <T> List<T> assertAccepted(SchemaCodec<T> codec, byte[] bytes, Streams streams) throws IOException {
        return codec.read(bytes, streams);
    }
}
