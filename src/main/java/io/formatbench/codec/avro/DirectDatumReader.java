package io.formatbench.codec.avro;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.Decoder;

/**
 * Reads a message's fields straight from Avro's decoder into the generated message's builder, from
 * its field table: no GenericRecord, no resolving decoder (the file's schema must be the table's).
 * Bounded by {@link ValueLimits}: items per record, nesting, and UTF-8 when strict.
 */
final class DirectDatumReader<M extends Message> implements DatumReader<M> {

    private final AvroFields table;
    private final Schema expected;
    private final ValueLimits limits;
    private ByteBuffer scratch;
    private List<Schema> added = List.of();

    DirectDatumReader(AvroFields table, ValueLimits limits) {
        this.table = table;
        this.expected = AvroSchemas.of(table.type);
        this.limits = limits;
    }

    /**
     * DataFileStream hands over the file's schema: this reader reads its own, or its own with fields
     * added after the record's (a newer version), whose values it skips after each record's own.
     */
    @Override
    public void setSchema(Schema schema) {
        if (expected.equals(schema)) {
            added = List.of();
            return;
        }
        if (AvroEvolution.addedFields(expected, schema) <= 0) {
            throw new IllegalArgumentException("the file's Avro schema is not " + expected.getFullName()
                    + "'s, nor a newer version of it with fields added last");
        }
        added = schema.getFields().stream().skip(expected.getFields().size()).map(Schema.Field::schema).toList();
    }

    /** How many fields the file's schema adds after the record's: skipped in every record. */
    int addedFields() {
        return added.size();
    }

    @Override
    @SuppressWarnings("unchecked")
    public M read(M reuse, Decoder in) throws IOException {
        limits.startRecord();
        Message.Builder builder = table.newBuilder();
        readMessage(table, builder, in);
        for (Schema field : added) {
            GenericDatumReader.skip(field, in);
        }
        return (M) builder.build();
    }

    private void readMessage(AvroFields fields, Message.Builder builder, Decoder in) throws IOException {
        limits.enter(fields.type.getFullName());
        for (AvroFields.Slot slot : fields.slots) {
            switch (slot.shape) {
                case SINGLE -> {
                    if (slot.nullable) {
                        int index = in.readIndex();
                        if (index == 0) {
                            continue;
                        }
                        if (index != 1) {
                            throw new InvalidRecordException("field '" + slot.name + "': union index " + index
                                    + " (must be 0, null, or 1, a value)");
                        }
                    }
                    builder.setField(slot.field, readValue(slot, slot.field, slot.kind, builder, in));
                }
                case LIST, ENTRY_LIST -> {
                    for (long n = in.readArrayStart(); n != 0; n = in.arrayNext()) {
                        for (int i = limits.items(n, slot.name); i > 0; i--) {
                            builder.addRepeatedField(slot.field, readValue(slot, slot.field, slot.kind, builder, in));
                        }
                    }
                }
                case STRING_MAP -> {
                    for (long n = in.readMapStart(); n != 0; n = in.mapNext()) {
                        for (int i = limits.items(n, slot.name); i > 0; i--) {
                            Message.Builder entry = builder.newBuilderForField(slot.field);
                            entry.setField(slot.key, readString(slot.name, in));
                            entry.setField(slot.value, readValue(slot, slot.value, slot.valueKind, entry, in));
                            builder.addRepeatedField(slot.field, entry.build());
                        }
                    }
                }
            }
        }
        limits.leave();
    }

    private Object readValue(AvroFields.Slot slot, FieldDescriptor field, AvroFields.Kind kind,
                             Message.Builder parent, Decoder in) throws IOException {
        return switch (kind) {
            case INT -> in.readInt();
            case UINT32 -> {
                long value = in.readLong();
                if (value < 0 || value > 0xFFFF_FFFFL) {
                    throw InvalidRecordException.outOfRange(slot.name, "a uint32, 0 to 4294967295");
                }
                yield (int) value;
            }
            case LONG -> in.readLong();
            case FLOAT -> in.readFloat();
            case DOUBLE -> in.readDouble();
            case BOOL -> {
                limits.checkBoolean("field '" + slot.name + "'");
                yield in.readBoolean();
            }
            case STRING -> readString(slot.name, in);
            case BYTES -> {
                scratch = in.readBytes(scratch);
                yield ByteString.copyFrom(scratch);
            }
            case ENUM -> enumValue(field, in.readInt());
            case MESSAGE -> {
                Message.Builder nested = parent.newBuilderForField(field);
                readMessage(slot.nested(), nested, in);
                yield nested.build();
            }
        };
    }

    private String readString(String field, Decoder in) throws IOException {
        if (!limits.strictUtf8()) {
            return in.readString();
        }
        scratch = in.readBytes(scratch);
        return limits.utf8(scratch, field);
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
