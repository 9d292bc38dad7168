package io.formatbench.model;

import io.formatbench.proto.SmallMessageOrBuilder;

/**
 * Maps between the domain {@link SmallMessage} and the generated protobuf message. A real service
 * pays this cost too, so the protobuf codecs run it inside the measured region.
 */
public final class SmallMessageMessages {

    private SmallMessageMessages() {}

    public static io.formatbench.proto.SmallMessage toMessage(SmallMessage message) {
        return fill(io.formatbench.proto.SmallMessage.newBuilder(), message).build();
    }

    /**
     * Sets every field of {@code builder} from {@code message}; the builder may be a reused one. The
     * timestamp is always set, also to 1970-01-01T00:00:00Z, so that every record has it, as in JSON.
     */
    public static io.formatbench.proto.SmallMessage.Builder fill(io.formatbench.proto.SmallMessage.Builder builder,
                                                                  SmallMessage message) {
        return builder
                .setMyInt(message.myInt())
                .setMyBool(message.myBool())
                .setMyBytes(message.myBytes().toByteString())
                .setMyString(message.myString())
                .setMyTimestamp(ProtoTimestamps.toMessage(message.myTimestamp()))
                .setMyMyStatusValue(message.myMyStatus().number());
    }

    /**
     * The domain record of a message. Throws IllegalArgumentException for what the domain cannot
     * hold: a Timestamp outside its range, an enum number the .proto does not list.
     */
    public static SmallMessage fromMessage(SmallMessageOrBuilder message) {
        return new SmallMessage(
                message.getMyInt(),
                message.getMyBool(),
                Bytes.copyOf(message.getMyBytes()),
                message.getMyString(),
                ProtoTimestamps.fromMessage(message.getMyTimestamp(), "my_timestamp"),
                SmallMessage.MyStatus.forNumber(message.getMyMyStatusValue(), "my_my_status"));
    }
}
