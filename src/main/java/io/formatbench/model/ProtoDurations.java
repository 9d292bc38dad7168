package io.formatbench.model;

import com.google.protobuf.Duration;

/**
 * The mapping between {@code google.protobuf.Duration} and {@link java.time.Duration}. A protobuf
 * Duration's seconds and nanos have the same sign (-1.5 s is -1 s and -500,000,000 ns); a Java Duration
 * keeps its nanos from 0 up (-2 s and 500,000,000 ns): the same span, which this converts both ways.
 */
public final class ProtoDurations {

    private static final int NANOS_PER_SECOND = 1_000_000_000;

    private ProtoDurations() {}

    /** The seconds of the protobuf form: toward zero, as duration.proto counts them. */
    public static long seconds(java.time.Duration duration) {
        long seconds = duration.getSeconds();
        return seconds < 0 && duration.getNano() > 0 ? seconds + 1 : seconds;
    }

    /** The nanos of the protobuf form: of the sign of the seconds. */
    public static int nanos(java.time.Duration duration) {
        return duration.getSeconds() < 0 && duration.getNano() > 0 ? duration.getNano() - NANOS_PER_SECOND
                : duration.getNano();
    }

    public static Duration toMessage(java.time.Duration duration) {
        return Duration.newBuilder().setSeconds(seconds(duration)).setNanos(nanos(duration)).build();
    }
}
