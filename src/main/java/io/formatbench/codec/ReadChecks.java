package io.formatbench.codec;

/**
 * What a reader checks beyond decoding. A benchmark's timed read must measure the library, not this
 * tool's policy; every other read must catch every bad file. The two levels keep both true.
 */
public enum ReadChecks {

    /**
     * The tool's whole bad-input policy (README, "Bad input"), including what the libraries do not
     * check themselves: strict UTF-8, duplicate JSON keys, exact protobuf frames, fields outside the
     * schema. For every file that has not just been checked against its manifest's SHA-256.
     */
    STRICT,

    /**
     * The library configured the way its maintainers document for normal strict use, and nothing of
     * ours on top: Jackson rejects nulls and coercion, and unknown properties unless told to skip them
     * ({@link UnknownFields}); protobuf-java parses each frame as it documents. Only for a file whose
     * bytes were just checked against its manifest's SHA-256, as the benchmark's timed reads do.
     * Either way a record is then mapped into its domain record, which refuses what it cannot hold
     * (an enum number or name the .proto does not list, a timestamp outside a protobuf Timestamp's
     * range): that is the record's type, not a check.
     */
    LIBRARY
}
