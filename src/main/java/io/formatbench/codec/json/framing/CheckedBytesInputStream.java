package io.formatbench.codec.json.framing;

import java.io.IOException;
import java.io.InputStream;

/**
 * A stream that checks the bytes it passes to Jackson and names the first bad one by its offset.
 *
 * <p>Jackson reads ahead by a buffer, so failing as soon as a bad byte is seen would blame an
 * earlier record. Instead the stream hands over the valid bytes before the bad sequence and fails
 * on the next read, which comes when the parser reaches the record that holds it. Skipped bytes are
 * checked too.
 */
public abstract class CheckedBytesInputStream extends ForwardOnlyInputStream {

    /** Position in the stream of the next byte to check. */
    private long position;
    private InvalidUtf8Exception failure;

    protected CheckedBytesInputStream(InputStream in) {
        super(in);
    }

    /**
     * Checks {@code buffer[from, to)}, whose first byte is at {@code position} in the stream.
     *
     * @return null if all is well so far, else the first bad sequence (it may have begun in an earlier read)
     */
    protected abstract InvalidUtf8Exception check(byte[] buffer, int from, int to, long position);

    /** What is wrong with the input ending here, or null. */
    protected abstract InvalidUtf8Exception checkEnd();

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (failure != null) {
            throw failure;
        }
        int n = in.read(buffer, offset, length);
        if (n < 0) {
            failure = checkEnd();
            if (failure != null) {
                throw failure;
            }
            return n;
        }
        if (n == 0) {
            return n;
        }
        InvalidUtf8Exception bad = check(buffer, offset, offset + n, position);
        if (bad == null) {
            position += n;
            return n;
        }
        failure = bad;
        int valid = (int) Math.max(0, bad.offset() - position);
        position += valid;
        if (valid == 0) {
            throw failure;
        }
        return valid;
    }

    @Override
    public long skip(long n) throws IOException {
        byte[] scratch = new byte[(int) Math.min(Math.max(n, 0), 8192)];
        long skipped = 0;
        while (skipped < n) {
            int read = read(scratch, 0, (int) Math.min(scratch.length, n - skipped));
            if (read < 0) {
                break;
            }
            skipped += read;
        }
        return skipped;
    }
}
