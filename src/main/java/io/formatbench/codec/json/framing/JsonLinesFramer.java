package io.formatbench.codec.json.framing;

import io.formatbench.codec.floor.RecordFramer;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * JSON Lines' frames: each line, up to and with its newline (the last one may lack it). The newlines are
 * found eight bytes at a time: a word's bytes equal to '\n' are the zero bytes of the word XOR eight
 * newlines, which one subtraction and two masks find (the well-known "has a zero byte" test).
 */
public final class JsonLinesFramer implements RecordFramer {

    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long NEWLINES = 0x0A0A_0A0A_0A0A_0A0AL;
    private static final long ONES = 0x0101_0101_0101_0101L;
    private static final long HIGHS = 0x8080_8080_8080_8080L;

    private final Frames frames;
    /** Bytes of the line being read that came in earlier pieces. */
    private long line;

    public JsonLinesFramer(Frames frames) {
        this.frames = frames;
    }

    @Override
    public void feed(byte[] buffer, int from, int to) {
        int i = from;
        while (i < to) {
            int newline = nextNewline(buffer, i, to);
            if (newline < 0) {
                line += to - i;
                return;
            }
            frames.frame(line + newline + 1 - i, 1);
            line = 0;
            i = newline + 1;
        }
    }

    @Override
    public void end() {
        if (line > 0) {
            frames.frame(line, 1);
            line = 0;
        }
    }

    private static int nextNewline(byte[] buffer, int from, int to) {
        int i = from;
        for (; i + Long.BYTES <= to; i += Long.BYTES) {
            long x = (long) WORDS.get(buffer, i) ^ NEWLINES;
            long found = (x - ONES) & ~x & HIGHS;
            if (found != 0) {
                return i + (Long.numberOfTrailingZeros(found) >>> 3);
            }
        }
        for (; i < to; i++) {
            if (buffer[i] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
