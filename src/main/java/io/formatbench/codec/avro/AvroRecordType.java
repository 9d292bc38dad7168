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

    /** A hand-written schema's: its records have a direct binding of their own. */
    public static <T, M extends Message> AvroRecordType<T, M> of(ProtoBinding<T, M> binding, AvroBinding<T> direct) {
        return new AvroRecordType<>(binding, AvroFields.of(binding.defaultInstance()),
                AvroSchemas.of(binding.defaultInstance().getDescriptorForType()), direct);
    }

    /** A schema whose records are generated messages: their direct binding is the message type's field table. */
    public static <M extends Message> AvroRecordType<M, M> ofMessages(ProtoBinding<M, M> binding) {
        AvroFields table = AvroFields.of(binding.defaultInstance());
        return new AvroRecordType<>(binding, table, AvroSchemas.of(binding.defaultInstance().getDescriptorForType()),
                new MessageAvroBinding<>(table));
    }
}
