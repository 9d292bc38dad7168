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

    /**
     * How many fields this reader has skipped so far because its schema lacks them: with
     * {@link UnknownFields#SKIP}, every field of a record that is not in the record's schema, counted
     * at the record's own level (a field that a nested message or object does not know is skipped
     * too, but not counted). With {@link UnknownFields#REJECT}, 0: such a field is bad input, except
     * to protobuf-java's library readers, which keep it as protobuf specifies, uncounted.
     */
    default long skippedFields() {
        return 0;
    }
}
