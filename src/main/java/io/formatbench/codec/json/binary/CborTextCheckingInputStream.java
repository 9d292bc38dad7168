package io.formatbench.codec.json.binary;

import io.formatbench.codec.json.framing.CheckedBytesInputStream;
import io.formatbench.codec.json.framing.InvalidUtf8Exception;
import io.formatbench.codec.json.framing.Utf8Validator;
import java.io.InputStream;

/**
 * Lets a CBOR stream through to Jackson only while the UTF-8 of its text strings is well formed
 * ({@link Utf8Validator}): Jackson's CBOR parser decodes overlong forms and encoded surrogates
 * without a word. It follows the data items' heads (RFC 8949, section 3) without building anything:
 * a head's major type and argument say whether a byte string (skipped), a text string (checked) or
 * nothing follows; arrays, maps and tags are heads followed by more items, so no nesting needs
 * keeping. Each chunk of an indefinite-length text string is a text string of its own, and must be
 * whole UTF-8 by itself, as the RFC asks. A reserved head (additional information 28 to 30) is left
 * to Jackson, which rejects it: the check stops there.
 */
final class CborTextCheckingInputStream extends CheckedBytesInputStream {

    private enum State { HEAD, ARGUMENT, BYTES, TEXT, UNCHECKED }

    private static final int BYTE_STRING = 2;
    private static final int TEXT_STRING = 3;

    private final Utf8Validator utf8 = new Utf8Validator();
    private State state = State.HEAD;
    private int majorType;
    /** Bytes of the head's argument still to come. */
    private int argumentBytes;
    private long argument;
    /** Bytes of the string's payload still to come. */
    private long remaining;

    CborTextCheckingInputStream(InputStream in) {
        super(in);
    }

    @Override
    protected InvalidUtf8Exception check(byte[] buffer, int from, int to, long position) {
        int i = from;
        while (i < to) {
            switch (state) {
                case HEAD -> head(buffer[i++] & 0xFF);
                case ARGUMENT -> {
                    argument = argument << 8 | (buffer[i++] & 0xFF);
                    if (--argumentBytes == 0) {
                        argumentRead();
                    }
                }
                case BYTES -> {
                    int skipped = (int) Math.min(remaining, to - i);
                    i += skipped;
                    remaining -= skipped;
                    if (remaining == 0) {
                        state = State.HEAD;
                    }
                }
                case TEXT -> {
                    int checked = (int) Math.min(remaining, to - i);
                    remaining -= checked;
                    InvalidUtf8Exception bad = utf8.checkString(buffer, i, checked, position + (i - from),
                            remaining == 0, "the text string");
                    if (bad != null) {
                        return bad;
                    }
                    i += checked;
                    state = remaining == 0 ? State.HEAD : State.TEXT;
                }
                case UNCHECKED -> i = to;
            }
        }
        return null;
    }

    /** A stream cut inside a string is Jackson's to reject, as cut anywhere else. */
    @Override
    protected InvalidUtf8Exception checkEnd() {
        return null;
    }

    private void head(int initialByte) {
        majorType = initialByte >>> 5;
        int additional = initialByte & 0x1F;
        if (additional < 24) {
            argument = additional;
            argumentRead();
        } else if (additional <= 27) {
            argument = 0;
            argumentBytes = 1 << (additional - 24);
            state = State.ARGUMENT;
        } else if (additional == 31) {
            // An indefinite length (its chunks or items are heads of their own) or a break.
            state = State.HEAD;
        } else {
            state = State.UNCHECKED;
        }
    }

    /** The argument is a string's length for major types 2 and 3; for the others nothing follows the head. */
    private void argumentRead() {
        if ((majorType == BYTE_STRING || majorType == TEXT_STRING) && argument != 0) {
            // A length past 2^63 is no length Jackson accepts either: leave it to Jackson.
            state = argument < 0 ? State.UNCHECKED : majorType == TEXT_STRING ? State.TEXT : State.BYTES;
            remaining = argument;
        } else {
            state = State.HEAD;
        }
    }
}
