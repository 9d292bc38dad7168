package io.formatbench.dataset;

import io.formatbench.model.ProtoTimestamps;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * The values the generators of the proto-mapped schemas share: skewed numbers with their extremes,
 * timestamps that advance with the record number, and text that mixes ASCII with other scripts.
 */
final class GeneratedValues {

    /** In every this many records, each extreme of an int32 or a timestamp comes about once. */
    static final int EXTREME_EVERY = 500;

    private static final String[] WORDS = {
        "the", "order", "was", "shipped", "payment", "accepted", "retry", "timeout", "user", "cart", "checkout",
        "request", "queued", "cache", "miss", "hit", "session", "expired", "token", "refreshed", "latency",
        "Grüße", "Straße", "naïve", "café", "façade", "jalapeño", "São", "Paulo", "Zürich", "Kraków", "Øresund",
        "Ελλάδα", "данные", "сервер", "東京", "注文", "処理", "데이터", "서버", "مرحبا", "שלום", "नमस्ते",
        "ok", "✓", "→", "€42", "½", "😀", "🚀", "𝄞",
    };

    private GeneratedValues() {}

    /** Mostly small non-negative numbers, some negative, some anywhere in int32, and its two extremes. */
    static int int32(SplittableRandom random) {
        int r = random.nextInt(EXTREME_EVERY * 2);
        if (r == 0) {
            return Integer.MIN_VALUE;
        }
        if (r == 1) {
            return Integer.MAX_VALUE;
        }
        int kind = random.nextInt(20);
        if (kind < 12) {
            return random.nextInt(1000);
        }
        if (kind < 15) {
            return -random.nextInt(1, 10_000);
        }
        if (kind < 18) {
            return random.nextInt(1000, 1_000_000);
        }
        return random.nextInt();
    }

    /**
     * Record {@code recordNumber}'s time: {@code base} plus {@code stepSeconds} per record, so that it
     * runs on from one shard to the next, with nanoseconds of 0, 3, 6 or 9 digits; about once in
     * {@link #EXTREME_EVERY} records a time near 0001-01-01 or near 9999-12-31 instead, sometimes
     * the very first or last instant a Timestamp holds, or 1970-01-01T00:00:00Z.
     */
    static Instant timestamp(SplittableRandom random, Instant base, long stepSeconds, long recordNumber) {
        int r = random.nextInt(EXTREME_EVERY * 4);
        long minSeconds = ProtoTimestamps.MIN.getEpochSecond();
        long maxSeconds = ProtoTimestamps.MAX.getEpochSecond();
        if (r < 4) {
            return switch (r) {
                case 0 -> ProtoTimestamps.MIN;
                case 1 -> ProtoTimestamps.MAX;
                case 2 -> Instant.EPOCH;
                default -> Instant.ofEpochSecond(minSeconds + random.nextLong(366L * 86_400), nanos(random));
            };
        }
        if (r < 8) {
            // Near the end: the last year, up to the last second.
            return Instant.ofEpochSecond(maxSeconds - random.nextLong(366L * 86_400), nanos(random));
        }
        if (r < 12) {
            return Instant.ofEpochSecond(minSeconds + random.nextLong(366L * 86_400), nanos(random));
        }
        return Instant.ofEpochSecond(base.getEpochSecond() + recordNumber * stepSeconds, nanos(random));
    }

    /** Whole seconds, milliseconds, microseconds or nanoseconds, a quarter each. */
    static int nanos(SplittableRandom random) {
        return switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> random.nextInt(1, 1000) * 1_000_000;
            case 2 -> random.nextInt(1, 1_000_000) * 1000;
            default -> random.nextInt(1, 1_000_000_000);
        };
    }

    /** One to {@code max} words, most of them few, ASCII and other scripts mixed. */
    static String words(SplittableRandom random, int max) {
        int count = skewed(random, 1, max);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                text.append(' ');
            }
            text.append(WORDS[random.nextInt(WORDS.length)]);
        }
        return text.toString();
    }

    /**
     * A count from {@code min} to {@code max}, both included, most of them near {@code min}: half in
     * the lowest eighth of the range, a tenth in its top half.
     */
    static int skewed(SplittableRandom random, int min, int max) {
        int span = max - min + 1;
        int r = random.nextInt(10);
        if (r < 5) {
            return min + random.nextInt(Math.max(1, span / 8));
        }
        if (r < 9) {
            return min + random.nextInt(Math.max(1, span / 2));
        }
        return min + span / 2 + random.nextInt(span - span / 2);
    }

    static <E> E pick(SplittableRandom random, E[] values) {
        return values[random.nextInt(values.length)];
    }

    /** Picks index {@code i} with weight {@code weights[i]}. */
    static int weighted(SplittableRandom random, int[] weights) {
        int total = 0;
        for (int weight : weights) {
            total += weight;
        }
        int r = random.nextInt(total);
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0) {
                return i;
            }
        }
        throw new AssertionError();
    }
}
