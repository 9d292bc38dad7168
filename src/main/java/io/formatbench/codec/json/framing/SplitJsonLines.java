package io.formatbench.codec.json.framing;

import java.io.IOException;
import java.io.InputStream;
import java.util.function.LongSupplier;

/**
 * JSON Lines read by a library one line at a time, as its documented call parses one JSON text: each
 * line cut on the bytes ({@link JsonLineSplitter}) and handed over where it lies in the splitter's buffer.
 * What the idiomatic readers of fastjson2 and DSL-JSON run; a failure is the one line naming the record
 * and the byte where its line starts.
 */
public final class SplitJsonLines<T> extends LibraryLines<T> {

    /** A library's parse of one line. Its failures, whatever the library throws, are IOExceptions. */
    public interface LineParser<T> {
        T parse(byte[] buffer, int start, int length) throws IOException;
    }

    private final JsonLineSplitter lines;
    private final LineParser<T> parser;
    private long start;

    /** @param skipped the fields the parser's binding has skipped so far, as its unknown-field handling counts them */
    public SplitJsonLines(InputStream in, String source, LineParser<T> parser, LongSupplier skipped) {
        super(in, source, skipped);
        this.lines = new JsonLineSplitter(in);
        this.parser = parser;
    }

    @Override
    T next() throws IOException {
        start = -1;
        if (!lines.next()) {
            return null;
        }
        start = lines.offset();
        return parser.parse(lines.buffer(), lines.start(), lines.length());
    }

    @Override
    long failedAt() {
        return start >= 0 ? start : Math.max(lines.offset(), 0);
    }
}
