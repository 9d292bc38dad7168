package io.formatbench.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.UnknownFieldSet;
import java.util.Set;

/**
 * What one field of a message is, decided once from its descriptor for every emitter: its shape (one
 * value, a list, a map), the kind of its values, whether the record holds it as nullable (presence),
 * and its names. The record's Java types follow from these ({@link JavaTypes}).
 */
final class FieldPlan {

    enum Shape { SINGLE, LIST, MAP }

    /**
     * The kind of one value. INT32 is int32, sint32 and sfixed32; UINT32 is uint32 and fixed32, held in
     * a long (its value, 0 to 2^32-1); INT64 and UINT64 the 64-bit ones (UINT64's bits as protobuf-java
     * holds them); TIMESTAMP and DURATION the well-known types as java.time values; OPAQUE a message of
     * protobuf's own (Struct, Value, ListValue, FieldMask, Empty, Any) kept as protobuf-java's class.
     */
    enum Kind { INT32, UINT32, INT64, UINT64, FLOAT, DOUBLE, BOOL, STRING, BYTES, ENUM, MESSAGE, TIMESTAMP, DURATION,
        OPAQUE }

    /** The variables the generated methods declare besides one per field. */
    private static final Set<String> CONTROL_NAMES = Set.of("parser", "unknown", "token", "name", "key", "entryKey",
            "i", "n", "e", "missing", "record", "generator", "in", "out", "limits", "builder", "message", "generic",
            "h", "entry", "element", "pair", "pairValue", "required");

    /** The number of formatbench's own field option json_number (proto/formatbench/options.proto). */
    static final int JSON_NUMBER_OPTION = 50101;

    private static final Set<String> WRAPPERS = Set.of("google.protobuf.DoubleValue", "google.protobuf.FloatValue",
            "google.protobuf.Int64Value", "google.protobuf.UInt64Value", "google.protobuf.Int32Value",
            "google.protobuf.UInt32Value", "google.protobuf.BoolValue", "google.protobuf.StringValue",
            "google.protobuf.BytesValue");

    final FieldDescriptor field;
    final String protoName;
    final String jsonName;
    /** The record component's name. */
    final String component;
    /**
     * The name of the generated code's local variable of this field: the component's, unless the code
     * has a variable of that name of its own ({@link #CONTROL_NAMES}).
     */
    final String local;
    /** protoc's part of the accessors' names: {@code ProducerId}. */
    final String protoc;
    final Shape shape;
    /** Of the value, the list's element, or the map's value. */
    final Kind kind;
    /** Of a map's key: INT32, UINT32, INT64, UINT64, BOOL or STRING; null for other shapes. */
    final Kind keyKind;
    /** A google.protobuf wrapper (Int32Value, ...): the value it wraps, of {@link #kind}. */
    final boolean wrapper;
    /** Singular with presence: the record holds null when it is not set. */
    final boolean presence;
    /** A proto2 required field: with presence, but never null in a record. */
    final boolean required;
    /** The field's real oneof, or null. */
    final OneofDescriptor oneof;
    /** A 64-bit integer written in JSON as a number (formatbench's option json_number). */
    final boolean jsonNumber;
    /** The type of a MESSAGE, OPAQUE, wrapper, TIMESTAMP or DURATION value; null otherwise. */
    final Descriptor messageType;
    final EnumDescriptor enumType;
    /** For a map: its entry's value field, whose descriptor says what a value is. */
    final FieldDescriptor valueField;
    /**
     * Whether the Avro schema makes the value a union with null (AvroSchemas.nullable: singular with
     * presence); a wrapper, a Timestamp and any message field is one.
     */
    final boolean avroNullable;

    FieldPlan(FieldDescriptor field, Set<Descriptor> recordTypes) {
        this.field = field;
        this.protoName = field.getName();
        this.jsonName = field.getJsonName();
        this.component = JavaTypes.componentName(field.getName());
        this.local = CONTROL_NAMES.contains(component) || component.startsWith("seen") ? component + "_" : component;
        this.protoc = ProtocNames.capitalized(field);
        this.oneof = field.getRealContainingOneof();
        if (field.isMapField()) {
            shape = Shape.MAP;
            FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
            valueField = field.getMessageType().findFieldByNumber(2);
            keyKind = kindOf(key, recordTypes);
        } else {
            shape = field.isRepeated() ? Shape.LIST : Shape.SINGLE;
            valueField = field;
            keyKind = null;
        }
        this.kind = kindOf(valueField, recordTypes);
        this.wrapper = valueField.getJavaType() == FieldDescriptor.JavaType.MESSAGE
                && WRAPPERS.contains(valueField.getMessageType().getFullName());
        this.messageType = valueField.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? valueField.getMessageType() : null;
        this.enumType = valueField.getJavaType() == FieldDescriptor.JavaType.ENUM ? valueField.getEnumType() : null;
        this.presence = shape == Shape.SINGLE && field.hasPresence();
        this.required = field.isRequired();
        this.avroNullable = !field.isRepeated() && field.hasPresence();
        this.jsonNumber = jsonNumberOption(field);
        if (jsonNumber && kind != Kind.INT64 && kind != Kind.UINT64) {
            throw new IllegalArgumentException(field.getFile().getName() + ": field " + field.getFullName()
                    + " has (formatbench.json_number), which only a 64-bit integer field takes");
        }
    }

    boolean isMessageLike() {
        return messageType != null;
    }

    /** The value's kind: a scalar's, or what a message type becomes (a record of ours, a java.time value, ...). */
    private static Kind kindOf(FieldDescriptor field, Set<Descriptor> recordTypes) {
        return switch (field.getType()) {
            case INT32, SINT32, SFIXED32 -> Kind.INT32;
            case UINT32, FIXED32 -> Kind.UINT32;
            case INT64, SINT64, SFIXED64 -> Kind.INT64;
            case UINT64, FIXED64 -> Kind.UINT64;
            case FLOAT -> Kind.FLOAT;
            case DOUBLE -> Kind.DOUBLE;
            case BOOL -> Kind.BOOL;
            case STRING -> Kind.STRING;
            case BYTES -> Kind.BYTES;
            case ENUM -> Kind.ENUM;
            case MESSAGE, GROUP -> messageKind(field.getMessageType(), recordTypes);
        };
    }

    private static Kind messageKind(Descriptor type, Set<Descriptor> recordTypes) {
        if (recordTypes.contains(type)) {
            return Kind.MESSAGE;
        }
        String name = type.getFullName();
        if (name.equals("google.protobuf.Timestamp")) {
            return Kind.TIMESTAMP;
        }
        if (name.equals("google.protobuf.Duration")) {
            return Kind.DURATION;
        }
        if (WRAPPERS.contains(name)) {
            return kindOf(type.findFieldByNumber(1), recordTypes);
        }
        return Kind.OPAQUE;
    }

    /**
     * formatbench's json_number on this field: read from the options' unknown fields, since the
     * generator runs before protoc's class for the option is compiled.
     */
    private static boolean jsonNumberOption(FieldDescriptor field) {
        UnknownFieldSet.Field option = field.getOptions().getUnknownFields().getField(JSON_NUMBER_OPTION);
        return !option.getVarintList().isEmpty() && option.getVarintList().get(option.getVarintList().size() - 1) != 0;
    }
}
