package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.MappingIterator;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordReader;
import java.io.CharConversionException;
import java.io.IOException;
import java.util.function.LongSupplier;

/**
 * JSON Lines through a databind {@link MappingIterator}: the framing both databind readers share
 * (each value an object, the record size limit, one-line errors naming the record and where it
 * starts), with what each makes of a value: jackson-databind its record, jackson-json-schema a tree
 * it validates before mapping.
 */
final class MappedJsonLines<V, T> implements RecordReader<T> {

    /** What a reader makes of one value; it may throw for a value that breaks the schema. */
    interface Mapping<V, T> {
        T record(V value) throws IOException;
    }

    private final JsonParser parser;
    private final RecordBounds limit;
    private final MappingIterator<V> values;
    private final String source;
    private final Mapping<V, T> mapping;
    private final LongSupplier skipped;
    private long index;

    /**
     * @param values read with readValues(parser), not readValues(stream): the latter would also
     *     accept one top-level array
     * @param skipped the unknown fields skipped so far
     */
    MappedJsonLines(JsonPolicy.Opened opened, MappingIterator<V> values, String source, Mapping<V, T> mapping,
                    LongSupplier skipped) {
        this.parser = opened.parser();
        this.limit = opened.limit();
        this.values = values;
        this.source = source;
        this.mapping = mapping;
        this.skipped = skipped;
    }

    @Override
    public T read() throws IOException {
        long start = -1;
        try {
            if (!values.hasNextValue()) {
                return null;
            }
            start = JsonTokens.tokenStart(parser);
            if (parser.currentToken() != JsonToken.START_OBJECT) {
                throw JsonLines.notAnObject(parser.currentToken());
            }
            limit.recordStartsAt(start);
            V value = values.nextValue();
            limit.recordEnded();
            T record = mapping.record(value);
            index++;
            return record;
        } catch (JsonProcessingException | InvalidRecordException | CharConversionException e) {
            throw JsonErrors.forRecord(source, index, start, e);
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
