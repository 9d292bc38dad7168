package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * The bridge of a message type of protobuf's own (Struct, Value, FieldMask, ...) to Jackson 3: its JSON
 * is {@code OpaqueJson}'s, which speaks Jackson 2, so a write copies that JSON's tokens into Jackson 3's
 * generator and a read hands the plain values of Jackson 3's tokens to it, as the fastjson2 and DSL-JSON
 * bindings do. These types are rare in records and small; the copy is not on a measured path that matters.
 */
final class Jackson3Opaque {

    private Jackson3Opaque() {}

    /** Writes the JSON text {@code json} (one value) through Jackson 3's generator, token by token. */
    static void write(JsonGenerator generator, byte[] json) throws IOException {
        try (com.fasterxml.jackson.core.JsonParser from = new com.fasterxml.jackson.core.JsonFactory().createParser(json)) {
            com.fasterxml.jackson.core.JsonToken token;
            while ((token = from.nextToken()) != null) {
                switch (token) {
                    case START_OBJECT -> generator.writeStartObject();
                    case END_OBJECT -> generator.writeEndObject();
                    case START_ARRAY -> generator.writeStartArray();
                    case END_ARRAY -> generator.writeEndArray();
                    case FIELD_NAME -> generator.writeName(from.currentName());
                    case VALUE_STRING -> generator.writeString(from.getText());
                    // Typed, as OpaqueJson writes them: CBOR and Smile write a number given as text as a string.
                    case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> writeNumber(generator, from);
                    case VALUE_TRUE, VALUE_FALSE -> generator.writeBoolean(token == com.fasterxml.jackson.core.JsonToken.VALUE_TRUE);
                    case VALUE_NULL -> generator.writeNull();
                    default -> throw new IllegalStateException("unexpected token in a well-known type's JSON: " + token);
                }
            }
        }
    }

    private static void writeNumber(JsonGenerator generator, com.fasterxml.jackson.core.JsonParser from)
            throws IOException {
        switch (from.getNumberType()) {
            case INT -> generator.writeNumber(from.getIntValue());
            case LONG -> generator.writeNumber(from.getLongValue());
            case BIG_INTEGER -> generator.writeNumber(from.getBigIntegerValue());
            case FLOAT -> generator.writeNumber(from.getFloatValue());
            case DOUBLE -> generator.writeNumber(from.getDoubleValue());
            case BIG_DECIMAL -> generator.writeNumber(from.getDecimalValue());
        }
    }

    /**
     * The value the parser stands on as plain Java values: maps, lists, strings, numbers, booleans, null.
     * Its depth is bounded by the parser's nesting limit.
     */
    static Object plain(JsonParser parser, JsonToken token) throws IOException {
        return switch (token) {
            case START_OBJECT -> {
                Map<String, Object> map = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                    String name = parser.currentName();
                    if (map.containsKey(name)) {
                        throw InvalidRecordException.duplicateField(name);
                    }
                    map.put(name, plain(parser, parser.nextToken()));
                }
                yield map;
            }
            case START_ARRAY -> {
                List<Object> list = new ArrayList<>();
                JsonToken next;
                while ((next = parser.nextToken()) != JsonToken.END_ARRAY) {
                    list.add(plain(parser, next));
                }
                yield list;
            }
            case VALUE_STRING -> parser.getString();
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getNumberValue();
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            default -> throw new InvalidRecordException("unexpected " + Jackson3Tokens.describe(token));
        };
    }
}
