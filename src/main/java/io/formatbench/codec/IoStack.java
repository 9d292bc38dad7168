package io.formatbench.codec;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one I/O stack every codec runs on, so that a difference measured between codecs is the
 * format's and the library's, never the plumbing's: a file stream under a buffer of
 * {@link #BUFFER_BYTES}. The libraries keep their own internal buffers on top, as they do in real use.
 */
public final class IoStack {

    /** Buffer between every codec and its file. */
    public static final int BUFFER_BYTES = 64 * 1024;

    private IoStack() {}

    public static InputStream openInput(Path file) throws IOException {
        return new BufferedInputStream(Files.newInputStream(file), BUFFER_BYTES);
    }

    public static OutputStream openOutput(Path file) throws IOException {
        return new BufferedOutputStream(Files.newOutputStream(file), BUFFER_BYTES);
    }

    /** Buffers an already open stream the same way (for streams that are not plain files). */
    public static OutputStream buffer(OutputStream out) {
        return new BufferedOutputStream(out, BUFFER_BYTES);
    }
}
