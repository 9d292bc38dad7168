package io.formatbench.codec.floor;

import io.formatbench.codec.InvalidRecordException;

/**
 * Finds where the records of one format's file end, fed the file in pieces of any size, without
 * decoding one: the framing of the format's I/O floor ({@link Floors}). Each frame it finds goes to the
 * {@link Frames} it was made with.
 */
public interface RecordFramer {

    /** What a framer finds: the frames, each of some bytes holding some records (one, or an Avro block's). */
    interface Frames {
        void frame(long bytes, long records);
    }

    /** The next piece of the file, {@code buffer[from, to)}. */
    void feed(byte[] buffer, int from, int to) throws InvalidRecordException;

    /** The file ended: refused when it ends inside a frame. */
    void end() throws InvalidRecordException;
}
