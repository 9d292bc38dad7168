package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.json.framing.InputEnd;
import io.formatbench.codec.json.framing.RecordBounds;
import io.formatbench.codec.json.proto3.JsonTokens;
import java.io.IOException;

/**
 * Where each root record of a Jackson stream starts and ends, the one framing of every Jackson reader
 * (streaming or databind; JSON Lines, CBOR or Smile): each value must be an object, the record size
 * limit opens and closes around it, and a failure is the one line naming the record and where it starts.
 */
final class RecordPositions {

    private final JsonParser parser;
    private final RecordBounds limit;
    private final String source;
    private final InputEnd end;
    /** Binary records follow each other with nothing between: the last one's end is the next one's start. */
    private final boolean contiguous;
    private long index;
    /**
     * Where the last record ended, in a binary format: where the next one starts (before the first
     * record, the format's first offset: after Smile's header). -1 in JSON, where whitespace may lie
     * between records.
     */
    private long lastEnd;
    private final RecordFraming framing;
    /** Where the record being read starts; -1 between records. */
    private long start = -1;

    RecordPositions(JsonPolicy.Opened opened, String source, RecordFraming framing) {
        this.framing = framing;
        this.parser = opened.parser();
        this.limit = opened.limit();
        this.source = source;
        this.end = framing.end();
        this.contiguous = framing.isBackToBack();
        this.lastEnd = framing.firstRecordStart();
    }

    /** At a record's first token: it must open an object, and the size limit counts from here. */
    void recordStarts(JsonToken token) throws IOException {
        if (index == 0) {
            checkStart();
        }
        // Smile's token locations drift when its input arrives in small reads; records follow each other.
        start = lastEnd >= 0 ? lastEnd : JsonTokens.tokenStart(parser);
        if (token != JsonToken.START_OBJECT) {
            throw JsonTokens.notAnObject(token);
        }
        limit.recordStartsAt(start);
    }

    /** After the record is read and made: the next one is counted from here. */
    void recordEnded() {
        limit.recordEnded();
        if (contiguous) {
            lastEnd = parser.currentLocation().getByteOffset();
        }
        index++;
        start = -1;
    }

    /** Where the parser says the input ends: what the format's end must hold there. */
    void inputEnded() throws IOException {
        end.check(parser, source, index);
    }

    /** The one line for a failure within the record being read, or just after the last one. */
    BadInputException failure(IOException e) {
        String badStart = index == 0 && start < 0 ? framing.badStart().get() : null;
        if (badStart != null) {
            return new BadInputException(source, 0, 0, badStart, e);
        }
        return JsonErrors.forRecord(source, index, start >= 0 ? start : lastEnd, e);
    }

    /** Before the first record: the bytes the format puts there. */
    private void checkStart() throws BadInputException {
        String badStart = framing.badStart().get();
        if (badStart != null) {
            throw new BadInputException(source, 0, 0, badStart);
        }
    }
}
