package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;

/**
 * The JSON of a message type of protobuf's own that a record holds as protobuf-java's class (Struct,
 * Value, ListValue, FieldMask, Empty, ...): through the descriptor-driven JSON of the well-known types,
 * which these few types, rare in records and small, do not need generated. google.protobuf.Any has no
 * JSON here: its JSON names the type it holds, which needs a registry of every message it may hold;
 * a record with one is refused in one line when read, and cannot be written as JSON.
 */
public final class OpaqueJson {

    /** Turns plain Java values into a tree of JSON, which a parser walks: no configuration of the records' own. */
    private static final ObjectMapper PLAIN = new ObjectMapper();

    private final String typeName;
    private final ProtoValueJson json;
    private final String unsupported;

    private OpaqueJson(String typeName, ProtoValueJson json, String unsupported) {
        this.typeName = typeName;
        this.json = json;
        this.unsupported = unsupported;
    }

    /** The JSON of the type of {@code prototype}, a default instance of protobuf-java's class. */
    public static OpaqueJson of(Message prototype) {
        String name = prototype.getDescriptorForType().getFullName();
        try {
            ProtoValueJson wellKnown = ProtoWellKnownJson.of(prototype.getDescriptorForType());
            return new OpaqueJson(name, wellKnown != null ? wellKnown : new ProtoJsonTypes().message(prototype), null);
        } catch (IllegalArgumentException e) {
            return new OpaqueJson(name, null, e.getMessage());
        }
    }

    public void write(JsonGenerator generator, Message value) throws IOException {
        if (json == null) {
            throw new IllegalArgumentException(unsupported);
        }
        json.write(generator, value);
    }

    /** The value's JSON, as {@link #write} writes it: for the writers of other libraries, which copy it. */
    public byte[] jsonBytes(Message value) throws IOException {
        ByteArrayBuilder bytes = new ByteArrayBuilder();
        try (JsonGenerator generator = PLAIN.getFactory().createGenerator(bytes, JsonEncoding.UTF8)) {
            write(generator, value);
        }
        return bytes.toByteArray();
    }

    /**
     * Reads a value another library read as plain Java values (maps, lists, strings, numbers, booleans,
     * null), through the same JSON of the type as {@link #read}.
     */
    public <M extends Message> M readPlain(Object plain, String field, JsonUnknownFields unknown, Class<M> type)
            throws IOException {
        JsonNode tree = plain == null ? NullNode.getInstance() : PLAIN.valueToTree(plain);
        try (JsonParser parser = tree.traverse()) {
            return read(parser, parser.nextToken(), field, unknown, type);
        }
    }

    public <M extends Message> M read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown,
                                      Class<M> type) throws IOException {
        if (json == null) {
            throw InvalidRecordException.ofField(field, "is a " + typeName + ", which the tool's JSON does not read: "
                    + unsupported);
        }
        return type.cast(json.read(parser, token, field, unknown));
    }
}
