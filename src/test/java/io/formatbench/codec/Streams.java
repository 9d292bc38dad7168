package io.formatbench.codec;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.function.Function;

/** The ways a test hands bytes to a reader: as the tool does, and a few bytes at a time. */
public enum Streams {
    /** What the tool does: {@link IoStack}'s buffer over the bytes. */
    BUFFERED(bytes -> new BufferedInputStream(new ByteArrayInputStream(bytes), IoStack.BUFFER_BYTES)),
    /** A trickle under a 7-byte buffer: mark/reset works, refills land everywhere. */
    TRICKLE_BUFFERED(bytes -> new BufferedInputStream(new TrickleInputStream(new ByteArrayInputStream(bytes)), 7)),
    /** The bare trickle: no mark/reset, 1-3 bytes per read. */
    TRICKLE(bytes -> new TrickleInputStream(new ByteArrayInputStream(bytes)));

    private final Function<byte[], InputStream> open;

    Streams(Function<byte[], InputStream> open) {
        this.open = open;
    }

    public InputStream open(byte[] bytes) {
        return open.apply(bytes);
    }
}
