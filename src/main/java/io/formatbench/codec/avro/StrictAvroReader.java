package io.formatbench.codec.avro;

import io.formatbench.codec.RecordReader;
import java.io.IOException;
import java.io.InputStream;

/** A strict reader of either Avro codec: its records as {@link StrictContainerReader} reads them. */
final class StrictAvroReader<T> implements RecordReader<T> {

    private final StrictContainerReader<T> container;
    private final InputStream in;

    StrictAvroReader(StrictContainerReader<T> container, InputStream in) {
        this.container = container;
        this.in = in;
    }

    @Override
    public T read() throws IOException {
        return container.next();
    }

    @Override
    public long skippedFields() {
        return container.skipped();
    }

    @Override
    public void close() throws IOException {
        container.close();
        in.close();
    }
}
