package io.formatbench.model;

import java.util.Objects;

/**
 * One ad-impression event: a wide record of scalars, the domain record of the {@code event} schema.
 * Field numbers are in proto/event.proto, in the order of the components here. JSON field names are
 * the .proto's (snake_case), as the proto3 JSON mapping writes them: {@code auid} (int64) as a
 * decimal string, uint32 values as numbers, doubles as numbers, each read strictly. The JSON codecs
 * (codec/json) hold that mapping; this record names no JSON library.
 *
 * <p>uint32 fields are held in a {@code long}, 0 to 4294967295, so that a value above 2^31 is the
 * same number in JSON and in protobuf (protobuf-java's {@code int} holds its bits). Doubles are any
 * 64-bit value; the JSON format has no number for NaN or Infinity, so a dataset holds finite ones.
 */
public record Event(
        String event,
        String eventTime,
        String accountId,
        String auctionId,
        String bidRequestId,
        String bundle,
        String context,
        String countryCode,
        String creativeType,
        String error,
        String impressionId,
        String ip,
        String lang,
        String osVersion,
        String uid,
        String userAgent,
        String version,
        long auid,
        long impression,
        long lineItemId,
        long mcc,
        long screenHeight,
        long screenWidth,
        double cpm,
        double rtt,
        double sampleRate) {

    /** The largest uint32. */
    public static final long UINT32_MAX = 0xFFFF_FFFFL;

    public Event {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(eventTime, "eventTime");
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(auctionId, "auctionId");
        Objects.requireNonNull(bidRequestId, "bidRequestId");
        Objects.requireNonNull(bundle, "bundle");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(countryCode, "countryCode");
        Objects.requireNonNull(creativeType, "creativeType");
        Objects.requireNonNull(error, "error");
        Objects.requireNonNull(impressionId, "impressionId");
        Objects.requireNonNull(ip, "ip");
        Objects.requireNonNull(lang, "lang");
        Objects.requireNonNull(osVersion, "osVersion");
        Objects.requireNonNull(uid, "uid");
        Objects.requireNonNull(userAgent, "userAgent");
        Objects.requireNonNull(version, "version");
        // A long holds values a uint32 cannot: protobuf would keep only their low 32 bits.
        requireUInt32(impression, "impression");
        requireUInt32(lineItemId, "lineItemId");
        requireUInt32(mcc, "mcc");
        requireUInt32(screenHeight, "screenHeight");
        requireUInt32(screenWidth, "screenWidth");
    }

    private static void requireUInt32(long value, String component) {
        if (value < 0 || value > UINT32_MAX) {
            throw new IllegalArgumentException(component + " is a uint32 (0 to " + UINT32_MAX + "), was " + value);
        }
    }
}
