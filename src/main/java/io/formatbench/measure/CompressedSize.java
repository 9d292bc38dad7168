package io.formatbench.measure;

import io.formatbench.codec.Compression;
import io.formatbench.codec.IoStack;
import io.formatbench.fs.CountingSink;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

/** Size of a file's content uncompressed and once compressed with gzip, for the bytes-on-disk comparison. */
public final class CompressedSize {

    private CompressedSize() {}

    /**
     * The content of a file, read through its compression: its size, and its size with gzip.
     *
     * @param bytes the content's size uncompressed
     * @param gzipBytes the content compressed with gzip at java.util.zip's default level (6, as the gzip command line)
     */
    public record Sizes(long bytes, long gzipBytes) {}

    /** The gzip size of an uncompressed file. */
    public static long gzip(Path file) throws IOException {
        return of(file, Compression.NONE).gzipBytes();
    }

    /** The sizes of {@code file}'s content, which is compressed with {@code compression}. */
    public static Sizes of(Path file, Compression compression) throws IOException {
        CountingSink sink = new CountingSink();
        long bytes;
        try (InputStream in = IoStack.openInput(file, compression); OutputStream gzip = new GZIPOutputStream(sink,
                1 << 16)) {
            bytes = in.transferTo(gzip);
        }
        return new Sizes(bytes, sink.bytes());
    }
}
