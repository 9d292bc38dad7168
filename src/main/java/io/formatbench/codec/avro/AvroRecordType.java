package io.formatbench.codec.avro;

import com.google.protobuf.Message;
import io.formatbench.codec.protobuf.ProtoBinding;
import org.apache.avro.Schema;

/**
 * What both Avro codecs of a schema work from, made once for the two: the records' protobuf binding,
 * the field table of their message type and the Avro schema derived from it (both built by walking
 * the descriptor, once per JVM).
 */
public record AvroRecordType<T, M extends Message>(ProtoBinding<T, M> binding, AvroFields table, Schema schema) {

    public static <T, M extends Message> AvroRecordType<T, M> of(ProtoBinding<T, M> binding) {
        return new AvroRecordType<>(binding, AvroFields.of(binding.defaultInstance()),
                AvroSchemas.of(binding.defaultInstance().getDescriptorForType()));
    }
}
