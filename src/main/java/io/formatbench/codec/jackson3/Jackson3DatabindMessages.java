package io.formatbench.codec.jackson3;

import io.formatbench.codec.MessageCodec;
import java.io.IOException;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

/**
 * The jackson3-databind codec in memory, as jackson-databind's: writeValueAsBytes and readValue, with an
 * ObjectWriter and ObjectReader made once. Jackson 3's FAIL_ON_TRAILING_TOKENS (on) refuses a message
 * with anything after its value, which Jackson 2's readValue ignores.
 */
final class Jackson3DatabindMessages<T> implements MessageCodec<T> {

    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final ObjectWriter listWriter;
    private final ObjectReader listReader;

    Jackson3DatabindMessages(ObjectMapper mapper, Class<T> type) {
        this.writer = mapper.writerFor(type);
        this.reader = mapper.readerFor(type);
        this.listWriter = mapper.writerFor(mapper.getTypeFactory().constructCollectionType(List.class, type));
        this.listReader = mapper.readerForListOf(type);
    }

    @Override
    public byte[] encode(T record) throws IOException {
        try {
            return writer.writeValueAsBytes(record);
        } catch (JacksonException e) {
            throw Jackson3Errors.writeFailure(e);
        }
    }

    @Override
    public T decode(byte[] message) throws IOException {
        try {
            return reader.readValue(message);
        } catch (JacksonException e) {
            throw Jackson3Errors.readFailure(e);
        }
    }

    @Override
    public byte[] encodeList(List<T> records) throws IOException {
        try {
            return listWriter.writeValueAsBytes(records);
        } catch (JacksonException e) {
            throw Jackson3Errors.writeFailure(e);
        }
    }

    @Override
    public List<T> decodeList(byte[] message) throws IOException {
        try {
            return listReader.readValue(message);
        } catch (JacksonException e) {
            throw Jackson3Errors.readFailure(e);
        }
    }
}
