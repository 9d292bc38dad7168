package io.formatbench.model;

/**
 * The content hash of one {@link Event}: its fields in the order of their field numbers, as
 * {@link ContentDigest} defines (uint32 fields as their unsigned value, doubles by their bits).
 */
public final class EventDigest {

    private EventDigest() {}

    public static long hash(Event e) {
        // The strings first: independent of each other, the CPU hashes them side by side.
        long event = ContentDigest.hash(e.event());
        long eventTime = ContentDigest.hash(e.eventTime());
        long accountId = ContentDigest.hash(e.accountId());
        long auctionId = ContentDigest.hash(e.auctionId());
        long bidRequestId = ContentDigest.hash(e.bidRequestId());
        long bundle = ContentDigest.hash(e.bundle());
        long context = ContentDigest.hash(e.context());
        long countryCode = ContentDigest.hash(e.countryCode());
        long creativeType = ContentDigest.hash(e.creativeType());
        long error = ContentDigest.hash(e.error());
        long impressionId = ContentDigest.hash(e.impressionId());
        long ip = ContentDigest.hash(e.ip());
        long lang = ContentDigest.hash(e.lang());
        long osVersion = ContentDigest.hash(e.osVersion());
        long uid = ContentDigest.hash(e.uid());
        long userAgent = ContentDigest.hash(e.userAgent());
        long version = ContentDigest.hash(e.version());
        long h = ContentDigest.fold(0L, event);
        h = ContentDigest.fold(h, eventTime);
        h = ContentDigest.fold(h, accountId);
        h = ContentDigest.fold(h, auctionId);
        h = ContentDigest.fold(h, bidRequestId);
        h = ContentDigest.fold(h, bundle);
        h = ContentDigest.fold(h, context);
        h = ContentDigest.fold(h, countryCode);
        h = ContentDigest.fold(h, creativeType);
        h = ContentDigest.fold(h, error);
        h = ContentDigest.fold(h, impressionId);
        h = ContentDigest.fold(h, ip);
        h = ContentDigest.fold(h, lang);
        h = ContentDigest.fold(h, osVersion);
        h = ContentDigest.fold(h, uid);
        h = ContentDigest.fold(h, userAgent);
        h = ContentDigest.fold(h, version);
        return numbers(h, e);
    }

    /**
     * The cheap checksum a measured read feeds every record to: the numbers and the string lengths,
     * without the strings' characters (see README, "Verification").
     */
    public static long checksum(Event e) {
        long h = ContentDigest.fold(0L, e.event().length());
        h = ContentDigest.fold(h, e.eventTime().length());
        h = ContentDigest.fold(h, e.accountId().length());
        h = ContentDigest.fold(h, e.auctionId().length());
        h = ContentDigest.fold(h, e.bidRequestId().length());
        h = ContentDigest.fold(h, e.bundle().length());
        h = ContentDigest.fold(h, e.context().length());
        h = ContentDigest.fold(h, e.countryCode().length());
        h = ContentDigest.fold(h, e.creativeType().length());
        h = ContentDigest.fold(h, e.error().length());
        h = ContentDigest.fold(h, e.impressionId().length());
        h = ContentDigest.fold(h, e.ip().length());
        h = ContentDigest.fold(h, e.lang().length());
        h = ContentDigest.fold(h, e.osVersion().length());
        h = ContentDigest.fold(h, e.uid().length());
        h = ContentDigest.fold(h, e.userAgent().length());
        h = ContentDigest.fold(h, e.version().length());
        return numbers(h, e);
    }

    /** Fields 18 to 26, the numbers, after the strings. */
    private static long numbers(long h, Event e) {
        h = ContentDigest.fold(h, e.auid());
        h = ContentDigest.fold(h, e.impression());
        h = ContentDigest.fold(h, e.lineItemId());
        h = ContentDigest.fold(h, e.mcc());
        h = ContentDigest.fold(h, e.screenHeight());
        h = ContentDigest.fold(h, e.screenWidth());
        h = ContentDigest.fold(h, e.cpm());
        h = ContentDigest.fold(h, e.rtt());
        return ContentDigest.fold(h, e.sampleRate());
    }
}
