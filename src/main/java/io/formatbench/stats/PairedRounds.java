package io.formatbench.stats;

import java.util.List;

/**
 * Two benchmarks' figures paired round by round, as the logarithms of their ratios (b over a): how
 * many rounds, their mean and their spread from round to round. A drift of the machine that slows
 * both forks of a round alike cancels out of each.
 *
 * @param rounds the pairs
 * @param meanLog the mean of log(b / a) over the rounds
 * @param spreadLog the sample standard deviation of log(b / a) from round to round; NaN below two
 */
public record PairedRounds(int rounds, double meanLog, double spreadLog) {

    /** The pairs a[i] and b[i], all positive; both lists in round order and of the same size. */
    public static PairedRounds of(List<Double> a, List<Double> b) {
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("paired figures need pairs: " + a.size() + " vs " + b.size());
        }
        double[] logs = new double[a.size()];
        for (int i = 0; i < logs.length; i++) {
            if (!(a.get(i) > 0) || !(b.get(i) > 0)) {
                throw new IllegalArgumentException("a ratio needs positive figures, round " + (i + 1) + " had "
                        + a.get(i) + " and " + b.get(i));
            }
            logs[i] = Math.log(b.get(i) / a.get(i));
        }
        List<Double> values = java.util.Arrays.stream(logs).boxed().toList();
        return new PairedRounds(logs.length, Statistics.mean(values), Math.sqrt(Statistics.variance(values)));
    }

    /** The geometric mean of the ratios and its interval at {@code confidence}. */
    public Ratio ratio(Confidence confidence) {
        if (rounds == 0) {
            return Ratio.MISSING;
        }
        double half = confidence.halfWidth(rounds, spreadLog);
        return new Ratio(Math.exp(meanLog), Math.exp(meanLog - half), Math.exp(meanLog + half), Ratio.Kind.PAIRED);
    }

    /**
     * About how many rounds in all an undecided ratio would need to be decided, if its mean and
     * spread held: the fewest at which its interval would exclude 1, or lie within the equivalence
     * {@code margin} (whichever comes first); -1 when neither would within {@code most} rounds (a
     * mean right at the margin's edge, or at 1 with no margin).
     */
    public int roundsToDecide(Confidence confidence, double margin, int most) {
        if (rounds < 2 || !Double.isFinite(spreadLog)) {
            return -1;
        }
        double distance = Math.abs(meanLog);
        double inside = margin > 0 ? Math.log1p(margin) - distance : 0;
        double reach = Math.max(distance, inside);
        if (!(reach > 0)) {
            return -1;
        }
        if (spreadLog == 0) {
            return Math.max(rounds, Statistics.FEWEST_FOR_A_VERDICT);
        }
        // Just short of the reach: an interval that touches 1 does not exclude it.
        return confidence.observationsFor(reach * (1 - 1e-9), spreadLog, Math.max(rounds, 2), most);
    }

    /** How far ahead an open verdict's rounds are foreseen, on the console and in the report: beyond, "more than". */
    public static final int MOST_ROUNDS_FORESEEN = 1000;

    /**
     * How many rounds beyond these the {@code needed} rounds in all are: at least one, since what is
     * still open is not settled by the rounds it has; -1 when {@code needed} is (none would do). The
     * one count both the console and the report give of an open verdict.
     */
    public int moreThanThese(int needed) {
        return needed < 0 ? -1 : Math.max(1, needed - rounds);
    }
}
