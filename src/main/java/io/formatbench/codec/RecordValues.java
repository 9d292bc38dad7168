package io.formatbench.codec;

import com.google.protobuf.Timestamp;
import io.formatbench.model.ProtoDurations;
import io.formatbench.model.RecordFields;
import io.formatbench.model.ProtoEnum;
import io.formatbench.model.ProtoTimestamps;
import java.time.Duration;
import java.time.Instant;

/**
 * What the generated bindings call to turn a value a format holds into what a record holds, refusing
 * what the record cannot hold with an {@link InvalidRecordException} that names the field: a Timestamp
 * or Duration out of its range, a uint32 out of its, an enum number the .proto does not list.
 */
public final class RecordValues {

    private static final long UINT32_MAX = 0xFFFF_FFFFL;
    private static final int NANOS_PER_SECOND = 1_000_000_000;

    private RecordValues() {}

    public static Instant instant(Timestamp timestamp, String field) throws InvalidRecordException {
        return instant(timestamp.getSeconds(), timestamp.getNanos(), field);
    }

    /** The instant of a Timestamp's two fields, within 0001-01-01 and 9999-12-31 ({@link ProtoTimestamps}). */
    public static Instant instant(long seconds, int nanos, String field) throws InvalidRecordException {
        checkTimestamp(seconds, nanos, field);
        return Instant.ofEpochSecond(seconds, nanos);
    }

    /** Refuses a Timestamp that {@link #instant} refuses, making no instant of it: a strict read of messages. */
    public static void checkTimestamp(Timestamp timestamp, String field) throws InvalidRecordException {
        checkTimestamp(timestamp.getSeconds(), timestamp.getNanos(), field);
    }

    private static void checkTimestamp(long seconds, int nanos, String field) throws InvalidRecordException {
        if (nanos < 0 || nanos >= NANOS_PER_SECOND) {
            throw InvalidRecordException.ofField(field, ": Timestamp nanos " + nanos + " outside 0 to 999999999");
        }
        if (seconds < ProtoTimestamps.MIN.getEpochSecond() || seconds > ProtoTimestamps.MAX.getEpochSecond()) {
            throw InvalidRecordException.ofField(field, ": Timestamp seconds " + seconds + " outside "
                    + ProtoTimestamps.MIN.getEpochSecond() + " to " + ProtoTimestamps.MAX.getEpochSecond() + " ("
                    + ProtoTimestamps.MIN + " to " + ProtoTimestamps.MAX + ")");
        }
    }

    public static Duration duration(com.google.protobuf.Duration duration, String field) throws InvalidRecordException {
        return duration(duration.getSeconds(), duration.getNanos(), field);
    }

    /** The span of a Duration's two fields, as duration.proto allows them (seconds and nanos of one sign, {@link ProtoDurations}). */
    public static Duration duration(long seconds, int nanos, String field) throws InvalidRecordException {
        checkDuration(seconds, nanos, field);
        return Duration.ofSeconds(seconds, nanos);
    }

    /** Refuses a Duration that {@link #duration} refuses, making no span of it: a strict read of messages. */
    public static void checkDuration(com.google.protobuf.Duration duration, String field) throws InvalidRecordException {
        checkDuration(duration.getSeconds(), duration.getNanos(), field);
    }

    private static void checkDuration(long seconds, int nanos, String field) throws InvalidRecordException {
        if (Math.abs(seconds) > RecordFields.MAX_DURATION_SECONDS) {
            throw InvalidRecordException.ofField(field, ": Duration seconds " + seconds + " outside -"
                    + RecordFields.MAX_DURATION_SECONDS + " to " + RecordFields.MAX_DURATION_SECONDS);
        }
        if (nanos <= -NANOS_PER_SECOND || nanos >= NANOS_PER_SECOND || (seconds > 0 && nanos < 0)
                || (seconds < 0 && nanos > 0)) {
            throw InvalidRecordException.ofField(field, ": Duration nanos " + nanos
                    + " beyond a second or of another sign than its seconds " + seconds);
        }
    }

    /** A uint32's value, 0 to 4294967295, from the long a format holds it in. */
    public static long uint32(long value, String field) throws InvalidRecordException {
        if (value < 0 || value > UINT32_MAX) {
            throw InvalidRecordException.outOfRange(field, "a uint32, 0 to 4294967295");
        }
        return value;
    }

    /** {@code value}, the enum's constant for {@code number}, unless there is none (null). */
    public static <E extends Enum<E> & ProtoEnum> E known(E value, long number, String field, Class<E> type)
            throws InvalidRecordException {
        if (value == null) {
            throw InvalidRecordException.unknownEnumNumber(field, type, number);
        }
        return value;
    }
}
