package io.formatbench.codec.json.framing;

import java.io.CharConversionException;

/** Bytes that are not UTF-8, found by {@link Utf8Validator} at a known byte offset. */
public final class InvalidUtf8Exception extends CharConversionException {

    private static final long serialVersionUID = 1L;

    private final long offset;

    public InvalidUtf8Exception(long offset, String reason) {
        super(reason + " at byte " + offset);
        this.offset = offset;
    }

    /** Where the bad sequence starts. */
    public long offset() {
        return offset;
    }
}
