package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
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
public final class MappedJsonLines<V, T> implements RecordReader<T> {

    /** What a reader makes of one value; it may throw for a value that breaks the schema. */
    public interface Mapping<V, T> {
        T record(V value) throws IOException;
    }

    private final JsonParser parser;
    private final MappingIterator<V> values;
    private final Mapping<V, T> mapping;
    private final LongSupplier skipped;
    private final RecordPositions positions;

    /**
     * @param values read with readValues(parser), not readValues(stream): the latter would also
     *     accept one top-level array
     * @param skipped the unknown fields skipped so far
     */
    MappedJsonLines(JsonPolicy.Opened opened, MappingIterator<V> values, String source, Mapping<V, T> mapping,
                    LongSupplier skipped) {
        this(opened, values, source, mapping, skipped, RecordFraming.JSON_LINES);
    }

    public MappedJsonLines(JsonPolicy.Opened opened, MappingIterator<V> values, String source, Mapping<V, T> mapping,
                           LongSupplier skipped, RecordFraming framing) {
        this.parser = opened.parser();
        this.values = values;
        this.mapping = mapping;
        this.skipped = skipped;
        this.positions = new RecordPositions(opened, source, framing);
    }

    @Override
    public T read() throws IOException {
        try {
            if (!values.hasNextValue()) {
                positions.inputEnded();
                return null;
            }
            positions.recordStarts(parser.currentToken());
            T record = mapping.record(values.nextValue());
            positions.recordEnded();
            return record;
        } catch (JsonProcessingException | InvalidRecordException | CharConversionException e) {
            throw positions.failure(e);
        } catch (Refused e) {
            throw positions.failure(new InvalidRecordException(e.getMessage()));
        }
    }

    /**
     * What a mapper's own part (a tree's node factory) refuses in a value it cannot throw a checked
     * exception from: the record's refusal, in one line.
     */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String reason) {
            super(reason, null, false, false);
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
