package io.formatbench.dataset;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The records of the tool's own file of them ({@link RecordsDump}) as a generator: what a write fork
 * writes in place of a seed's records. Each record is built as {@link MessageGenerator} builds one
 * (protoc's builder, field by field through the descriptor), then made the schema's record by the
 * generated mapping; nothing parses a format.
 *
 * <p>Endless, as every generator is: after the file's last record comes its first again. Only the heap
 * estimate of a write asks for more records than a dataset has (a sample of 2,000, see
 * {@code bench/ChunkedRecords}); the records of every pass are counted and checked against the
 * manifest's content digests.
 */
public final class RecordsDumpReader<T, M extends Message> implements RecordGenerator<T> {

    private final Path file;
    private final RecordBindings<T, M> bindings;
    private final long fileBytes;
    private DataInputStream in;
    /** Where {@link #in} is in the file, to refuse a length that runs past its end before allocating it. */
    private long position;
    /** Where the record being read starts in the file, for errors. */
    private long recordStart;
    /** The number of the next record in the file, from 0. */
    private long record;

    private RecordsDumpReader(Path file, RecordBindings<T, M> bindings) throws IOException {
        this.file = file;
        this.bindings = bindings;
        this.fileBytes = Files.size(file);
        open();
    }

    /** The records of {@code file}, from each generator's first record on: a shard's. */
    public static <T> RecordGenerator.Factory<T> records(Path file, RecordBindings<T, ?> bindings) {
        return typed(file, bindings);
    }

    private static <T, M extends Message> RecordGenerator.Factory<T> typed(Path file, RecordBindings<T, M> bindings) {
        return (seed, firstRecord) -> {
            try {
                RecordsDumpReader<T, M> reader = new RecordsDumpReader<>(file, bindings);
                reader.skip(firstRecord);
                return reader;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    @Override
    public T next() {
        try {
            if (position == fileBytes) {
                if (record == 0) {
                    throw corrupt("no records");
                }
                in.close();
                open();
            }
            recordStart = position;
            byte[] bytes = new byte[length()];
            in.readFully(bytes);
            position += bytes.length;
            M message = read(bytes);
            record++;
            return bindings.fromMessage(message);
        } catch (InvalidRecordException e) {
            throw new UncheckedIOException(corrupt(e.getMessage()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void open() throws IOException {
        InputStream stream = Files.newInputStream(file);
        in = new DataInputStream(new BufferedInputStream(stream, 1 << 16));
        byte[] magic = new byte[RecordsDump.MAGIC.length];
        try {
            in.readFully(magic);
        } catch (EOFException e) {
            magic = new byte[0];
        }
        if (!Arrays.equals(magic, RecordsDump.MAGIC)) {
            in.close();
            throw new DatasetException(file + ": not a records file of formatbench (it starts with other bytes)");
        }
        position = magic.length;
        record = 0;
    }

    private void skip(long records) throws IOException {
        for (long i = 0; i < records; i++) {
            recordStart = position;
            int length = length();
            in.skipNBytes(length);
            position += length;
            record++;
        }
    }

    /** The next record's length, which must fit in what is left of the file. */
    private int length() throws IOException {
        if (fileBytes - position < Integer.BYTES) {
            throw corrupt("ends inside the length of a record");
        }
        int length = in.readInt();
        position += Integer.BYTES;
        if (length < 0 || length > fileBytes - position) {
            throw corrupt("a length of " + length + " bytes, and " + (fileBytes - position) + " are left");
        }
        return length;
    }

    @SuppressWarnings("unchecked")
    private M read(byte[] bytes) throws IOException {
        Message.Builder builder = bindings.defaultMessage().newBuilderForType();
        DataInputStream fields = new DataInputStream(new ByteArrayInputStream(bytes));
        try {
            fill(builder, fields, 1);
        } catch (EOFException e) {
            throw corrupt("ends inside the record");
        }
        if (fields.available() > 0) {
            throw corrupt(fields.available() + " bytes after the record's last field");
        }
        return (M) builder.build();
    }

    private void fill(Message.Builder builder, DataInputStream in, int depth) throws IOException {
        if (depth > RecordsDump.MAX_DEPTH) {
            throw corrupt("messages nested deeper than " + RecordsDump.MAX_DEPTH);
        }
        Descriptor type = builder.getDescriptorForType();
        for (int number = in.readInt(); number != RecordsDump.END; number = in.readInt()) {
            FieldDescriptor field = type.findFieldByNumber(number);
            if (field == null) {
                throw corrupt("field number " + number + ", which " + type.getFullName() + " does not have");
            }
            if (field.isRepeated()) {
                int count = count(in, 1);
                for (int i = 0; i < count; i++) {
                    builder.addRepeatedField(field, value(builder, field, in, depth));
                }
            } else {
                builder.setField(field, value(builder, field, in, depth));
            }
        }
    }

    /** One value of {@code field}, in the form {@link Message.Builder#setField} takes. */
    private Object value(Message.Builder parent, FieldDescriptor field, DataInputStream in, int depth)
            throws IOException {
        return switch (field.getJavaType()) {
            case INT -> in.readInt();
            case LONG -> in.readLong();
            case FLOAT -> Float.intBitsToFloat(in.readInt());
            case DOUBLE -> Double.longBitsToDouble(in.readLong());
            case BOOLEAN -> in.readBoolean();
            case STRING -> {
                char[] chars = new char[count(in, Character.BYTES)];
                for (int i = 0; i < chars.length; i++) {
                    chars[i] = in.readChar();
                }
                yield new String(chars);
            }
            case BYTE_STRING -> {
                byte[] bytes = new byte[count(in, 1)];
                in.readFully(bytes);
                yield ByteString.copyFrom(bytes);
            }
            case ENUM -> {
                int number = in.readInt();
                EnumValueDescriptor value = field.getEnumType().findValueByNumber(number);
                if (value == null) {
                    throw corrupt("enum " + field.getEnumType().getFullName() + " has no value numbered " + number);
                }
                yield value;
            }
            case MESSAGE -> {
                Message.Builder child = parent.newBuilderForField(field);
                fill(child, in, depth + 1);
                yield child.build();
            }
        };
    }

    /** A count of values, chars or bytes, each at least {@code bytesEach}: no more than the rest of the record holds. */
    private int count(DataInputStream in, int bytesEach) throws IOException {
        int count = in.readInt();
        if (count < 0 || (long) count * bytesEach > in.available()) {
            throw corrupt("a count of " + count + " where " + in.available() + " bytes are left of the record");
        }
        return count;
    }

    private DatasetException corrupt(String what) {
        return new DatasetException(file + ": record " + (record + 1) + " (byte " + recordStart + "): " + what
                + "; the file is not the one generate wrote");
    }
}
