package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One field of a message in the proto3 JSON mapping, by its shape: a single value, an array of its
 * values (repeated), or an object (a map, its keys as names). Knows its names (the .proto name it is
 * written under, pre-encoded, as preservingProtoFieldNames() prints it, and the JSON name, which
 * JsonFormat also reads) and whether it has presence.
 */
final class ProtoFieldJson {

    private enum Shape { SINGLE, REPEATED, MAP }

    final FieldDescriptor field;
    final String protoName;
    final String jsonName;
    private final SerializableString encodedName;
    /** Written only when set (hasField); otherwise written always, default or empty included. */
    private final boolean presence;
    private final Shape shape;
    private final ProtoValueJson value;
    /** For a map: its entries' key and value fields, and how a key is a JSON name. */
    private final FieldDescriptor keyField;
    private final FieldDescriptor valueField;
    private final ProtoScalarJson key;

    ProtoFieldJson(FieldDescriptor field, ProtoValueJson value) {
        this.field = field;
        this.protoName = field.getName();
        this.jsonName = field.getJsonName();
        // JsonFormat prints the name as it is; a .proto name is an identifier, so Jackson's quoting changes nothing.
        this.encodedName = new SerializedString(protoName);
        this.presence = field.hasPresence();
        this.value = value;
        if (field.isMapField()) {
            shape = Shape.MAP;
            keyField = field.getMessageType().findFieldByName("key");
            valueField = field.getMessageType().findFieldByName("value");
            key = ProtoScalarJson.of(keyField.getType());
        } else {
            shape = field.isRepeated() ? Shape.REPEATED : Shape.SINGLE;
            keyField = null;
            valueField = null;
            key = null;
        }
    }

    /**
     * Writes the field if JsonFormat's printer with alwaysPrintFieldsWithNoPresence() prints it: a field
     * with presence (a message, a proto3 optional, a member of a oneof, any singular field of proto2) only
     * when it is set, whatever its value; any other (a proto3 scalar, enum, string or bytes without
     * optional, a repeated field, a map) always, its default or [] or {} included.
     */
    void write(JsonGenerator generator, Message message) throws IOException {
        switch (shape) {
            case SINGLE -> {
                if (!presence || message.hasField(field)) {
                    generator.writeFieldName(encodedName);
                    value.write(generator, message.getField(field));
                }
            }
            case REPEATED -> {
                int count = message.getRepeatedFieldCount(field);
                generator.writeFieldName(encodedName);
                generator.writeStartArray();
                for (int i = 0; i < count; i++) {
                    value.write(generator, message.getRepeatedField(field, i));
                }
                generator.writeEndArray();
            }
            case MAP -> {
                generator.writeFieldName(encodedName);
                writeMap(generator, (List<?>) message.getField(field));
            }
        }
    }

    /** The entries in the map's own order, as JsonFormat prints them (it sorts them only when asked to). */
    private void writeMap(JsonGenerator generator, List<?> entries) throws IOException {
        generator.writeStartObject();
        for (Object entry : entries) {
            Message pair = (Message) entry;
            generator.writeFieldName(key.keyText(pair.getField(keyField)));
            value.write(generator, pair.getField(valueField));
        }
        generator.writeEndObject();
    }

    /** Reads the field's value, whose first token the parser stands on, into the builder. */
    void read(JsonParser parser, JsonToken token, Message.Builder builder, JsonUnknownFields unknown)
            throws IOException {
        switch (shape) {
            case SINGLE -> builder.setField(field, value.read(parser, token, protoName, unknown));
            case REPEATED -> {
                if (token != JsonToken.START_ARRAY) {
                    throw InvalidRecordException.wrongType(protoName, "an array", JsonTokens.describe(token));
                }
                JsonToken element;
                for (int i = 0; (element = parser.nextToken()) != JsonToken.END_ARRAY; i++) {
                    builder.addRepeatedField(field, value.read(parser, element, protoName + "[" + i + "]", unknown));
                }
            }
            case MAP -> readMap(parser, token, builder, unknown);
        }
    }

    private void readMap(JsonParser parser, JsonToken token, Message.Builder builder, JsonUnknownFields unknown)
            throws IOException {
        if (token != JsonToken.START_OBJECT) {
            throw InvalidRecordException.wrongType(protoName, "an object", JsonTokens.describe(token));
        }
        Set<Object> keys = null;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            String entryName = protoName + "[" + name + "]";
            Object entryKey = key.parseKey(name, entryName);
            if (keys == null) {
                keys = new HashSet<>();
            }
            if (!keys.add(entryKey)) {
                throw new InvalidRecordException("field '" + protoName + "': duplicate map key '" + name + "'");
            }
            Object entryValue = value.read(parser, parser.nextToken(), entryName, unknown);
            builder.addRepeatedField(field, builder.newBuilderForField(field)
                    .setField(keyField, entryKey).setField(valueField, entryValue).build());
        }
    }
}
