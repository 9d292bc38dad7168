package io.formatbench.spark.protobuf;

import io.formatbench.shaded.com.google.protobuf.ByteString;
import io.formatbench.shaded.com.google.protobuf.Descriptors.FieldDescriptor;
import io.formatbench.shaded.com.google.protobuf.Duration;
import io.formatbench.shaded.com.google.protobuf.Message;
import io.formatbench.shaded.com.google.protobuf.ProtocolMessageEnum;
import io.formatbench.shaded.com.google.protobuf.Timestamp;
import io.formatbench.spark.protobuf.GeneratedAccessors.BooleanGetter;
import io.formatbench.spark.protobuf.GeneratedAccessors.ObjectGetter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.expressions.SpecificInternalRow;
import org.apache.spark.sql.catalyst.util.ArrayBasedMapData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * Messages of one generated class as Spark rows of the columns a query asks for, through converters
 * built once from the descriptor and the class: each column a call to the field's generated accessor
 * ({@link GeneratedAccessors}) and a conversion chosen once by {@link RowMapping}'s kind, numbers
 * written into a reused typed row without boxing. The rows are {@link MessageRows}' (the mapping read
 * generically through the descriptor, which stays the reference and the fallback for a field without
 * the accessor expected): tested equal on every kind of field.
 *
 * <p>Strings reach Spark as UTF-8 bytes: a string the message holds as bytes (a proto2 field, not
 * validated while parsing) is handed over as its bytes; a proto3 string, which protobuf-java validates
 * and decodes while parsing, is encoded once. The top-level row is reused from record to record, as
 * Spark's own sources do: Spark copies each into its own row before the next.
 */
final class MessageConverter {

    /** Writes one column of a message into a row. */
    @FunctionalInterface
    private interface ColumnReader {
        void read(Message message, InternalRow row, int ordinal);
    }

    /** One value, as the generated accessor returns it, as Spark holds it. */
    @FunctionalInterface
    private interface ValueConverter {
        Object convert(Object protobuf);
    }

    /**
     * The column readers made, by mapping (one per JVM and options, {@link MessageType}) and columns: made
     * once per executor, not per file, as each is a class the JVM spins and then compiles.
     */
    private static final Map<List<Object>, ColumnReader[]> MADE = new java.util.concurrent.ConcurrentHashMap<>();

    private final RowMapping mapping;
    private final ColumnReader[] readers;
    private final SpecificInternalRow row;

    /**
     * @param type the messages' generated class
     * @param required the columns asked for, by name, a subset of the mapping's in any order
     */
    MessageConverter(RowMapping mapping, Class<?> type, StructType required) {
        this.mapping = mapping;
        this.readers = MADE.computeIfAbsent(List.of(mapping, type, required), key -> readers(mapping, type, required));
        this.row = new SpecificInternalRow(required);
    }

    private static ColumnReader[] readers(RowMapping mapping, Class<?> type, StructType required) {
        StructField[] fields = required.fields();
        ColumnReader[] readers = new ColumnReader[fields.length];
        for (int i = 0; i < fields.length; i++) {
            RowMapping.Column column = mapping.column(fields[i].name());
            if (column == null) {
                throw new IllegalArgumentException("delimited-protobuf: " + mapping.descriptor().getFullName()
                        + " has no field '" + fields[i].name() + "'");
            }
            readers[i] = column(column, type);
        }
        return readers;
    }

    /**
     * The message's row, valid until the next call.
     *
     * @throws ValueRefusedException for a value the row cannot hold exactly
     */
    InternalRow toRow(Message message) {
        MessageRows.checkLeftOut(mapping, message);
        for (int i = 0; i < readers.length; i++) {
            readers[i].read(message, row, i);
        }
        return row;
    }

    /** A nested message's struct, a row of its own. */
    private static final class Struct implements ValueConverter {
        private final RowMapping mapping;
        private final Class<?> type;
        private final ColumnReader[] readers;

        Struct(RowMapping mapping, Class<?> type) {
            this.mapping = mapping;
            this.type = type;
            List<RowMapping.Column> columns = mapping.columns();
            this.readers = new ColumnReader[columns.size()];
            for (int i = 0; i < readers.length; i++) {
                readers[i] = column(columns.get(i), type);
            }
        }

        @Override
        public Object convert(Object protobuf) {
            Message message = (Message) protobuf;
            MessageRows.checkLeftOut(mapping, message);
            GenericInternalRow struct = new GenericInternalRow(readers.length);
            for (int i = 0; i < readers.length; i++) {
                readers[i].read(message, struct, i);
            }
            return struct;
        }
    }

    private static ColumnReader column(RowMapping.Column column, Class<?> type) {
        return fast(column, type).orElse((message, row, ordinal) -> row.update(ordinal,
                MessageRows.column(column, message)));
    }

