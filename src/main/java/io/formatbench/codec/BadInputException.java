package io.formatbench.codec;

import java.io.IOException;

/**
 * The input is not a well-formed dataset file. The message is one line naming the source, the record
 * (counted from 1, as lines are: "record 1" is the first; {@link #recordIndex} is 0-based) and the byte
 * offset where that record starts. Only a reader with
 * {@link ReadChecks#LIBRARY}, which leaves the stream to the library, may not know the offset (-1).
 * A compressed file whose compressed stream is broken (see {@link #ofStream}) names no record (-1):
 * the layer that finds it lies beneath the records; its offset is in the file's compressed bytes.
 */
public final class BadInputException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final long recordIndex;
    private final long byteOffset;
    private final String reason;

    public BadInputException(String source, long recordIndex, long byteOffset, String reason, Throwable cause) {
        super(source + ": record " + (recordIndex + 1) + (byteOffset >= 0 ? " at byte " + byteOffset : "") + ": "
                + oneLine(reason), cause);
        this.source = source;
        this.recordIndex = recordIndex;
        this.byteOffset = byteOffset;
        this.reason = oneLine(reason);
    }

    public BadInputException(String source, long recordIndex, long byteOffset, String reason) {
        this(source, recordIndex, byteOffset, reason, null);
    }

    private BadInputException(String source, String message, long byteOffset, String reason, Throwable cause) {
        super(message, cause);
        this.source = source;
        this.recordIndex = -1;
        this.byteOffset = byteOffset;
        this.reason = oneLine(reason);
    }

    /**
     * The file's compressed stream is broken: a wrong magic number, a truncated frame, a checksum
     * that does not match.
     *
     * @param fileOffset how far into the file (its compressed bytes) the decompressor had read when it
     *     failed; decompressors read ahead, so the fault lies at or before it
     */
    public static BadInputException ofStream(String source, long fileOffset, String reason, Throwable cause) {
        return new BadInputException(source, source + ": " + (fileOffset == 0 ? "" : "by byte " + fileOffset + ": ")
                + oneLine(reason), fileOffset, reason, cause);
    }

    public static BadInputException ofStream(String source, long fileOffset, String reason) {
        return ofStream(source, fileOffset, reason, null);
    }

    public String source() {
        return source;
    }

    public long recordIndex() {
        return recordIndex;
    }

    public long byteOffset() {
        return byteOffset;
    }

    public String reason() {
        return reason;
    }

    /** Library messages may span lines or quote a whole input; keep the one line readable. */
    private static String oneLine(String text) {
        String flat = String.valueOf(text).replaceAll("\\s*\\R\\s*", " ").strip();
        return flat.length() <= 240 ? flat : flat.substring(0, 237) + "...";
    }
}
