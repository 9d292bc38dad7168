package io.formatbench.codec.json.framing;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.Limits;
import java.io.IOException;
import java.io.InputStream;

/**
 * JSON Lines cut into lines on the bytes, for a reader that parses one line at a time. It reads the
 * caller's stream in chunks into a buffer of its own, at least {@link IoStack#BUFFER_BYTES} large
 * (a read that size goes past a BufferedInputStream's buffer, so the bytes are copied once), which
 * always holds the whole current line: the reader decodes a line straight from it, and knows the
 * byte offset of every line for its errors.
 *
 * <p>What the JSON Lines policy lets pass between records is skipped here: a UTF-8 byte order mark
 * at the start of the input, and lines of JSON whitespace only (blank lines, a CR of CRLF). A line
 * longer than {@link Limits#MAX_RECORD_BYTES} is refused before it is buffered whole, so a hostile
 * file cannot make the buffer grow past about twice that.
 */
public final class JsonLineSplitter {

    private static final int MAX_LINE_BYTES = Limits.MAX_RECORD_BYTES;

    private final InputStream in;
    private byte[] buffer = new byte[IoStack.BUFFER_BYTES];
    /** The stream offset of {@code buffer[0]}. */
    private long bufferOffset;
    /** How many bytes of the buffer hold input. */
    private int limit;
    /** Where the next line starts, in the buffer. */
    private int position;
    private boolean started;
    private boolean ended;
    /** Where the current line starts in the buffer, or -1 before its first byte other than whitespace. */
    private int lineStart = -1;
    private int lineEnd;

    public JsonLineSplitter(InputStream in) {
        this.in = in;
    }

    /**
     * Moves to the next line that holds anything but JSON whitespace; false at the end of the input.
     * After it, {@link #offset()} is where that line's first byte other than whitespace is; after an
     * exception, where the line being read starts, or -1 before its first byte other than whitespace.
     *
     * @throws InvalidRecordException for a line longer than the limit
     */
    public boolean next() throws IOException {
        if (!started) {
            skipByteOrderMark();
        }
        lineStart = -1;
        int i = position;
        // Leading whitespace: dropped as it is passed, however long it runs.
        while (true) {
            if (i == limit) {
                position = i;
                if (!fill()) {
                    return false;
                }
                i = position;
                continue;
            }
            if (!isWhitespace(buffer[i])) {
                break;
            }
            i++;
        }
        lineStart = i;
        i++;
        while (true) {
            int end = limit;
            for (; i < end; i++) {
                if (buffer[i] == '\n') {
                    lineEnd = i;
                    position = i + 1;
                    return true;
                }
            }
            if (i - lineStart > MAX_LINE_BYTES) {
                throw new InvalidRecordException("a line longer than " + MAX_LINE_BYTES
                        + " bytes, the tool's limit of a record: each line holds one record");
            }
            position = i;
            if (!fill()) {
                // The last line needs no newline.
                lineEnd = limit;
                return true;
            }
            i = position;
        }
    }

    /** Where the current line's first byte other than whitespace is in the input, or -1 (see {@link #next()}). */
    public long offset() {
        return lineStart < 0 ? -1 : bufferOffset + lineStart;
    }

    /** The buffer that holds the current line; valid until the next call of {@link #next()}. */
    public byte[] buffer() {
        return buffer;
    }

    /** Where the current line starts in {@link #buffer()}: at its first byte other than whitespace. */
    public int start() {
        return lineStart;
    }

    /** The current line's length, from {@link #start()} to its newline (excluded). */
    public int length() {
        return lineEnd - lineStart;
    }

    /**
     * Reads more input behind what the buffer holds, first dropping what lies before the current
     * line (or before {@code position} outside a line), and growing the buffer when the line fills
     * it; moves {@code position} and {@code lineStart} along. False at the end of the input.
     */
    private boolean fill() throws IOException {
        if (ended) {
            return false;
        }
        int keep = lineStart >= 0 ? lineStart : position;
        if (keep > 0) {
            System.arraycopy(buffer, keep, buffer, 0, limit - keep);
            bufferOffset += keep;
            limit -= keep;
            position -= keep;
            if (lineStart >= 0) {
                lineStart = 0;
            }
        }
        if (limit == buffer.length) {
            // One byte past the longest line: enough to see that it is too long.
            byte[] larger = new byte[(int) Math.min(2L * buffer.length, MAX_LINE_BYTES + 1L)];
            System.arraycopy(buffer, 0, larger, 0, limit);
            buffer = larger;
        }
        int n = in.read(buffer, limit, buffer.length - limit);
        if (n < 0) {
            ended = true;
            return false;
        }
        limit += n;
        return true;
    }

    /** The policy skips a UTF-8 BOM at the start, as Jackson does; its bytes still count in the offsets. */
    private void skipByteOrderMark() throws IOException {
        started = true;
        while (limit < 3 && fill()) {
            // A trickling stream may need several reads for three bytes.
        }
        if (limit >= 3 && buffer[0] == (byte) 0xEF && buffer[1] == (byte) 0xBB && buffer[2] == (byte) 0xBF) {
            position = 3;
        }
    }

    public static boolean isWhitespace(byte b) {
        return b == ' ' || b == '\n' || b == '\r' || b == '\t';
    }
}
