package io.formatbench.codec.json.framing;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.RecordReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.LongSupplier;

/**
 * What the readers of JSON Lines through a library other than Jackson share ({@link SplitJsonLines},
 * {@link ChunkedJsonLines}): the records counted, every failure the one line naming the record and the
 * byte where it starts, the fields skipped as the binding's unknown-field handling counts them.
 */
abstract class LibraryLines<T> implements RecordReader<T> {

    private final InputStream stream;
    private final String source;
    private final LongSupplier skipped;
    private long index;

    /** @param skipped the fields the parser's binding has skipped so far, as its unknown-field handling counts them */
    LibraryLines(InputStream stream, String source, LongSupplier skipped) {
        this.stream = stream;
        this.source = source;
        this.skipped = skipped;
    }

    /** The next record, or null at the end of the input. Whatever the library throws is an IOException. */
    abstract T next() throws IOException;

    /** Where a failure of {@link #next()} is: the byte where its record starts, or where the reading stood. */
    abstract long failedAt();

    @Override
    public final T read() throws IOException {
        try {
            T record = next();
            if (record != null) {
                index++;
            }
            return record;
        } catch (BadInputException e) {
            throw e;
        } catch (IOException e) {
            throw new BadInputException(source, index, failedAt(), String.valueOf(e.getMessage()), e);
        }
    }

    @Override
    public final long skippedFields() {
        return skipped.getAsLong();
    }

    @Override
    public final void close() throws IOException {
        stream.close();
    }
}
