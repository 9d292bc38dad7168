package io.formatbench.model;

/**
 * Maps between the domain {@link User} and the generated protobuf message. A real service pays this
 * cost too, so the protobuf codecs run it inside the measured region.
 */
public final class UserMessages {

    private UserMessages() {}

    public static io.formatbench.proto.User toMessage(User user) {
        return fill(io.formatbench.proto.User.newBuilder(), user).build();
    }

    /** Sets every field of {@code builder} from {@code user}; the builder may be a reused one. */
    public static io.formatbench.proto.User.Builder fill(io.formatbench.proto.User.Builder builder, User user) {
        return builder
                .setId(user.id())
                .setName(user.name())
                .setEmail(user.email())
                .setAge(user.age())
                .setActive(user.active());
    }

    public static User fromMessage(io.formatbench.proto.UserOrBuilder message) {
        return new User(message.getId(), message.getName(), message.getEmail(), message.getAge(), message.getActive());
    }
}
