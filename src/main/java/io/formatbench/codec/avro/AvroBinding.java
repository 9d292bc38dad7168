package io.formatbench.codec.avro;

import java.io.IOException;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.Encoder;

/**
 * One record type's values straight to Avro's encoder and from its decoder, in the schema
 * {@link AvroSchemas} derives from the record's .proto: what avro-direct runs. A hand-written schema
 * has a binding of its own (no protobuf message in between, as the JSON streaming codec has one per
 * schema); a schema of generated messages has {@link MessageAvroBinding}, over the field tables.
 * Every binding writes exactly the calls GenericDatumWriter makes for the same schema, so both Avro
 * codecs write the same bytes. Stateless: one binding serves every thread.
 */
public interface AvroBinding<T> {

    /** Writes the record's fields, in the schema's order. */
    void write(T record, Encoder out) throws IOException;

    /**
     * Reads one record's fields (the schema's own, none a newer schema adds), bounded by {@code limits},
     * which the caller has started for this record. Throws
     * {@link io.formatbench.codec.InvalidRecordException} for a value the record cannot hold, with the
     * message the mapping from the protobuf message gives for it.
     */
    T read(Decoder in, ValueLimits limits) throws IOException;
}
