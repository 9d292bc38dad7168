package io.formatbench.codec.jackson3;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.json.framing.InputEnd;
import io.formatbench.codec.json.framing.RecordBounds;
import java.io.IOException;
import java.io.OutputStream;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * Where each root record of a Jackson 3 stream starts and ends, the one framing of both Jackson 3 readers
 * (streaming and databind; JSON Lines, CBOR or Smile), as {@code io.formatbench.codec.json.RecordPositions}
 * frames Jackson 2's: each value must be an object, the record size limit opens and closes around it, and a
 * failure is the one line naming the file, the record and where it starts. In JSON Lines a record starts
 * where its first token does; in a binary format records lie back to back from the format's first offset,
 * nothing may follow the last, and the bytes before the first are the format's to check (Smile's header).
 */
final class Jackson3Positions {

    /**
     * How a binary format's records lie in the watched stream the parser reads.
     *
     * @param firstRecordStart where the first record starts (after Smile's header)
     * @param in the stream under the parser, which knows whether it ended and its first bytes
     * @param badStart what is wrong with the first bytes, or null
     */
    record Binary(long firstRecordStart, InputEnd.Watched in, java.util.function.Function<byte[], String> badStart) {}

    private final JsonParser parser;
    private final RecordBounds limit;
    private final String source;
    /** null in JSON Lines. */
    private final Binary binary;
    private long index;
    /** In a binary format, where the last record ended: where the next starts. -1 in JSON Lines. */
    private long lastEnd;
    /** Where the record being read starts; -1 between records. */
    private long start = -1;

    Jackson3Positions(Jackson3Policy.Opened opened, String source, Binary binary) {
        this.parser = opened.parser();
        this.limit = opened.limit();
        this.source = source;
        this.binary = binary;
        this.lastEnd = binary == null ? -1 : binary.firstRecordStart();
    }

    /** At a record's first token: it must open an object, and the size limit counts from here. */
    void recordStarts(JsonToken token) throws IOException {
        if (index == 0) {
            String bad = badStart();
            if (bad != null) {
                throw new BadInputException(source, 0, 0, bad);
            }
        }
        start = lastEnd >= 0 ? lastEnd : Jackson3Tokens.tokenStart(parser);
        if (token != JsonToken.START_OBJECT) {
            throw Jackson3Tokens.notAnObject(token);
        }
        limit.recordStartsAt(start);
    }

    /** After the record is read and made: the next one is counted from here. */
    void recordEnded() {
        limit.recordEnded();
        if (binary != null) {
            lastEnd = parser.currentLocation().getByteOffset();
        }
        index++;
        start = -1;
    }

    /** Where the parser says the input ends: in a binary format, nothing may follow (Smile's end marker). */
    void inputEnded() throws IOException {
        if (binary == null || binary.in().ended()) {
            return;
        }
        long offset = parser.currentLocation().getByteOffset();
        if (parser.releaseBuffered(OutputStream.nullOutputStream()) > 0 || binary.in().read() >= 0) {
            throw InputEnd.bytesAfterEnd(source, index, offset);
        }
    }

    /** The one line for a failure within the record being read, or just after the last one. */
    BadInputException failure(Exception e) {
        String bad = index == 0 && start < 0 ? badStart() : null;
        if (bad != null) {
            return new BadInputException(source, 0, 0, bad, e);
        }
        return Jackson3Errors.forRecord(source, index, start >= 0 ? start : lastEnd, e);
    }

    private String badStart() {
        return binary == null ? null : binary.badStart().apply(binary.in().head());
    }
}
