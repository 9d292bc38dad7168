package io.formatbench.codec.json.binary;

import io.formatbench.codec.json.framing.InvalidUtf8Exception;
import java.util.Arrays;

/**
 * The tokens of a Smile stream (the Smile format specification, 1.0.x), walked without building anything:
 * the four-byte header (again wherever a root value could start), then each token's type byte, which
 * says how many bytes follow and whether they are text. Whether a byte is a value token or a property
 * name's depends on where it stands, so it keeps a stack of the open arrays and objects. Back-references
 * to names or strings already seen carry no text. A reserved type byte is left to Jackson, which rejects
 * it: the walk stops there. Fed the stream in pieces of any size; what the walk meets goes to a
 * {@link Visitor}: the strict reader's UTF-8 check ({@link SmileTextCheckingInputStream}) and the Smile
 * floor, which counts root values.
 */
public final class SmileTokens {

    /** What a walk meets. */
    public interface Visitor {
        /**
         * A run of a string's or a name's UTF-8 bytes, {@code ended} when it is the string's last: a non-null
         * complaint stops the walk.
         */
        InvalidUtf8Exception text(byte[] buffer, int from, int count, long position, boolean ended);

        /** A root value ended: a record of the stream. */
        void rootValueEnded();
    }

    private enum State {
        /** A value's type byte, or (in an object, {@link #expectingName}) a property name's. */
        TOKEN,
        /** Bytes to pass over: the header's, a fixed-size number's, a back-reference's second byte. */
        SKIP,
        /** A variable-length integer to pass over, up to its last byte (high bit set). */
        VINT,
        /** A variable-length integer to read: the length of the binary or big number that follows. */
        LENGTH,
        /** A string whose length its type byte gave. */
        TEXT,
        /** A long string or name, up to its end marker 0xFC. */
        LONG_TEXT,
        UNCHECKED
    }

    private static final int END_OF_STRING = 0xFC;
    /** Deeper than Jackson's nesting limit (StreamReadConstraints, 1,000 by default): Jackson fails first. */
    private static final int MAX_DEPTH = 100_000;

    private final Visitor visitor;
    private State state = State.SKIP;
    /** Bytes left of {@link State#SKIP} or {@link State#TEXT}: first, the header's four. */
    private long remaining = 4;
    /** Whether each open container is an object (true) or an array; {@code depth} of them. */
    private boolean[] objects = new boolean[16];
    private int depth;
    private boolean expectingName;
    /** What a read length counts: raw bytes (true) or 7-bit groups' source bytes (false). */
    private boolean rawLength;
    /** A big decimal's scale comes before its length: skipped first. */
    private boolean lengthAfterScale;
    private long length;

    public SmileTokens(Visitor visitor) {
        this.visitor = visitor;
    }

    /**
     * Walks {@code buffer[from, to)}, whose first byte is at {@code position} in the stream, handing the
     * visitor each run of text and each root value's end; the visitor's first complaint about text stops
     * the walk and is returned, else null.
     */
    public InvalidUtf8Exception walk(byte[] buffer, int from, int to, long position) {
        int i = from;
        while (i < to) {
            int b = buffer[i] & 0xFF;
            switch (state) {
                case TOKEN -> {
                    i++;
                    if (expectingName) {
                        name(b);
                    } else {
                        value(b);
                    }
                }
                case SKIP -> {
                    int skipped = (int) Math.min(remaining, to - i);
                    i += skipped;
                    remaining -= skipped;
                    if (remaining == 0) {
                        state = State.TOKEN;
                    }
                }
                case VINT -> {
                    i++;
                    if (b >= 0x80) {
                        state = lengthAfterScale ? State.LENGTH : State.TOKEN;
                        lengthAfterScale = false;
                        length = 0;
                    }
                }
                case LENGTH -> {
                    i++;
                    length = b >= 0x80 ? length << 6 | (b & 0x3F) : length << 7 | b;
                    if (length < 0 || length > Long.MAX_VALUE >> 8) {
                        state = State.UNCHECKED;
                    } else if (b >= 0x80) {
                        passOver(rawLength ? length : length / 7 * 8 + (length % 7 == 0 ? 0 : length % 7 + 1));
                    }
                }
                case TEXT -> {
                    int checked = (int) Math.min(remaining, to - i);
                    remaining -= checked;
                    InvalidUtf8Exception bad = visitor.text(buffer, i, checked, position + (i - from), remaining == 0);
                    if (bad != null) {
                        return bad;
                    }
                    i += checked;
                    state = remaining == 0 ? State.TOKEN : State.TEXT;
                }
                case LONG_TEXT -> {
                    int end = i;
                    while (end < to && (buffer[end] & 0xFF) != END_OF_STRING) {
                        end++;
                    }
                    boolean ended = end < to;
                    InvalidUtf8Exception bad = visitor.text(buffer, i, end - i, position + (i - from), ended);
                    if (bad != null) {
                        return bad;
                    }
                    // Past the end marker, when it came.
                    i = ended ? end + 1 : end;
                    state = ended ? State.TOKEN : State.LONG_TEXT;
                }
                case UNCHECKED -> i = to;
            }
        }
        return null;
    }

