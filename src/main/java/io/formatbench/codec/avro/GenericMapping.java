package io.formatbench.codec.avro;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;

/**
 * A message to and from Avro's GenericRecord of its schema ({@link AvroSchemas}), by the same field
 * tables as the direct codec's message binding: what a user of generic records writes by hand, once per
 * record. Maps keep the message's order (a LinkedHashMap), so that GenericDatumWriter writes the direct
 * codec's bytes.
 */
final class GenericMapping {

    private final AvroFields table;

    GenericMapping(AvroFields table) {
        this.table = table;
    }

    GenericRecord toRecord(Message message) {
        return toRecord(table, AvroSchemas.of(table.type), message);
    }

    /** The message as a GenericRecord of {@code schema}, a record of the Avro schema of its type. */
    GenericRecord toRecord(Message message, Schema schema) {
        return toRecord(table, schema, message);
    }

    private static GenericRecord toRecord(AvroFields fields, Schema schema, Message message) {
        GenericData.Record record = new GenericData.Record(schema);
        for (AvroFields.Slot slot : fields.slots) {
            Schema fieldSchema = nonNull(schema.getFields().get(slot.position).schema());
            Object value = switch (slot.shape) {
                case SINGLE -> slot.nullable && !message.hasField(slot.field) ? null
                        : toAvro(slot, slot.kind, fieldSchema, message.getField(slot.field));
                case LIST, ENTRY_LIST -> {
                    List<?> values = (List<?>) message.getField(slot.field);
                    List<Object> array = new ArrayList<>(values.size());
                    for (Object element : values) {
                        array.add(toAvro(slot, slot.kind, fieldSchema.getElementType(), element));
                    }
                    yield array;
                }
                case STRING_MAP -> {
                    List<?> entries = (List<?>) message.getField(slot.field);
                    Map<String, Object> map = new LinkedHashMap<>(entries.size() * 2);
                    for (Object entry : entries) {
                        Message pair = (Message) entry;
                        map.put((String) pair.getField(slot.key),
                                toAvro(slot, slot.valueKind, fieldSchema.getValueType(), pair.getField(slot.value)));
                    }
                    yield map;
                }
            };
            record.put(slot.position, value);
        }
        return record;
    }

    private static Object toAvro(AvroFields.Slot slot, AvroFields.Kind kind, Schema schema, Object value) {
        return switch (kind) {
            case UINT32 -> Integer.toUnsignedLong((Integer) value);
            case BYTES -> ((ByteString) value).asReadOnlyByteBuffer();
            case ENUM -> ((EnumValueDescriptor) value).getNumber();
            case MESSAGE -> toRecord(slot.nested(), schema, (Message) value);
            default -> value;
        };
    }

    /** The record's message, built with the generated builder; its strings read as {@code limits} say. */
    Message toMessage(GenericRecord record, ValueLimits limits) throws InvalidRecordException {
        limits.startRecord();
        Message.Builder builder = table.newBuilder();
        fill(table, builder, record, limits);
        return builder.build();
    }

    private static void fill(AvroFields fields, Message.Builder builder, GenericRecord record, ValueLimits limits)
            throws InvalidRecordException {
        limits.enter(fields.type.getFullName());
        for (AvroFields.Slot slot : fields.slots) {
            Object value = record.get(slot.position);
            switch (slot.shape) {
                case SINGLE -> {
                    if (value != null) {
                        builder.setField(slot.field, toProto(slot, slot.field, slot.kind, builder, value, limits));
                    }
                }
                case LIST, ENTRY_LIST -> {
                    for (Object element : (Collection<?>) value) {
                        builder.addRepeatedField(slot.field, toProto(slot, slot.field, slot.kind, builder, element,
                                limits));
                    }
                }
                case STRING_MAP -> {
                    for (Map.Entry<?, ?> pair : ((Map<?, ?>) value).entrySet()) {
                        Message.Builder entry = builder.newBuilderForField(slot.field);
                        entry.setField(slot.key, GenericValues.string(pair.getKey(), slot.name, limits));
                        entry.setField(slot.value, toProto(slot, slot.value, slot.valueKind, entry, pair.getValue(),
                                limits));
                        builder.addRepeatedField(slot.field, entry.build());
                    }
                }
            }
        }
        limits.leave();
    }

    private static Object toProto(AvroFields.Slot slot, FieldDescriptor field, AvroFields.Kind kind,
                                  Message.Builder parent, Object value, ValueLimits limits)
            throws InvalidRecordException {
        return switch (kind) {
            case UINT32 -> (int) GenericValues.uint32(value, slot.name);
            case STRING -> GenericValues.string(value, slot.name, limits);
            case BYTES -> ByteString.copyFrom(((ByteBuffer) value).duplicate());
            case ENUM -> MessageFieldsReader.enumValue(field, (Integer) value);
            case MESSAGE -> {
                Message.Builder nested = parent.newBuilderForField(field);
                fill(slot.nested(), nested, (GenericRecord) value, limits);
                yield nested.build();
            }
            default -> value;
        };
    }

    /** A nullable field's schema is a union of null and its type; the type is what its values need. */
    private static Schema nonNull(Schema schema) {
        return schema.getType() == Schema.Type.UNION ? schema.getTypes().get(1) : schema;
    }
}
