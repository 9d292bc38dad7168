package io.formatbench.codec.json;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.protobuf.ProtoBinding;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The protobuf-json codec in memory, with the file codec's printer and parser: print() and merge()
 * over a String, a new message and builder per record. A list is the schema's list message in the
 * JSON mapping ({@code {"users":[...]}}): JsonFormat reads and writes messages, not bare arrays, so
 * that is what a proto-first service sends several records as.
 */
final class ProtobufJsonMessages<T, M extends Message> implements MessageCodec<T> {

    private final ProtoBinding<T, M> binding;
    private final JsonFormat.Printer printer;
    private final JsonFormat.Parser parser;
    private final Message listPrototype;

    ProtobufJsonMessages(ProtoBinding<T, M> binding, JsonFormat.Printer printer, JsonFormat.Parser parser) {
        this.binding = binding;
        this.printer = printer;
        this.parser = parser;
        this.listPrototype = binding.toListMessage(List.of());
    }

    @Override
    public byte[] encode(T record) throws IOException {
        return printer.print(binding.toMessage(record)).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public T decode(byte[] message) throws IOException {
        Message.Builder builder = binding.defaultInstance().newBuilderForType();
        parser.merge(new String(message, StandardCharsets.UTF_8), builder);
        @SuppressWarnings("unchecked")
        M parsed = (M) builder.build();
        return binding.fromMessage(parsed);
    }

    @Override
    public byte[] encodeList(List<T> records) throws IOException {
        List<M> messages = new ArrayList<>(records.size());
        for (T record : records) {
            messages.add(binding.toMessage(record));
        }
        return printer.print(binding.toListMessage(messages)).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public List<T> decodeList(byte[] message) throws IOException {
        Message.Builder builder = listPrototype.newBuilderForType();
        parser.merge(new String(message, StandardCharsets.UTF_8), builder);
        List<M> messages = binding.messagesOf(builder.build());
        List<T> records = new ArrayList<>(messages.size());
        for (M one : messages) {
            records.add(binding.fromMessage(one));
        }
        return records;
    }
}
