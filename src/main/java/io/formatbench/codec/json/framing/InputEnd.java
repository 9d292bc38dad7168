package io.formatbench.codec.json.framing;

import com.fasterxml.jackson.core.JsonParser;
import io.formatbench.codec.BadInputException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * What a reader checks when its parser says the input has ended. A JSON or CBOR parser says so only
 * at the last byte; a Smile parser also at Smile's end-of-content marker (0xFF), and would leave
 * whatever follows it unread: bytes after the end that no reader looks at.
 */
public interface InputEnd {

    InputEnd NONE = (parser, source, records) -> { };

    /** @param records the records read: the index a record past the end would have */
    void check(JsonParser parser, String source, long records) throws IOException;

    /**
     * Nothing may follow where the parser ended, when it ended before the end of {@code in}: neither
     * in its buffer nor in the stream. The parser must read from {@code in}.
     */
    static InputEnd nothingAfter(Watched in) {
        return (parser, source, records) -> {
            if (in.ended) {
                return;
            }
            long offset = parser.currentLocation().getByteOffset();
            if (parser.releaseBuffered(OutputStream.nullOutputStream()) > 0 || in.read() >= 0) {
                throw bytesAfterEnd(source, records, offset);
            }
        };
    }

    /** Bytes after where the parser ended, at {@code offset}: the one line, for the readers of either Jackson. */
    public static BadInputException bytesAfterEnd(String source, long records, long offset) {
        return new BadInputException(source, records, Math.max(offset, 0),
                "bytes after the end-of-content marker: a file ends where its last record ends");
    }

    /** A stream that knows whether a read reached its end (the parser closes it there), and its first bytes. */
    final class Watched extends FilterInputStream {
        /** As many first bytes as a format's start takes: Smile's header. */
        private static final int HEAD = 4;

        private boolean ended;
        private final byte[] head = new byte[HEAD];
        private int headBytes;

        public Watched(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            ended |= b < 0;
            if (b >= 0 && headBytes < HEAD) {
                head[headBytes++] = (byte) b;
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = in.read(buffer, offset, length);
            ended |= n < 0;
            if (n > 0 && headBytes < HEAD) {
                int taken = Math.min(n, HEAD - headBytes);
                System.arraycopy(buffer, offset, head, headBytes, taken);
                headBytes += taken;
            }
            return n;
        }

        /** Whether a read reached the end of the stream. */
        public boolean ended() {
            return ended;
        }

        /** The first bytes read, up to four. */
        public byte[] head() {
            return Arrays.copyOf(head, headBytes);
        }
    }
}
