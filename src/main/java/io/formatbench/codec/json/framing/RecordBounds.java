package io.formatbench.codec.json.framing;

/** Where a JSON reader's records start and end, for its {@link RecordSizeLimit}; nothing, for a reader without one. */
public interface RecordBounds {

    RecordBounds NONE = new RecordBounds() {
        @Override
        public void recordStartsAt(long offset) {}

        @Override
        public void recordEnded() {}
    };

    void recordStartsAt(long offset);

    void recordEnded();
}
