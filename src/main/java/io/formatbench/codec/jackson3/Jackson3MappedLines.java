package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordReader;
import java.io.IOException;
import java.util.function.LongSupplier;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.MappingIterator;

/**
 * JSON Lines (or CBOR, or Smile) through a Jackson 3 databind {@link MappingIterator}: the Jackson 3 twin of
 * {@code io.formatbench.codec.json.MappedJsonLines}. Each value an object, the record size limit around
 * it, one-line errors naming the file, the record and where it starts.
 */
final class Jackson3MappedLines<T> implements RecordReader<T> {

    private final JsonParser parser;
    private final MappingIterator<T> values;
    private final LongSupplier skipped;
    private final Jackson3Positions positions;

    /**
     * @param values read with readValues(parser): readValues(stream) would also accept one top-level array
     * @param binary how a binary format's records lie in the input; null in JSON Lines
     */
    Jackson3MappedLines(Jackson3Policy.Opened opened, MappingIterator<T> values, String source, LongSupplier skipped,
                        Jackson3Positions.Binary binary) {
        this.parser = opened.parser();
        this.values = values;
        this.skipped = skipped;
        this.positions = new Jackson3Positions(opened, source, binary);
    }

    @Override
    public T read() throws IOException {
        try {
            if (!values.hasNextValue()) {
                positions.inputEnded();
                return null;
            }
            positions.recordStarts(parser.currentToken());
            T record = values.nextValue();
            positions.recordEnded();
            return record;
        } catch (InvalidRecordException e) {
            throw positions.failure(e);
        } catch (JacksonException e) {
            Exception cause = Jackson3Errors.unwrapped(e);
            if (cause instanceof IOException io && !Jackson3Errors.isBadInput(io)) {
                throw io;
            }
            throw positions.failure(cause);
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
