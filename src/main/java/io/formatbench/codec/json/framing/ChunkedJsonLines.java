package io.formatbench.codec.json.framing;

import java.io.IOException;
import java.io.InputStream;
import java.util.function.LongSupplier;

/**
 * JSON Lines read by a library from byte arrays, a chunk of whole lines at a time ({@link JsonLineChunks}):
 * the tuned readers of fastjson2 and DSL-JSON, each with one reader of its library reused for every
 * chunk, the records of a chunk read back to back. A failure is the one line naming the record and the
 * byte where it starts.
 */
public final class ChunkedJsonLines<T> extends LibraryLines<T> {

    /** A library's reader over one chunk. Its failures, whatever the library throws, are IOExceptions. */
    public interface Parser<T> {

        /** A new chunk: its records lie in {@code buffer} from index 0 to {@code end}, between whitespace. */
        void chunk(byte[] buffer, int end) throws IOException;

        /** Moves to the next record's first byte: its index in the buffer, or -1 when only whitespace is left. */
        int nextRecord() throws IOException;

        /** Reads the record whose first byte the parser stands on. */
        T read() throws IOException;
    }

    private final JsonLineChunks chunks;
    private final Parser<T> parser;
    private boolean inChunk;
    private long start;

    /** @param skipped the fields the parser's binding has skipped so far, as its unknown-field handling counts them */
    public ChunkedJsonLines(InputStream in, String source, Parser<T> parser, LongSupplier skipped) {
        super(in, source, skipped);
        this.chunks = new JsonLineChunks(in);
        this.parser = parser;
    }

    @Override
    T next() throws IOException {
        start = -1;
        while (true) {
            if (!inChunk) {
                if (!chunks.next()) {
                    return null;
                }
                parser.chunk(chunks.buffer(), chunks.end());
                inChunk = true;
            }
            int at = parser.nextRecord();
            if (at >= 0) {
                start = chunks.offset() + at;
                return parser.read();
            }
            inChunk = false;
        }
    }

    @Override
    long failedAt() {
        return start >= 0 ? start : chunks.offset();
    }
}
