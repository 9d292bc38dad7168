package io.formatbench.results;

import com.fasterxml.jackson.annotation.JsonValue;

/** What ended a run's rounds. */
public enum StopRule {

    /** The run made the rounds it was asked for, no more: no precision was asked. */
    FORKS("forks", "the fixed number of forks was reached"),

    /**
     * Every watched time ratio was settled: its interval named a winner, lay within the equivalence
     * margin, or lay within the bound asked for (a benchmark alone: within the precision). Runs before
     * the bound settled a ratio by the precision too.
     */
    VERDICTS("verdicts", "every watched time ratio had its verdict (a winner, or about the same) or was within the"
            + " bound asked for"),

    /** Every head-to-head time ratio's interval came within the precision asked for (runs before {@link #VERDICTS}). */
    PRECISION("precision", "every head-to-head time ratio was within the precision asked for"),

    /** The next round would have ended after the time budget: before the precision, or even the fewest forks. */
    TIME_BUDGET("time-budget", "the time budget was spent before the forks or the precision asked for"),

    /** The most rounds a run makes were made before the precision was reached. */
    MAX_FORKS("max-forks", "the most forks a run makes were reached before the precision"),

    /**
     * The open verdicts would need, at their spread, far more rounds than the run may still make: more
     * rounds would end the same way, later.
     */
    OUT_OF_REACH("out-of-reach", "the open verdicts would need far more rounds than the run may make, at their"
            + " spread");

    private final String id;
    private final String meaning;

    StopRule(String id, String meaning) {
        this.id = id;
        this.meaning = meaning;
    }

    /** The stable name used in results files. */
    @JsonValue
    public String id() {
        return id;
    }

    /** Why the rounds ended, in words: "the time budget was spent before the precision was reached". */
    public String meaning() {
        return meaning;
    }

    /** Whether the run stopped before it reached the precision it asked for. */
    public boolean cutShort() {
        return this == TIME_BUDGET || this == MAX_FORKS || this == OUT_OF_REACH;
    }
}
