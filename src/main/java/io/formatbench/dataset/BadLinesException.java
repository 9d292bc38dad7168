package io.formatbench.dataset;

import java.io.IOException;
import java.util.List;

/**
 * Lines of a user's records file that are no record ({@code generate --from-json}): each one line, naming
 * the file, the line, the record and what is wrong with it, the first few of them, and how many there are
 * in all. Nothing has been written.
 */
public final class BadLinesException extends IOException {

    private static final long serialVersionUID = 1L;

    private final List<String> reported;
    private final long bad;
    private final long records;

    BadLinesException(List<String> reported, long bad, long records) {
        super(reported.get(0));
        this.reported = List.copyOf(reported);
        this.bad = bad;
        this.records = records;
    }

    /** One line for each bad line reported, in the file's order. */
    public List<String> reported() {
        return reported;
    }

    /** How many lines are bad, the reported ones and the others. */
    public long bad() {
        return bad;
    }

    /** How many records the file holds, good and bad. */
    public long records() {
        return records;
    }
}
