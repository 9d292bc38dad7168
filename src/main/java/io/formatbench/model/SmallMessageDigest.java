package io.formatbench.model;

import java.time.Instant;

/** The content hash of one {@link SmallMessage}: its fields in field-number order, as {@link ContentDigest} defines. */
public final class SmallMessageDigest {

    private SmallMessageDigest() {}

    public static long hash(SmallMessage message) {
        long bytes = ContentDigest.hash(message.myBytes().value);
        long string = ContentDigest.hash(message.myString());
        Instant timestamp = message.myTimestamp();
        long h = ContentDigest.fold(0L, message.myInt());
        h = ContentDigest.fold(h, message.myBool());
        h = ContentDigest.fold(h, bytes);
        h = ContentDigest.fold(h, string);
        h = ContentDigest.fold(h, timestamp.getEpochSecond());
        h = ContentDigest.fold(h, timestamp.getNano());
        return ContentDigest.fold(h, message.myMyStatus().number());
    }

    /** The cheap checksum of a measured read: the fixed-width fields and the lengths of the bytes and the string. */
    public static long checksum(SmallMessage message) {
        Instant timestamp = message.myTimestamp();
        long h = ContentDigest.fold(0L, message.myInt());
        h = ContentDigest.fold(h, message.myBool());
        h = ContentDigest.fold(h, message.myBytes().length());
        h = ContentDigest.fold(h, message.myString().length());
        h = ContentDigest.fold(h, timestamp.getEpochSecond());
        h = ContentDigest.fold(h, timestamp.getNano());
        return ContentDigest.fold(h, message.myMyStatus().number());
    }
}
