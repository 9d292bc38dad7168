package io.formatbench.codec.protobuf;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.ExtensionRegistryLite;
import com.google.protobuf.Message;
import com.google.protobuf.WireFormat;
import io.formatbench.codec.MessageCodec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The protobuf-coded codec in memory: the file codec's reused builder, and CodedOutputStream /
 * CodedInputStream straight over the byte array. A list is written and read field by field as the
 * list message's repeated field, without building or parsing the list message itself: the same
 * bytes as the generated list message, which the tests check.
 */
final class ProtobufCodedMessages<T, M extends Message> implements MessageCodec<T> {

    private final ProtoBinding<T, M> binding;
    private final Function<T, M> toMessage;
    private final int listField;
    private final int listTag;
    // The messages of the list being encoded: their sizes are needed before the first byte is written.
    private final List<M> pending = new ArrayList<>();

    ProtobufCodedMessages(ProtoBinding<T, M> binding) {
        this.binding = binding;
        this.toMessage = binding.newReusingConverter();
        this.listField = binding.listFieldNumber();
        this.listTag = listField << 3 | WireFormat.WIRETYPE_LENGTH_DELIMITED;
    }

    @Override
    public byte[] encode(T record) throws IOException {
        M message = toMessage.apply(record);
        byte[] bytes = new byte[message.getSerializedSize()];
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        message.writeTo(out);
        out.checkNoSpaceLeft();
        return bytes;
    }

    @Override
    public T decode(byte[] message) throws IOException {
        return binding.fromMessage(binding.parser().parseFrom(CodedInputStream.newInstance(message),
                ExtensionRegistryLite.getEmptyRegistry()));
    }

    @Override
    public byte[] encodeList(List<T> records) throws IOException {
        try {
            int size = 0;
            for (T record : records) {
                M message = toMessage.apply(record);
                pending.add(message);
                // Memoizes the message's size, which writeMessage uses again.
                size += CodedOutputStream.computeMessageSize(listField, message);
            }
            byte[] bytes = new byte[size];
            CodedOutputStream out = CodedOutputStream.newInstance(bytes);
            for (M message : pending) {
                out.writeMessage(listField, message);
            }
            out.checkNoSpaceLeft();
            return bytes;
        } finally {
            pending.clear();
        }
    }

    @Override
    public List<T> decodeList(byte[] message) throws IOException {
        CodedInputStream in = CodedInputStream.newInstance(message);
        List<T> records = new ArrayList<>();
        for (int tag; (tag = in.readTag()) != 0; ) {
            if (tag == listTag) {
                records.add(binding.fromMessage(in.readMessage(binding.parser(),
                        ExtensionRegistryLite.getEmptyRegistry())));
            } else if (!in.skipField(tag)) {
                break;
            }
        }
        // Refuses a stray end-group tag, as the generated parser does.
        in.checkLastTagWas(0);
        return records;
    }
}
