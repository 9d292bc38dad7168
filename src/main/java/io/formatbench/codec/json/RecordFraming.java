package io.formatbench.codec.json;

import io.formatbench.codec.json.framing.InputEnd;
import java.util.function.Supplier;

/**
 * How the records of a Jackson stream lie in its input. In JSON Lines, between any whitespace: each
 * record starts where its first token does. In a binary format (CBOR, Smile), back to back from a
 * known offset with nothing after the last: each record starts where the one before it ended, the
 * first at the format's first offset, which is also where a first record the parser could not even
 * begin is said to start (Jackson's location of such an error can lie past the bytes there are).
 *
 * @param firstRecordStart where the first record starts in a binary format; -1 in JSON Lines
 * @param end what is checked where the parser says the input ends
 * @param badStart what is wrong with the bytes before the first record (a Smile file without its
 *     header, which Jackson's parser reads as if it had one), or null
 */
public record RecordFraming(long firstRecordStart, InputEnd end, Supplier<String> badStart) {

    static final RecordFraming JSON_LINES = new RecordFraming(-1, InputEnd.NONE, () -> null);

    boolean isBackToBack() {
        return firstRecordStart >= 0;
    }
}
