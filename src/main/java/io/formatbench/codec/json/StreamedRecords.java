package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.CharConversionException;
import java.io.IOException;

/**
 * A stream of root objects through a {@link JsonBinding}: the streaming reader of every Jackson format
 * (JSON Lines, CBOR, Smile). Each value must be an object; the record size limit opens and closes
 * around it; every failure is the one line naming the record and where it starts.
 */
public final class StreamedRecords<T> implements RecordReader<T> {

    private final JsonParser parser;
    private final JsonBinding<T> binding;
    private final JsonUnknownFields unknown;
    private final RecordPositions positions;

    public StreamedRecords(JsonPolicy.Opened opened, JsonBinding<T> binding, String source, JsonUnknownFields unknown,
                           RecordFraming framing) {
        this.parser = opened.parser();
        this.binding = binding;
        this.unknown = unknown;
        this.positions = new RecordPositions(opened, source, framing);
    }

    @Override
    public T read() throws IOException {
        try {
            JsonToken token = parser.nextToken();
            if (token == null) {
                positions.inputEnded();
                return null;
            }
            positions.recordStarts(token);
            T record = binding.read(parser, unknown);
            positions.recordEnded();
            return record;
        } catch (JsonProcessingException | InvalidRecordException | CharConversionException e) {
            throw positions.failure(e);
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
