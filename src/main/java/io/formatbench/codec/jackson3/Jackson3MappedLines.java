package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordReader;
import java.io.IOException;
import java.util.function.LongSupplier;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.MappingIterator;

/**
 * JSON Lines through a Jackson 3 databind {@link MappingIterator}: the Jackson 3 twin of
 * {@code io.formatbench.codec.json.MappedJsonLines}. Each value an object, the record size limit around
 * it, one-line errors naming the file, the record and where it starts.
 */
final class Jackson3MappedLines<T> implements RecordReader<T> {

    private final JsonParser parser;
    private final Jackson3Policy.Opened opened;
    private final MappingIterator<T> values;
    private final LongSupplier skipped;
    private final String source;
    private long index;
    /** Where the record being read starts; -1 between records. */
    private long start = -1;

    /** @param values read with readValues(parser): readValues(stream) would also accept one top-level array */
    Jackson3MappedLines(Jackson3Policy.Opened opened, MappingIterator<T> values, String source, LongSupplier skipped) {
        this.opened = opened;
        this.parser = opened.parser();
        this.values = values;
        this.source = source;
        this.skipped = skipped;
    }

    @Override
    public T read() throws IOException {
        try {
            if (!values.hasNextValue()) {
                return null;
            }
            start = Jackson3Tokens.tokenStart(parser);
            if (parser.currentToken() != JsonToken.START_OBJECT) {
                throw Jackson3Tokens.notAnObject(parser.currentToken());
            }
            opened.limit().recordStartsAt(start);
            T record = values.nextValue();
            opened.limit().recordEnded();
            index++;
            start = -1;
            return record;
        } catch (InvalidRecordException e) {
            throw Jackson3Errors.forRecord(source, index, start, e);
        } catch (JacksonException e) {
            Exception cause = Jackson3Errors.unwrapped(e);
            if (cause instanceof IOException io && !Jackson3Errors.isBadInput(io)) {
                throw io;
            }
            throw Jackson3Errors.forRecord(source, index, start, cause);
        }
    }

    @Override
    public long skippedFields() {
        return skipped.getAsLong();
    }

    @Override
    public void close() throws IOException {
        try (parser) {
            values.close();
        }
    }
}
