package io.formatbench.codec.protobuf;

import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.util.function.Function;

/**
 * A record type's mapping to and from protoc's message, as the build generates it for every message of
 * proto/: what the protobuf codecs' {@code mapped} variant runs inside the measured region, as a service
 * whose model is the record pays it; their other variants work on protoc's messages themselves.
 *
 * @param <T> the record
 * @param <M> protoc's message
 */
public interface MessageMapping<T, M extends Message> {

    /** protoc's message's default instance: its descriptor, parser and builders. */
    M defaultMessage();

    /** A new message of the record, a new builder per record: what most code does. */
    M toMessage(T record);

    /** A converter that reuses one builder for every call: for one writer, not thread-safe. */
    Function<T, M> newReusingConverter();

    /** The record of a message, refusing what the record cannot hold with the field's path. */
    T fromMessage(M message) throws InvalidRecordException;

    /**
     * The strict policy's checks of a message's values that protobuf does not make (an enum number the
     * .proto does not list, a Timestamp out of its range), before {@link #fromMessage}: none for a mapping
     * to records, whose fromMessage refuses such values itself; the generated checks for a mapping of
     * messages to themselves ({@link #ofMessages(Message, ValueChecks)}).
     */
    default void checkValues(M message) throws InvalidRecordException {}

    /** A message's checks that refuse what its record could not hold (the generated {@code check}). */
    @FunctionalInterface
    interface ValueChecks<M> {
        void check(M message) throws InvalidRecordException;
    }

    /**
     * The messages as their own records, mapped by nothing: for code that works on protoc's messages
     * themselves (the Spark job's protobuf source), with the codecs' frames and checks.
     */
    static <M extends Message> MessageMapping<M, M> ofMessages(M defaultMessage) {
        return ofMessages(defaultMessage, message -> {});
    }

    /**
     * The messages as their own records, their strict reads checked by {@code checks}: what a protobuf
     * codec on protoc's messages reads and writes ({@link io.formatbench.codec.OwnObjects}).
     */
    static <M extends Message> MessageMapping<M, M> ofMessages(M defaultMessage, ValueChecks<M> checks) {
        return new MessageMapping<>() {
            @Override
            public void checkValues(M message) throws InvalidRecordException {
                checks.check(message);
            }

            @Override
            public M defaultMessage() {
                return defaultMessage;
            }

            @Override
            public M toMessage(M record) {
                return record;
            }

            @Override
            public Function<M, M> newReusingConverter() {
                return Function.identity();
            }

            @Override
            public M fromMessage(M message) {
                return message;
            }
        };
    }
}
