package io.formatbench.codec.json;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Lets only well-formed UTF-8 through to Jackson (Unicode's table 3-7: no overlong forms, no
 * encoded surrogates, nothing past U+10FFFF, every sequence complete), so that Jackson never meets
 * an encoding error of its own. Jackson alone accepts overlong forms and code points above U+10FFFF;
 * and where Jackson does catch a bad sequence, it says so at wherever its decoder happened to be,
 * which depends on how the bytes arrived. Here every error is named at the first byte of the bad
 * sequence, however the bytes arrive. ASCII is checked eight bytes at a time; only words that hold
 * a byte above 0x7F are decoded.
 *
 * <p>Jackson reads ahead by a buffer, so failing as soon as a bad byte is seen would blame an
 * earlier record. Instead the stream hands over the valid bytes before the bad sequence and fails
 * on the next read, which comes when the parser reaches the record that holds it.
 */
final class Utf8CheckingInputStream extends FilterInputStream {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;

    /** Position in the stream of the next byte to check. */
    private long position;
    /** The lead byte of a sequence not yet complete, or 0. */
    private int lead;
    /** Where that sequence starts. */
    private long sequenceStart;
    /** Continuation bytes it still needs. */
    private int needed;
    /** Continuation bytes it has had. */
    private int seen;
    private InvalidUtf8Exception failure;

    Utf8CheckingInputStream(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (failure != null) {
            throw failure;
        }
        int n = in.read(buffer, offset, length);
        if (n < 0) {
            if (needed > 0) {
                throw fail(sequenceStart,
                        "invalid UTF-8: the input ends inside the sequence that starts with 0x" + hex(lead));
            }
            return n;
        }
        if (n == 0) {
            return n;
        }
        int valid = check(buffer, offset, n);
        if (valid == n) {
            return n;
        }
        if (valid == 0) {
            throw failure;
        }
        // The bad sequence starts at `valid` (or began in an earlier read): hand over what precedes it.
        return valid;
    }

    @Override
    public long skip(long n) throws IOException {
        // Skipped bytes are checked too: a lead byte's pending check must meet the byte after it.
        byte[] scratch = new byte[(int) Math.min(Math.max(n, 0), 8192)];
        long skipped = 0;
        while (skipped < n) {
            int read = read(scratch, 0, (int) Math.min(scratch.length, n - skipped));
            if (read < 0) {
                break;
            }
            skipped += read;
        }
        return skipped;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    @Override
    public void mark(int readLimit) {
        // Not supported: a reset would replay bytes past a check that has moved on.
    }

    @Override
    public void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    /**
     * Checks {@code n} new bytes; returns how many of them can be handed over: all of them, or, on
     * a bad sequence, those before it (0 when it began in an earlier read).
     */
    private int check(byte[] buffer, int offset, int n) {
        int end = offset + n;
        int i = offset;
        while (i < end) {
            if (needed == 0 && i + 8 <= end && ((long) LONGS.get(buffer, i) & HIGH_BITS) == 0) {
                i += 8;
                continue;
            }
            int b = buffer[i] & 0xFF;
            long at = position + (i - offset);
            if (needed > 0) {
                if (b < continuationLow() || b > continuationHigh()) {
                    return failInside(sequenceStart, "invalid UTF-8: 0x" + hex(lead) + " followed by 0x" + hex(b)
                            + " (an overlong encoding, a surrogate, past U+10FFFF or a missing continuation byte)");
                }
                seen++;
                needed--;
            } else if (b >= 0x80) {
                needed = b >= 0xC2 && b <= 0xDF ? 1 : b >= 0xE0 && b <= 0xEF ? 2 : b >= 0xF0 && b <= 0xF4 ? 3 : 0;
                if (needed == 0) {
                    return failInside(at, "invalid UTF-8: byte 0x" + hex(b) + " cannot start a character"
                            + (b == 0xC0 || b == 0xC1 ? " (an overlong encoding)"
                                    : b >= 0xF5 ? " (past U+10FFFF)" : ""));
                }
                lead = b;
                sequenceStart = at;
                seen = 0;
            }
            i++;
        }
        position += n;
        return n;
    }

    /** The range of the next continuation byte: the second byte of some leads is narrower. */
    private int continuationLow() {
        if (seen == 0) {
            return lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
        }
        return 0x80;
    }

    private int continuationHigh() {
        if (seen == 0) {
            return lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
        }
        return 0xBF;
    }

    /** Remembers the failure; returns how many bytes of this read precede the bad sequence. */
    private int failInside(long badSequenceStart, String reason) {
        fail(badSequenceStart, reason);
        int valid = (int) Math.max(0, badSequenceStart - position);
        position += valid;
        return valid;
    }

    private InvalidUtf8Exception fail(long badSequenceStart, String reason) {
        failure = new InvalidUtf8Exception(badSequenceStart, reason);
        return failure;
    }

    private static String hex(int b) {
        return String.format(java.util.Locale.ROOT, "%02X", b);
    }
}
