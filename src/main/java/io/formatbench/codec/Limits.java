package io.formatbench.codec;

/** Limits every reader enforces, so that a hostile file fails cleanly instead of exhausting memory. */
public final class Limits {

    /**
     * The largest record a reader accepts, in bytes of its encoding (a protobuf length prefix, a JSON
     * string, a line for the JSON reader that reads line by line). Far above any record of the
     * schemas here, far below what a 64 MiB heap can hold.
     */
    public static final int MAX_RECORD_BYTES = 1 << 20;

    /**
     * The most bytes a JSON record may take: a record of up to this many is always read, one longer
     * than this plus 64 KiB never (the parser reads ahead; see RecordSizeLimit). It bounds a record's
     * memory, which Jackson's limits on each string and on nesting do not once a record holds lists.
     * Far above any record of the schemas here (a user's two strings of {@link #MAX_RECORD_BYTES}
     * characters take 12 MiB at most, written as escapes), low enough that a record of the smallest
     * values fits a 64 MiB heap.
     */
    public static final int MAX_JSON_RECORD_BYTES = 16 << 20;

    /**
     * The most values (objects, arrays and scalars alike) of a record read as a tree, as
     * jackson-json-schema reads one to validate it: a tree takes some 75 bytes of heap a value, so a
     * record of {@link #MAX_JSON_RECORD_BYTES} of the smallest values would not fit a 64 MiB heap as a
     * tree; one of this many takes some 20 MB.
     */
    public static final int MAX_JSON_TREE_VALUES = 1 << 18;

    /** The deepest nesting a JSON reader follows before it rejects the record. */
    public static final int MAX_JSON_NESTING = 64;

    private Limits() {}
}
