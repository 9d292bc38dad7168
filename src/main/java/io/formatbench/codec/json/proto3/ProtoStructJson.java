package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.util.Map;

/**
 * google.protobuf.Struct, Value and ListValue: any JSON, written as JsonFormat prints it (a Struct's
 * entries in the map's own order, a number as Double.toString writes it, a Value of no kind as null) and
 * read by the JSON policy: no duplicate names in an object, numbers within the range of a double (a
 * Value holds a double: NaN and the infinities have no JSON of their own, so JsonFormat refuses to print
 * them), null only as the Value null. Nesting is bounded by the parser's depth limit.
 */
final class ProtoStructJson implements ProtoValueJson {

    private enum Kind { STRUCT, VALUE, LIST }

    private static final ProtoStructJson STRUCT = new ProtoStructJson(Kind.STRUCT);
    private static final ProtoStructJson VALUE = new ProtoStructJson(Kind.VALUE);
    private static final ProtoStructJson LIST = new ProtoStructJson(Kind.LIST);

    private final Kind kind;

    private ProtoStructJson(Kind kind) {
        this.kind = kind;
    }

    static ProtoStructJson of(Descriptor type) {
        return switch (type.getName()) {
            case "Struct" -> STRUCT;
            case "Value" -> VALUE;
            case "ListValue" -> LIST;
            default -> throw new IllegalArgumentException(type.getFullName() + " is not Struct, Value or ListValue");
        };
    }

    @Override
    public void write(JsonGenerator generator, Object value) throws IOException {
        switch (kind) {
            case STRUCT -> writeStruct(generator, value instanceof Struct own ? own
                    : Struct.newBuilder().mergeFrom((Message) value).build());
            case VALUE -> writeValue(generator, value instanceof Value own ? own
                    : Value.newBuilder().mergeFrom((Message) value).build());
            case LIST -> writeList(generator, value instanceof ListValue own ? own
                    : ListValue.newBuilder().mergeFrom((Message) value).build());
        }
    }

    @Override
    public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
            throws IOException {
        return switch (kind) {
            case STRUCT -> readStruct(parser, token, field);
            case VALUE -> readValue(parser, token, field);
            case LIST -> readList(parser, token, field);
        };
    }

    private static void writeStruct(JsonGenerator generator, Struct struct) throws IOException {
        generator.writeStartObject();
        for (Map.Entry<String, Value> entry : struct.getFieldsMap().entrySet()) {
            generator.writeFieldName(entry.getKey());
            writeValue(generator, entry.getValue());
        }
        generator.writeEndObject();
    }

    private static void writeList(JsonGenerator generator, ListValue list) throws IOException {
        generator.writeStartArray();
        for (Value element : list.getValuesList()) {
            writeValue(generator, element);
        }
        generator.writeEndArray();
    }

    private static void writeValue(JsonGenerator generator, Value value) throws IOException {
        switch (value.getKindCase()) {
            case NUMBER_VALUE -> {
                if (!Double.isFinite(value.getNumberValue())) {
                    throw new IllegalArgumentException("a google.protobuf.Value of " + value.getNumberValue()
                            + ": JSON has no number for it");
                }
                generator.writeNumber(value.getNumberValue());
            }
            case STRING_VALUE -> generator.writeString(value.getStringValue());
            case BOOL_VALUE -> generator.writeBoolean(value.getBoolValue());
            case STRUCT_VALUE -> writeStruct(generator, value.getStructValue());
            case LIST_VALUE -> writeList(generator, value.getListValue());
            case NULL_VALUE, KIND_NOT_SET -> generator.writeNull();
        }
    }

    private static Struct readStruct(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.START_OBJECT) {
            throw InvalidRecordException.wrongType(field, "an object", JsonTokens.describe(token));
        }
        Struct.Builder struct = Struct.newBuilder();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            if (struct.containsFields(name)) {
                throw InvalidRecordException.duplicateField(field + "." + name);
            }
            struct.putFields(name, readValue(parser, parser.nextToken(), field + "." + name));
        }
        return struct.build();
    }

    private static ListValue readList(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.START_ARRAY) {
            throw InvalidRecordException.wrongType(field, "an array", JsonTokens.describe(token));
        }
        ListValue.Builder list = ListValue.newBuilder();
        JsonToken element;
        while ((element = parser.nextToken()) != JsonToken.END_ARRAY) {
            list.addValues(readValue(parser, element, field + "[" + list.getValuesCount() + "]"));
        }
        return list.build();
    }

    private static Value readValue(JsonParser parser, JsonToken token, String field) throws IOException {
        Value.Builder value = Value.newBuilder();
        switch (token == null ? JsonToken.NOT_AVAILABLE : token) {
            case VALUE_NULL -> value.setNullValue(NullValue.NULL_VALUE);
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT ->
                    value.setNumberValue(JsonTokens.doubleValue(parser, token, field));
            case VALUE_STRING -> value.setStringValue(parser.getText());
            case VALUE_TRUE, VALUE_FALSE -> value.setBoolValue(token == JsonToken.VALUE_TRUE);
            case START_OBJECT -> value.setStructValue(readStruct(parser, token, field));
            case START_ARRAY -> value.setListValue(readList(parser, token, field));
            default -> throw InvalidRecordException.wrongType(field, "a JSON value", JsonTokens.describe(token));
        }
        return value.build();
    }
}
