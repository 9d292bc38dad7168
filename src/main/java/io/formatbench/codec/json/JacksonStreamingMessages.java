package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.json.proto3.JsonTokens;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The jackson-streaming codec in memory: the same factory and {@link JsonBinding} as its file
 * reader and writer. Tuned like them: one output buffer per thread, reset for every message, so that
 * only the returned array is new.
 */
public final class JacksonStreamingMessages<T> implements MessageCodec<T> {

    private final JsonFactory factory;
    private final JsonBinding<T> binding;
    // ByteArrayBuilder.close() does nothing, so the generator's close leaves it usable.
    private final ByteArrayBuilder buffer = new ByteArrayBuilder();

    public JacksonStreamingMessages(JsonFactory factory, JsonBinding<T> binding) {
        this.factory = factory;
        this.binding = binding;
    }

    @Override
    public byte[] encode(T record) throws IOException {
        buffer.reset();
        try (JsonGenerator generator = binding.prepared(factory.createGenerator(buffer, JsonEncoding.UTF8))) {
            binding.write(generator, record);
        }
        return buffer.toByteArray();
    }

    @Override
    public T decode(byte[] message) throws IOException {
        try (JsonParser parser = factory.createParser(message)) {
            JsonToken token = parser.nextToken();
            if (token != JsonToken.START_OBJECT) {
                throw JsonTokens.notAnObject(token);
            }
            return binding.read(parser, JsonUnknownFields.REJECT);
        }
    }

    @Override
    public byte[] encodeList(List<T> records) throws IOException {
        buffer.reset();
        try (JsonGenerator generator = binding.prepared(factory.createGenerator(buffer, JsonEncoding.UTF8))) {
            // With its size, as databind writes a list: CBOR then writes a definite-length array, the same bytes.
            generator.writeStartArray(records, records.size());
            for (T record : records) {
                binding.write(generator, record);
            }
            generator.writeEndArray();
        }
        return buffer.toByteArray();
    }

    @Override
    public List<T> decodeList(byte[] message) throws IOException {
        try (JsonParser parser = factory.createParser(message)) {
            JsonToken token = parser.nextToken();
            if (token != JsonToken.START_ARRAY) {
                throw new InvalidRecordException("expected a JSON array, found " + JsonTokens.describe(token));
            }
            List<T> records = new ArrayList<>();
            while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
                if (token != JsonToken.START_OBJECT) {
                    throw JsonTokens.notAnObject(token);
                }
                records.add(binding.read(parser, JsonUnknownFields.REJECT));
            }
            return records;
        }
    }
}
