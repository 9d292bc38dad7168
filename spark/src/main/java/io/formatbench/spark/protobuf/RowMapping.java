package io.formatbench.spark.protobuf;

import io.formatbench.shaded.com.google.protobuf.Descriptors.Descriptor;
import io.formatbench.shaded.com.google.protobuf.Descriptors.EnumDescriptor;
import io.formatbench.shaded.com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.DayTimeIntervalType;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * How a protobuf message type is a Spark row: the one place of the mapping, which the reader
 * ({@link MessageRows}) and the writer ({@link RowMessages}) both follow, so that a row written is
 * the message read. Every value is kept whole; what a Spark type cannot hold exactly is refused, not
 * rounded.
 *
 * <ul>
 *   <li>A column per field, named as in the .proto, in declaration order. A field with presence (a
 *       message, a oneof's branch, proto3 {@code optional}, proto2 {@code optional}) is null when
 *       absent; any other is never null (its default when not set).
 *   <li>int32, sint32, sfixed32: int; uint32, fixed32: long; int64, sint64, sfixed64: long; uint64,
 *       fixed64: decimal(20,0), whose range is theirs; float, double, bool, string as themselves;
 *       bytes: binary; an enum: its value's name (a number the enum does not declare is refused).
 *   <li>A message: a struct of its fields. Repeated: an array; a map: a map, as protobuf keeps it.
 *   <li>Well-known types: Timestamp: timestamp, Duration: interval day to second, each refused when
 *       its nanoseconds are not whole microseconds (Spark's unit), or, with the option
 *       {@code times=messages}, each a struct of its seconds and nanos, as any message; the wrappers ({@code Int64Value},
 *       ...): their value, null when absent; Struct, Value and ListValue (recursive, which a Spark
 *       schema cannot be): their proto3 JSON text; any other (Any, FieldMask, Empty): a struct, as
 *       any message.
 *   <li>A message type inside itself (a tree) only with {@link ProtobufSourceOptions#maxDepth}: a
 *       type appears at most that many times on a path; the fields that would nest it deeper are
 *       left out of the schema, and a record that sets one is refused.
 * </ul>
 *
 * <p>A mapping holds descriptors, which do not serialize: each JVM makes its own from the message's
 * full name and the options ({@link MessageType}).
 */
final class RowMapping {

    /** What a value is on the Spark side, and how it is converted. */
    enum Kind {
        INT, UNSIGNED_INT, LONG, UNSIGNED_LONG, FLOAT, DOUBLE, BOOL, STRING, BYTES, ENUM, MESSAGE, TIMESTAMP,
        DURATION, WRAPPER, JSON
    }

    /** uint64 and fixed64 in full: 0 to 18446744073709551615. */
    static final DecimalType UNSIGNED_LONG = DataTypes.createDecimalType(20, 0);

    private static final List<String> WRAPPERS = List.of("google.protobuf.DoubleValue", "google.protobuf.FloatValue",
            "google.protobuf.Int64Value", "google.protobuf.UInt64Value", "google.protobuf.Int32Value",
            "google.protobuf.UInt32Value", "google.protobuf.BoolValue", "google.protobuf.StringValue",
            "google.protobuf.BytesValue");
    private static final List<String> JSON_TYPES = List.of("google.protobuf.Struct", "google.protobuf.Value",
            "google.protobuf.ListValue");

    /**
     * One value of a field (the field's own, an element, a map's key or value).
     *
     * @param message for MESSAGE, the message's mapping; for WRAPPER, JSON, TIMESTAMP and DURATION,
     *     the well-known type's, without columns; else null
     * @param enumType for ENUM
     * @param wrapped for WRAPPER, its {@code value}'s
     */
    record Value(Kind kind, DataType type, RowMapping message, EnumDescriptor enumType, Value wrapped) {}

    /**
     * One field as a column.
     *
     * @param key a map's key, null for any other field
     */
    record Column(FieldDescriptor field, DataType type, boolean nullable, Value key, Value value) {

        String name() {
            return field.getName();
        }
    }

    private final Descriptor descriptor;
    private final List<Column> columns;
    /** Fields left out of the schema by the depth limit: a record must not set them. */
    private final List<FieldDescriptor> leftOut;
    private final StructType schema;

    private RowMapping(Descriptor descriptor, List<Column> columns, List<FieldDescriptor> leftOut) {
        this.descriptor = descriptor;
        this.columns = List.copyOf(columns);
        this.leftOut = List.copyOf(leftOut);
        List<StructField> fields = new ArrayList<>();
        for (Column column : columns) {
            fields.add(DataTypes.createStructField(column.name(), column.type(), column.nullable()));
        }
        this.schema = DataTypes.createStructType(fields);
    }

    /**
     * The mapping of a message type.
     *
     * @param options how many times a message type may appear on a path from the root (below 1, a
     *     recursive type is refused), and whether Timestamp and Duration are Spark's or messages
     * @throws IllegalArgumentException for a recursive type without a depth to cut it at
     */
    static RowMapping of(Descriptor descriptor, ProtobufSourceOptions options) {
        return of(descriptor, new Options(options.maxDepth(), options.timesAsMessages()), new HashMap<>());
    }

    /** What the mapping takes of the source's options. */
    private record Options(int maxDepth, boolean timesAsMessages) {}

    private static RowMapping of(Descriptor descriptor, Options options, Map<String, Integer> onPath) {
        onPath.merge(descriptor.getFullName(), 1, Integer::sum);
        List<Column> columns = new ArrayList<>();
        List<FieldDescriptor> leftOut = new ArrayList<>();
        for (FieldDescriptor field : descriptor.getFields()) {
            Descriptor nested = nestedType(field);
            if (nested != null && onPath.getOrDefault(nested.getFullName(), 0) >= Math.max(options.maxDepth(), 1)) {
                if (options.maxDepth() < 1) {
                    throw new IllegalArgumentException(descriptor.getFullName() + " is recursive (field "
                            + field.getName() + " holds " + nested.getFullName() + "), and a Spark schema cannot be:"
                            + " give the option " + ProtobufSourceOptions.MAX_DEPTH + " (1 to "
                            + ProtobufSourceOptions.MOST_DEPTH + ": how many times a message type may nest in"
                            + " itself; a record nested deeper is refused)");
                }
                leftOut.add(field);
                continue;
            }
            columns.add(column(field, options, onPath));
        }
        onPath.merge(descriptor.getFullName(), -1, Integer::sum);
        return new RowMapping(descriptor, columns, leftOut);
    }

    /** The message type a field's values nest (a map's value's), or null; the well-known types nest none. */
    private static Descriptor nestedType(FieldDescriptor field) {
        FieldDescriptor valued = field.isMapField() ? field.getMessageType().findFieldByName("value") : field;
        if (valued.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
            return null;
        }
        Descriptor type = valued.getMessageType();
        return isWellKnown(type) ? null : type;
    }

    private static boolean isWellKnown(Descriptor type) {
        String name = type.getFullName();
        return name.equals("google.protobuf.Timestamp") || name.equals("google.protobuf.Duration")
                || WRAPPERS.contains(name) || JSON_TYPES.contains(name);
    }

    private static Column column(FieldDescriptor field, Options options, Map<String, Integer> onPath) {
        if (field.isMapField()) {
            Descriptor entry = field.getMessageType();
            Value key = value(entry.findFieldByName("key"), options, onPath);
            Value value = value(entry.findFieldByName("value"), options, onPath);
            return new Column(field, DataTypes.createMapType(key.type(), value.type(), false), false, key, value);
        }
        Value value = value(field, options, onPath);
        if (field.isRepeated()) {
            return new Column(field, DataTypes.createArrayType(value.type(), false), false, null, value);
        }
        return new Column(field, value.type(), field.hasPresence(), null, value);
    }

    private static Value value(FieldDescriptor field, Options options, Map<String, Integer> onPath) {
        FieldDescriptor.Type type = field.getType();
        return switch (field.getJavaType()) {
            case INT -> type == FieldDescriptor.Type.UINT32 || type == FieldDescriptor.Type.FIXED32
                    ? scalar(Kind.UNSIGNED_INT, DataTypes.LongType) : scalar(Kind.INT, DataTypes.IntegerType);
            case LONG -> type == FieldDescriptor.Type.UINT64 || type == FieldDescriptor.Type.FIXED64
                    ? scalar(Kind.UNSIGNED_LONG, UNSIGNED_LONG) : scalar(Kind.LONG, DataTypes.LongType);
            case FLOAT -> scalar(Kind.FLOAT, DataTypes.FloatType);
            case DOUBLE -> scalar(Kind.DOUBLE, DataTypes.DoubleType);
            case BOOLEAN -> scalar(Kind.BOOL, DataTypes.BooleanType);
            case STRING -> scalar(Kind.STRING, DataTypes.StringType);
            case BYTE_STRING -> scalar(Kind.BYTES, DataTypes.BinaryType);
            case ENUM -> new Value(Kind.ENUM, DataTypes.StringType, null, field.getEnumType(), null);
            case MESSAGE -> message(field.getMessageType(), options, onPath);
        };
    }

    private static Value scalar(Kind kind, DataType type) {
        return new Value(kind, type, null, null, null);
    }

    private static Value message(Descriptor type, Options options, Map<String, Integer> onPath) {
        String name = type.getFullName();
        if (name.equals("google.protobuf.Timestamp") && !options.timesAsMessages()) {
            return new Value(Kind.TIMESTAMP, DataTypes.TimestampType, new RowMapping(type, List.of(), List.of()), null,
                    null);
        }
        if (name.equals("google.protobuf.Duration") && !options.timesAsMessages()) {
            return new Value(Kind.DURATION, DayTimeIntervalType.apply(DayTimeIntervalType.DAY(),
                    DayTimeIntervalType.SECOND()), new RowMapping(type, List.of(), List.of()), null, null);
        }
        if (WRAPPERS.contains(name)) {
            Value wrapped = value(type.findFieldByName("value"), options, onPath);
            return new Value(Kind.WRAPPER, wrapped.type(), new RowMapping(type, List.of(), List.of()), null, wrapped);
        }
        if (JSON_TYPES.contains(name)) {
            return new Value(Kind.JSON, DataTypes.StringType, new RowMapping(type, List.of(), List.of()), null, null);
        }
        RowMapping nested = of(type, options, onPath);
        return new Value(Kind.MESSAGE, nested.schema(), nested, null, null);
    }

    Descriptor descriptor() {
        return descriptor;
    }

    List<Column> columns() {
        return columns;
    }

    List<FieldDescriptor> leftOut() {
        return leftOut;
    }

    StructType schema() {
        return schema;
    }

    /** The column of this name, or null. */
    Column column(String name) {
        for (Column column : columns) {
            if (column.name().equals(name)) {
                return column;
            }
        }
        return null;
    }

    /** Whether two types are the same but for nullability: what the writer takes for a field. */
    static boolean sameType(DataType a, DataType b) {
        if (a instanceof StructType sa && b instanceof StructType sb) {
            if (sa.fields().length != sb.fields().length) {
                return false;
            }
            for (int i = 0; i < sa.fields().length; i++) {
                if (!sa.fields()[i].name().equals(sb.fields()[i].name())
                        || !sameType(sa.fields()[i].dataType(), sb.fields()[i].dataType())) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof ArrayType aa && b instanceof ArrayType ab) {
            return sameType(aa.elementType(), ab.elementType());
        }
        if (a instanceof MapType ma && b instanceof MapType mb) {
            return sameType(ma.keyType(), mb.keyType()) && sameType(ma.valueType(), mb.valueType());
        }
        return a.equals(b);
    }
}
