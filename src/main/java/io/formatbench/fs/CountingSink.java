package io.formatbench.fs;

import java.io.OutputStream;

/** An output stream that keeps nothing and counts what was written to it: a size without a file. */
public final class CountingSink extends OutputStream {

    private long bytes;

    @Override
    public void write(int b) {
        bytes++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        bytes += len;
    }

    public long bytes() {
        return bytes;
    }
}
