package io.formatbench.codec.protobuf;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.formatbench.codec.InvalidRecordException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The protobuf binding of a record type, over its generated mapping to protoc's message.
 *
 * <p>The list message, for the message suite's list operations, is the message of proto/ whose only
 * field is a repeated field of the record's message ({@code UserList}, {@code EveryKindList}); without
 * one, a {@link RuntimeListMessage} of the same bytes.
 *
 * @param <T> the record
 * @param <M> protoc's message
 */
public final class RecordProtoBinding<T, M extends Message> implements ProtoBinding<T, M> {

    private final MessageMapping<T, M> mapping;
    private final M defaultInstance;
    private final Parser<M> parser;
    private final Message list;
    private final FieldDescriptor listField;

    /**
     * @param listDefault the list message's default instance, if proto/ has one; its only field must
     *     be a repeated field of the record's message type
     */
    @SuppressWarnings("unchecked")
    public RecordProtoBinding(MessageMapping<T, M> mapping, Optional<Message> listDefault) {
        this.mapping = mapping;
        this.defaultInstance = mapping.defaultMessage();
        this.parser = (Parser<M>) defaultInstance.getParserForType();
        this.list = listDefault.orElseGet(() -> RuntimeListMessage.of(defaultInstance.getDescriptorForType()));
        this.listField = list.getDescriptorForType().getFields().get(0);
        if (!(listField.isRepeated() && listField.getMessageType() == defaultInstance.getDescriptorForType())) {
            throw new IllegalArgumentException(list.getDescriptorForType().getFullName() + " is not a list of "
                    + defaultInstance.getDescriptorForType().getFullName());
        }
    }

    @Override
    public Parser<M> parser() {
        return parser;
    }

    @Override
    public M defaultInstance() {
        return defaultInstance;
    }

    @Override
    public M toMessage(T record) {
        return mapping.toMessage(record);
    }

    @Override
    public Function<T, M> newReusingConverter() {
        return mapping.newReusingConverter();
    }

    @Override
    public T fromMessage(M message) throws InvalidRecordException {
        return mapping.fromMessage(message);
    }

    @Override
    public void checkValues(M message) throws InvalidRecordException {
        mapping.checkValues(message);
    }

    /**
     * The binding of this one's messages to themselves, with the same list message, each strict read
     * checked by {@code checks}: what the protobuf codecs on protoc's messages run.
     */
    public RecordProtoBinding<M, M> ofItsMessages(MessageMapping.ValueChecks<M> checks) {
        return new RecordProtoBinding<>(MessageMapping.ofMessages(defaultInstance, checks), Optional.of(list));
    }

    @Override
    public Message toListMessage(List<M> messages) {
        return list.newBuilderForType().setField(listField, messages).build();
    }

    /**
     * The messages of a list message in their generated class: a generated list's elements are, a
     * {@link RuntimeListMessage}'s are DynamicMessages, which this parses from their bytes.
     */
    @Override
    public List<M> parseListMessage(byte[] bytes) throws InvalidProtocolBufferException {
        return messagesOf(list.getParserForType().parseFrom(bytes));
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<M> messagesOf(Message listMessage) throws InvalidProtocolBufferException {
        List<? extends Message> elements = (List<? extends Message>) listMessage.getField(listField);
        if (elements.isEmpty() || defaultInstance.getClass().isInstance(elements.get(0))) {
            return (List<M>) elements;
        }
        List<M> messages = new ArrayList<>(elements.size());
        for (Message element : elements) {
            messages.add(parser.parseFrom(element.toByteString()));
        }
        return messages;
    }

    @Override
    public int listFieldNumber() {
        return listField.getNumber();
    }
}
