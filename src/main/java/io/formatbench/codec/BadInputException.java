package io.formatbench.codec;

import java.io.IOException;

/**
 * The input is not a well-formed dataset file. The message is one line naming the source, the
 * 0-based index of the record and the byte offset where that record starts. Only a reader with
 * {@link ReadChecks#LIBRARY}, which leaves the stream to the library, may not know the offset (-1).
 */
public final class BadInputException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final long recordIndex;
    private final long byteOffset;
    private final String reason;

    public BadInputException(String source, long recordIndex, long byteOffset, String reason, Throwable cause) {
        super(source + ": record " + recordIndex + (byteOffset >= 0 ? " at byte " + byteOffset : "") + ": "
                + oneLine(reason), cause);
        this.source = source;
        this.recordIndex = recordIndex;
        this.byteOffset = byteOffset;
        this.reason = oneLine(reason);
    }

    public BadInputException(String source, long recordIndex, long byteOffset, String reason) {
        this(source, recordIndex, byteOffset, reason, null);
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
