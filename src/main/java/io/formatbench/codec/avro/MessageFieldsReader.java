package io.formatbench.codec.avro;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import org.apache.avro.io.Decoder;

/**
 * Reads a message's fields straight from Avro's decoder into the generated message's builder, from
 * its field table: no GenericRecord, no resolving decoder. Bounded by {@link ValueLimits}: items per
 * record, nesting, and UTF-8 when strict.
 */
final class MessageFieldsReader {

    private MessageFieldsReader() {}

    static void readMessage(AvroFields fields, Message.Builder builder, Decoder in, ValueLimits limits)
            throws IOException {
        limits.enter(fields.type.getFullName());
        for (AvroFields.Slot slot : fields.slots) {
            switch (slot.shape) {
                case SINGLE -> {
                    if (slot.nullable && !AvroValues.present(in, slot.name)) {
                        continue;
                    }
                    builder.setField(slot.field, readValue(slot, slot.field, slot.kind, builder, in, limits));
                }
                case LIST, ENTRY_LIST -> {
                    for (long n = in.readArrayStart(); n != 0; n = in.arrayNext()) {
                        for (int i = limits.items(n, slot.name); i > 0; i--) {
                            builder.addRepeatedField(slot.field,
                                    readValue(slot, slot.field, slot.kind, builder, in, limits));
                        }
                    }
                }
                case STRING_MAP -> {
                    for (long n = in.readMapStart(); n != 0; n = in.mapNext()) {
                        for (int i = limits.items(n, slot.name); i > 0; i--) {
                            Message.Builder entry = builder.newBuilderForField(slot.field);
                            entry.setField(slot.key, limits.string(in, slot.name));
                            entry.setField(slot.value, readValue(slot, slot.value, slot.valueKind, entry, in, limits));
                            builder.addRepeatedField(slot.field, entry.build());
                        }
                    }
                }
            }
        }
        limits.leave();
    }

    private static Object readValue(AvroFields.Slot slot, FieldDescriptor field, AvroFields.Kind kind,
                                    Message.Builder parent, Decoder in, ValueLimits limits) throws IOException {
        return switch (kind) {
            case INT -> in.readInt();
            case UINT32 -> (int) AvroValues.readUInt32(in, slot.name);
            case LONG -> in.readLong();
            case FLOAT -> in.readFloat();
            case DOUBLE -> in.readDouble();
            case BOOL -> AvroValues.readBoolean(in, limits, slot.name);
            case STRING -> limits.string(in, slot.name);
            case BYTES -> ByteString.copyFrom(limits.bytes(in));
            case ENUM -> enumValue(field, in.readInt());
            case MESSAGE -> {
                Message.Builder nested = parent.newBuilderForField(field);
                readMessage(slot.nested(), nested, in, limits);
                yield nested.build();
            }
        };
    }

    /**
     * The value of an enum number: a number the .proto does not list is kept, as proto3's open enums
     * keep it (a hand-written schema's record then refuses it); a closed (proto2) enum refuses it here.
     */
    static EnumValueDescriptor enumValue(FieldDescriptor field, int number) throws InvalidRecordException {
        EnumDescriptor type = field.getEnumType();
        EnumValueDescriptor value = type.findValueByNumber(number);
        if (value != null) {
            return value;
        }
        if (type.isClosed()) {
            throw new InvalidRecordException("field '" + field.getName() + "': " + number + " is not a number of "
                    + type.getFullName());
        }
        return type.findValueByNumberCreatingIfUnknown(number);
    }
}
