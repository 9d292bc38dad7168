package io.formatbench.codec;

import java.io.Closeable;
import java.io.IOException;

/** Writes records one at a time to a stream it owns; {@link #close()} flushes and closes it. */
public interface RecordWriter<T> extends Closeable {

    void write(T record) throws IOException;
}
