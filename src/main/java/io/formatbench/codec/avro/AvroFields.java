package io.formatbench.codec.avro;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The field table of one message type, in the order of its Avro record ({@link AvroSchemas}): what
 * each field is and how it travels, decided once per type so that no record pays for looking at the
 * descriptor. Shared by the generic mapping and the message binding's reader and writer, so that
 * both write the same bytes.
 */
final class AvroFields {

    /** The kind of one value, as the Avro mapping writes it. */
    enum Kind { INT, UINT32, LONG, FLOAT, DOUBLE, BOOL, STRING, BYTES, ENUM, MESSAGE }

    /** How a field's values sit in its record: alone, a list, a map with string keys, a list of entries. */
    enum Shape { SINGLE, LIST, STRING_MAP, ENTRY_LIST }

    /** One field: its descriptor, its shape, its values' kind; for a map, its entry's key and value. */
    static final class Slot {
        final FieldDescriptor field;
        final String name;
        final int position;
        final Shape shape;
        final Kind kind;
        final boolean nullable;
        final Descriptor messageType;
        final FieldDescriptor key;
        final FieldDescriptor value;
        final Kind valueKind;
        /** The nested message's table, once asked for: tables refer to each other, a recursive one to itself. */
        private AvroFields nested;

        Slot(FieldDescriptor field, int position) {
            this.field = field;
            this.name = field.getName();
            this.position = position;
            this.nullable = AvroSchemas.nullable(field);
            if (field.isMapField()) {
                this.shape = AvroSchemas.isStringMap(field) ? Shape.STRING_MAP : Shape.ENTRY_LIST;
                this.key = field.getMessageType().findFieldByNumber(1);
                this.value = field.getMessageType().findFieldByNumber(2);
                this.valueKind = kindOf(value);
            } else {
                this.shape = field.isRepeated() ? Shape.LIST : Shape.SINGLE;
                this.key = null;
                this.value = null;
                this.valueKind = null;
            }
            this.kind = kindOf(field);
            this.messageType = field.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? field.getMessageType() : null;
        }

        /** The table of this field's message (or map entry, or a string map's message value), built on first use. */
        AvroFields nested() {
            AvroFields table = nested;
            if (table == null) {
                // A race makes the same table twice at worst: of() returns the one in the map.
                table = of(shape == Shape.STRING_MAP ? value.getMessageType() : messageType);
                nested = table;
            }
            return table;
        }
    }

    private static final Map<Descriptor, AvroFields> TABLES = new ConcurrentHashMap<>();

    final Descriptor type;
    final Slot[] slots;
    /** A message of the type to make builders from: the generated class's default instance where there is one. */
    private volatile Message prototype;

    private AvroFields(Descriptor type) {
        this.type = type;
        List<FieldDescriptor> fields = type.getFields();
        this.slots = new Slot[fields.size()];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = new Slot(fields.get(i), i);
        }
    }

    /** The table of a message type; built once, then shared (the tables refer to each other lazily, for recursion). */
    static AvroFields of(Descriptor type) {
        AvroFields table = TABLES.get(type);
        return table != null ? table : TABLES.computeIfAbsent(type, AvroFields::new);
    }

    /**
     * The table of the record's own type, with its generated default instance: builders of nested
     * messages come from the parent's builder ({@code newBuilderForField}), which gives the generated
     * classes all the way down.
     */
    static AvroFields of(Message defaultInstance) {
        AvroFields table = of(defaultInstance.getDescriptorForType());
        table.prototype = defaultInstance;
        return table;
    }

    /** A builder of the record's type: the generated one when known, else a DynamicMessage's. */
    Message.Builder newBuilder() {
        Message known = prototype;
        return known != null ? known.newBuilderForType() : DynamicMessage.newBuilder(type);
    }

    private static Kind kindOf(FieldDescriptor field) {
        return switch (field.getType()) {
            case INT32, SINT32, SFIXED32 -> Kind.INT;
            case UINT32, FIXED32 -> Kind.UINT32;
            case INT64, SINT64, SFIXED64, UINT64, FIXED64 -> Kind.LONG;
            case FLOAT -> Kind.FLOAT;
            case DOUBLE -> Kind.DOUBLE;
            case BOOL -> Kind.BOOL;
            case STRING -> Kind.STRING;
            case BYTES -> Kind.BYTES;
            case ENUM -> Kind.ENUM;
            case MESSAGE, GROUP -> Kind.MESSAGE;
        };
    }
}
