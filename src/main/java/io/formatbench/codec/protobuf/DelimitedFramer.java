package io.formatbench.codec.protobuf;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.floor.RecordFramer;

/** Delimited protobuf's frames: a varint length, then that many bytes, jumped over. */
public final class DelimitedFramer implements RecordFramer {

    /** A varint has at most ten bytes. */
    private static final int MAX_VARINT_SHIFT = 63;

    private final Frames frames;
    private long length;
    private int shift;
    private int prefixBytes;
    /** Bytes of the frame's message still to come; -1 while its length is read. */
    private long remaining = -1;

    public DelimitedFramer(Frames frames) {
        this.frames = frames;
    }

    @Override
    public void feed(byte[] buffer, int from, int to) throws InvalidRecordException {
        int i = from;
        while (i < to) {
            if (remaining < 0) {
                int b = buffer[i++];
                length |= (long) (b & 0x7F) << shift;
                prefixBytes++;
                if (b >= 0) {
                    remaining = length;
                } else if ((shift += 7) > MAX_VARINT_SHIFT) {
                    throw new InvalidRecordException("a length prefix of more than ten bytes");
                }
            } else {
                long skipped = Math.min(remaining, to - i);
                i += (int) skipped;
                remaining -= skipped;
            }
            if (remaining == 0) {
                frames.frame(prefixBytes + length, 1);
                length = 0;
                shift = 0;
                prefixBytes = 0;
                remaining = -1;
            }
        }
    }

    @Override
    public void end() throws InvalidRecordException {
        if (remaining > 0 || prefixBytes > 0) {
            throw new InvalidRecordException("the file ends inside a record (truncated)");
        }
    }
}
