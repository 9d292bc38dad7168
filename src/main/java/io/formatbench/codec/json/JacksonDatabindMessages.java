package io.formatbench.codec.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.formatbench.codec.MessageCodec;
import java.io.IOException;
import java.util.List;

/**
 * The jackson-databind codec in memory, as its documentation shows: writeValueAsBytes and
 * readValue, with an ObjectWriter and ObjectReader made once from the codec's own mapper (they are
 * immutable and thread-safe, and making one per call is the known way to make databind slow).
 */
public final class JacksonDatabindMessages<T> implements MessageCodec<T> {

    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final ObjectWriter listWriter;
    private final ObjectReader listReader;

    public JacksonDatabindMessages(ObjectMapper mapper, Class<T> type) {
        this.writer = mapper.writerFor(type);
        this.reader = mapper.readerFor(type);
        this.listWriter = mapper.writerFor(mapper.getTypeFactory().constructCollectionType(List.class, type));
        this.listReader = mapper.readerForListOf(type);
    }

    @Override
    public byte[] encode(T record) throws IOException {
        return writer.writeValueAsBytes(record);
    }

    @Override
    public T decode(byte[] message) throws IOException {
        return reader.readValue(message);
    }

    @Override
    public byte[] encodeList(List<T> records) throws IOException {
        return listWriter.writeValueAsBytes(records);
    }

    @Override
    public List<T> decodeList(byte[] message) throws IOException {
        return listReader.readValue(message);
    }
}
