package io.formatbench.codec.json.proto3;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the JSON of a message type and of every type it reaches, once, each message type's table
 * shared by every field of that type (by the identity of its descriptor, as descriptors are compared).
 * The prototypes come from the generated classes, reached through builders, so that what is read is
 * built of the classes JsonFormat's parser builds.
 */
final class ProtoJsonTypes {

    private final Map<Descriptor, ProtoMessageJson> messages = new IdentityHashMap<>();

    /** The JSON of the message type of {@code prototype}, a default instance of its generated class. */
    ProtoMessageJson message(Message prototype) {
        Descriptor type = prototype.getDescriptorForType();
        ProtoMessageJson known = messages.get(type);
        if (known != null) {
            return known;
        }
        ProtoMessageJson json = new ProtoMessageJson(prototype);
        messages.put(type, json);
        List<FieldDescriptor> fields = type.getFields();
        ProtoFieldJson[] table = new ProtoFieldJson[fields.size()];
        Message.Builder builder = prototype.newBuilderForType();
        for (int i = 0; i < table.length; i++) {
            FieldDescriptor field = fields.get(i);
            table[i] = new ProtoFieldJson(field, elementJson(field, builder));
        }
        json.fill(table);
        return json;
    }

    /** The JSON of one value of the field: an element if repeated, the value of an entry if a map. */
    private ProtoValueJson elementJson(FieldDescriptor field, Message.Builder owner) {
        if (field.isMapField()) {
            Message.Builder entry = owner.newBuilderForField(field);
            return valueJson(field.getMessageType().findFieldByName("value"), entry);
        }
        return valueJson(field, owner);
    }

    private ProtoValueJson valueJson(FieldDescriptor field, Message.Builder owner) {
        return switch (field.getJavaType()) {
            case ENUM -> field.getEnumType().getFullName().equals("google.protobuf.NullValue")
                    ? new ProtoEnumJson.NullValue(field.getEnumType()) : new ProtoEnumJson(field.getEnumType());
            case MESSAGE -> {
                ProtoValueJson wellKnown = ProtoWellKnownJson.of(field.getMessageType());
                yield wellKnown != null ? wellKnown
                        : message(owner.newBuilderForField(field).getDefaultInstanceForType());
            }
            default -> ProtoScalarJson.of(field.getType());
        };
    }
}
