package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.util.ByteArrayBuilder;

/**
 * The Jackson 3 streaming codecs in memory (JSON, CBOR, Smile), as jackson-streaming's is: one output buffer, reset for every
 * message. Jackson 3's unchecked exceptions leave here as the checked ones a message codec throws.
 */
final class Jackson3StreamingMessages<T> implements MessageCodec<T> {

    private final TokenStreamFactory factory;
    private final Jackson3Binding<T> binding;
    private final ByteArrayBuilder buffer = new ByteArrayBuilder();

    Jackson3StreamingMessages(TokenStreamFactory factory, Jackson3Binding<T> binding) {
        this.factory = factory;
        this.binding = binding;
    }

    @Override
    public byte[] encode(T record) throws IOException {
        buffer.reset();
        try (JsonGenerator generator = factory.createGenerator(buffer, JsonEncoding.UTF8)) {
            binding.write(generator, record);
        } catch (JacksonException e) {
            throw Jackson3Errors.writeFailure(e);
        }
        return buffer.toByteArray();
    }

    @Override
    public T decode(byte[] message) throws IOException {
        try (JsonParser parser = factory.createParser(message)) {
            JsonToken token = parser.nextToken();
            if (token != JsonToken.START_OBJECT) {
                throw Jackson3Tokens.notAnObject(token);
            }
            return binding.read(parser, JsonUnknownFields.REJECT);
        } catch (JacksonException e) {
            throw Jackson3Errors.readFailure(e);
        }
    }

    @Override
    public byte[] encodeList(List<T> records) throws IOException {
        buffer.reset();
        try (JsonGenerator generator = factory.createGenerator(buffer, JsonEncoding.UTF8)) {
            generator.writeStartArray(records, records.size());
            for (T record : records) {
                binding.write(generator, record);
            }
            generator.writeEndArray();
        } catch (JacksonException e) {
            throw Jackson3Errors.writeFailure(e);
        }
        return buffer.toByteArray();
    }

    @Override
    public List<T> decodeList(byte[] message) throws IOException {
        try (JsonParser parser = factory.createParser(message)) {
            JsonToken token = parser.nextToken();
            if (token != JsonToken.START_ARRAY) {
                throw new InvalidRecordException("expected a JSON array, found " + Jackson3Tokens.describe(token));
            }
            List<T> records = new ArrayList<>();
            while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
                if (token != JsonToken.START_OBJECT) {
                    throw Jackson3Tokens.notAnObject(token);
                }
                records.add(binding.read(parser, JsonUnknownFields.REJECT));
            }
            return records;
        } catch (JacksonException e) {
            throw Jackson3Errors.readFailure(e);
        }
    }
}
