package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * An enum of a .proto by its value's name, as JsonFormat prints it. Read back: a name the enum lists, in
 * its case, or, as the proto3 JSON mapping (and JsonFormat's parser, and {@link ProtoJsonPolicy}) also
 * allows, a JSON integer that is the number of a value the enum lists. A number the enum lacks is refused:
 * it would become an UNRECOGNIZED value, which no reader of the tool accepts. For the same reason an
 * UNRECOGNIZED value, which JsonFormat prints as its number, is refused by the writer.
 */
final class ProtoEnumJson implements ProtoValueJson {

    private final EnumDescriptor type;
    /** Indexed by the value's index in the enum. */
    private final SerializableString[] names;
    private final Map<String, EnumValueDescriptor> byName = new HashMap<>();

    ProtoEnumJson(EnumDescriptor type) {
        this.type = type;
        this.names = type.getValues().stream().map(value -> new SerializedString(value.getName()))
                .toArray(SerializableString[]::new);
        type.getValues().forEach(value -> byName.put(value.getName(), value));
    }

    @Override
    public void write(JsonGenerator generator, Object value) throws IOException {
        EnumValueDescriptor known = (EnumValueDescriptor) value;
        if (known.getIndex() < 0 || known.getType() != type) {
            throw new IllegalArgumentException("value " + known.getNumber() + " of enum " + type.getFullName()
                    + " is not one the .proto lists");
        }
        generator.writeString(names[known.getIndex()]);
    }

    @Override
    public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
            throws IOException {
        if (token == JsonToken.VALUE_NUMBER_INT) {
            // An int32, as the record's own enums read one: the same words for a number out of range.
            int number = JsonValues.int32(parser, token, field);
            EnumValueDescriptor value = type.findValueByNumber(number);
            if (value == null) {
                throw InvalidRecordException.ofField(field, ": enum " + type.getName() + " has no value numbered "
                        + number + " (it has " + type.getValues().stream()
                        .map(known -> known.getName() + " = " + known.getNumber())
                        .collect(Collectors.joining(", ")) + ")");
            }
            return value;
        }
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "the name or number of a " + type.getName() + " value",
                    JsonTokens.describe(token));
        }
        EnumValueDescriptor value = byName.get(parser.getText());
        if (value == null) {
            throw InvalidRecordException.ofField(field, ": '" + shown(parser.getText()) + "' is not a "
                    + type.getName() + " (one of " + type.getValues().stream().map(EnumValueDescriptor::getName)
                    .collect(Collectors.joining(", ")) + ")");
        }
        return value;
    }

    private static String shown(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    /** google.protobuf.NullValue, whose one value is JSON's null. */
    static final class NullValue implements ProtoValueJson {

        private final EnumValueDescriptor nullValue;

        NullValue(EnumDescriptor type) {
            this.nullValue = type.getValues().get(0);
        }

        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            generator.writeNull();
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            if (token != JsonToken.VALUE_NULL) {
                throw InvalidRecordException.wrongType(field, "null (google.protobuf.NullValue)",
                        JsonTokens.describe(token));
            }
            return nullValue;
        }
    }
}
