package io.formatbench.dataset;

import com.google.protobuf.ByteString;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * Values of protobuf's scalar types for {@link MessageGenerator}: mostly small numbers, some anywhere
 * in the type's range, and about once in {@link GeneratedValues#EXTREME_EVERY} values each of the
 * type's extremes. Every value survives proto3's JSON mapping as protobuf-java-util's JsonFormat
 * reads it back: no NaN, no infinity (JsonFormat would write "NaN" and read it back, but the
 * built-in schemas' datasets hold none and other JSON readers need not accept them) and no -0.0
 * (JsonFormat reads "-0.0" as 0.0).
 */
final class ScalarValues {

    private static final double[] DOUBLE_EXTREMES = {
        0.0, Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL, 1e-300, 1e21,
    };
    private static final float[] FLOAT_EXTREMES = {
        0.0f, Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, Float.MIN_NORMAL, 1e-30f, 1e21f,
    };
    private static final String[] TEXTS = {"Hello", "World", "ping", "pong", "OK", "ack", "Grüße", "こんにちは", "🙂"};

    private ScalarValues() {}

    static int int32(SplittableRandom random) {
        return GeneratedValues.int32(random);
    }

    /** An unsigned 32-bit value in an int: 0 and 2^32-1 as extremes, a tenth above 2^31 (negative ints). */
    static int uint32(SplittableRandom random) {
        int r = random.nextInt(GeneratedValues.EXTREME_EVERY * 2);
        if (r < 2) {
            return r == 0 ? 0 : -1;
        }
        int kind = random.nextInt(20);
        if (kind < 12) {
            return random.nextInt(1000);
        }
        if (kind < 16) {
            return random.nextInt(1000, 1_000_000);
        }
        if (kind < 18) {
            return random.nextInt() | Integer.MIN_VALUE;
        }
        return random.nextInt();
    }

    /**
     * Mostly small, some negative, some above 2^53 (where a JSON number as a double would lose digits,
     * which is why proto3's JSON writes 64-bit integers as strings), and int64's extremes.
     */
    static long int64(SplittableRandom random) {
        int r = random.nextInt(GeneratedValues.EXTREME_EVERY * 2);
        if (r < 2) {
            return r == 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        int kind = random.nextInt(20);
        if (kind < 10) {
            return random.nextInt(1000);
        }
        if (kind < 13) {
            return -random.nextLong(1, 1_000_000);
        }
        if (kind < 16) {
            return random.nextLong(1000, 1L << 40);
        }
        if (kind < 18) {
            return random.nextLong(1L << 53, Long.MAX_VALUE);
        }
        return random.nextLong();
    }

    /** An unsigned 64-bit value in a long: 0 and 2^64-1 as extremes, a tenth above 2^63 (negative longs). */
    static long uint64(SplittableRandom random) {
        int r = random.nextInt(GeneratedValues.EXTREME_EVERY * 2);
        if (r < 2) {
            return r == 0 ? 0 : -1;
        }
        int kind = random.nextInt(20);
        if (kind < 12) {
            return random.nextInt(1000);
        }
        if (kind < 16) {
            return random.nextLong(1000, 1L << 53);
        }
        if (kind < 18) {
            return random.nextLong() | Long.MIN_VALUE;
        }
        return random.nextLong();
    }

    /**
     * A double: two in five to the cent (prices), one in five whole, one in five with every digit a
     * double has, one in five any finite double, rarely an extreme (MIN_VALUE, MAX_VALUE, ...).
     */
    static double float64(SplittableRandom random) {
        if (random.nextInt(GeneratedValues.EXTREME_EVERY) == 0) {
            return DOUBLE_EXTREMES[random.nextInt(DOUBLE_EXTREMES.length)];
        }
        return switch (random.nextInt(5)) {
            case 0, 1 -> random.nextInt(-100_000, 1_000_000) / 100.0;
            case 2 -> random.nextInt(-1000, 100_000);
            case 3 -> random.nextDouble(-1000, 1000);
            default -> anyDouble(random);
        };
    }

    /** A float, the same mix as {@link #float64} in float's range and precision. */
    static float float32(SplittableRandom random) {
        if (random.nextInt(GeneratedValues.EXTREME_EVERY) == 0) {
            return FLOAT_EXTREMES[random.nextInt(FLOAT_EXTREMES.length)];
        }
        return switch (random.nextInt(5)) {
            case 0, 1 -> random.nextInt(-100_000, 1_000_000) / 100.0f;
            case 2 -> random.nextInt(-1000, 100_000);
            case 3 -> (float) random.nextDouble(-1000, 1000);
            default -> anyFloat(random);
        };
    }

    static boolean bool(SplittableRandom random) {
        return random.nextBoolean();
    }

    /**
     * A twentieth empty, one in fifty a long text of up to 200 words, the others 1 to 12 words (most of
     * them 1 to 6): ASCII, accented Latin, Greek, Cyrillic, CJK, Arabic, Hebrew, Devanagari and
     * characters outside the BMP (emoji, 𝄞) mixed, as {@link GeneratedValues#words} makes them.
     */
    static String string(SplittableRandom random) {
        int r = random.nextInt(100);
        if (r < 5) {
            return "";
        }
        return GeneratedValues.words(random, r < 7 ? 200 : 12);
    }

    /**
     * A tenth empty; then mostly a short text's UTF-8 or 1-16 random bytes; one in seven 17-256 bytes,
     * one in two hundred up to 4 KiB: the same mix as the small message's bytes.
     */
    static ByteString bytes(SplittableRandom random) {
        int r = random.nextInt(200);
        if (r < 20) {
            return ByteString.EMPTY;
        }
        if (r < 80) {
            return ByteString.copyFrom(GeneratedValues.pick(random, TEXTS), StandardCharsets.UTF_8);
        }
        int length = r < 170 ? random.nextInt(1, 17) : r < 199 ? random.nextInt(17, 257) : random.nextInt(257, 4097);
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return ByteString.copyFrom(bytes);
    }

    /** Any finite double but -0.0, every exponent as likely as any other. */
    private static double anyDouble(SplittableRandom random) {
        while (true) {
            double value = Double.longBitsToDouble(random.nextLong());
            if (Double.isFinite(value) && value != 0) {
                return value;
            }
        }
    }

    private static float anyFloat(SplittableRandom random) {
        while (true) {
            float value = Float.intBitsToFloat(random.nextInt());
            if (Float.isFinite(value) && value != 0) {
                return value;
            }
        }
    }
}
