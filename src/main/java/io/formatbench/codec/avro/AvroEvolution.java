package io.formatbench.codec.avro;

import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.RecordWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.io.Encoder;

/**
 * A newer version of a record's Avro schema: the record's fields, then fields added after them. Avro
 * carries no field outside the file's schema, so newer data is a newer writer schema in the header;
 * a reader of the older schema resolves it (GenericDatumReader) or skips the added fields after each
 * record's own (the direct codec's datum reader and the strict readers, which read only such a schema,
 * and count them).
 */
public final class AvroEvolution {

    private AvroEvolution() {}

    /** The record's schema with {@code added} after its fields: the same name, the newer version. */
    public static Schema withAddedFields(Schema record, List<Schema.Field> added) {
        List<Schema.Field> fields = new ArrayList<>();
        for (Schema.Field field : record.getFields()) {
            fields.add(new Schema.Field(field, field.schema()));
        }
        fields.addAll(added);
        Schema newer = Schema.createRecord(record.getName(), record.getDoc(), record.getNamespace(), false);
        newer.setFields(fields);
        return newer;
    }

    /**
     * How many fields {@code written} adds after the fields of {@code expected}, or -1 if it is not
     * {@code expected} with fields added last (then no reader here reads it).
     */
    static int addedFields(Schema expected, Schema written) {
        if (written.getType() != Schema.Type.RECORD || !written.getFullName().equals(expected.getFullName())) {
            return -1;
        }
        List<Schema.Field> known = expected.getFields();
        List<Schema.Field> fields = written.getFields();
        if (fields.size() < known.size()) {
            return -1;
        }
        for (int i = 0; i < known.size(); i++) {
            Schema.Field field = fields.get(i);
            if (!known.get(i).name().equals(field.name()) || !known.get(i).schema().equals(field.schema())) {
                return -1;
            }
        }
        return fields.size() - known.size();
    }

    /** The added fields' names, for a reader's error. */
    static List<String> addedNames(Schema expected, Schema written) {
        return written.getFields().stream().skip(expected.getFields().size()).map(Schema.Field::name).toList();
    }

    /** The bytes of one record's added fields. */
    @FunctionalInterface
    public interface Additions {
        byte[] next() throws IOException;
    }

    /**
     * A container file of the newer schema: each record's datum as {@code records} encodes it (the
     * older version's bytes), the added fields' bytes after it, through DataFileWriter's appendEncoded,
     * in blocks of the block codec {@code blocks}.
     */
    public static <T> RecordWriter<T> appendingWriter(Schema newer, MessageCodec<T> records, Additions additions,
                                                      AvroBlockCodec blocks, OutputStream out) throws IOException {
        DataFileWriter<Object> file = AvroContainer.create(new EncodedOnly(), newer, out, true, blocks);
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                byte[] datum = records.encode(record);
                byte[] added = additions.next();
                ByteBuffer bytes = ByteBuffer.allocate(datum.length + added.length).put(datum).put(added).flip();
                file.appendEncoded(bytes);
            }

            @Override
            public void close() throws IOException {
                file.close();
            }
        };
    }

    /** A writer given only encoded datums: DataFileWriter needs one to be made. */
    private static final class EncodedOnly implements DatumWriter<Object> {
        @Override
        public void setSchema(Schema schema) {
            // Nothing to set: the datums come encoded.
        }

        @Override
        public void write(Object datum, Encoder out) {
            throw new UnsupportedOperationException("only encoded datums are appended");
        }
    }
}
