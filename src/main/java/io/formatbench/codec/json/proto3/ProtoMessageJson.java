package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

/**
 * A message type as a JSON object, by its field table: the fields in field-number order (JsonFormat's
 * order), and a lookup by both names of each. Filled once by {@link ProtoJsonTypes}, after it is
 * registered there, so that a type can contain itself; read-only afterwards, by any number of threads.
 */
final class ProtoMessageJson implements ProtoValueJson {

    private final Message prototype;
    private ProtoFieldJson[] fields;
    private final Map<String, Integer> byName = new HashMap<>();

    ProtoMessageJson(Message prototype) {
        this.prototype = prototype;
    }

    void fill(ProtoFieldJson[] table) {
        fields = table.clone();
        Arrays.sort(fields, Comparator.comparingInt(entry -> entry.field.getNumber()));
        for (int i = 0; i < fields.length; i++) {
            byName.put(fields[i].protoName, i);
            byName.put(fields[i].jsonName, i);
        }
    }

    @Override
    public void write(JsonGenerator generator, Object value) throws IOException {
        Message message = (Message) value;
        generator.writeStartObject();
        for (ProtoFieldJson field : fields) {
            field.write(generator, message);
        }
        generator.writeEndObject();
    }

    /**
     * The message the object holds. Fields may come in any order, by either name, each once; a field
     * absent keeps its default. Two fields of one oneof are refused: JsonFormat refuses them too.
     */
    @Override
    public Message read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
            throws IOException {
        if (token != JsonToken.START_OBJECT) {
            throw InvalidRecordException.wrongType(field, "an object", JsonTokens.describe(token));
        }
        Message.Builder builder = prototype.newBuilderForType();
        // Per field: the name it came under (an interned constant of the table), or null.
        String[] seenAs = new String[fields.length];
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            Integer index = byName.get(name);
            if (index == null) {
                unknown.skip(parser, name);
                continue;
            }
            ProtoFieldJson entry = fields[index];
            if (seenAs[index] != null) {
                throw seenAs[index].equals(name) ? InvalidRecordException.duplicateField(name)
                        : new InvalidRecordException("field '" + entry.protoName + "' given twice, as '"
                                + seenAs[index] + "' and as '" + name + "'");
            }
            seenAs[index] = name;
            OneofDescriptor oneof = entry.field.getRealContainingOneof();
            if (oneof != null && builder.hasOneof(oneof)) {
                FieldDescriptor other = builder.getOneofFieldDescriptor(oneof);
                throw new InvalidRecordException("fields '" + other.getName() + "' and '" + entry.protoName
                        + "' are both of oneof '" + oneof.getName() + "': one at most may be set");
            }
            entry.read(parser, value, builder, unknown);
        }
        return builder.buildPartial();
    }
}
