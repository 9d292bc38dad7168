package io.formatbench.codec.json.binary;

import io.formatbench.codec.Limits;
import io.formatbench.codec.json.framing.CheckedBytesInputStream;
import io.formatbench.codec.json.framing.InvalidUtf8Exception;
import java.util.Arrays;
import java.util.Locale;

/**
 * The items of a MessagePack stream (the MessagePack specification's formats), walked without building
 * anything: each item's first byte says its type and how many bytes follow, as a length (a string's,
 * a binary's, an extension's payload) or a count (an array's items, a map's pairs), so a stack of the
 * open containers' items left says where each root item ends. Fed the stream in pieces of any size;
 * what the walk meets goes to a {@link Visitor}: the strict reader's check ({@link
 * MsgpackTextCheckingInputStream}) and the MessagePack floor, which counts root items.
 *
 * <p>It refuses what msgpack-java's parser would take without a word or could not survive: a map key
 * that is not a string (the parser names a property after a number, a boolean or a binary's bytes),
 * a string or binary longer than {@link Limits#MAX_RECORD_BYTES} (the parser allocates a payload's
 * whole length before reading it: a hostile length would fill the heap), nesting deeper than
 * {@link Limits#MAX_JSON_NESTING}, an extension (no value of proto3's JSON mapping is one, and
 * databind would take one's payload as a bytes field's value, where the streaming binding refuses
 * it), and 0xC1, which MessagePack never uses. Each refusal is an {@link
 * InvalidUtf8Exception}, the failure {@link CheckedBytesInputStream} hands over at its offset, whatever
 * was wrong with the bytes there.
 */
final class MsgpackItems {

    /** What a walk meets. */
    interface Visitor {
        /**
         * A run of a string's UTF-8 bytes (a value's or a map key's), {@code ended} when it is the
         * string's last: a non-null complaint stops the walk.
         */
        InvalidUtf8Exception text(byte[] buffer, int from, int count, long position, boolean ended);

        /** A root item ended at {@code end} (the offset after its last byte): a record of the stream. */
        void rootItemEnded(long end);
    }

    private enum State {
        /** An item's first byte. */
        FORMAT,
        /** The big-endian length or count after the first byte. */
        LENGTH,
        /** Bytes to pass over: a number's, a binary's payload. */
        SKIP,
        /** A string's bytes. */
        TEXT,
        /** After a refusal: nothing more is walked. */
        STOPPED
    }

    private enum Follows { STRING, BINARY, ARRAY, MAP }

    private final Visitor visitor;
    private State state = State.FORMAT;
    /** Where the first byte of the item being read is in the stream: where a refusal of it points. */
    private long formatAt;
    private Follows follows;
    private int lengthBytes;
    private long length;
    private long remaining;
    /** Items each open container still holds (a map counts keys and values), innermost last. */
    private long[] open = new long[16];
    /** Whether each open container is a map, for which of its items must be string keys. */
    private boolean[] maps = new boolean[16];
    private int depth;

    MsgpackItems(Visitor visitor) {
        this.visitor = visitor;
    }

    /**
     * Walks {@code buffer[from, to)}, whose first byte is at {@code position} in the stream; returns the
     * first refusal (the walk stops there), else null.
     */
    InvalidUtf8Exception walk(byte[] buffer, int from, int to, long position) {
        int i = from;
        while (i < to) {
            switch (state) {
                case FORMAT -> {
                    formatAt = position + (i - from);
                    int b = buffer[i++] & 0xFF;
                    InvalidUtf8Exception refused = format(b, formatAt + 1);
                    if (refused != null) {
                        state = State.STOPPED;
                        return refused;
                    }
                }
                case LENGTH -> {
                    length = length << 8 | (buffer[i++] & 0xFF);
                    if (--lengthBytes == 0) {
                        InvalidUtf8Exception refused = lengthRead(position + (i - from));
                        if (refused != null) {
                            state = State.STOPPED;
                            return refused;
                        }
                    }
                }
                case SKIP -> {
                    int skipped = (int) Math.min(remaining, to - i);
                    i += skipped;
                    remaining -= skipped;
                    if (remaining == 0) {
                        state = State.FORMAT;
                        itemEnded(position + (i - from));
                    }
                }
                case TEXT -> {
                    int checked = (int) Math.min(remaining, to - i);
                    remaining -= checked;
                    InvalidUtf8Exception bad = visitor.text(buffer, i, checked, position + (i - from), remaining == 0);
                    if (bad != null) {
                        state = State.STOPPED;
                        return bad;
                    }
                    i += checked;
                    if (remaining == 0) {
                        state = State.FORMAT;
                        itemEnded(position + (i - from));
                    }
                }
                case STOPPED -> i = to;
            }
        }
        return null;
    }

