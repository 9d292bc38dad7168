package io.formatbench.model;

import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the records generated from proto/ check and copy in their constructors, so that a record holds
 * only what its message can: immutable lists and maps without nulls, a uint32 within its range, a
 * Timestamp or Duration within theirs, at most one member of a oneof, a proto2 required field. Each
 * failure names the field as the .proto does. The readers check the same before they build a record,
 * with the file's position in their message; these are the last word for code that builds records
 * itself.
 */
public final class RecordFields {

    /** google.protobuf.Duration's range: about 10,000 years either way (duration.proto). */
    public static final long MAX_DURATION_SECONDS = 315_576_000_000L;

    private static final long UINT32_MAX = 0xFFFF_FFFFL;

    private RecordFields() {}

    /** {@code value}, which must not be null: a proto2 required field. */
    public static <T> T present(T value, String field) {
        if (value == null) {
            throw new NullPointerException("field '" + field + "' is null");
        }
        return value;
    }

    /**
     * An immutable copy of the list, which must hold no null (List.copyOf's exception would not say
     * where); no list at all is the empty one, proto3's unset repeated field.
     */
    public static <E> List<E> list(List<E> list, String field) {
        if (list == null) {
            return List.of();
        }
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw new NullPointerException("field '" + field + "[" + i + "]' is null");
            }
        }
        return List.copyOf(list);
    }

    /**
     * An immutable copy of the map, in its own order (protobuf keeps a map's entries in order), without
     * nulls; no map at all is the empty one.
     */
    public static <K, V> Map<K, V> map(Map<K, V> map, String field) {
        if (map == null || map.isEmpty()) {
            return Map.of();
        }
        Map<K, V> copy = new LinkedHashMap<>(map);
        for (Map.Entry<K, V> entry : copy.entrySet()) {
            if (entry.getKey() == null || entry.getValue() == null) {
                throw new NullPointerException("field '" + field + "' has a null " + (entry.getKey() == null
                        ? "key" : "value for key " + entry.getKey()));
            }
        }
        return Collections.unmodifiableMap(copy);
    }

    /** A uint32 held in a long: 0 to 4294967295. */
    public static long uint32(long value, String field) {
        if (value < 0 || value > UINT32_MAX) {
            throw new IllegalArgumentException("field '" + field + "': " + value + " is not a uint32 (0 to 4294967295)");
        }
        return value;
    }

    /** A uint32 held in a Long, or null. */
    public static Long uint32(Long value, String field) {
        return value == null ? null : uint32((long) value, field);
    }

    /** A Timestamp's instant, or null: within 0001-01-01 and 9999-12-31 ({@link ProtoTimestamps}). */
    public static Instant timestamp(Instant instant, String field) {
        return instant == null ? null : ProtoTimestamps.requireInRange(instant, field);
    }

    /** A Duration, or null: within {@link #MAX_DURATION_SECONDS} either way. */
    public static Duration duration(Duration duration, String field) {
        if (duration != null && Math.abs(ProtoDurations.seconds(duration)) > MAX_DURATION_SECONDS) {
            throw new IllegalArgumentException("field '" + field + "': " + duration + " is outside the range of a"
                    + " protobuf Duration (" + MAX_DURATION_SECONDS + " seconds either way)");
        }
        return duration;
    }

    /**
     * Checks that at most one member of a oneof is set.
     *
     * @param names the members' .proto names, in the order of {@code values}
     */
    public static void oneof(String oneof, String[] names, Object... values) {
        int set = -1;
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null) {
                if (set >= 0) {
                    throw new IllegalArgumentException("fields '" + names[set] + "' and '" + names[i]
                            + "' are both of oneof '" + oneof + "': one at most may be set");
                }
                set = i;
            }
        }
    }

    /** Each element a uint32: the list's own check, for a repeated uint32 or fixed32. */
    public static List<Long> uint32s(List<Long> list, String field) {
        for (int i = 0; i < list.size(); i++) {
            uint32((long) list.get(i), field + "[" + i + "]");
        }
        return list;
    }

    /** Each timestamp in range: the list's own check, for a repeated google.protobuf.Timestamp. */
    public static List<Instant> timestamps(List<Instant> list, String field) {
        for (int i = 0; i < list.size(); i++) {
            timestamp(list.get(i), field + "[" + i + "]");
        }
        return list;
    }

    /** Each duration in range: the list's own check, for a repeated google.protobuf.Duration. */
    public static List<Duration> durations(List<Duration> list, String field) {
        for (int i = 0; i < list.size(); i++) {
            duration(list.get(i), field + "[" + i + "]");
        }
        return list;
    }
}
