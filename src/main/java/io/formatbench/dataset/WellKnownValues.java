package io.formatbench.dataset;

import com.google.protobuf.Duration;
import com.google.protobuf.FieldMask;
import com.google.protobuf.ListValue;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import io.formatbench.model.ProtoTimestamps;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * Values of the well-known types whose fields constrain each other, for {@link MessageGenerator}: each
 * one valid for proto3's JSON mapping, which refuses a Timestamp outside years 0001 to 9999, a
 * Duration beyond ±10,000 years or with nanos of the other sign, and a Value without a kind or with a
 * number that is not finite.
 */
final class WellKnownValues {

    /** The time of record 0; each record one second later. */
    static final Instant BASE = Instant.parse("2025-01-01T00:00:00Z");

    /** How deep Structs and ListValues nest inside the outermost Struct, Value or ListValue. */
    static final int MAX_STRUCT_DEPTH = 3;

    /** The most fields of a Struct and elements of a ListValue. */
    static final int MAX_STRUCT_SIZE = 4;

    /** ±10,000 years, duration.proto's bound. */
    private static final long MAX_DURATION_SECONDS = 315_576_000_000L;

    private static final String[] KEYS = {"id", "name", "kind", "count", "enabled", "tags", "owner", "région", "名前"};
    private static final String[] PATH_WORDS = {"user", "name", "address", "city", "line_items", "price", "total"};

    private WellKnownValues() {}

    /** Record {@code recordNumber}'s time, as {@link GeneratedValues#timestamp} gives it, extremes included. */
    static Timestamp timestamp(SplittableRandom random, long recordNumber) {
        return ProtoTimestamps.toMessage(GeneratedValues.timestamp(random, BASE, 1, recordNumber));
    }

    /**
     * Mostly 0 to 1 hour, a fifth negative, rarely ±10,000 years exactly; nanos of 0, 3, 6 or 9 digits,
     * of the seconds' sign (either sign when the seconds are 0, as duration.proto allows).
     */
    static Duration duration(SplittableRandom random) {
        if (random.nextInt(GeneratedValues.EXTREME_EVERY) == 0) {
            long seconds = random.nextBoolean() ? MAX_DURATION_SECONDS : -MAX_DURATION_SECONDS;
            return Duration.newBuilder().setSeconds(seconds).build();
        }
        boolean negative = random.nextInt(5) == 0;
        long seconds = random.nextInt(4) == 0 ? 0 : random.nextLong(1, 3601);
        int nanos = GeneratedValues.nanos(random);
        return Duration.newBuilder().setSeconds(negative ? -seconds : seconds).setNanos(negative ? -nanos : nanos)
                .build();
    }

    /** 0 to {@link #MAX_STRUCT_SIZE} fields (keys of several scripts), each a value of {@link #value}. */
    static Struct struct(SplittableRandom random, int depth) {
        Struct.Builder struct = Struct.newBuilder();
        int size = random.nextInt(MAX_STRUCT_SIZE + 1);
        for (int i = 0; i < size; i++) {
            struct.putFields(GeneratedValues.pick(random, KEYS), value(random, depth + 1));
        }
        return struct.build();
    }

    static ListValue list(SplittableRandom random, int depth) {
        ListValue.Builder list = ListValue.newBuilder();
        int size = random.nextInt(MAX_STRUCT_SIZE + 1);
        for (int i = 0; i < size; i++) {
            list.addValues(value(random, depth + 1));
        }
        return list.build();
    }

    /**
     * A Value of every kind: null, a finite number (whole or not), a string, a bool, and while
     * {@code depth} is under {@link #MAX_STRUCT_DEPTH} a Struct or a list; {@code depth} is 0 for the
     * outermost one.
     */
    static Value value(SplittableRandom random, int depth) {
        boolean nest = depth < MAX_STRUCT_DEPTH;
        return switch (random.nextInt(nest ? 10 : 8)) {
            case 0 -> Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
            case 1, 2 -> Value.newBuilder().setNumberValue(ScalarValues.float64(random)).build();
            case 3, 4 -> Value.newBuilder().setStringValue(ScalarValues.string(random)).build();
            case 5, 6 -> Value.newBuilder().setBoolValue(random.nextBoolean()).build();
            case 7 -> Value.newBuilder().setNumberValue(random.nextInt(-1000, 1000)).build();
            case 8 -> Value.newBuilder().setStructValue(struct(random, depth)).build();
            default -> Value.newBuilder().setListValue(list(random, depth)).build();
        };
    }

    /**
     * 0 to 3 paths of lowercase words, some dotted: a FieldMask's JSON form turns snake_case paths into
     * lowerCamelCase and back, which only such names survive.
     */
    static FieldMask fieldMask(SplittableRandom random) {
        FieldMask.Builder mask = FieldMask.newBuilder();
        int size = random.nextInt(4);
        for (int i = 0; i < size; i++) {
            String path = GeneratedValues.pick(random, PATH_WORDS);
            mask.addPaths(random.nextBoolean() ? path : path + "." + GeneratedValues.pick(random, PATH_WORDS));
        }
        return mask.build();
    }
}
