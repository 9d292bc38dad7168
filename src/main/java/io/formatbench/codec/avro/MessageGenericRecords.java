package io.formatbench.codec.avro;

import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.protobuf.ProtoBinding;
import org.apache.avro.generic.GenericRecord;

/**
 * Records through their protobuf message and its descriptor's generic mapping: for schemas whose
 * records are generated messages (any .proto), where no hand-written mapping exists.
 */
final class MessageGenericRecords<T, M extends Message> implements GenericRecordBinding<T> {

    private final ProtoBinding<T, M> binding;
    private final GenericMapping mapping;

    MessageGenericRecords(ProtoBinding<T, M> binding, AvroFields table) {
        this.binding = binding;
        this.mapping = new GenericMapping(table);
    }

    @Override
    public GenericRecord toRecord(T record) {
        return mapping.toRecord(binding.toMessage(record));
    }

    @Override
    @SuppressWarnings("unchecked")
    public T fromRecord(GenericRecord record, ValueLimits limits) throws InvalidRecordException {
        return binding.fromMessage((M) mapping.toMessage(record, limits));
    }
}
