package io.formatbench.codec.avro;

import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Decompresses one block of an Avro container file for the strict reader, bounded: the output may
 * hold at most {@code limit} bytes, so that a block of a few bytes that says it expands to gigabytes
 * (a decompression bomb) is refused once it passes the limit, never allocated. Deflate is raw deflate,
 * as Avro's DeflateCodec writes it; zstandard is zstd-jni's stream, as Avro's ZstandardCodec writes
 * it. Every fault is a {@link Fault} in words: the reader names the file, the block and its offset.
 */
final class BlockDecompressor implements AutoCloseable {

    /** What is wrong with a block's compressed bytes, in words. */
    static final class Fault extends Exception {
        Fault(String reason) {
            super(reason, null, false, false);
        }
    }

    private final int limit;
    private final Inflater inflater = new Inflater(true);
    private byte[] out;
    private int length;

    BlockDecompressor(int limit, int initialBytes) {
        this.limit = limit;
        this.out = new byte[Math.min(limit, initialBytes)];
    }

    /** The last block's decompressed bytes: the first {@link #length()} of them. */
    byte[] bytes() {
        return out;
    }

    int length() {
        return length;
    }

    /** Decompresses the first {@code size} bytes of {@code block}, compressed with {@code codec}. */
    void decompress(AvroBlockCodec codec, byte[] block, int size) throws Fault {
        length = 0;
        switch (codec) {
            case NULL -> throw new IllegalArgumentException("the null codec's blocks are read as they are");
            case DEFLATE -> inflate(block, size);
            case ZSTANDARD -> unzstd(block, size);
        }
        if (length > limit) {
            room();
        }
    }

    private void inflate(byte[] block, int size) throws Fault {
        inflater.reset();
        inflater.setInput(block, 0, size);
        try {
            while (!inflater.finished()) {
                int room = room();
                int n = inflater.inflate(out, length, room);
                length += n;
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new Fault("its deflate data ends before the deflate stream does (truncated or corrupt)");
                }
            }
        } catch (DataFormatException e) {
            throw new Fault("its deflate data is corrupt: " + e.getMessage());
        }
        if (inflater.getRemaining() > 0) {
            throw new Fault(inflater.getRemaining() + " bytes after the end of its deflate stream");
        }
    }

    /** zstd's own limit on a frame's window (128 MiB by default) bounds the native memory a hostile frame asks for. */
    private void unzstd(byte[] block, int size) throws Fault {
        try (InputStream zstd = new ZstdInputStreamNoFinalizer(new ByteArrayInputStream(block, 0, size))) {
            for (int n = 0; n >= 0; ) {
                length += n;
                int room = room();
                n = zstd.read(out, length, room);
            }
        } catch (IOException e) {
            // zstd-jni says what is wrong ("Unknown frame descriptor", "Truncated source", ...).
            throw new Fault("its zstandard data is corrupt or truncated: " + e.getMessage());
        }
    }

    /**
     * Room for more output: the buffer grown, up to the limit and one byte past it, which is the bomb's
     * sign. Call it before naming {@link #out}, which it may replace.
     */
    private int room() throws Fault {
        if (length > limit) {
            throw new Fault("it decompresses to more than " + limit + " bytes, the tool's limit of a block");
        }
        if (length == out.length) {
            out = Arrays.copyOf(out, (int) Math.min(2L * out.length, limit + 1L));
        }
        return out.length - length;
    }

    @Override
    public void close() {
        inflater.end();
    }
}
