package io.formatbench.spark.protobuf;

import io.formatbench.shaded.com.google.protobuf.ByteString;
import io.formatbench.shaded.com.google.protobuf.Descriptors.EnumValueDescriptor;
import io.formatbench.shaded.com.google.protobuf.Descriptors.FieldDescriptor;
import io.formatbench.shaded.com.google.protobuf.InvalidProtocolBufferException;
import io.formatbench.shaded.com.google.protobuf.Message;
import io.formatbench.shaded.com.google.protobuf.util.JsonFormat;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.ArrayBasedMapData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.sql.types.Decimal;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * Messages as Spark rows of the columns a query asks for (Spark reads only those), as
 * {@link RowMapping} says: through the message's descriptor, as any protobuf message is read
 * generically. The reference of the mapping: the source reads through {@link MessageConverter}, tested
 * to give these rows, which falls back to this for a field without the generated accessor it expects.
 */
final class MessageRows {

    static final long MICROS_PER_SECOND = 1_000_000L;
    static final int NANOS_PER_MICRO = 1_000;

    private static final JsonFormat.Printer JSON = JsonFormat.printer().omittingInsignificantWhitespace();

    private final RowMapping mapping;
    private final RowMapping.Column[] columns;

    /** @param required the columns asked for, by name, a subset of the mapping's in any order */
    MessageRows(RowMapping mapping, StructType required) {
        this.mapping = mapping;
        StructField[] fields = required.fields();
        this.columns = new RowMapping.Column[fields.length];
        for (int i = 0; i < fields.length; i++) {
            columns[i] = mapping.column(fields[i].name());
            if (columns[i] == null) {
                throw new IllegalArgumentException("delimited-protobuf: " + mapping.descriptor().getFullName()
                        + " has no field '" + fields[i].name() + "'");
            }
        }
    }

    /** @throws ValueRefusedException for a value the row cannot hold exactly */
    InternalRow toRow(Message message) {
        checkLeftOut(mapping, message);
        Object[] values = new Object[columns.length];
        for (int i = 0; i < columns.length; i++) {
            values[i] = column(columns[i], message);
        }
        return new GenericInternalRow(values);
    }

    private static InternalRow struct(RowMapping mapping, Message message) {
        checkLeftOut(mapping, message);
        List<RowMapping.Column> columns = mapping.columns();
        Object[] values = new Object[columns.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = column(columns.get(i), message);
        }
        return new GenericInternalRow(values);
    }

    static void checkLeftOut(RowMapping mapping, Message message) {
        // Most types have no field left out: no reflective look at every record for them.
        for (FieldDescriptor field : mapping.leftOut()) {
            if (field.isRepeated() ? message.getRepeatedFieldCount(field) > 0 : message.hasField(field)) {
                throw new ValueRefusedException("field " + field.getFullName() + " nests "
                        + field.getMessageType().getFullName() + " deeper than the option "
                        + ProtobufSourceOptions.MAX_DEPTH + " allows");
            }
        }
    }

    static Object column(RowMapping.Column column, Message message) {
        FieldDescriptor field = column.field();
        if (column.key() != null) {
            List<?> entries = (List<?>) message.getField(field);
            Object[] keys = new Object[entries.size()];
            Object[] values = new Object[entries.size()];
            FieldDescriptor keyField = field.getMessageType().findFieldByNumber(1);
            FieldDescriptor valueField = field.getMessageType().findFieldByNumber(2);
            for (int i = 0; i < keys.length; i++) {
                Message entry = (Message) entries.get(i);
                keys[i] = value(column.key(), keyField, entry.getField(keyField));
                values[i] = value(column.value(), valueField, entry.getField(valueField));
            }
            return new ArrayBasedMapData(new GenericArrayData(keys), new GenericArrayData(values));
        }
        if (field.isRepeated()) {
            List<?> elements = (List<?>) message.getField(field);
            Object[] values = new Object[elements.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = value(column.value(), field, elements.get(i));
            }
            return new GenericArrayData(values);
        }
        if (column.nullable() && !message.hasField(field)) {
            return null;
        }
        return value(column.value(), field, message.getField(field));
    }

