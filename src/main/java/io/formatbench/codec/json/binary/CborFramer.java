package io.formatbench.codec.json.binary;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.floor.RecordFramer;
import java.util.Arrays;

/**
 * A CBOR sequence's frames: each top-level data item (RFC 8949, section 3), found by its heads alone. A
 * head's major type and argument say what follows: a string's bytes (jumped over), a container's items
 * (counted on a stack of open containers: a definite one's items left, or -1 for an indefinite one,
 * which a break closes), a tag's one item, or nothing.
 */
public final class CborFramer implements RecordFramer {

    private enum State { HEAD, ARGUMENT, PAYLOAD }

    private static final long INDEFINITE = -1;
    private static final int BREAK = 0xFF;

    private final Frames frames;
    private State state = State.HEAD;
    private int majorType;
    private int additional;
    private int argumentBytes;
    private long argument;
    /** Bytes of a string's payload, or a float's, still to come. */
    private long remaining;
    /** Items each open container still holds, innermost last ({@link #INDEFINITE}: until a break). */
    private long[] open = new long[16];
    private int depth;
    /** The stream offset of the piece being fed, where its {@link #pieceFrom} lies; the next byte's index in it. */
    private long pieceOffset;
    private int pieceFrom;
    private int cursor;
    /** Where the last frame ended in the stream. */
    private long lastEnd;

    public CborFramer(Frames frames) {
        this.frames = frames;
    }

    @Override
    public void feed(byte[] buffer, int from, int to) throws InvalidRecordException {
        pieceFrom = from;
        for (cursor = from; cursor < to; ) {
            switch (state) {
                case HEAD -> head(buffer[cursor++] & 0xFF);
                case ARGUMENT -> {
                    argument = argument << 8 | (buffer[cursor++] & 0xFF);
                    if (--argumentBytes == 0) {
                        argumentRead();
                    }
                }
                case PAYLOAD -> {
                    long skipped = Math.min(remaining, to - cursor);
                    cursor += (int) skipped;
                    remaining -= skipped;
                    if (remaining == 0) {
                        state = State.HEAD;
                        itemEnded();
                    }
                }
            }
        }
        pieceOffset += to - from;
    }

    @Override
    public void end() throws InvalidRecordException {
        if (depth > 0 || state != State.HEAD) {
            throw new InvalidRecordException("the file ends inside a data item (truncated)");
        }
    }

    private void head(int initialByte) throws InvalidRecordException {
        if (initialByte == BREAK) {
            if (depth == 0 || open[depth - 1] != INDEFINITE) {
                throw new InvalidRecordException("a break (FF) outside an indefinite-length item");
            }
            depth--;
            itemEnded();
            return;
        }
        majorType = initialByte >>> 5;
        additional = initialByte & 0x1F;
        if (additional < 24) {
            argument = additional;
            argumentRead();
        } else if (additional <= 27) {
            argument = 0;
            argumentBytes = 1 << (additional - 24);
            state = State.ARGUMENT;
        } else if (additional == 31 && majorType >= 2 && majorType <= 5) {
            push(INDEFINITE);
        } else {
            throw new InvalidRecordException("a reserved CBOR head (" + Integer.toHexString(initialByte) + ")");
        }
    }

    /** What follows a head whose argument is read. */
    private void argumentRead() throws InvalidRecordException {
        state = State.HEAD;
        switch (majorType) {
            case 2, 3 -> {
                if (argument < 0) {
                    throw new InvalidRecordException("a string longer than 2^63 bytes");
                }
                if (argument > 0) {
                    remaining = argument;
                    state = State.PAYLOAD;
                } else {
                    itemEnded();
                }
            }
            case 4, 5 -> {
                long items = majorType == 5 ? 2 * argument : argument;
                if (items < 0) {
                    throw new InvalidRecordException("a container of more than 2^62 items");
                }
                if (items == 0) {
                    itemEnded();
                } else {
                    push(items);
                }
            }
            // A tag is one item with the next one.
            case 6 -> push(1);
            // A float's or simple value's bytes were its argument.
            default -> itemEnded();
        }
    }

    private void push(long items) {
        if (depth == open.length) {
            open = Arrays.copyOf(open, depth * 2);
        }
        open[depth++] = items;
    }

    /** An item is complete: its container counts it, and a container that ends is an item of its own container. */
    private void itemEnded() {
        while (depth > 0) {
            if (open[depth - 1] == INDEFINITE || --open[depth - 1] > 0) {
                return;
            }
            depth--;
        }
        long end = pieceOffset + (cursor - pieceFrom);
        frames.frame(end - lastEnd, 1);
        lastEnd = end;
    }
}