    private static Optional<ColumnReader> fast(RowMapping.Column column, Class<?> type) {
        FieldDescriptor field = column.field();
        String name = GeneratedAccessors.camelCase(field);
        if (column.key() != null) {
            String getter = "get" + name + (openEnum(column.value()) ? "ValueMap" : "Map");
            Optional<ObjectGetter> map = GeneratedAccessors.objects(type, getter, Map.class);
            // Refusals name the entry's key or value field, as the generic mapping's do.
            Optional<ValueConverter> keys = value(column.key(), field, field.getMessageType().findFieldByNumber(1),
                    type, name);
            Optional<ValueConverter> values = value(column.value(), field,
                    field.getMessageType().findFieldByNumber(2), type, name);
            if (map.isEmpty() || keys.isEmpty() || values.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of((message, row, ordinal) -> row.update(ordinal,
                    map(map.get().get(message), keys.get(), values.get())));
        }
        if (field.isRepeated()) {
            String getter = "get" + name + (openEnum(column.value()) ? "ValueList" : "List");
            Optional<ObjectGetter> list = GeneratedAccessors.objects(type, getter, List.class);
            Optional<ValueConverter> elements = value(column.value(), field, field, type, name);
            if (list.isEmpty() || elements.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of((message, row, ordinal) -> row.update(ordinal,
                    array((List<?>) list.get().get(message), elements.get())));
        }
        Optional<ColumnReader> value = singular(column.value(), field, type, name);
        if (value.isEmpty() || !column.nullable()) {
            return value;
        }
        Optional<BooleanGetter> has = GeneratedAccessors.booleans(type, "has" + name);
        if (has.isEmpty()) {
            return Optional.empty();
        }
        ColumnReader read = value.get();
        BooleanGetter present = has.get();
        return Optional.of((message, row, ordinal) -> {
            if (present.get(message)) {
                read.read(message, row, ordinal);
            } else {
                row.setNullAt(ordinal);
            }
        });
    }

    /** A singular field's value: numbers straight into the row, the rest converted. */
    private static Optional<ColumnReader> singular(RowMapping.Value value, FieldDescriptor field, Class<?> type,
                                                   String name) {
        String get = "get" + name;
        return switch (value.kind()) {
            case INT -> GeneratedAccessors.ints(type, get).map(g -> (m, row, i) -> row.setInt(i, g.get(m)));
            case UNSIGNED_INT -> GeneratedAccessors.ints(type, get)
                    .map(g -> (m, row, i) -> row.setLong(i, Integer.toUnsignedLong(g.get(m))));
            case LONG -> GeneratedAccessors.longs(type, get).map(g -> (m, row, i) -> row.setLong(i, g.get(m)));
            case UNSIGNED_LONG -> GeneratedAccessors.longs(type, get)
                    .map(g -> (m, row, i) -> row.update(i, MessageRows.unsignedLong(g.get(m))));
            case FLOAT -> GeneratedAccessors.floats(type, get).map(g -> (m, row, i) -> row.setFloat(i, g.get(m)));
            case DOUBLE -> GeneratedAccessors.doubles(type, get).map(g -> (m, row, i) -> row.setDouble(i, g.get(m)));
            case BOOL -> GeneratedAccessors.booleans(type, get).map(g -> (m, row, i) -> row.setBoolean(i, g.get(m)));
            case STRING -> field.needsUtf8Check()
                    ? GeneratedAccessors.objects(type, get, String.class)
                            .map(g -> (m, row, i) -> row.update(i, UTF8String.fromString((String) g.get(m))))
                    : GeneratedAccessors.objects(type, get + "Bytes", ByteString.class)
                            .map(g -> (m, row, i) -> row.update(i, utf8((ByteString) g.get(m))));
            case ENUM -> openEnum(value)
                    ? GeneratedAccessors.ints(type, get + "Value")
                            .map(g -> (m, row, i) -> row.update(i, MessageRows.enumName(value, field, g.get(m))))
                    : objectColumn(value, field, type, name);
            default -> objectColumn(value, field, type, name);
        };
    }

    private static Optional<ColumnReader> objectColumn(RowMapping.Value value, FieldDescriptor field, Class<?> type,
                                                       String name) {
        Optional<java.lang.reflect.Method> method = GeneratedAccessors.method(type, "get" + name, Object.class);
        if (method.isEmpty()) {
            return Optional.empty();
        }
        Optional<ObjectGetter> getter = GeneratedAccessors.objects(type, "get" + name, method.get().getReturnType());
        Optional<ValueConverter> converter = converter(value, field, method.get().getReturnType());
        if (getter.isEmpty() || converter.isEmpty()) {
            return Optional.empty();
        }
        ObjectGetter get = getter.get();
        ValueConverter convert = converter.get();
        return Optional.of((m, row, i) -> row.update(i, convert.convert(get.get(m))));
    }

    /**
     * The converter of a repeated field's elements or a map's keys or values, as the generated list or
     * map holds them; its nested messages' class from the generated element accessor
     * ({@code getName(int)}), or, for a map's, its {@code getNameOrThrow}.
     */
    /** @param named the field its refusals name: the field, or a map's key or value field */
    private static Optional<ValueConverter> value(RowMapping.Value value, FieldDescriptor field,
                                                  FieldDescriptor named, Class<?> type, String name) {
        Class<?> element = Object.class;
        if (value.message() != null) {
            Optional<Class<?>> nested = elementClass(type, name, field);
            if (nested.isEmpty()) {
                return Optional.empty();
            }
            element = nested.get();
        }
        return converter(value, named, element);
    }

    private static Optional<Class<?>> elementClass(Class<?> type, String name, FieldDescriptor field) {
        for (java.lang.reflect.Method method : type.getMethods()) {
            boolean element = field.isMapField() ? method.getName().equals("get" + name + "OrThrow")
                    : method.getName().equals("get" + name) && method.getParameterCount() == 1
                            && method.getParameterTypes()[0] == int.class;
            if (element && Message.class.isAssignableFrom(method.getReturnType())) {
                return Optional.of(method.getReturnType());
            }
        }
        return Optional.empty();
    }

    /** @param type the class of the values, for a message's: the generated class its accessors are on */
    private static Optional<ValueConverter> converter(RowMapping.Value value, FieldDescriptor field, Class<?> type) {
        return switch (value.kind()) {
            case INT, LONG, FLOAT, DOUBLE, BOOL -> Optional.of(protobuf -> protobuf);
            case UNSIGNED_INT -> Optional.of(protobuf -> Integer.toUnsignedLong((Integer) protobuf));
            case UNSIGNED_LONG -> Optional.of(protobuf -> MessageRows.unsignedLong((Long) protobuf));
            case STRING -> Optional.of(protobuf -> protobuf instanceof String text ? UTF8String.fromString(text)
                    : utf8((ByteString) protobuf));
            case BYTES -> Optional.of(protobuf -> ((ByteString) protobuf).toByteArray());
            case ENUM -> Optional.of(protobuf -> MessageRows.enumName(value, field, protobuf instanceof Integer number
                    ? number : ((ProtocolMessageEnum) protobuf).getNumber()));
            case MESSAGE -> Message.class.isAssignableFrom(type)
                    ? Optional.of(new Struct(value.message(), type)) : Optional.empty();
            case TIMESTAMP -> Optional.of(protobuf -> {
                Timestamp time = (Timestamp) protobuf;
                return MessageRows.micros(field, "Timestamp", time.getSeconds(), time.getNanos());
            });
            case DURATION -> Optional.of(protobuf -> {
                Duration time = (Duration) protobuf;
                return MessageRows.micros(field, "Duration", time.getSeconds(), time.getNanos());
            });
            case WRAPPER -> wrapper(value, field, type);
            case JSON -> Optional.of(protobuf -> MessageRows.json(field, (Message) protobuf));
        };
    }

    /** A wrapper's value ({@code Int64Value.getValue()}), converted as the wrapped kind. */
    private static Optional<ValueConverter> wrapper(RowMapping.Value value, FieldDescriptor field, Class<?> type) {
        Optional<java.lang.reflect.Method> method = GeneratedAccessors.method(type, "getValue", Object.class)
                .or(() -> GeneratedAccessors.anyMethod(type, "getValue"));
        if (method.isEmpty()) {
            return Optional.empty();
        }
        ObjectGetter get = GeneratedAccessors.boxing(method.get());
        Optional<ValueConverter> inner = converter(value.wrapped(), field, method.get().getReturnType());
        return inner.map(convert -> protobuf -> convert.convert(get.get(protobuf)));
    }

    private static UTF8String utf8(ByteString bytes) {
        return UTF8String.fromBytes(bytes.toByteArray());
    }

    /** An enum whose generated code has *Value accessors (an open enum): the number, whatever it is. */
    private static boolean openEnum(RowMapping.Value value) {
        return value.kind() == RowMapping.Kind.ENUM && !value.enumType().isClosed();
    }

    private static GenericArrayData array(List<?> elements, ValueConverter convert) {
        Object[] values = new Object[elements.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = convert.convert(elements.get(i));
        }
        return new GenericArrayData(values);
    }

    private static ArrayBasedMapData map(Object protobuf, ValueConverter keys, ValueConverter values) {
        Map<?, ?> map = (Map<?, ?>) protobuf;
        Object[] keyArray = new Object[map.size()];
        Object[] valueArray = new Object[map.size()];
        int i = 0;
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            keyArray[i] = keys.convert(entry.getKey());
            valueArray[i] = values.convert(entry.getValue());
            i++;
        }
        return new ArrayBasedMapData(new GenericArrayData(keyArray), new GenericArrayData(valueArray));
    }
}
