package io.formatbench.codec.protobuf;

import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import java.util.function.Function;

/** How one record type maps to its generated protobuf message. */
public interface ProtoBinding<T, M extends Message> {

    Parser<M> parser();

    /** A new message for the record: what most code does, one builder per record. */
    M toMessage(T record);

    /** A converter that reuses one builder for every call; for one writer, not thread-safe. */
    Function<T, M> newReusingConverter();

    T fromMessage(M message);
}
