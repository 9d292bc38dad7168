package io.formatbench.codec.protobuf;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Watches the bytes that parseDelimitedFrom pulls through it and enforces {@link Frames}' rules,
 * which parseDelimitedFrom does not: it truncates a length prefix to 32 bits, reads a negative one
 * as an empty message, and parses a record that the end of the file cut short as if it were whole.
 * parseDelimitedFrom reads the prefix a byte at a time and the body in bulk, so the guard costs a
 * few branches per record, not per byte.
 */
final class DelimitedFrameGuard extends FilterInputStream {

    private final String source;
    private long position;
    private long recordIndex;
    private long frameStart;
    private long prefixValue;
    private int prefixBytes;
    private boolean inBody;
    private long declaredLength;
    private long bodyRemaining;

    DelimitedFrameGuard(InputStream in, String source) {
        super(in);
        this.source = source;
    }

    long recordIndex() {
        return recordIndex;
    }

    /** Where the current record starts, or the next one if none is being read. */
    long frameStart() {
        return inBody || prefixBytes > 0 ? frameStart : position;
    }

    /** Fails if the parser stopped before the end of the record's declared length. */
    void requireFrameComplete() throws IOException {
        if (inBody) {
            throw Frames.shortRecord(source, recordIndex, frameStart, declaredLength, declaredLength - bodyRemaining);
        }
    }

    @Override
    public int read() throws IOException {
        int b = in.read();
        if (b < 0) {
            endOfInput();
            return -1;
        }
        position++;
        if (inBody) {
            consumeBody(1);
        } else {
            consumePrefix(b);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (!inBody) {
            if (length == 0) {
                return 0;
            }
            int b = read();
            if (b < 0) {
                return -1;
            }
            buffer[offset] = (byte) b;
            return 1;
        }
        int n = in.read(buffer, offset, (int) Math.min(length, bodyRemaining));
        if (n < 0) {
            endOfInput();
            return -1;
        }
        position += n;
        consumeBody(n);
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        if (!inBody || n <= 0) {
            return 0;
        }
        long skipped = in.skip(Math.min(n, bodyRemaining));
        if (skipped <= 0) {
            // skip() may return 0 at the end of input or for no reason; read() tells which.
            return read() < 0 ? 0 : 1;
        }
        position += skipped;
        consumeBody(skipped);
        return skipped;
    }

    @Override
    public int available() throws IOException {
        return inBody ? (int) Math.min(in.available(), bodyRemaining) : 0;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    private void endOfInput() throws IOException {
        if (inBody) {
            throw Frames.truncatedBody(source, recordIndex, frameStart, declaredLength, declaredLength - bodyRemaining);
        }
        if (prefixBytes > 0) {
            throw Frames.truncatedPrefix(source, recordIndex, frameStart);
        }
    }

    private void consumePrefix(int b) throws IOException {
        if (prefixBytes == 0) {
            frameStart = position - 1;
        }
        if (Frames.overflows(prefixBytes, b)) {
            throw Frames.malformedPrefix(source, recordIndex, frameStart);
        }
        prefixValue |= (long) (b & 0x7F) << (7 * prefixBytes);
        prefixBytes++;
        if ((b & 0x80) != 0) {
            return;
        }
        declaredLength = Frames.checkedLength(prefixValue, source, recordIndex, frameStart);
        bodyRemaining = declaredLength;
        inBody = true;
        prefixValue = 0;
        prefixBytes = 0;
    }

    private void consumeBody(long n) {
        bodyRemaining -= n;
        if (bodyRemaining == 0) {
            inBody = false;
            recordIndex++;
        }
    }
}
