package io.formatbench.codec;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

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

    /**
     * @param forceOnClose whether close() waits until the file is on the storage device (fsync), so
     *     that a measured write includes the device and not only the page cache
     */
    public static OutputStream openOutput(Path file, boolean forceOnClose) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE);
        OutputStream raw = Channels.newOutputStream(channel);
        if (forceOnClose) {
            raw = new FilterOutputStream(raw) {
                @Override
                public void write(byte[] bytes, int offset, int length) throws IOException {
                    out.write(bytes, offset, length);
                }

                @Override
                public void close() throws IOException {
                    try {
                        channel.force(true);
                    } finally {
                        out.close();
                    }
                }
            };
        }
        return new BufferedOutputStream(raw, BUFFER_BYTES);
    }

    /** Buffers an already open stream the same way (for streams that are not plain files). */
    public static OutputStream buffer(OutputStream out) {
        return new BufferedOutputStream(out, BUFFER_BYTES);
    }
}