    /** A value's type byte (the specification's "token class" by its high bits). */
    private void value(int b) {
        if (b <= 0x1F || (b >= 0x20 && b <= 0x23) || (b >= 0xC0 && b <= 0xDF)) {
            // A back-reference to a string value, empty string, null, false, true, small int: all in the byte.
            valueEnded();
        } else if (b == 0x24 || b == 0x25) {
            state = State.VINT;
            valueEnded();
        } else if (b == 0x26 || b == 0x2A) {
            // Big integer: its length, then 7-bit groups; big decimal: its scale first.
            lengthAfterScale = b == 0x2A;
            startLength(false, b == 0x2A ? State.VINT : State.LENGTH);
            valueEnded();
        } else if (b == 0x28 || b == 0x29) {
            passOver(b == 0x28 ? 5 : 10);
            valueEnded();
        } else if (b == 0x3A && depth == 0) {
            // Another header, where a root value could start (":)\n" and a byte of flags).
            passOver(3);
        } else if (b >= 0x40 && b <= 0xBF) {
            // Tiny and short ASCII (1-32, 33-64 bytes), tiny and short Unicode (2-33, 34-65 bytes).
            int size = b & 0x1F;
            text(b < 0x60 ? size + 1 : b < 0x80 ? size + 33 : b < 0xA0 ? size + 2 : size + 34);
            valueEnded();
        } else if (b == 0xE0 || b == 0xE4) {
            state = State.LONG_TEXT;
            valueEnded();
        } else if (b == 0xE8 || b == 0xFD) {
            startLength(b == 0xFD, State.LENGTH);
            valueEnded();
        } else if (b >= 0xEC && b <= 0xEF) {
            passOver(1);
            valueEnded();
        } else if (b == 0xF8 || b == 0xFA) {
            openContainer(b == 0xFA);
        } else if (b == 0xF9 && depth > 0 && !objects[depth - 1]) {
            closeContainer();
        } else if (b != 0xFF) {
            // 0xFF ends the content (Jackson reads no further); anything else is reserved.
            state = State.UNCHECKED;
        }
    }

    /** A property name's type byte, or the end of the object. */
    private void name(int b) {
        if (b == 0x20 || (b >= 0x40 && b <= 0x7F)) {
            expectingName = false;
        } else if (b >= 0x30 && b <= 0x33) {
            expectingName = false;
            passOver(1);
        } else if (b == 0x34) {
            expectingName = false;
            state = State.LONG_TEXT;
        } else if (b >= 0x80 && b <= 0xF7) {
            expectingName = false;
            text(b < 0xC0 ? (b & 0x3F) + 1 : (b & 0x3F) + 2);
        } else if (b == 0xFB) {
            closeContainer();
        } else {
            state = State.UNCHECKED;
        }
    }

    private void text(int bytes) {
        state = State.TEXT;
        remaining = bytes;
    }

    private void passOver(long bytes) {
        remaining = bytes;
        state = bytes == 0 ? State.TOKEN : State.SKIP;
    }

    private void startLength(boolean raw, State first) {
        rawLength = raw;
        length = 0;
        state = first;
    }

    private void openContainer(boolean object) {
        if (depth == MAX_DEPTH) {
            state = State.UNCHECKED;
            return;
        }
        if (depth == objects.length) {
            objects = Arrays.copyOf(objects, depth * 2);
        }
        objects[depth++] = object;
        expectingName = object;
    }

    private void closeContainer() {
        depth--;
        valueEnded();
    }

    /** After a whole value (a scalar's type byte, or a container's end), an object's next name, or the next root value. */
    private void valueEnded() {
        expectingName = depth > 0 && objects[depth - 1];
        if (depth == 0) {
            visitor.rootValueEnded();
        }
    }
}
