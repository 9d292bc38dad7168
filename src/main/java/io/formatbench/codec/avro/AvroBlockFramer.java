package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.floor.RecordFramer;

/**
 * An Avro object container file's frames: its blocks (Avro specification 1.12, "Object Container Files"),
 * each a count of records, a size in bytes, that many bytes (jumped over) and the file's 16-byte sync
 * marker. The records inside a block have no frames of their own: finding them is decoding them. The
 * header before the first block (the magic, the metadata map and the sync marker) is passed over the
 * same way, by its lengths.
 */
public final class AvroBlockFramer implements RecordFramer {

    private enum State {
        MAGIC, MAP_COUNT, MAP_BLOCK_SIZE, KEY_LENGTH, KEY, VALUE_LENGTH, VALUE, HEADER_SYNC,
        BLOCK_COUNT, BLOCK_SIZE, BLOCK, BLOCK_SYNC
    }

    private static final int MAGIC_BYTES = 4;
    private static final int SYNC_BYTES = 16;

    private final Frames frames;
    private State state = State.MAGIC;
    /** Bytes to pass over in the states that jump: the magic, a key, a value, a block, a sync marker. */
    private long remaining = MAGIC_BYTES;
    /** A zig-zag varint being read. */
    private long varint;
    private int shift;
    /** Entries left in the metadata map's current block. */
    private long entries;
    private long blockRecords;
    private long blockBytes;

    public AvroBlockFramer(Frames frames) {
        this.frames = frames;
    }

    @Override
    public void feed(byte[] buffer, int from, int to) throws InvalidRecordException {
        int i = from;
        while (i < to) {
            switch (state) {
                case MAGIC, KEY, VALUE, HEADER_SYNC, BLOCK, BLOCK_SYNC -> {
                    long skipped = Math.min(remaining, to - i);
                    i += (int) skipped;
                    blockBytes += skipped;
                    remaining -= skipped;
                    if (remaining == 0) {
                        skipped();
                    }
                }
                default -> {
                    int b = buffer[i++];
                    blockBytes++;
                    varint |= (long) (b & 0x7F) << shift;
                    if (b < 0) {
                        shift += 7;
                        if (shift > 63) {
                            throw new InvalidRecordException("a varint of more than ten bytes");
                        }
                    } else {
                        long value = (varint >>> 1) ^ -(varint & 1);
                        varint = 0;
                        shift = 0;
                        read(value);
                    }
                }
            }
        }
    }

    @Override
    public void end() throws InvalidRecordException {
        if (state != State.BLOCK_COUNT || shift > 0) {
            throw new InvalidRecordException("the file ends inside its " + (state.ordinal() < State.BLOCK_COUNT.ordinal()
                    ? "header" : "last block") + " (truncated)");
        }
    }

    /** A number read: a map block's count or size, a key's or value's length, a block's count or size. */
    private void read(long value) throws InvalidRecordException {
        switch (state) {
            case MAP_COUNT -> {
                entries = Math.abs(value);
                state = value == 0 ? State.HEADER_SYNC : value < 0 ? State.MAP_BLOCK_SIZE : State.KEY_LENGTH;
                remaining = value == 0 ? SYNC_BYTES : 0;
            }
            case MAP_BLOCK_SIZE -> state = State.KEY_LENGTH;
            case KEY_LENGTH, VALUE_LENGTH -> {
                if (value < 0) {
                    throw new InvalidRecordException("a negative length in the header");
                }
                state = state == State.KEY_LENGTH ? State.KEY : State.VALUE;
                remaining = value;
                if (value == 0) {
                    skipped();
                }
            }
            case BLOCK_COUNT -> {
                blockRecords = value;
                state = State.BLOCK_SIZE;
            }
            case BLOCK_SIZE -> {
                if (value < 0 || blockRecords <= 0) {
                    throw new InvalidRecordException("a block of " + blockRecords + " records in " + value + " bytes");
                }
                state = State.BLOCK;
                remaining = value;
                if (value == 0) {
                    skipped();
                }
            }
            default -> throw new IllegalStateException(state.name());
        }
    }

    /** What follows a run of bytes passed over. */
    private void skipped() {
        switch (state) {
            case MAGIC -> state = State.MAP_COUNT;
            case KEY -> state = State.VALUE_LENGTH;
            case VALUE -> state = --entries == 0 ? State.MAP_COUNT : State.KEY_LENGTH;
            case HEADER_SYNC -> {
                state = State.BLOCK_COUNT;
                blockBytes = 0;
            }
            case BLOCK -> {
                state = State.BLOCK_SYNC;
                remaining = SYNC_BYTES;
            }
            case BLOCK_SYNC -> {
                frames.frame(blockBytes, blockRecords);
                state = State.BLOCK_COUNT;
                blockBytes = 0;
            }
            default -> throw new IllegalStateException(state.name());
        }
    }
}
