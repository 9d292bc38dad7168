package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.dataset.RecordBindings;
import io.formatbench.generated.GeneratedRecords;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Writing and reading one record through the JSON binding the build generated for its message, in
 * terms of protoc's messages (the record of a message in, the message of a record out), and JsonFormat's
 * own text of a message (by ProtobufJsonCodec's printer: .proto names, every field without presence).
 */
final class GeneratedJsonFixture {

    static final JsonFactory JSON = JsonPolicy.newFactory();
    /** ProtobufJsonCodec's printer. */
    private static final JsonFormat.Printer PRINTER = JsonFormat.printer().preservingProtoFieldNames()
            .omittingInsignificantWhitespace().alwaysPrintFieldsWithNoPresence();

    private GeneratedJsonFixture() {}

    static String printed(Message message) {
        try {
            return PRINTER.print(message);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * JsonFormat's text of the message with Jackson's escaping, which the bindings keep (its default, what a
     * Jackson user writes): the same document, its strings escaped by Jackson instead of by JsonFormat
     * (which also escapes {@code < > & = '}, and writes a character outside the BMP as itself).
     */
    static String printedByJackson(Message message) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonParser parser = JSON.createParser(printed(message));
             JsonGenerator generator = JSON.createGenerator(out, JsonEncoding.UTF8)) {
            parser.nextToken();
            generator.copyCurrentStructure(parser);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @SuppressWarnings("unchecked")
    static <T, M extends Message> RecordBindings<T, M> bindings(M message) {
        return (RecordBindings<T, M>) GeneratedRecords.of(message.getDescriptorForType().getFullName()).orElseThrow();
    }

    static <T, M extends Message> byte[] written(JsonFactory factory, M message) throws IOException {
        RecordBindings<T, M> bindings = bindings(message);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // As the codecs do: the binding prepares each generator it is given before its first record.
        try (JsonGenerator generator = bindings.json().prepared(factory.createGenerator(out, JsonEncoding.UTF8))) {
            bindings.json().write(generator, bindings.fromMessage(message));
        }
        return out.toByteArray();
    }

    /** The message of the record the binding of {@code prototype}'s type reads from {@code record}. */
    static <T, M extends Message> M read(JsonFactory factory, M prototype, byte[] record, JsonUnknownFields unknown)
            throws IOException {
        RecordBindings<T, M> bindings = bindings(prototype);
        try (JsonParser parser = factory.createParser(record)) {
            JsonToken first = parser.nextToken();
            if (first != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException("not an object: " + first);
            }
            T read = bindings.json().read(parser, unknown);
            if (parser.currentToken() != JsonToken.END_OBJECT) {
                throw new IllegalStateException("the binding left the parser on " + parser.currentToken());
            }
            return bindings.toMessage(read);
        }
    }

    static <M extends Message> M read(M prototype, String json) throws IOException {
        return read(JSON, prototype, json.getBytes(StandardCharsets.UTF_8), JsonUnknownFields.REJECT);
    }

    /** The refusal of the record of a message, as a reader of it refuses it. */
    static <M extends Message> void recordOf(M message) throws InvalidRecordException {
        bindings(message).fromMessage(message);
    }
}
