package io.formatbench.codec.protobuf;

import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.OwnObjects;
import io.formatbench.dataset.RecordBindings;
import java.util.Optional;
import java.util.function.Function;

/**
 * A schema's protoc messages as the own objects ({@link OwnObjects}) of the codecs built on protobuf-java:
 * their binding of messages to themselves, strict reads checked by the generated checks; the generated
 * hash and checksum of a message, equal to its record's; a write's messages made from its records.
 *
 * @param <T> the schema's record
 * @param <M> protoc's message
 */
public final class OwnMessages<T, M extends Message> {

    private final RecordBindings<T, M> bindings;
    private final RecordProtoBinding<M, M> binding;

    public OwnMessages(RecordProtoBinding<T, M> records, RecordBindings<T, M> bindings) {
        this.bindings = bindings;
        this.binding = records.ofItsMessages(bindings::checkMessage);
    }

    /** The binding of the messages to themselves: what a codec on messages is built with. */
    public ProtoBinding<M, M> binding() {
        return binding;
    }

    /** {@code codec}, a codec built on {@link #binding()}, as a codec's own objects. */
    public Optional<OwnObjects<T, ?>> of(Function<ProtoBinding<M, M>, Codec<M>> codec) {
        return Optional.of(new OwnObjects<>(codec.apply(binding), bindings::toMessage, bindings::messageHash,
                bindings::messageChecksum));
    }
}
