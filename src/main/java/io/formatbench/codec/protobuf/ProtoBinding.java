package io.formatbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import java.util.List;
import java.util.function.Function;

/** How one record type maps to its generated protobuf message. */
public interface ProtoBinding<T, M extends Message> {

    Parser<M> parser();

    /** The message's default instance: its descriptor and a builder for libraries that work on any message. */
    M defaultInstance();

    /** A new message for the record: what most code does, one builder per record. */
    M toMessage(T record);

    /** A converter that reuses one builder for every call; for one writer, not thread-safe. */
    Function<T, M> newReusingConverter();

    T fromMessage(M message);

    /**
     * The schema's list message (in proto/, e.g. {@code UserList}) holding these messages: how several
     * records travel as one message. Its only field is {@code repeated} of the record's message.
     */
    Message toListMessage(List<M> messages);

    /** Parses a list message with its generated parser and returns the records' messages. */
    List<M> parseListMessage(byte[] bytes) throws InvalidProtocolBufferException;

    /** The number of the list message's repeated field. */
    int listFieldNumber();
}
