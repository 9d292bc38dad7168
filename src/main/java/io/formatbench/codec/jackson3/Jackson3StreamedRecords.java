package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.json.framing.RecordBounds;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * A stream of JSON Lines records through a {@link Jackson3Binding}: the Jackson 3 twin of
 * {@code io.formatbench.codec.json.StreamedRecords}. Each value must be an object; the record size limit
 * opens and closes around it; every failure, Jackson 3's unchecked ones too, is the one line naming the
 * file, the record and where it starts.
 */
final class Jackson3StreamedRecords<T> implements RecordReader<T> {

    private final JsonParser parser;
    private final RecordBounds limit;
    private final Jackson3Binding<T> binding;
    private final JsonUnknownFields unknown;
    private final String source;
    private long index;
    /** Where the record being read starts; -1 between records. */
    private long start = -1;

    Jackson3StreamedRecords(Jackson3Policy.Opened opened, Jackson3Binding<T> binding, String source,
                            JsonUnknownFields unknown) {
        this.parser = opened.parser();
        this.limit = opened.limit();
        this.binding = binding;
        this.source = source;
        this.unknown = unknown;
    }

    @Override
    public T read() throws IOException {
        try {
            JsonToken token = parser.nextToken();
            if (token == null) {
                return null;
            }
            start = Jackson3Tokens.tokenStart(parser);
            if (token != JsonToken.START_OBJECT) {
                throw Jackson3Tokens.notAnObject(token);
            }
            limit.recordStartsAt(start);
            T record = binding.read(parser, unknown);
            limit.recordEnded();
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
        return unknown.skipped();
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }
}
