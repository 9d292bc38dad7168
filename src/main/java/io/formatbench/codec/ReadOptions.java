package io.formatbench.codec;

import java.util.Objects;

/**
 * How a reader reads: what it checks beyond decoding, and what it does with fields outside its
 * schema. Whoever opens a file decides both, once, and every codec's reader honors them.
 */
public record ReadOptions(ReadChecks checks, UnknownFields unknownFields) {

    /** Every check of the bad-input policy, unknown fields rejected: what any file not just checked needs. */
    public static final ReadOptions STRICT = new ReadOptions(ReadChecks.STRICT, UnknownFields.REJECT);

    /** The library's own checks, unknown fields rejected where the library rejects them. */
    public static final ReadOptions LIBRARY = new ReadOptions(ReadChecks.LIBRARY, UnknownFields.REJECT);

    public ReadOptions {
        Objects.requireNonNull(checks, "checks");
        Objects.requireNonNull(unknownFields, "unknownFields");
    }

    public static ReadOptions of(ReadChecks checks, UnknownFields unknownFields) {
        return new ReadOptions(checks, unknownFields);
    }

    public ReadOptions with(UnknownFields other) {
        return new ReadOptions(checks, other);
    }

    public boolean strict() {
        return checks == ReadChecks.STRICT;
    }

    public boolean skipsUnknownFields() {
        return unknownFields == UnknownFields.SKIP;
    }
}
