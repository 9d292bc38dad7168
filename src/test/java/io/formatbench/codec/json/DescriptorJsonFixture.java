package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Writing and reading one record through a {@link DescriptorJsonBinding}, and JsonFormat's own text of it
 * (by ProtobufJsonCodec's printer: .proto names, every field without presence). */
final class DescriptorJsonFixture {

    static final JsonFactory JSON = JsonPolicy.newFactory();
    /** ProtobufJsonCodec's printer, whose output the dataset's JSON Lines are. */
    private static final JsonFormat.Printer PRINTER = JsonFormat.printer().preservingProtoFieldNames()
            .omittingInsignificantWhitespace().alwaysPrintFieldsWithNoPresence();

    private DescriptorJsonFixture() {}

    static String printed(Message message) {
        try {
            return PRINTER.print(message);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static <M extends Message> byte[] written(JsonFactory factory, DescriptorJsonBinding<M> binding, M message)
            throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // As the codecs do: the binding prepares each generator it is given before its first record.
        try (JsonGenerator generator = binding.prepared(factory.createGenerator(out, JsonEncoding.UTF8))) {
            binding.write(generator, message);
        }
        return out.toByteArray();
    }

    static <M extends Message> M read(JsonFactory factory, DescriptorJsonBinding<M> binding, byte[] record,
                                      JsonUnknownFields unknown) throws IOException {
        try (JsonParser parser = factory.createParser(record)) {
            JsonToken first = parser.nextToken();
            if (first != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException("not an object: " + first);
            }
            M message = binding.read(parser, unknown);
            if (parser.currentToken() != JsonToken.END_OBJECT) {
                throw new IllegalStateException("the binding left the parser on " + parser.currentToken());
            }
            return message;
        }
    }

    static <M extends Message> M read(DescriptorJsonBinding<M> binding, String json) throws IOException {
        return read(JSON, binding, json.getBytes(StandardCharsets.UTF_8), JsonUnknownFields.REJECT);
    }
}