    private static Object value(RowMapping.Value value, FieldDescriptor field, Object protobuf) {
        return switch (value.kind()) {
            case INT, LONG, FLOAT, DOUBLE, BOOL -> protobuf;
            case UNSIGNED_INT -> Integer.toUnsignedLong((Integer) protobuf);
            case UNSIGNED_LONG -> unsignedLong((Long) protobuf);
            case STRING -> UTF8String.fromString((String) protobuf);
            case BYTES -> ((ByteString) protobuf).toByteArray();
            case ENUM -> enumName(value, field, ((EnumValueDescriptor) protobuf).getNumber());
            case MESSAGE -> struct(value.message(), (Message) protobuf);
            case TIMESTAMP, DURATION -> micros(field, (Message) protobuf);
            case WRAPPER -> {
                Message wrapper = (Message) protobuf;
                FieldDescriptor wrapped = wrapper.getDescriptorForType().findFieldByNumber(1);
                yield value(value.wrapped(), wrapped, wrapper.getField(wrapped));
            }
            case JSON -> json(field, (Message) protobuf);
        };
    }

    static Decimal unsignedLong(long bits) {
        if (bits >= 0) {
            return Decimal.apply(bits, RowMapping.UNSIGNED_LONG.precision(), 0);
        }
        BigInteger unsigned = BigInteger.valueOf(bits).add(BigInteger.ONE.shiftLeft(64));
        return Decimal.apply(new BigDecimal(unsigned), RowMapping.UNSIGNED_LONG.precision(), 0);
    }

    static UTF8String enumName(RowMapping.Value value, FieldDescriptor field, int number) {
        EnumValueDescriptor declared = value.enumType().findValueByNumber(number);
        if (declared == null) {
            throw new ValueRefusedException("field " + field.getFullName() + ": " + number + " is no value"
                    + " of " + value.enumType().getFullName() + ", and a row holds an enum by its name");
        }
        return UTF8String.fromString(declared.getName());
    }

    /** A Timestamp or Duration in Spark's microseconds, refused when its nanoseconds are finer. */
    private static long micros(FieldDescriptor field, Message time) {
        FieldDescriptor secondsField = time.getDescriptorForType().findFieldByNumber(1);
        FieldDescriptor nanosField = time.getDescriptorForType().findFieldByNumber(2);
        return micros(field, time.getDescriptorForType().getName(), (Long) time.getField(secondsField),
                (Integer) time.getField(nanosField));
    }

    /** @param typeName Timestamp or Duration */
    static long micros(FieldDescriptor field, String typeName, long seconds, int nanos) {
        if (nanos % NANOS_PER_MICRO != 0) {
            throw new ValueRefusedException("field " + field.getFullName() + ": a "
                    + typeName + " of " + seconds + " s " + nanos + " ns, finer than the"
                    + " microseconds a Spark " + (field.getMessageType().getName().equals("Timestamp") ? "timestamp"
                    : "interval") + " holds; the option " + ProtobufSourceOptions.TIMES + "=messages keeps it whole");
        }
        try {
            return Math.addExact(Math.multiplyExact(seconds, MICROS_PER_SECOND), nanos / NANOS_PER_MICRO);
        } catch (ArithmeticException e) {
            throw new ValueRefusedException("field " + field.getFullName() + ": " + seconds + " s is beyond what Spark"
                    + " holds in microseconds");
        }
    }

    static UTF8String json(FieldDescriptor field, Message message) {
        try {
            return UTF8String.fromString(JSON.print(message));
        } catch (InvalidProtocolBufferException e) {
            throw new ValueRefusedException("field " + field.getFullName() + ": " + e.getMessage());
        }
    }
}
