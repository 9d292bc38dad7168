package io.formatbench.codec;

/** Limits every reader enforces, so that a hostile file fails cleanly instead of exhausting memory. */
public final class Limits {

    /**
     * The largest record a reader accepts, in bytes of its encoding (a protobuf length prefix, a JSON
     * string, a line for the JSON reader that reads line by line). Far above any record of the
     * schemas here, far below what a 64 MiB heap can hold.
     */
    public static final int MAX_RECORD_BYTES = 1 << 20;

    /** The deepest nesting a JSON reader follows before it rejects the record. */
    public static final int MAX_JSON_NESTING = 64;

    private Limits() {}
}
