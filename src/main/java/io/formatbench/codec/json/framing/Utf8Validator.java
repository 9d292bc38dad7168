package io.formatbench.codec.json.framing;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Locale;

/**
 * Well-formed UTF-8 as Unicode's table 3-7 defines it (no overlong forms, no encoded surrogates,
 * nothing past U+10FFFF, every sequence complete), checked as bytes arrive in any pieces: a sequence
 * may begin in one piece and end in the next. ASCII is checked eight bytes at a time; only words that
 * hold a byte above 0x7F are decoded. The one check behind {@link Utf8CheckingInputStream} (JSON
 * Lines) and the binary formats' checks (CBOR's text strings).
 */
public final class Utf8Validator {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;

    /** The lead byte of a sequence not yet complete, or 0. */
    private int lead;
    /** Where that sequence starts. */
    private long sequenceStart;
    /** Continuation bytes it still needs. */
    private int needed;
    /** Continuation bytes it has had. */
    private int seen;

    /**
     * Checks {@code buffer[from, to)}, whose first byte is at {@code position} in the stream.
     *
     * @return null if every byte is well formed so far (a sequence may still be open), else the bad
     *     sequence: it may have begun before {@code position}
     */
    InvalidUtf8Exception check(byte[] buffer, int from, int to, long position) {
        int i = from;
        while (i < to) {
            if (needed == 0 && i + 8 <= to && ((long) LONGS.get(buffer, i) & HIGH_BITS) == 0) {
                i += 8;
                continue;
            }
            int b = buffer[i] & 0xFF;
            long at = position + (i - from);
            if (needed > 0) {
                if (b < continuationLow() || b > continuationHigh()) {
                    return new InvalidUtf8Exception(sequenceStart, "invalid UTF-8: 0x" + hex(lead) + " followed by 0x"
                            + hex(b) + " (an overlong encoding, a surrogate, past U+10FFFF or a missing continuation"
                            + " byte)");
                }
                seen++;
                needed--;
            } else if (b >= 0x80) {
                needed = b >= 0xC2 && b <= 0xDF ? 1 : b >= 0xE0 && b <= 0xEF ? 2 : b >= 0xF0 && b <= 0xF4 ? 3 : 0;
                if (needed == 0) {
                    return new InvalidUtf8Exception(at, "invalid UTF-8: byte 0x" + hex(b) + " cannot start a character"
                            + (b == 0xC0 || b == 0xC1 ? " (an overlong encoding)" : b >= 0xF5 ? " (past U+10FFFF)" : ""));
                }
                lead = b;
                sequenceStart = at;
                seen = 0;
            }
            i++;
        }
        return null;
    }

    /**
     * Checks the next {@code count} bytes of a string, from {@code buffer[from]} at {@code position};
     * when {@code last}, the string ends with them, and no sequence may be left open.
     *
     * @param what the string, for the message: "the text string"
     */
    public InvalidUtf8Exception checkString(byte[] buffer, int from, int count, long position, boolean last, String what) {
        InvalidUtf8Exception bad = check(buffer, from, from + count, position);
        return bad != null || !last ? bad : cutOff(what);
    }

    /** The open sequence cut off where its bytes end ({@code where}: "the input", "the text string"), or null. */
    InvalidUtf8Exception cutOff(String where) {
        if (needed == 0) {
            return null;
        }
        return new InvalidUtf8Exception(sequenceStart,
                "invalid UTF-8: " + where + " ends inside the sequence that starts with 0x" + hex(lead));
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

    private static String hex(int b) {
        return String.format(Locale.ROOT, "%02X", b);
    }
}
