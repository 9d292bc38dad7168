package io.formatbench.measure;

import io.formatbench.fs.CountingSink;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

/** Size of a file once compressed, for the bytes-on-disk comparison. */
public final class CompressedSize {

    private CompressedSize() {}

    /** gzip with java.util.zip's default level (6, as the gzip command line). */
    public static long gzip(Path file) throws IOException {
        CountingSink sink = new CountingSink();
        try (InputStream in = Files.newInputStream(file); OutputStream gzip = new GZIPOutputStream(sink, 1 << 16)) {
            in.transferTo(gzip);
        }
        return sink.bytes();
    }
}
