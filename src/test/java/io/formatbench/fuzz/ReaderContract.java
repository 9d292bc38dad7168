package io.formatbench.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.Streams;
import java.io.IOException;
import java.util.List;

/**
 * What a strict reader of a schema owes any bytes: either every record, or the tool's own one-line bad-input
 * error naming a byte of the input; the same records, or a failure at the same record, whichever
 * way the bytes arrive; and records it accepted survive being written again, by every writer of
 * the format, and read back; every other reader of the format ends the same way. Anything else (another exception, an
 * Error, a changed record) is a
 * finding. Where two errors compete in one record (a syntax error and, a few bytes on, bad UTF-8),
 * which one the parser meets first depends on how far it has read ahead, so the byte it names may
 * differ with the chunking; the record may not.
 */
final class ReaderContract {

    private ReaderContract() {}

    static <T> void check(SchemaCodec<T> reader, byte[] input) throws IOException {
        Outcome<T> whole = read(reader, input, Streams.BUFFERED);
        Outcome<T> trickled = read(reader, input, Streams.TRICKLE);
        assertEquals(whole, trickled, reader + ": a trickle of 1-3 bytes per read ends otherwise");
        for (SchemaCodec<T> other : reader.sameFormat()) {
            // One policy for every reader of a format: they accept the same files.
            assertEquals(whole, read(other, input, Streams.BUFFERED), reader + " and " + other + " disagree");
        }
        if (whole.failure() != null) {
            return;
        }
        for (SchemaCodec<T> writer : reader.sameFormat()) {
            byte[] again = writer.write(whole.records());
            assertEquals(whole.records(), reader.read(again, Streams.BUFFERED),
                    reader + ": records written again by " + writer + " read back otherwise");
        }
    }

    /** The records read, or where and why the reader refused: what two reads must agree on. */
    private record Outcome<T>(List<T> records, String failure) {}

    private static <T> Outcome<T> read(SchemaCodec<T> reader, byte[] input, Streams streams) throws IOException {
        try {
            return new Outcome<>(reader.read(input, streams), null);
        } catch (BadInputException e) {
            assertTrue(e.getMessage().startsWith(SchemaCodec.SOURCE + ": record " + (e.recordIndex() + 1) + " at byte "
                    + e.byteOffset() + ": "), e.getMessage());
            assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\r"), e.getMessage());
            assertTrue(e.byteOffset() >= 0 && e.byteOffset() <= input.length, e.getMessage());
            return new Outcome<>(null, "record " + e.recordIndex());
        }
    }
}
