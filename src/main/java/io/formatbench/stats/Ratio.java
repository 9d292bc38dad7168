package io.formatbench.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * How a figure B compares with a figure A: the ratio B / A and its {@link Statistics#CONFIDENCE}
 * interval. A ratio below 1 means B is smaller (faster, lighter) than A.
 *
 * <p>Paired, when A and B were measured side by side (one pair per round of the same run): the
 * ratio of each pair, summarized over the pairs, so that a drift of the machine that hits both
 * alike cancels out. Unpaired, when they come from different runs: Welch's interval for the two
 * means. Both work on logarithms, where a ratio is a difference; figures that can be zero (an
 * allocation) are compared as differences of means instead.
 *
 * @param value the ratio B / A
 * @param low lower end of the interval, NaN when there is none
 * @param high upper end of the interval, NaN when there is none
 * @param kind how the interval was obtained
 */
public record Ratio(double value, double low, double high, Kind kind) {

    public enum Kind {
        /** Per-round pairs of one run. */
        PAIRED,
        /** Two independent sets of forks: different runs, or sittings. */
        UNPAIRED,
        /** Figures without noise, such as file sizes: the ratio is known exactly. */
        EXACT
    }

    /** What the ratio says about B against A. */
    public enum Verdict {
        /** The whole interval is above 1. */
        HIGHER,
        /** The whole interval is below 1. */
        LOWER,
        /** The interval includes 1: the measurements cannot tell the two apart. */
        NOT_RESOLVED,
        /** The whole interval is within the equivalence margin around 1: the two are about the same. */
        WITHIN_MARGIN,
        /** There is no interval (one fork on a side, or a figure missing). */
        NO_INTERVAL,
        /** Exact figures that are equal. */
        SAME
    }

    public static final Ratio MISSING = new Ratio(Double.NaN, Double.NaN, Double.NaN, Kind.EXACT);

    /** Pairs a[i] with b[i]; both lists in the same (round) order and of the same size; Student's t at the tool's level. */
    public static Ratio paired(List<Double> a, List<Double> b) {
        return paired(a, b, Confidence.fixed(1 - Statistics.CONFIDENCE));
    }

    /** Pairs a[i] with b[i], the interval at {@code confidence}. */
    public static Ratio paired(List<Double> a, List<Double> b, Confidence confidence) {
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("paired figures need pairs: " + a.size() + " vs " + b.size());
        }
        if (a.isEmpty()) {
            return MISSING;
        }
        if (allPositive(a) && allPositive(b)) {
            List<Double> logRatios = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                logRatios.add(Math.log(b.get(i) / a.get(i)));
            }
            double mean = Statistics.mean(logRatios);
            double half = confidence.halfWidth(logRatios.size(), Math.sqrt(Statistics.variance(logRatios)));
            return new Ratio(Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half), Kind.PAIRED);
        }
        List<Double> differences = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            differences.add(b.get(i) - a.get(i));
        }
        return fromDifference(Statistics.mean(a), Statistics.mean(differences),
                confidence.halfWidth(differences.size(), Math.sqrt(Statistics.variance(differences))), Kind.PAIRED);
    }

    /** Welch's interval: A and B are independent sets of forks. */
    public static Ratio unpaired(List<Double> a, List<Double> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return MISSING;
        }
        if (allPositive(a) && allPositive(b)) {
            List<Double> logA = a.stream().map(Math::log).toList();
            List<Double> logB = b.stream().map(Math::log).toList();
            double difference = Statistics.mean(logB) - Statistics.mean(logA);
            double half = welchHalfWidth(logA, logB);
            return new Ratio(Math.exp(difference), Math.exp(difference - half), Math.exp(difference + half),
                    Kind.UNPAIRED);
        }
        return fromDifference(Statistics.mean(a), Statistics.mean(b) - Statistics.mean(a), welchHalfWidth(a, b),
                Kind.UNPAIRED);
    }

    /** Two figures known without noise. */
    public static Ratio exact(double a, double b) {
        if (!Double.isFinite(a) || !Double.isFinite(b) || a <= 0) {
            return MISSING;
        }
        double value = b / a;
        return new Ratio(value, value, value, Kind.EXACT);
    }

    public boolean isPresent() {
        return Double.isFinite(value);
    }

    public boolean hasInterval() {
        return isPresent() && Double.isFinite(low) && Double.isFinite(high);
    }

    /**
     * Whether there were figures enough for an interval but it has no end yet: a confidence sequence
     * over its first rounds, which holds at every round only by being unbounded at the first few. Not
     * resolved, rather than without an interval: more rounds give it an end.
     */
    public boolean isUnbounded() {
        return isPresent() && !Double.isNaN(low) && !Double.isNaN(high) && !hasInterval();
    }

    public Verdict verdict() {
        if (!isPresent()) {
            return Verdict.NO_INTERVAL;
        }
        if (kind == Kind.EXACT && value == 1) {
            return Verdict.SAME;
        }
        if (isUnbounded()) {
            return Verdict.NOT_RESOLVED;
        }
        if (!hasInterval()) {
            return Verdict.NO_INTERVAL;
        }
        if (low > 1) {
            return Verdict.HIGHER;
        }
        return high < 1 ? Verdict.LOWER : Verdict.NOT_RESOLVED;
    }

    /**
     * What the ratio says, with an equivalence margin: {@link Verdict#WITHIN_MARGIN} when its whole
     * interval lies within [1 / (1 + margin), 1 + margin], whether or not it excludes 1 (a difference
     * that small is not one a reader acts on); otherwise as {@link #verdict()}. A margin of 0 never
     * calls two measured figures the same.
     */
    public Verdict verdict(double margin) {
        if (kind != Kind.EXACT && margin > 0 && hasInterval() && low >= 1 / (1 + margin) && high <= 1 + margin) {
            return Verdict.WITHIN_MARGIN;
        }
        return verdict();
    }

    /**
     * The larger of high / ratio - 1 and 1 - low / ratio: how far the interval reaches from the ratio,
     * as a fraction of it; infinite without an interval.
     */
    public double width() {
        if (!hasInterval()) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(high / value - 1, 1 - low / value);
    }

    /**
     * How far apart the interval allows the two to be at most, either way: the least b whose [1 / (1 + b),
     * 1 + b] holds the whole interval ("within ±b"); infinite without an interval. What an open verdict
     * still answers: no winner, and no more apart than this.
     */
    public double apart() {
        if (!hasInterval()) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(0, Math.max(high, 1 / low) - 1);
    }

    private static Ratio fromDifference(double meanA, double difference, double half, Kind kind) {
        if (!(meanA > 0)) {
            return MISSING;
        }
        return new Ratio((meanA + difference) / meanA, (meanA + difference - half) / meanA,
                (meanA + difference + half) / meanA, kind);
    }

    /**
     * Half-width of Welch's interval for mean(b) - mean(a), with the Welch-Satterthwaite degrees of
     * freedom; NaN with fewer than two values on a side. Public for differences shown as such.
     */
    public static double welchHalfWidth(List<Double> a, List<Double> b) {
        if (a.size() < 2 || b.size() < 2) {
            return Double.NaN;
        }
        double termA = Statistics.variance(a) / a.size();
        double termB = Statistics.variance(b) / b.size();
        double se = Math.sqrt(termA + termB);
        if (se == 0) {
            return 0;
        }
        double degrees = (termA + termB) * (termA + termB)
                / (termA * termA / (a.size() - 1) + termB * termB / (b.size() - 1));
        return Statistics.t(degrees) * se;
    }

    private static boolean allPositive(List<Double> values) {
        return values.stream().allMatch(value -> value > 0 && Double.isFinite(value));
    }
}
