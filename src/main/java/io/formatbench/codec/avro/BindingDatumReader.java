package io.formatbench.codec.avro;

import java.io.IOException;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.Decoder;

/**
 * A binding as the DatumReader that DataFileStream and the message codec take: no resolving decoder,
 * so the file's schema must be the record's, or the record's with fields added after its own (a newer
 * version), whose values this skips after each record. For one thread: its limits are its own.
 */
final class BindingDatumReader<T> implements DatumReader<T> {

    private final AvroBinding<T> binding;
    private final Schema expected;
    private final ValueLimits limits;
    private List<Schema> added = List.of();

    BindingDatumReader(AvroBinding<T> binding, Schema expected, ValueLimits limits) {
        this.binding = binding;
        this.expected = expected;
        this.limits = limits;
    }

    /** DataFileStream hands over the file's schema: the record's own, or a newer version of it. */
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
    public T read(T reuse, Decoder in) throws IOException {
        limits.startRecord();
        T record = binding.read(in, limits);
        for (Schema field : added) {
            GenericDatumReader.skip(field, in);
        }
        return record;
    }
}
