package io.formatbench.codec.json.framing;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.Limits;
import java.io.IOException;
import java.io.InputStream;

/**
 * Bounds the bytes one JSON record may take, between the stream and Jackson. Jackson's own limits
 * bound each string and the nesting, not a record: a record of a million small values (a list of
 * labels on one line) would be read whole into memory and end in an OutOfMemoryError. The reader
 * says where each record starts and when it ended; while a record is open, a read past
 * {@link Limits#MAX_JSON_RECORD_BYTES} from its start, plus what the parser reads ahead, fails with
 * an {@link InvalidRecordException}, which the reader turns into the one-line error of that record.
 * Between records nothing is counted: whitespace there costs no memory. Strict reads only, like the
 * rest of the tool's policy: a library read reads a file just checked against its manifest.
 */
public final class RecordSizeLimit extends ForwardOnlyInputStream implements RecordBounds {

    /** More than Jackson reads ahead (an 8000-byte buffer): the record's start is known only once its buffer is in. */
    static final int READ_AHEAD = 64 * 1024;

    /** Bytes handed to the parser so far: the offsets Jackson counts. */
    private long position;
    /** The first position a read may not reach while a record is open. */
    private long end = Long.MAX_VALUE;

    public RecordSizeLimit(InputStream in) {
        super(in);
    }

    @Override
    public void recordStartsAt(long offset) {
        end = offset + Limits.MAX_JSON_RECORD_BYTES + READ_AHEAD;
    }

    @Override
    public void recordEnded() {
        end = Long.MAX_VALUE;
    }

    @Override
    public int read() throws IOException {
        requireRoom();
        int b = in.read();
        if (b >= 0) {
            position++;
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        requireRoom();
        int n = in.read(buffer, offset, (int) Math.min(length, end - position));
        if (n > 0) {
            position += n;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        requireRoom();
        long skipped = in.skip(Math.min(n, end - position));
        position += skipped;
        return skipped;
    }

    private void requireRoom() throws InvalidRecordException {
        if (position >= end) {
            throw new InvalidRecordException("the record is longer than " + Limits.MAX_JSON_RECORD_BYTES
                    + " bytes, the tool's limit of a JSON record");
        }
    }
}
