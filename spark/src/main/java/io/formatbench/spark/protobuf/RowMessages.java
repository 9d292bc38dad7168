package io.formatbench.spark.protobuf;

import io.formatbench.shaded.com.google.protobuf.ByteString;
import io.formatbench.shaded.com.google.protobuf.Descriptors.EnumValueDescriptor;
import io.formatbench.shaded.com.google.protobuf.Descriptors.FieldDescriptor;
import io.formatbench.shaded.com.google.protobuf.InvalidProtocolBufferException;
import io.formatbench.shaded.com.google.protobuf.Message;
import io.formatbench.shaded.com.google.protobuf.UninitializedMessageException;
import io.formatbench.shaded.com.google.protobuf.util.JsonFormat;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.SpecializedGetters;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.catalyst.util.MapData;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * Spark rows as messages, the reverse of {@link MessageRows}, as {@link RowMapping} says: what the
 * writer writes, and how the job checks the rows any reader gave it. The row's columns are fields of
 * the message by name, each of the mapping's type (nullability aside); a field with no column is left
 * unset. A value the message cannot hold exactly is refused.
 */
final class RowMessages {

    private static final JsonFormat.Parser JSON = JsonFormat.parser();
    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

    private final Message defaultInstance;
    private final RowMapping.Column[] columns;

    /** @throws IllegalArgumentException for a column that is no field of the message, or of another type */
    RowMessages(MessageType type, StructType rows) {
        this.defaultInstance = type.defaultInstance();
        RowMapping mapping = type.mapping();
        StructField[] fields = rows.fields();
        this.columns = new RowMapping.Column[fields.length];
        for (int i = 0; i < fields.length; i++) {
            RowMapping.Column column = mapping.column(fields[i].name());
            if (column == null) {
                throw new IllegalArgumentException("delimited-protobuf: column '" + fields[i].name() + "' is no field"
                        + " of " + mapping.descriptor().getFullName() + " (fields: " + String.join(", ",
                        mapping.columns().stream().map(RowMapping.Column::name).toList()) + ")");
            }
            if (!RowMapping.sameType(column.type(), fields[i].dataType())) {
                throw new IllegalArgumentException("delimited-protobuf: column '" + fields[i].name() + "' is "
                        + fields[i].dataType().simpleString() + ", field " + column.field().getFullName() + " is "
                        + column.type().simpleString());
            }
            columns[i] = column;
        }
    }

    /** @throws ValueRefusedException for a value the message cannot hold exactly */
    Message toMessage(InternalRow row) {
        Message.Builder builder = defaultInstance.newBuilderForType();
        for (int i = 0; i < columns.length; i++) {
            write(columns[i], builder, row, i);
        }
        return build(builder);
    }

    private static Message build(Message.Builder builder) {
        try {
            return builder.build();
        } catch (UninitializedMessageException e) {
            throw new ValueRefusedException(builder.getDescriptorForType().getFullName() + ": " + e.getMessage());
        }
    }

    private static void write(RowMapping.Column column, Message.Builder builder, SpecializedGetters row, int ordinal) {
        FieldDescriptor field = column.field();
        if (row.isNullAt(ordinal)) {
            if (!column.nullable()) {
                throw new ValueRefusedException("field " + field.getFullName() + ": null, and the field has no"
                        + " presence (its default is what an unset field reads as)");
            }
            return;
        }
        if (column.key() != null) {
            MapData map = row.getMap(ordinal);
            ArrayData keys = map.keyArray();
            ArrayData values = map.valueArray();
            FieldDescriptor keyField = field.getMessageType().findFieldByNumber(1);
            FieldDescriptor valueField = field.getMessageType().findFieldByNumber(2);
            for (int i = 0; i < map.numElements(); i++) {
                Message.Builder entry = builder.newBuilderForField(field);
                entry.setField(keyField, value(column.key(), keys, i, entry, keyField));
                entry.setField(valueField, value(column.value(), values, i, entry, valueField));
                builder.addRepeatedField(field, entry.build());
            }
            return;
        }
        if (field.isRepeated()) {
            ArrayData elements = row.getArray(ordinal);
            for (int i = 0; i < elements.numElements(); i++) {
                builder.addRepeatedField(field, value(column.value(), elements, i, builder, field));
            }
            return;
        }
        if (field.getRealContainingOneof() != null && builder.hasOneof(field.getRealContainingOneof())) {
            throw new ValueRefusedException("field " + field.getFullName() + ": a second branch of oneof "
                    + field.getRealContainingOneof().getName() + ", which holds one");
        }
        builder.setField(field, value(column.value(), row, ordinal, builder, field));
    }

