package io.formatbench.report;

/**
 * The one rule for "is this difference real?": two timings differ beyond their noise only when the
 * 99.9% confidence intervals of their means do not overlap. It is deliberately conservative (two
 * intervals can overlap while the difference of the means is still significant), so that a flag is
 * rarely a false alarm; runs that repeat a codec on the same machine should not be flagged. Without
 * an interval on either side (one iteration, or a figure that is not timed) nothing is claimed.
 */
public final class Noise {

    /** What the rule says about two estimates. */
    public enum Verdict {
        /** The intervals do not overlap: the change is larger than the runs' own noise. */
        BEYOND_NOISE,
        /** The intervals overlap: the runs cannot tell these two apart. */
        WITHIN_NOISE,
        /** At least one side has no confidence interval. */
        UNKNOWN
    }

    private Noise() {}

    public static Verdict compare(Estimate a, Estimate b) {
        if (!a.hasCi() || !b.hasCi()) {
            return Verdict.UNKNOWN;
        }
        boolean overlap = a.low() <= b.high() && b.low() <= a.high();
        return overlap ? Verdict.WITHIN_NOISE : Verdict.BEYOND_NOISE;
    }

    /** The rule in one sentence, for the reports' notes. */
    public static final String RULE = "a difference counts as real only when the 99.9% confidence intervals of the"
            + " two means do not overlap; overlapping intervals mean the runs cannot tell the two apart";
}
