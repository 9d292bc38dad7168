package io.formatbench.codec;

import java.io.FilterInputStream;
import java.io.InputStream;
import java.io.IOException;

/**
 * Returns at most 1, 2 or 3 bytes per read, in a fixed rotation, and supports neither mark nor skip
 * beyond that: every buffer boundary a reader has falls at a different place than in a file.
 */
public final class TrickleInputStream extends FilterInputStream {

    private int turn;

    public TrickleInputStream(InputStream in) {
        super(in);
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        int chunk = 1 + turn++ % 3;
        return in.read(buffer, offset, Math.min(length, chunk));
    }

    @Override
    public long skip(long n) throws IOException {
        return in.skip(Math.min(n, 1 + turn++ % 3));
    }

    @Override
    public int available() {
        return 0;
    }

    @Override
    public boolean markSupported() {
        return false;
    }
}
