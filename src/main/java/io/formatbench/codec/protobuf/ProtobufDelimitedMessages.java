package io.formatbench.codec.protobuf;

import com.google.protobuf.Message;
import io.formatbench.codec.MessageCodec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The protobuf-delimited codec in memory, the way most code does it: a new message per record,
 * toByteArray() and the generated parseFrom(byte[]); a list is the schema's list message, built and
 * parsed through its generated code. The mapping to and from the record is part of the cost, as in
 * the file benchmark.
 */
final class ProtobufDelimitedMessages<T, M extends Message> implements MessageCodec<T> {

    private final ProtoBinding<T, M> binding;

    ProtobufDelimitedMessages(ProtoBinding<T, M> binding) {
        this.binding = binding;
    }

    @Override
    public byte[] encode(T record) {
        return binding.toMessage(record).toByteArray();
    }

    @Override
    public T decode(byte[] message) throws IOException {
        return binding.fromMessage(binding.parser().parseFrom(message));
    }

    @Override
    public byte[] encodeList(List<T> records) {
        List<M> messages = new ArrayList<>(records.size());
        for (T record : records) {
            messages.add(binding.toMessage(record));
        }
        return binding.toListMessage(messages).toByteArray();
    }

    @Override
    public List<T> decodeList(byte[] message) throws IOException {
        List<M> messages = binding.parseListMessage(message);
        List<T> records = new ArrayList<>(messages.size());
        for (M one : messages) {
            records.add(binding.fromMessage(one));
        }
        return records;
    }
}
