package io.formatbench.codec.json;

/**
 * How the records of a Jackson stream lie in its input. In JSON Lines, between any whitespace: each
 * record starts where its first token does. In a binary format (CBOR, Smile), back to back from a
 * known offset with nothing after the last: each record starts where the one before it ended, the
 * first at the format's first offset, which is also where a first record the parser could not even
 * begin is said to start (Jackson's location of such an error can lie past the bytes there are).
 *
 * @param firstRecordStart where the first record starts in a binary format; -1 in JSON Lines
 * @param end what is checked where the parser says the input ends
 */
record RecordFraming(long firstRecordStart, InputEnd end) {

    static final RecordFraming JSON_LINES = new RecordFraming(-1, InputEnd.NONE);

    /** The records of {@code format} back to back in {@code in}, which the parser reads. */
    static RecordFraming backToBack(BinaryJson format, InputEnd.Watched in) {
        return new RecordFraming(format.firstRecordStart(), InputEnd.nothingAfter(in));
    }

    boolean isBackToBack() {
        return firstRecordStart >= 0;
    }
}
