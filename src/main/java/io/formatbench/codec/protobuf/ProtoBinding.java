package io.formatbench.codec.protobuf;

import com.google.protobuf.Descriptors;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.formatbench.codec.InvalidRecordException;
import java.util.List;
import java.util.function.Function;

/**
 * How one record type maps to its generated protobuf message, as the codecs need it: the parser, the
 * list message, a reused builder, the refusal of a message as an {@link InvalidRecordException}. The
 * field-by-field mapping itself is the model's {@code *Messages} class, its one place, which the bare
 * loops and the tests also call without a codec; a binding calls it and adds nothing to it.
 */
public interface ProtoBinding<T, M extends Message> {

    Parser<M> parser();

    /** The message's default instance: its descriptor and a builder for libraries that work on any message. */
    M defaultInstance();

    /** A new message for the record: what most code does, one builder per record. */
    M toMessage(T record);

    /** A converter that reuses one builder for every call; for one writer, not thread-safe. */
    Function<T, M> newReusingConverter();

    /**
     * The record of a message. Throws {@link InvalidRecordException} for a message the record cannot
     * hold, whichever the read's checks: a Timestamp outside its range, an enum number the .proto
     * does not list (proto3 keeps it; a domain enum has no constant for it).
     */
    T fromMessage(M message) throws InvalidRecordException;

    /** The strict reader's checks of a message before {@link #fromMessage} ({@link MessageMapping#checkValues}). */
    void checkValues(M message) throws InvalidRecordException;

    /**
     * The schema's list message (in proto/, e.g. {@code UserList}) holding these messages: how several
     * records travel as one message. Its only field is {@code repeated} of the record's message.
     */
    Message toListMessage(List<M> messages);

    /** Parses a list message with its generated parser and returns the records' messages. */
    List<M> parseListMessage(byte[] bytes) throws InvalidProtocolBufferException;

    /**
     * The records' messages of a list message built by a library from {@link #toListMessage}'s type
     * (JsonFormat's parser): its repeated field, as the generated class holds it.
     */
    @SuppressWarnings("unchecked")
    default List<M> messagesOf(Message listMessage) throws InvalidProtocolBufferException {
        Descriptors.FieldDescriptor field = listMessage.getDescriptorForType().findFieldByNumber(listFieldNumber());
        return (List<M>) listMessage.getField(field);
    }

    /** The number of the list message's repeated field. */
    int listFieldNumber();
}