    /** Whether the stream may end here: between root items. */
    boolean betweenItems() {
        return state == State.FORMAT && depth == 0;
    }

    /** @param after the offset after the first byte */
    private InvalidUtf8Exception format(int b, long after) {
        if (expectingKey() && !(b >= 0xA0 && b <= 0xBF) && !(b >= 0xD9 && b <= 0xDB)) {
            return refusal("a map key that is not a string (0x" + hex(b) + ")");
        }
        if (b <= 0x7F || b >= 0xE0 || b == 0xC0 || b == 0xC2 || b == 0xC3) {
            // A fixint, nil or a boolean: the byte is the item.
            itemEnded(after);
        } else if (b <= 0x8F) {
            return container(Follows.MAP, b & 0x0F, after);
        } else if (b <= 0x9F) {
            return container(Follows.ARRAY, b & 0x0F, after);
        } else if (b <= 0xBF) {
            return payload(Follows.STRING, b & 0x1F, after);
        } else if (b == 0xC1) {
            return refusal("0xC1, a byte MessagePack never uses");
        } else if (b <= 0xC6) {
            readLength(Follows.BINARY, 1 << (b - 0xC4));
        } else if (b <= 0xC9 || (b >= 0xD4 && b <= 0xD8)) {
            return refusal("an extension (0x" + hex(b) + "), which no record holds");
        } else if (b <= 0xD3) {
            // float 32 and 64, uint 8 to 64, int 8 to 64.
            skip(b == 0xCA ? 4 : b == 0xCB ? 8 : 1 << ((b - 0xCC) & 3));
        } else if (b <= 0xDB) {
            readLength(Follows.STRING, 1 << (b - 0xD9));
        } else if (b <= 0xDD) {
            readLength(Follows.ARRAY, b == 0xDC ? 2 : 4);
        } else {
            readLength(Follows.MAP, b == 0xDE ? 2 : 4);
        }
        return null;
    }

    private void readLength(Follows what, int bytes) {
        follows = what;
        lengthBytes = bytes;
        length = 0;
        state = State.LENGTH;
    }

    private InvalidUtf8Exception lengthRead(long after) {
        state = State.FORMAT;
        return switch (follows) {
            case ARRAY, MAP -> container(follows, length, after);
            case STRING, BINARY -> payload(follows, length, after);
        };
    }

    private InvalidUtf8Exception payload(Follows what, long bytes, long after) {
        InvalidUtf8Exception tooLong = tooLong(what, bytes);
        if (tooLong != null) {
            return tooLong;
        }
        if (bytes == 0) {
            itemEnded(after);
        } else {
            remaining = bytes;
            state = what == Follows.STRING ? State.TEXT : State.SKIP;
        }
        return null;
    }

    private InvalidUtf8Exception tooLong(Follows what, long bytes) {
        if (bytes <= Limits.MAX_RECORD_BYTES) {
            return null;
        }
        return refusal(String.format(Locale.ROOT, "a %s of %,d bytes: longer than the tool's limit of %,d bytes",
                what.name().toLowerCase(Locale.ROOT),
                bytes, Limits.MAX_RECORD_BYTES));
    }

    private InvalidUtf8Exception container(Follows what, long entries, long after) {
        long items = what == Follows.MAP ? 2 * entries : entries;
        if (items == 0) {
            itemEnded(after);
            return null;
        }
        if (depth == Limits.MAX_JSON_NESTING) {
            return refusal("nesting deeper than the tool's limit of " + Limits.MAX_JSON_NESTING + " levels");
        }
        if (depth == open.length) {
            open = Arrays.copyOf(open, depth * 2);
            maps = Arrays.copyOf(maps, depth * 2);
        }
        open[depth] = items;
        maps[depth++] = what == Follows.MAP;
        return null;
    }

    private void skip(long bytes) {
        remaining = bytes;
        state = State.SKIP;
    }

    /** In a map, where its next item is a key: its count of items left is even. */
    private boolean expectingKey() {
        return depth > 0 && maps[depth - 1] && (open[depth - 1] & 1) == 0;
    }

    /** An item is complete: its container counts it, and a container that ends is an item of its own container. */
    private void itemEnded(long end) {
        while (depth > 0) {
            if (--open[depth - 1] > 0) {
                return;
            }
            depth--;
        }
        visitor.rootItemEnded(end);
    }

    private InvalidUtf8Exception refusal(String what) {
        return new InvalidUtf8Exception(formatAt, "MessagePack: " + what);
    }

    private static String hex(int b) {
        return String.format(Locale.ROOT, "%02X", b);
    }
}
