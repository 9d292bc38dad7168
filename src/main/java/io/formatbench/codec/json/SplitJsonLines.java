package io.formatbench.codec.json;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.RecordReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.LongSupplier;

/**
 * JSON Lines read by a library one line at a time, as its documented call parses one JSON text: each
 * line cut on the bytes ({@link JsonLineSplitter}) and handed over where it lies in the splitter's buffer.
 * What the idiomatic readers of fastjson2 and DSL-JSON run; a failure is the one line naming the record
 * and the byte where its line starts.
 */
public final class SplitJsonLines<T> implements RecordReader<T> {

    /** A library's parse of one line. Its failures, whatever the library throws, are IOExceptions. */
    public interface LineParser<T> {
        T parse(byte[] buffer, int start, int length) throws IOException;
    }

    private final JsonLineSplitter lines;
    private final InputStream stream;
    private final LineParser<T> parser;
    private final String source;
    private final LongSupplier skipped;
    private long index;

    /** @param skipped the fields the parser's binding has skipped so far, as its unknown-field handling counts them */
    public SplitJsonLines(InputStream in, String source, LineParser<T> parser, LongSupplier skipped) {
        this.lines = new JsonLineSplitter(in);
        this.stream = in;
        this.parser = parser;
        this.source = source;
        this.skipped = skipped;
    }

    @Override
    public T read() throws IOException {
        long start = -1;
        try {
            if (!lines.next()) {
                return null;
            }
            start = lines.offset();
            T record = parser.parse(lines.buffer(), lines.start(), lines.length());
            index++;
            return record;
        } catch (BadInputException e) {
            throw e;
        } catch (IOException e) {
            throw new BadInputException(source, index, start >= 0 ? start : Math.max(lines.offset(), 0),
                    String.valueOf(e.getMessage()), e);
        }
    }

    @Override
    public long skippedFields() {
        return skipped.getAsLong();
    }

    @Override
    public void close() throws IOException {
        stream.close();
    }
}
