package io.formatbench.codec.avro;

import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.io.Encoder;

/** A binding as the DatumWriter that DataFileWriter takes. */
final class BindingDatumWriter<T> implements DatumWriter<T> {

    private final AvroBinding<T> binding;

    BindingDatumWriter(AvroBinding<T> binding) {
        this.binding = binding;
    }

    @Override
    public void setSchema(Schema schema) {
        // The schema is the binding's, derived from the same descriptor (AvroSchemas); nothing to resolve.
    }

    @Override
    public void write(T record, Encoder out) throws IOException {
        binding.write(record, out);
    }
}