    /** One value as protobuf-java holds it; a nested message built from {@code parent}'s builder for the field. */
    private static Object value(RowMapping.Value value, SpecializedGetters data, int ordinal, Message.Builder parent,
                                FieldDescriptor field) {
        if (data.isNullAt(ordinal)) {
            throw new ValueRefusedException("field " + field.getFullName() + ": a null element, which protobuf's"
                    + " repeated fields and maps cannot hold");
        }
        return switch (value.kind()) {
            case INT -> data.getInt(ordinal);
            case UNSIGNED_INT -> unsignedInt(field, data.getLong(ordinal));
            case LONG -> data.getLong(ordinal);
            case UNSIGNED_LONG -> unsignedLong(field, data.getDecimal(ordinal, RowMapping.UNSIGNED_LONG.precision(), 0)
                    .toJavaBigDecimal());
            case FLOAT -> data.getFloat(ordinal);
            case DOUBLE -> data.getDouble(ordinal);
            case BOOL -> data.getBoolean(ordinal);
            case STRING -> data.getUTF8String(ordinal).toString();
            case BYTES -> ByteString.copyFrom(data.getBinary(ordinal));
            case ENUM -> enumValue(value, field, data.getUTF8String(ordinal).toString());
            case MESSAGE -> {
                RowMapping nested = value.message();
                InternalRow struct = data.getStruct(ordinal, nested.columns().size());
                Message.Builder builder = parent.newBuilderForField(field);
                List<RowMapping.Column> columns = nested.columns();
                for (int i = 0; i < columns.size(); i++) {
                    write(columns.get(i), builder, struct, i);
                }
                yield build(builder);
            }
            case TIMESTAMP -> time(parent.newBuilderForField(field), data.getLong(ordinal), true);
            case DURATION -> time(parent.newBuilderForField(field), data.getLong(ordinal), false);
            case WRAPPER -> {
                Message.Builder wrapper = parent.newBuilderForField(field);
                FieldDescriptor wrapped = wrapper.getDescriptorForType().findFieldByNumber(1);
                wrapper.setField(wrapped, value(value.wrapped(), data, ordinal, wrapper, wrapped));
                yield wrapper.build();
            }
            case JSON -> {
                Message.Builder builder = parent.newBuilderForField(field);
                try {
                    JSON.merge(data.getUTF8String(ordinal).toString(), builder);
                } catch (InvalidProtocolBufferException e) {
                    throw new ValueRefusedException("field " + field.getFullName() + ": not the JSON of a "
                            + builder.getDescriptorForType().getName() + ": " + e.getMessage());
                }
                yield builder.build();
            }
        };
    }

    private static int unsignedInt(FieldDescriptor field, long value) {
        if (value < 0 || value > 0xFFFF_FFFFL) {
            throw new ValueRefusedException("field " + field.getFullName() + ": " + value + " is outside 0 to "
                    + 0xFFFF_FFFFL);
        }
        return (int) value;
    }

    private static long unsignedLong(FieldDescriptor field, BigDecimal value) {
        BigInteger whole;
        try {
            whole = value.toBigIntegerExact();
        } catch (ArithmeticException e) {
            whole = null;
        }
        if (whole == null || whole.signum() < 0 || whole.compareTo(TWO_TO_64) >= 0) {
            throw new ValueRefusedException("field " + field.getFullName() + ": " + value.toPlainString()
                    + " is outside 0 to " + TWO_TO_64.subtract(BigInteger.ONE));
        }
        return whole.longValue();
    }

    private static EnumValueDescriptor enumValue(RowMapping.Value value, FieldDescriptor field, String name) {
        EnumValueDescriptor declared = value.enumType().findValueByName(name);
        if (declared == null) {
            throw new ValueRefusedException("field " + field.getFullName() + ": '" + name + "' is no value of "
                    + value.enumType().getFullName());
        }
        return declared;
    }

    /**
     * Microseconds as a Timestamp (seconds rounded down, nanoseconds 0 or more) or a Duration (both of
     * the sign of the whole), as protobuf requires of each.
     */
    private static Message time(Message.Builder builder, long micros, boolean timestamp) {
        long seconds = timestamp ? Math.floorDiv(micros, MessageRows.MICROS_PER_SECOND)
                : micros / MessageRows.MICROS_PER_SECOND;
        long rest = timestamp ? Math.floorMod(micros, MessageRows.MICROS_PER_SECOND)
                : micros % MessageRows.MICROS_PER_SECOND;
        FieldDescriptor secondsField = builder.getDescriptorForType().findFieldByNumber(1);
        FieldDescriptor nanosField = builder.getDescriptorForType().findFieldByNumber(2);
        return builder.setField(secondsField, seconds)
                .setField(nanosField, (int) rest * MessageRows.NANOS_PER_MICRO)
                .build();
    }
}
