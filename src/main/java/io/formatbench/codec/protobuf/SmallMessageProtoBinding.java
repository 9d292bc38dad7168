package io.formatbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Parser;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.SmallMessage;
import io.formatbench.model.SmallMessageMessages;
import io.formatbench.proto.SmallMessageList;
import java.util.List;
import java.util.function.Function;

/** {@link SmallMessage} as the generated {@code io.formatbench.proto.SmallMessage} message. */
public final class SmallMessageProtoBinding implements ProtoBinding<SmallMessage, io.formatbench.proto.SmallMessage> {

    @Override
    public Parser<io.formatbench.proto.SmallMessage> parser() {
        return io.formatbench.proto.SmallMessage.parser();
    }

    @Override
    public io.formatbench.proto.SmallMessage defaultInstance() {
        return io.formatbench.proto.SmallMessage.getDefaultInstance();
    }

    @Override
    public io.formatbench.proto.SmallMessage toMessage(SmallMessage record) {
        return SmallMessageMessages.toMessage(record);
    }

    @Override
    public Function<SmallMessage, io.formatbench.proto.SmallMessage> newReusingConverter() {
        io.formatbench.proto.SmallMessage.Builder builder = io.formatbench.proto.SmallMessage.newBuilder();
        // Every field is set on each call, so no clear() is needed between records.
        return message -> SmallMessageMessages.fill(builder, message).build();
    }

    @Override
    public SmallMessage fromMessage(io.formatbench.proto.SmallMessage message) throws InvalidRecordException {
        try {
            return SmallMessageMessages.fromMessage(message);
        } catch (IllegalArgumentException e) {
            throw new InvalidRecordException(e.getMessage());
        }
    }

    @Override
    public SmallMessageList toListMessage(List<io.formatbench.proto.SmallMessage> messages) {
        return SmallMessageList.newBuilder().addAllMessages(messages).build();
    }

    @Override
    public List<io.formatbench.proto.SmallMessage> parseListMessage(byte[] bytes)
            throws InvalidProtocolBufferException {
        return SmallMessageList.parseFrom(bytes).getMessagesList();
    }

    @Override
    public int listFieldNumber() {
        return SmallMessageList.MESSAGES_FIELD_NUMBER;
    }
}
