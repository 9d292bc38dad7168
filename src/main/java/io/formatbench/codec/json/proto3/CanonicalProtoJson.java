package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.util.FieldMaskUtil;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Rewrites a record in any form that protobuf's JSON mapping lets a parser take into the one form the
 * tool's files hold, which every dataset reader reads ({@code generate --from-json}: the user's lines
 * in, the dataset's policy out). Driven by the message's descriptor, on Jackson's strict parser with
 * the policy's limits (the factory its caller passes, the JSON Lines policy's): a field by its .proto or JSON name, absent or
 * null at its default; every spelling of a value {@link Proto3Spellings} reads, written back as the
 * tool's writers write it (the .proto's names; an int64 as a decimal string; bytes as padded standard
 * base64; a Timestamp in UTC; an enum by name). What the mapping refuses is refused here, naming the
 * field's whole path as the dataset readers do ({@code lines[1].quantity}): unknown fields, a field
 * given twice (by both its names too), two members of one oneof, a value of the wrong type or out of
 * its range, null inside an array or as a map's value (but a google.protobuf.Value's null).
 *
 * <p>What the rewritten record still owes the record type (an enum number the .proto does not list, an
 * Any, a proto2 required field) is left to the generated binding that reads it, in its own words.
 */
public final class CanonicalProtoJson {

    private final JsonFactory json;

    private final Descriptor record;
    private final Map<Descriptor, Map<String, FieldDescriptor>> names = new HashMap<>();

    /** Rewrites records of {@code record}, parsing and writing with {@code json} (the policy's factory). */
    public CanonicalProtoJson(Descriptor record, JsonFactory json) {
        this.record = record;
        this.json = json;
    }

    /**
     * The record on {@code line} in the tool's one form: JSON text of one object.
     *
     * @throws InvalidRecordException for a value the mapping refuses, naming the field's path
     * @throws com.fasterxml.jackson.core.JsonProcessingException for what is not JSON
     */
    public String rewrite(String line) throws IOException {
        StringWriter out = new StringWriter(line.length() + 16);
        try (JsonParser parser = json.createParser(line);
             JsonGenerator generator = json.createGenerator(out)) {
            JsonToken token = parser.nextToken();
            if (token != JsonToken.START_OBJECT) {
                throw new InvalidRecordException("not a JSON object (one proto3 JSON object per line)");
            }
            message(parser, generator, record);
            if (parser.nextToken() != null) {
                throw new InvalidRecordException("more than one JSON value on the line (one object per line)");
            }
        }
        return out.toString();
    }

    private Map<String, FieldDescriptor> names(Descriptor type) {
        return names.computeIfAbsent(type, t -> {
            Map<String, FieldDescriptor> byName = new HashMap<>();
            for (FieldDescriptor field : t.getFields()) {
                byName.put(field.getName(), field);
                byName.put(field.getJsonName(), field);
            }
            return byName;
        });
    }

