package io.formatbench.model;

import com.google.protobuf.Timestamp;
import java.time.Instant;

/**
 * The range of {@code google.protobuf.Timestamp} and the mapping between it and {@link Instant}.
 * A Timestamp holds 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z, with nanos 0 to
 * 999,999,999 (timestamp.proto says so, and its RFC 3339 form in JSON has four-digit years); an
 * Instant holds far more, so the domain records check it and the mapping from a message refuses a
 * Timestamp outside it rather than normalize it.
 */
public final class ProtoTimestamps {

    /** 0001-01-01T00:00:00Z. */
    public static final Instant MIN = Instant.ofEpochSecond(-62_135_596_800L);

    /** 9999-12-31T23:59:59.999999999Z. */
    public static final Instant MAX = Instant.ofEpochSecond(253_402_300_799L, 999_999_999);

    private ProtoTimestamps() {}

    /** Returns {@code instant}, or throws naming {@code field} when a Timestamp cannot hold it. */
    public static Instant requireInRange(Instant instant, String field) {
        if (instant == null) {
            throw new NullPointerException(field);
        }
        if (instant.isBefore(MIN) || instant.isAfter(MAX)) {
            throw new IllegalArgumentException("field '" + field + "': " + instant
                    + " is outside the range of a protobuf Timestamp (" + MIN + " to " + MAX + ")");
        }
        return instant;
    }

    public static Timestamp toMessage(Instant instant) {
        return Timestamp.newBuilder().setSeconds(instant.getEpochSecond()).setNanos(instant.getNano()).build();
    }

    /** The Timestamp's instant; an absent Timestamp is the default one, 1970-01-01T00:00:00Z, as proto3 reads it. */
    public static Instant fromMessage(Timestamp timestamp, String field) {
        return of(timestamp.getSeconds(), timestamp.getNanos(), field);
    }

    /**
     * The instant of a Timestamp's two fields, as a format without the message holds them (Avro's
     * record of seconds and nanos); refused outside the range, as {@link #fromMessage} refuses it.
     */
    public static Instant of(long seconds, int nanos, String field) {
        if (nanos < 0 || nanos > 999_999_999) {
            throw new IllegalArgumentException("field '" + field + "': Timestamp nanos " + nanos
                    + " outside 0 to 999999999");
        }
        if (seconds < MIN.getEpochSecond() || seconds > MAX.getEpochSecond()) {
            throw new IllegalArgumentException("field '" + field + "': Timestamp seconds " + seconds + " outside "
                    + MIN.getEpochSecond() + " to " + MAX.getEpochSecond() + " (" + MIN + " to " + MAX + ")");
        }
        return Instant.ofEpochSecond(seconds, nanos);
    }
}
