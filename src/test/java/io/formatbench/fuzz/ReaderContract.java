package io.formatbench.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Streams;
import io.formatbench.codec.UserCodecs;
import io.formatbench.model.User;
import java.io.IOException;
import java.util.List;

/**
 * What a strict reader owes any bytes: either every record, or the tool's own one-line bad-input
 * error naming a byte of the input; the same records, or a failure at the same record, whichever
 * way the bytes arrive; and records it accepted survive being written again, by every writer whose
 * files it reads, and read back; every reader that accepts the same files ends the same way (the
 * readers of the dataset's bytes; protobuf-json reads its own dialect, see UserCodecs.alike).
 * Anything else (another exception, an Error, a changed record) is a finding. Where two errors compete in one record (a syntax error and, a few bytes on, bad UTF-8),
 * which one the parser meets first depends on how far it has read ahead, so the byte it names may
 * differ with the chunking; the record may not.
 */
final class ReaderContract {

    private ReaderContract() {}

    static void check(Codec<User> reader, byte[] input) throws IOException {
        Outcome whole = read(reader, input, Streams.BUFFERED);
        Outcome trickled = read(reader, input, Streams.TRICKLE);
        assertEquals(whole, trickled, reader.name() + ": a trickle of 1-3 bytes per read ends otherwise");
        for (Codec<User> other : UserCodecs.alike(reader)) {
            // One policy for every reader of the dataset's files: they accept the same files.
            assertEquals(whole, read(other, input, Streams.BUFFERED), reader.name() + " and " + other.name() + " disagree");
        }
        if (whole.failure() != null) {
            return;
        }
        for (Codec<User> writer : UserCodecs.of(reader.format())) {
            if (!UserCodecs.readersOf(writer).contains(reader)) {
                continue;
            }
            byte[] again = UserCodecs.write(writer, whole.records());
            assertEquals(whole.records(), UserCodecs.readAll(reader, again, Streams.BUFFERED),
                    reader.name() + ": records written again by " + writer.name() + " read back otherwise");
        }
    }

    /** The records read, or where and why the reader refused: what two reads must agree on. */
    private record Outcome(List<User> records, String failure) {}

    private static Outcome read(Codec<User> reader, byte[] input, Streams streams) throws IOException {
        try {
            return new Outcome(UserCodecs.readAll(reader, input, streams), null);
        } catch (BadInputException e) {
            assertTrue(e.getMessage().startsWith(UserCodecs.SOURCE + ": record " + e.recordIndex() + " at byte "
                    + e.byteOffset() + ": "), e.getMessage());
            assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\r"), e.getMessage());
            assertTrue(e.byteOffset() >= 0 && e.byteOffset() <= input.length, e.getMessage());
            return new Outcome(null, "record " + e.recordIndex());
        }
    }
}
