package io.formatbench.model;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.HexFormat;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * A running, order-sensitive 64-bit digest of record contents that does not depend on the format the
 * records were read from ("fbd2"). It runs inside the measured read loop, where it also keeps the
 * JIT from discarding decoded records, so it is built to be cheap: one multiply per field and per
 * four characters, strings hashed independently of each other so that the CPU overlaps them, and one
 * full mix per record. It detects corruption, not tampering: the manifest's SHA-256 per file covers
 * that.
 *
 * <p>Definition, for other implementations (all arithmetic on unsigned 64-bit words, wrapping):
 * <ul>
 *   <li>{@code fold(h, v) = (h ^ v) * K}, with {@code K = 0x9E3779B97F4A7C15};
 *   <li>{@code start(n) = fold(S, n)}, with {@code S = 0x6A09E667F3BCC908}: where the hash of n
 *       values starts (from {@code h = n} itself, as "fbd1" did, one value equal to n cancelled it:
 *       {@code "\u0001"} hashed as {@code ""});
 *   <li>a string is {@code fold} applied from {@code h = start(length)} over its UTF-16 code units packed
 *       four to a little-endian word (the last word zero-padded);
 *   <li>bytes are {@code fold} applied from {@code h = start(length)} over the bytes packed eight to a
 *       little-endian word (the last word zero-padded);
 *   <li>a list is {@code fold} applied from {@code h = start(size)} over its elements' values;
 *   <li>a record is {@code fold} applied from {@code h = 0} over its fields in the order of the
 *       {@code .proto}'s field numbers, each as one value: signed integers as their two's-complement
 *       value, unsigned ones as their unsigned value, booleans as 0 or 1, enums as their number,
 *       doubles as the bits of {@link Double#doubleToLongBits} (so -0.0 differs from 0.0), strings,
 *       bytes and lists as their hash, a timestamp as two values (seconds since the epoch, then
 *       nanoseconds), a nested message as its own record hash;
 *   <li>a record of a schema that is any message of proto/ is hashed from its descriptor, which adds
 *       presence, maps and every scalar type: {@link MessageDigest} defines it;
 *   <li>the digest starts at 0 and takes each record as {@code d = fmix64(d ^ record)}, where
 *       {@code fmix64} is MurmurHash3's 64-bit finalizer.
 * </ul>
 */
public final class ContentDigest {

    private static final long K = 0x9E3779B97F4A7C15L;
    /** SHA-512's first initial hash value: any constant far from the small numbers a field holds. */
    private static final long S = 0x6A09E667F3BCC908L;
    private static final VarHandle LITTLE_ENDIAN_LONG =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private long digest;
    private long records;

    /** Adds one record, given the hash that its schema computed with {@link #fold}. */
    public void addRecord(long recordHash) {
        digest = fmix64(digest ^ recordHash);
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

    public static long fold(long hash, long value) {
        return (hash ^ value) * K;
    }

    /** Where the hash of {@code count} values (a string's words, bytes, a list's elements) starts. */
    public static long start(long count) {
        return fold(S, count);
    }

    public static long fold(long hash, boolean value) {
        return fold(hash, value ? 1 : 0);
    }

    public static long hash(String value) {
        int length = value.length();
        long h = start(length);
        int i = 0;
        for (; i + 4 <= length; i += 4) {
            h = fold(h, value.charAt(i)
                    | (long) value.charAt(i + 1) << 16
                    | (long) value.charAt(i + 2) << 32
                    | (long) value.charAt(i + 3) << 48);
        }
        if (i < length) {
            long word = 0;
            for (int shift = 0; i < length; i++, shift += 16) {
                word |= (long) value.charAt(i) << shift;
            }
            h = fold(h, word);
        }
        return h;
    }

    public static long fold(long hash, double value) {
        return fold(hash, Double.doubleToLongBits(value));
    }

    public static long hash(byte[] value) {
        long h = start(value.length);
        int i = 0;
        for (; i + 8 <= value.length; i += 8) {
            h = fold(h, (long) LITTLE_ENDIAN_LONG.get(value, i));
        }
        if (i < value.length) {
            long word = 0;
            for (int shift = 0; i < value.length; i++, shift += 8) {
                word |= (value[i] & 0xFFL) << shift;
            }
            h = fold(h, word);
        }
        return h;
    }

    /** A list's hash: {@code fold} from {@code start(size)} over each element's value. */
    public static <E> long hash(List<E> list, ToLongFunction<? super E> element) {
        long h = start(list.size());
        for (int i = 0; i < list.size(); i++) {
            h = fold(h, element.applyAsLong(list.get(i)));
        }
        return h;
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
