package io.formatbench.codec.json.framing;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A filter that counts or checks the bytes as they pass, and so cannot go back: mark/reset is
 * refused, since a reset would replay bytes past a count or a check that has moved on.
 */
abstract class ForwardOnlyInputStream extends FilterInputStream {

    ForwardOnlyInputStream(InputStream in) {
        super(in);
    }

    @Override
    public final boolean markSupported() {
        return false;
    }

    @Override
    public final void mark(int readLimit) {
        // Not supported: see the class comment.
    }

    @Override
    public final void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }
}
