package io.formatbench.codec.floor;

import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.dataset.FormatModules;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Each format's I/O floor, and a plain read of a file: what reading the file costs without decoding a
 * record, on the same I/O stack as every codec ({@link IoStack}: the same buffer, the same decompressor).
 * Both read the stream in reads of {@link IoStack#BUFFER_BYTES} into one array, and touch every byte
 * (a sum of its eight-byte words, kept where the JIT cannot discard it). The floor also finds every
 * record's end, by the format's framing ({@link RecordFramer}): newlines for JSON Lines, varint frames for
 * delimited protobuf, the heads of CBOR's top-level items, Smile's tokens, Avro's blocks. A read's time
 * over its file's floor's is then what decoding the records costs beyond framing; the floor's over the
 * plain read's, what framing costs; the plain read's, what the file and the stack cost.
 */
public final class Floors {

    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** Where the sums of the bytes touched go, so that the JIT cannot drop the loads. */
    private static volatile long touched;

    private Floors() {}

    /** The framing of a format's files: its module's. */
    public static RecordFramer framer(Format format, RecordFramer.Frames frames) {
        return FormatModules.of(format).framer(frames);
    }

    /**
     * The floor of a file of {@code format}: every record's end found, every byte touched. The digest has
     * one entry per record, the size of the frame that ends with it (0 for the others of an Avro block,
     * and for Smile's, whose frames have no size): what every pass must reproduce.
     */
    public static ContentDigest frames(InputStream in, Format format) throws IOException {
        ContentDigest digest = new ContentDigest();
        RecordFramer framer = framer(format, (bytes, records) -> {
            digest.addRecord(bytes);
            for (long r = 1; r < records; r++) {
                digest.addRecord(0);
            }
        });
        byte[] buffer = new byte[IoStack.BUFFER_BYTES];
        long sum = 0;
        for (int n; (n = in.read(buffer, 0, buffer.length)) >= 0; ) {
            sum += touch(buffer, n);
            framer.feed(buffer, 0, n);
        }
        framer.end();
        touched = sum;
        return digest;
    }

    /**
     * A plain read: the stream's bytes, every one touched, nothing found. The digest has one entry per
     * read, the sum of its bytes' words: what every pass must reproduce, reads of the same stack being
     * the same.
     */
    public static ContentDigest plain(InputStream in) throws IOException {
        ContentDigest digest = new ContentDigest();
        byte[] buffer = new byte[IoStack.BUFFER_BYTES];
        for (int n; (n = in.read(buffer, 0, buffer.length)) >= 0; ) {
            digest.addRecord(touch(buffer, n));
        }
        touched = digest.value();
        return digest;
    }

    /** The sum of the first {@code n} bytes' little-endian words, the last one filled with zeros. */
    private static long touch(byte[] buffer, int n) {
        long sum = 0;
        int i = 0;
        for (; i + Long.BYTES <= n; i += Long.BYTES) {
            sum += (long) WORDS.get(buffer, i);
        }
        for (; i < n; i++) {
            sum += (buffer[i] & 0xFFL) << (8 * (i & 7));
        }
        return sum;
    }
}
