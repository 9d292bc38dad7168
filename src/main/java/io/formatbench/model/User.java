package io.formatbench.model;

import java.util.Objects;

/**
 * One user: the domain record every codec reads into and writes from. JSON field names are the
 * component names; protobuf field numbers are in proto/user.proto.
 */
public record User(long id, String name, String email, int age, boolean active) {

    public User {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(email, "email");
    }
}
