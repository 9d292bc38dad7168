package io.formatbench.codec.avro;

import com.google.protobuf.Message;
import io.formatbench.codec.protobuf.ProtoBinding;
import org.apache.avro.Schema;

/**
 * What both Avro codecs of a schema work from, made once for the two: the records' protobuf binding
 * (avro-generic's way to its GenericRecord), the field table of their message type and the Avro schema
 * derived from it (both built by walking the descriptor, once per JVM), and the direct binding that
 * avro-direct writes and reads the records with.
 */
public record AvroRecordType<T, M extends Message>(ProtoBinding<T, M> binding, AvroFields table, Schema schema,
                                                   AvroBinding<T> direct) {

    /** A schema's: its records' direct binding, generated with them. */
    public static <T, M extends Message> AvroRecordType<T, M> of(ProtoBinding<T, M> binding, AvroBinding<T> direct) {
        return new AvroRecordType<>(binding, AvroFields.of(binding.defaultInstance()),
                AvroSchemas.of(binding.defaultInstance().getDescriptorForType()), direct);
    }
}
