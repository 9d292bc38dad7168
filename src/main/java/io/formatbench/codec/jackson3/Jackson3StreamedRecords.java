package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * A stream of records (JSON Lines, CBOR or Smile) through a {@link Jackson3Binding}: the Jackson 3 twin of
 * {@code io.formatbench.codec.json.StreamedRecords}. Each value must be an object; the record size limit
 * opens and closes around it; every failure, Jackson 3's unchecked ones too, is the one line naming the
 * file, the record and where it starts.
 */
final class Jackson3StreamedRecords<T> implements RecordReader<T> {

    private final JsonParser parser;
    private final Jackson3Binding<T> binding;
    private final JsonUnknownFields unknown;
    private final Jackson3Positions positions;

    /** @param binary how a binary format's records lie in the input; null in JSON Lines */
    Jackson3StreamedRecords(Jackson3Policy.Opened opened, Jackson3Binding<T> binding, String source,
                            JsonUnknownFields unknown, Jackson3Positions.Binary binary) {
        this.parser = opened.parser();
        this.binding = binding;
        this.unknown = unknown;
        this.positions = new Jackson3Positions(opened, source, binary);
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
        return unknown.skipped();
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }
}