    /** The object the parser stands on, as a message of {@code type}'s fields. */
    private void message(JsonParser parser, JsonGenerator out, Descriptor type) throws IOException {
        Map<String, FieldDescriptor> byName = names(type);
        Map<FieldDescriptor, String> seen = new HashMap<>();
        Map<OneofDescriptor, FieldDescriptor> oneofs = new HashMap<>();
        out.writeStartObject();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            FieldDescriptor field = byName.get(name);
            if (field == null) {
                // Refused, with the hint for a user's own records: the .proto lacks the name, which is likely misspelt.
                JsonUnknownFields.REJECT_NO_SKIPPING.skip(parser, name, false);
            }
            String first = seen.put(field, name);
            if (first != null) {
                throw first.equals(name) ? InvalidRecordException.duplicateField(field.getName())
                        : InvalidRecordException.givenTwice(field.getName(), first, name);
            }
            JsonToken token = parser.nextToken();
            if (token == JsonToken.VALUE_NULL && !nullIsAValue(field)) {
                continue; // the field's default, as proto3 reads it
            }
            OneofDescriptor oneof = field.getRealContainingOneof();
            if (oneof != null) {
                FieldDescriptor other = oneofs.put(oneof, field);
                if (other != null) {
                    throw InvalidRecordException.twoOfOneof(other.getName(), field.getName(), oneof.getName());
                }
            }
            out.writeFieldName(field.getName());
            try {
                field(parser, token, out, field);
            } catch (InvalidRecordException e) {
                throw e.within(field.getName());
            }
        }
        out.writeEndObject();
    }

    private void field(JsonParser parser, JsonToken token, JsonGenerator out, FieldDescriptor field)
            throws IOException {
        if (field.isMapField()) {
            map(parser, token, out, field);
        } else if (field.isRepeated()) {
            if (token != JsonToken.START_ARRAY) {
                throw InvalidRecordException.wrongType("", "an array", JsonTokens.describe(token));
            }
            out.writeStartArray();
            for (int i = 0; (token = parser.nextToken()) != JsonToken.END_ARRAY; i++) {
                try {
                    value(parser, token, out, field);
                } catch (InvalidRecordException e) {
                    throw e.within("[" + i + "]");
                }
            }
            out.writeEndArray();
        } else {
            value(parser, token, out, field);
        }
    }

    private void map(JsonParser parser, JsonToken token, JsonGenerator out, FieldDescriptor field)
            throws IOException {
        if (token != JsonToken.START_OBJECT) {
            throw InvalidRecordException.wrongType("", "an object", JsonTokens.describe(token));
        }
        FieldDescriptor keyField = field.getMessageType().findFieldByName("key");
        FieldDescriptor valueField = field.getMessageType().findFieldByName("value");
        Set<String> keys = new HashSet<>();
        out.writeStartObject();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            try {
                String key = key(name, keyField);
                if (!keys.add(key)) {
                    throw JsonValues.duplicateMapKey();
                }
                out.writeFieldName(key);
                value(parser, parser.nextToken(), out, valueField);
            } catch (InvalidRecordException e) {
                throw e.within("[" + name + "]");
            }
        }
        out.writeEndObject();
    }

    /** A map's key as the tool writes it: an integer in plain decimal, a bool as true or false. */
    private static String key(String name, FieldDescriptor keyField) throws InvalidRecordException {
        return switch (keyField.getType()) {
            case STRING -> name;
            case BOOL -> String.valueOf(JsonValues.boolKey(name, ""));
            default -> {
                BigInteger key = Proto3Spellings.integerKey(name, "", keyField.getType().name().toLowerCase());
                boolean unsigned = switch (keyField.getType()) {
                    case UINT32, FIXED32, UINT64, FIXED64 -> true;
                    default -> false;
                };
                int bits = switch (keyField.getType()) {
                    case INT32, SINT32, SFIXED32, UINT32, FIXED32 -> 32;
                    default -> 64;
                };
                boolean inRange = unsigned ? key.signum() >= 0 && key.bitLength() <= bits : key.bitLength() < bits;
                if (!inRange) {
                    throw InvalidRecordException.outOfRange("", "a key within the range of a "
                            + keyField.getType().name().toLowerCase());
                }
                yield key.toString();
            }
        };
    }

    /** One value of the field's type (an element, for a repeated field; a map's value). */
    private void value(JsonParser parser, JsonToken token, JsonGenerator out, FieldDescriptor field)
            throws IOException {
        switch (field.getType()) {
            case INT32, SINT32, SFIXED32 -> out.writeNumber(Proto3Spellings.int32(parser, token, ""));
            case UINT32, FIXED32 -> out.writeNumber(Proto3Spellings.uint32(parser, token, ""));
            case INT64, SINT64, SFIXED64 -> out.writeString(Long.toString(Proto3Spellings.int64(parser, token, "")));
            case UINT64, FIXED64 -> out.writeString(Long.toUnsignedString(Proto3Spellings.uint64(parser, token, "")));
            case FLOAT -> writeFloat(out, Proto3Spellings.float32(parser, token, ""));
            case DOUBLE -> writeDouble(out, Proto3Spellings.float64(parser, token, ""));
            case BOOL -> out.writeBoolean(Proto3Spellings.bool(token, ""));
            case STRING -> out.writeString(JsonTokens.stringValue(parser, token, ""));
            case BYTES -> ProtoJson.writeBytes(out, Proto3Spellings.bytes(parser, token, ""));
            case ENUM -> enumValue(parser, token, out, field.getEnumType());
            case MESSAGE, GROUP -> messageValue(parser, token, out, field.getMessageType());
        }
    }

    /** NaN and the infinities as the mapping's strings; any other float as Jackson writes it (Float.toString). */
    private static void writeFloat(JsonGenerator out, float value) throws IOException {
        if (Float.isFinite(value)) {
            out.writeNumber(value);
        } else {
            out.writeString(Float.toString(value));
        }
    }

    private static void writeDouble(JsonGenerator out, double value) throws IOException {
        if (Double.isFinite(value)) {
            out.writeNumber(value);
        } else {
            out.writeString(Double.toString(value));
        }
    }

    /**
     * An enum by name, or by number (in any spelling of an int32) written as the name of the value it
     * lists; a number the enum does not list is written as it is, for the record's reader to refuse.
     */
    private static void enumValue(JsonParser parser, JsonToken token, JsonGenerator out, EnumDescriptor type)
            throws IOException {
        if (type.getFullName().equals("google.protobuf.NullValue")) {
            out.writeNull();
            return;
        }
        if (token == JsonToken.VALUE_STRING) {
            EnumValueDescriptor named = type.findValueByName(parser.getText());
            if (named != null) {
                out.writeString(named.getName());
                return;
            }
            if (!startsLikeANumber(parser.getText())) {
                throw InvalidRecordException.ofField("", ": '" + parser.getText() + "' is not a " + type.getName()
                        + " (one of " + String.join(", ", type.getValues().stream().map(EnumValueDescriptor::getName)
                        .toList()) + ")");
            }
        } else if (token != JsonToken.VALUE_NUMBER_INT && token != JsonToken.VALUE_NUMBER_FLOAT) {
            throw InvalidRecordException.wrongType("", "the name or number of a " + type.getName() + " value",
                    JsonTokens.describe(token));
        }
        int number = Proto3Spellings.int32(parser, token, "");
        EnumValueDescriptor numbered = type.findValueByNumber(number);
        if (numbered != null) {
            out.writeString(numbered.getName());
        } else {
            out.writeNumber(number);
        }
    }

    private static boolean startsLikeANumber(String text) {
        return !text.isEmpty() && (Character.isDigit(text.charAt(0)) || "+-.".indexOf(text.charAt(0)) >= 0);
    }

    /** A message value: a well-known type in its own JSON, any other as an object of its fields. */
    private void messageValue(JsonParser parser, JsonToken token, JsonGenerator out, Descriptor type)
            throws IOException {
        switch (type.getFullName()) {
            case "google.protobuf.Timestamp" ->
                    ProtoJson.writeTimestamp(out, Proto3Spellings.timestamp(parser, token, ""));
            case "google.protobuf.Duration" ->
                    out.writeString(ProtoDurationText.format(Proto3Spellings.duration(parser, token, "")));
            case "google.protobuf.FieldMask" -> {
                String paths = JsonTokens.stringValue(parser, token, "");
                out.writeString(FieldMaskUtil.toJsonString(FieldMaskUtil.fromJsonString(paths)));
            }
            case "google.protobuf.Struct" -> struct(parser, token, out);
            case "google.protobuf.ListValue" -> list(parser, token, out);
            case "google.protobuf.Value" -> anyValue(parser, token, out);
            // Its JSON names the type it holds: copied, for the record's reader to refuse as it refuses any.
            case "google.protobuf.Any" -> out.copyCurrentStructure(parser);
            default -> {
                if (isWrapper(type)) {
                    value(parser, token, out, type.findFieldByName("value"));
                } else if (token != JsonToken.START_OBJECT) {
                    throw InvalidRecordException.wrongType("", "an object", JsonTokens.describe(token));
                } else {
                    message(parser, out, type);
                }
            }
        }
    }

    private static void struct(JsonParser parser, JsonToken token, JsonGenerator out) throws IOException {
        if (token != JsonToken.START_OBJECT) {
            throw InvalidRecordException.wrongType("", "an object", JsonTokens.describe(token));
        }
        out.writeStartObject();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            out.writeFieldName(name);
            try {
                anyValue(parser, parser.nextToken(), out);
            } catch (InvalidRecordException e) {
                throw e.within("[" + name + "]");
            }
        }
        out.writeEndObject();
    }

    private static void list(JsonParser parser, JsonToken token, JsonGenerator out) throws IOException {
        if (token != JsonToken.START_ARRAY) {
            throw InvalidRecordException.wrongType("", "an array", JsonTokens.describe(token));
        }
        out.writeStartArray();
        for (int i = 0; (token = parser.nextToken()) != JsonToken.END_ARRAY; i++) {
            try {
                anyValue(parser, token, out);
            } catch (InvalidRecordException e) {
                throw e.within("[" + i + "]");
            }
        }
        out.writeEndArray();
    }

    /** A google.protobuf.Value: any JSON, its numbers as doubles. */
    private static void anyValue(JsonParser parser, JsonToken token, JsonGenerator out) throws IOException {
        switch (token) {
            case START_OBJECT -> struct(parser, token, out);
            case START_ARRAY -> list(parser, token, out);
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                double number = Double.parseDouble(parser.getText());
                if (Double.isInfinite(number)) {
                    throw InvalidRecordException.outOfRange("", "a number within the range of a double");
                }
                out.writeNumber(number);
            }
            case VALUE_STRING -> out.writeString(parser.getText());
            case VALUE_TRUE, VALUE_FALSE -> out.writeBoolean(token == JsonToken.VALUE_TRUE);
            case VALUE_NULL -> out.writeNull();
            default -> throw InvalidRecordException.wrongType("", "a JSON value", JsonTokens.describe(token));
        }
    }

    /** A google.protobuf.Value's null is a value, and so is a NullValue's; any other field's null is its default. */
    private static boolean nullIsAValue(FieldDescriptor field) {
        return !field.isRepeated() && (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE
                && field.getMessageType().getFullName().equals("google.protobuf.Value")
                || field.getJavaType() == FieldDescriptor.JavaType.ENUM
                && field.getEnumType().getFullName().equals("google.protobuf.NullValue"));
    }

    /** google.protobuf.Int32Value and its kind: written as the bare value. */
    private static boolean isWrapper(Descriptor type) {
        return type.getFile().getName().equals("google/protobuf/wrappers.proto");
    }
}
