package io.formatbench.codec.avro;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Message;
import java.io.IOException;
import java.util.List;
import org.apache.avro.io.Encoder;

/**
 * Writes a message's fields straight to Avro's encoder from its field table: no GenericRecord in
 * between. The calls are the ones GenericDatumWriter makes for the same schema (a union's index, then
 * its value; an array or map as one block of its size), so both codecs write the same bytes.
 */
final class MessageFieldsWriter {

    private MessageFieldsWriter() {}

    static void writeMessage(AvroFields table, Message message, Encoder out) throws IOException {
        for (AvroFields.Slot slot : table.slots) {
            switch (slot.shape) {
                case SINGLE -> {
                    if (slot.nullable) {
                        if (!message.hasField(slot.field)) {
                            out.writeIndex(0);
                            continue;
                        }
                        out.writeIndex(1);
                    }
                    writeValue(slot, slot.kind, message.getField(slot.field), out);
                }
                case LIST, ENTRY_LIST -> {
                    List<?> values = (List<?>) message.getField(slot.field);
                    out.writeArrayStart();
                    out.setItemCount(values.size());
                    for (Object value : values) {
                        out.startItem();
                        writeValue(slot, slot.kind, value, out);
                    }
                    out.writeArrayEnd();
                }
                case STRING_MAP -> {
                    List<?> entries = (List<?>) message.getField(slot.field);
                    out.writeMapStart();
                    out.setItemCount(entries.size());
                    for (Object entry : entries) {
                        Message pair = (Message) entry;
                        out.startItem();
                        out.writeString((String) pair.getField(slot.key));
                        writeValue(slot, slot.valueKind, pair.getField(slot.value), out);
                    }
                    out.writeMapEnd();
                }
            }
        }
    }

    private static void writeValue(AvroFields.Slot slot, AvroFields.Kind kind, Object value, Encoder out)
            throws IOException {
        switch (kind) {
            case INT -> out.writeInt((Integer) value);
            case UINT32 -> out.writeLong(Integer.toUnsignedLong((Integer) value));
            case LONG -> out.writeLong((Long) value);
            case FLOAT -> out.writeFloat((Float) value);
            case DOUBLE -> out.writeDouble((Double) value);
            case BOOL -> out.writeBoolean((Boolean) value);
            case STRING -> out.writeString((String) value);
            case BYTES -> out.writeBytes(((ByteString) value).asReadOnlyByteBuffer());
            case ENUM -> out.writeInt(((EnumValueDescriptor) value).getNumber());
            case MESSAGE -> writeMessage(slot.nested(), (Message) value, out);
        }
    }
}
