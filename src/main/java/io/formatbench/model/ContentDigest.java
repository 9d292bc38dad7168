package io.formatbench.model;

import java.util.HexFormat;

/**
 * A running, order-sensitive 64-bit digest of record contents that does not depend on the format the
 * records were read from ("fbd1"). It is cheap enough to run inside the measured read loop, where it
 * also keeps the JIT from discarding decoded records. It detects corruption, not tampering: the
 * manifest's SHA-256 per file covers that.
 *
 * <p>Definition, for other implementations: every value is folded into a 64-bit state with
 * {@code h = fmix64(h ^ v) } in the order given by the schema; strings contribute their length, then
 * their UTF-16 code units packed four to a little-endian 64-bit word (the last word zero-padded).
 * Each record's hash {@code r} updates the running digest as {@code d = fmix64(d * P + r)}, starting
 * from {@code d = 0}. {@code fmix64} is MurmurHash3's finalizer; {@code P = 0x9E3779B97F4A7C15}.
 */
public final class ContentDigest {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private long digest;
    private long records;

    /** Adds one record, given the hash that its schema computed with the static helpers below. */
    public void addRecord(long recordHash) {
        digest = fmix64(digest * GOLDEN + recordHash);
        records++;
    }

    public long records() {
        return records;
    }

    public long value() {
        return digest;
    }

    public String hex() {
        return toHex(digest);
    }

    public static String toHex(long digest) {
        return HexFormat.of().toHexDigits(digest);
    }

    public static long mix(long state, long value) {
        return fmix64(state ^ value);
    }

    public static long mix(long state, boolean value) {
        return fmix64(state ^ (value ? 1 : 0));
    }

    public static long mix(long state, String value) {
        int length = value.length();
        long h = fmix64(state ^ length);
        int i = 0;
        for (; i + 4 <= length; i += 4) {
            long word = value.charAt(i)
                    | (long) value.charAt(i + 1) << 16
                    | (long) value.charAt(i + 2) << 32
                    | (long) value.charAt(i + 3) << 48;
            h = (h ^ word) * GOLDEN;
            h ^= h >>> 29;
        }
        if (i < length) {
            long word = 0;
            for (int shift = 0; i < length; i++, shift += 16) {
                word |= (long) value.charAt(i) << shift;
            }
            h = (h ^ word) * GOLDEN;
            h ^= h >>> 29;
        }
        return fmix64(h);
    }

    private static long fmix64(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        k ^= k >>> 33;
        return k;
    }
}
