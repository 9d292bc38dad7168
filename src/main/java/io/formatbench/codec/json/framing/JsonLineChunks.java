package io.formatbench.codec.json.framing;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.Limits;
import java.io.IOException;
import java.io.InputStream;

/**
 * JSON Lines in chunks of whole lines, for a library that reads records from a byte array (fastjson2,
 * DSL-JSON): the caller's stream read into a buffer of its own, and each chunk the buffer's bytes from
 * its start to the end of the last complete line in it; the line cut by the end of a read goes to the
 * next chunk. A record is never cut, so the library reads the records of a chunk back to back, one
 * reader a chunk. The buffer is {@link IoStack#LIBRARY_BUFFER_BYTES}: its reads ask for
 * {@link IoStack#BUFFER_BYTES} or more, which a BufferedInputStream passes to the file without a copy of
 * its own.
 *
 * <p>A UTF-8 byte order mark at the start is dropped, as the JSON Lines policy skips it (offsets still
 * count it). A line longer than {@link Limits#MAX_JSON_RECORD_BYTES} is refused before it is held whole.
 */
public final class JsonLineChunks {

    private final InputStream in;
    private byte[] buffer = new byte[IoStack.LIBRARY_BUFFER_BYTES];
    /** The stream offset of {@code buffer[0]}. */
    private long offset;
    /** How many bytes of the buffer hold input. */
    private int limit;
    /** Where the current chunk ends, after its last newline: the next one starts there. */
    private int end;
    private boolean started;
    private boolean ended;

    public JsonLineChunks(InputStream in) {
        this.in = in;
    }

    /**
     * Moves to the next chunk: the bytes from {@link #buffer()}'s start to {@link #end()}, whole lines,
     * the last one without its newline at the end of the input. False at the end of the input.
     *
     * @throws InvalidRecordException for a line longer than the limit
     */
    public boolean next() throws IOException {
        dropChunk();
        int scanned = 0;
        while (true) {
            int newline = lastNewline(scanned, limit);
            if (newline >= 0) {
                end = newline + 1;
                return true;
            }
            scanned = limit;
            if (!fill()) {
                end = limit;
                return limit > 0;
            }
        }
    }

    /** The buffer: the chunk is its bytes from index 0 to {@link #end()}, valid until the next {@link #next()}. */
    public byte[] buffer() {
        return buffer;
    }

    public int end() {
        return end;
    }

    /** The stream offset of the buffer's first byte: where a record at index {@code i} starts is this plus {@code i}. */
    public long offset() {
        return offset;
    }

    private static boolean isLineEnd(byte b) {
        return b == '\n';
    }

    private int lastNewline(int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (isLineEnd(buffer[i])) {
                return i;
            }
        }
        return -1;
    }

    /** Moves the bytes after the chunk handed out to the buffer's start. */
    private void dropChunk() {
        if (end > 0) {
            System.arraycopy(buffer, end, buffer, 0, limit - end);
            offset += end;
            limit -= end;
            end = 0;
        }
    }

    /** Reads more behind what the buffer holds, growing it when a line fills it; false at the end of the input. */
    private boolean fill() throws IOException {
        if (ended) {
            return false;
        }
        if (buffer.length - limit < IoStack.BUFFER_BYTES) {
            if (limit > Limits.MAX_JSON_RECORD_BYTES) {
                throw new InvalidRecordException("a line longer than " + Limits.MAX_JSON_RECORD_BYTES
                        + " bytes, the tool's limit of a JSON record: each line holds one record");
            }
            byte[] larger = new byte[2 * buffer.length];
            System.arraycopy(buffer, 0, larger, 0, limit);
            buffer = larger;
        }
        int n = in.read(buffer, limit, buffer.length - limit);
        if (n < 0) {
            ended = true;
            return false;
        }
        limit += n;
        if (!started) {
            dropByteOrderMark();
        }
        return true;
    }

    /** The policy skips a UTF-8 BOM at the start; its bytes still count in the offsets. */
    private void dropByteOrderMark() throws IOException {
        while (limit < 3 && !ended) {
            int n = in.read(buffer, limit, buffer.length - limit);
            if (n < 0) {
                ended = true;
            } else {
                limit += n;
            }
        }
        started = true;
        if (limit >= 3 && buffer[0] == (byte) 0xEF && buffer[1] == (byte) 0xBB && buffer[2] == (byte) 0xBF) {
            end = 3;
            dropChunk();
        }
    }
}
