package io.formatbench.fs;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/** Passes every byte on and counts them: a file's size before the stream beneath compresses it. */
public final class CountingOutputStream extends FilterOutputStream {

    private long bytes;

    public CountingOutputStream(OutputStream out) {
        super(out);
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
        bytes++;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        bytes += len;
    }

    public long bytes() {
        return bytes;
    }
}
