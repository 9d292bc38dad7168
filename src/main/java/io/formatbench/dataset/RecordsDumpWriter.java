package io.formatbench.dataset;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;

/**
 * Writes records into the tool's own file of them ({@link RecordsDump}, which describes the layout): each
 * record's protoc message, field by field through its descriptor. What {@code generate --from-json} writes
 * beside the data files.
 */
final class RecordsDumpWriter<T> implements AutoCloseable {

    private final RecordBindings<T, ?> bindings;
    private final DataOutputStream out;
    /** One record's bytes, before its length is known. */
    private final ByteArrayOutputStream record = new ByteArrayOutputStream();
    private final DataOutputStream fields = new DataOutputStream(record);

    RecordsDumpWriter(RecordBindings<T, ?> bindings, OutputStream out) throws IOException {
        this.bindings = bindings;
        this.out = new DataOutputStream(out);
        this.out.write(RecordsDump.MAGIC);
    }

    void write(T value) throws IOException {
        record.reset();
        writeFields(bindings.toMessage(value), fields);
        out.writeInt(record.size());
        record.writeTo(out);
    }

    private static void writeFields(Message message, DataOutputStream out) throws IOException {
        for (Map.Entry<FieldDescriptor, Object> entry : message.getAllFields().entrySet()) {
            FieldDescriptor field = entry.getKey();
            out.writeInt(field.getNumber());
            if (field.isRepeated()) {
                List<?> values = (List<?>) entry.getValue();
                out.writeInt(values.size());
                for (Object value : values) {
                    writeValue(field, value, out);
                }
            } else {
                writeValue(field, entry.getValue(), out);
            }
        }
        out.writeInt(RecordsDump.END);
    }

    /** One value, in the form {@link Message#getField} gives it. */
    private static void writeValue(FieldDescriptor field, Object value, DataOutputStream out) throws IOException {
        switch (field.getJavaType()) {
            case INT -> out.writeInt((Integer) value);
            case LONG -> out.writeLong((Long) value);
            case FLOAT -> out.writeInt(Float.floatToRawIntBits((Float) value));
            case DOUBLE -> out.writeLong(Double.doubleToRawLongBits((Double) value));
            case BOOLEAN -> out.writeBoolean((Boolean) value);
            case STRING -> {
                String text = (String) value;
                out.writeInt(text.length());
                out.writeChars(text);
            }
            case BYTE_STRING -> {
                ByteString bytes = (ByteString) value;
                out.writeInt(bytes.size());
                bytes.writeTo(out);
            }
            case ENUM -> out.writeInt(((EnumValueDescriptor) value).getNumber());
            case MESSAGE -> writeFields((Message) value, out);
        }
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
