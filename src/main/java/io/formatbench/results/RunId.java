package io.formatbench.results;

/**
 * The id of a new run: its folder's name in the results folder, checked once when it is made
 * ({@link ResultsFolder#checkedNewRunId}), so that whoever holds one need not check it again.
 */
public record RunId(String value) {

    public RunId {
        ResultsFolder.checkedNewRunId(value);
    }

    public static RunId of(String value) {
        return new RunId(value);
    }

    /** The id of a part of this run: RUN-SCHEMA of a run of several schemas, RUN-COUNT of a scaling run. */
    public RunId part(String name) {
        return new RunId(value + "-" + name);
    }

    @Override
    public String toString() {
        return value;
    }
}
