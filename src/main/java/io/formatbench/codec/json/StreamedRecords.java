package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordReader;
import java.io.CharConversionException;
import java.io.IOException;

/**
 * A stream of root objects through a {@link JsonBinding}: the streaming reader of every Jackson format
 * (JSON Lines, CBOR, Smile). Each value must be an object; the record size limit opens and closes
 * around it; every failure is the one line naming the record and where it starts.
 */
final class StreamedRecords<T> implements RecordReader<T> {

    private final JsonParser parser;
    private final RecordBounds limit;
    private final JsonBinding<T> binding;
    private final String source;
    private final JsonUnknownFields unknown;
    private final InputEnd end;
    private long index;
    /**
     * Where the last record ended, in a binary format, whose records follow each other with nothing
     * between: where the next one starts. -1 before the first record (after Smile's header, which the
     * parser reads with it), and in JSON, where whitespace may lie between records.
     */
    private long lastEnd = -1;
    private final boolean contiguous;

    /** @param end what is checked where the parser says the input ends: {@link InputEnd#NONE} for JSON only */
    StreamedRecords(JsonPolicy.Opened opened, JsonBinding<T> binding, String source, JsonUnknownFields unknown,
                    InputEnd end) {
        this.parser = opened.parser();
        this.limit = opened.limit();
        this.binding = binding;
        this.source = source;
        this.unknown = unknown;
        this.end = end;
        this.contiguous = end != InputEnd.NONE;
    }

    @Override
    public T read() throws IOException {
        long start = -1;
        try {
            JsonToken token = parser.nextToken();
            if (token == null) {
                end.check(parser, source, index);
                return null;
            }
            // Smile's token locations drift when its input arrives in small reads; records follow each other.
            start = lastEnd >= 0 ? lastEnd : JsonTokens.tokenStart(parser);
            if (token != JsonToken.START_OBJECT) {
                throw JsonLines.notAnObject(token);
            }
            limit.recordStartsAt(start);
            T record = binding.read(parser, unknown);
            limit.recordEnded();
            if (contiguous) {
                lastEnd = parser.currentLocation().getByteOffset();
            }
            index++;
            return record;
        } catch (JsonProcessingException | InvalidRecordException | CharConversionException e) {
            throw JsonErrors.forRecord(source, index, start >= 0 ? start : lastEnd, e);
        }
    }

    @Override
    public long skippedFields() {
        return unknown.skipped();
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }
}
