package io.formatbench.model;

/** The content hash of one {@link User}: its fields in declaration order, as {@link ContentDigest} defines. */
public final class UserDigest {

    private UserDigest() {}

    public static long hash(User user) {
        // Both strings first: independent of each other, the CPU hashes them side by side.
        long name = ContentDigest.hash(user.name());
        long email = ContentDigest.hash(user.email());
        long h = ContentDigest.fold(0L, user.id());
        h = ContentDigest.fold(h, name);
        h = ContentDigest.fold(h, email);
        h = ContentDigest.fold(h, user.age());
        return ContentDigest.fold(h, user.active());
    }

    /**
     * The cheap checksum a measured read feeds every record to: the fixed-width fields and the
     * string lengths, without the strings' characters (see README, "Verification").
     */
    public static long checksum(User user) {
        long h = ContentDigest.fold(0L, user.id());
        h = ContentDigest.fold(h, user.name().length());
        h = ContentDigest.fold(h, user.email().length());
        h = ContentDigest.fold(h, user.age());
        return ContentDigest.fold(h, user.active());
    }
}
