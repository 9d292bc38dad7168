package io.formatbench.model;

/** The content hash of one {@link User}: its fields in declaration order, as {@link ContentDigest} defines. */
public final class UserDigest {

    private UserDigest() {}

    public static long hash(User user) {
        long h = ContentDigest.mix(0L, user.id());
        h = ContentDigest.mix(h, user.name());
        h = ContentDigest.mix(h, user.email());
        h = ContentDigest.mix(h, (long) user.age());
        return ContentDigest.mix(h, user.active());
    }
}
