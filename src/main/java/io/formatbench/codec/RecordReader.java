package io.formatbench.codec;

import java.io.Closeable;
import java.io.IOException;

/**
 * Reads records one at a time from a stream it owns, never holding more than one record. Readers are
 * strict: anything but a well-formed record or a clean end of input is a {@link BadInputException}.
 */
public interface RecordReader<T> extends Closeable {

    /** The next record, or {@code null} at a clean end of input. */
    T read() throws IOException;
}
