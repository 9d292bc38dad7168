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
 * JSON Lines (or CBOR, or Smile) through a databind {@link MappingIterator}: the framing the databind readers share
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
    private final InputEnd end;
    private long index;
    /**
     * Where the last record ended, in a binary format, whose records follow each other with nothing
     * between: where the next one starts. -1 before the first record (after Smile's header, which the
     * parser reads with it), and in JSON, where whitespace may lie between records.
     */
    private long lastEnd = -1;
    private final boolean contiguous;

    /**
     * @param values read with readValues(parser), not readValues(stream): the latter would also
     *     accept one top-level array
     * @param skipped the unknown fields skipped so far
     */
    MappedJsonLines(JsonPolicy.Opened opened, MappingIterator<V> values, String source, Mapping<V, T> mapping,
                    LongSupplier skipped) {
        this(opened, values, source, mapping, skipped, InputEnd.NONE);
    }

    /** @param end what is checked where the parser says the input ends: {@link InputEnd#NONE} for JSON only */
    MappedJsonLines(JsonPolicy.Opened opened, MappingIterator<V> values, String source, Mapping<V, T> mapping,
                    LongSupplier skipped, InputEnd end) {
        this.parser = opened.parser();
        this.limit = opened.limit();
        this.values = values;
        this.source = source;
        this.mapping = mapping;
        this.skipped = skipped;
        this.end = end;
        this.contiguous = end != InputEnd.NONE;
    }

    @Override
    public T read() throws IOException {
        long start = -1;
        try {
            if (!values.hasNextValue()) {
                end.check(parser, source, index);
                return null;
            }
            // Smile's token locations drift when its input arrives in small reads; records follow each other.
            start = lastEnd >= 0 ? lastEnd : JsonTokens.tokenStart(parser);
            if (parser.currentToken() != JsonToken.START_OBJECT) {
                throw JsonLines.notAnObject(parser.currentToken());
            }
            limit.recordStartsAt(start);
            V value = values.nextValue();
            limit.recordEnded();
            if (contiguous) {
                lastEnd = parser.currentLocation().getByteOffset();
            }
            T record = mapping.record(value);
            index++;
            return record;
        } catch (JsonProcessingException | InvalidRecordException | CharConversionException e) {
            throw JsonErrors.forRecord(source, index, start >= 0 ? start : lastEnd, e);
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
