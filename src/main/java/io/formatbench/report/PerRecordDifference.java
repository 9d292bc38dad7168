package io.formatbench.report;

import io.formatbench.stats.Ratio;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An allocation where a side is under a byte per record, said as a difference: 0.07 against 130 B
 * per record is "130 B more per record", where a ratio reads "1,857x more" and tells a reader
 * nothing a byte or two of noise could not change. Paired round by round like a ratio, or Welch
 * over two sittings.
 *
 * @param difference the other codec's figure minus the baseline's, bytes per record
 * @param low lower end of its interval, NaN without one
 * @param high upper end, NaN without one
 * @param scale the larger of the two means, which the difference is judged against for "about the same"
 */
record PerRecordDifference(double difference, double low, double high, double scale, Ratio.Kind kind) {

    /** Below this many bytes per record on either side, a ratio says more of the noise than of the codecs. */
    static final double NEAR_ZERO = 1.0;

    /** The difference, when either side's mean is under {@link #NEAR_ZERO}; null when a ratio says it well. */
    static PerRecordDifference ifNearZero(Map<Integer, Double> baseline, Map<Integer, Double> other, boolean paired) {
        if (baseline.isEmpty() || other.isEmpty()) {
            return null;
        }
        double baselineMean = Statistics.mean(List.copyOf(baseline.values()));
        double otherMean = Statistics.mean(List.copyOf(other.values()));
        if (baselineMean >= NEAR_ZERO && otherMean >= NEAR_ZERO) {
            return null;
        }
        double scale = Math.max(baselineMean, otherMean);
        if (!paired) {
            double half = Ratio.welchHalfWidth(List.copyOf(baseline.values()), List.copyOf(other.values()));
            double difference = otherMean - baselineMean;
            return new PerRecordDifference(difference, difference - half, difference + half, scale,
                    Ratio.Kind.UNPAIRED);
        }
        List<Double> differences = new ArrayList<>();
        baseline.forEach((round, value) -> {
            if (other.containsKey(round)) {
                differences.add(other.get(round) - value);
            }
        });
        if (differences.isEmpty()) {
            return null;
        }
        double difference = Statistics.mean(differences);
        double half = Statistics.confidenceHalfWidth(differences);
        return new PerRecordDifference(difference, difference - half, difference + half, scale, Ratio.Kind.PAIRED);
    }

    /** "130 B more per record", "0.05 B less per record". */
    String relative(HeadToHeadMetric metric) {
        return side(metric, difference);
    }

    /**
     * The interval in the row's words: "129 B-131 B more per record"; across zero from the other codec's worst
     * end to its best, "2.00 B more to 1.00 B less per record".
     */
    String interval(HeadToHeadMetric metric) {
        if (Double.isNaN(low) || Double.isNaN(high)) {
            return "none (fewer than two forks)";
        }
        if (!Double.isFinite(low) || !Double.isFinite(high)) {
            return RatioWords.UNBOUNDED;
        }
        // Allocation improves downwards: the high end is the other codec's worst.
        if (low > 0) {
            return span(low, high) + " " + metric.wording().worseWord() + " per record";
        }
        if (high < 0) {
            return span(-high, -low) + " " + metric.wording().betterWord() + " per record";
        }
        return side(metric, high).replace(" per record", "") + " to " + side(metric, low);
    }

    /**
     * The same verdict as a ratio against the larger mean: its sign decides the winner, and under 1%
     * of the larger figure it is "about the same".
     */
    Ratio asRatio() {
        if (!(scale > 0)) {
            return Ratio.MISSING;
        }
        return new Ratio(1 + difference / scale, 1 + low / scale, 1 + high / scale, kind);
    }

    /** "129 B-131 B", or "130 B" where the two ends print alike. */
    private static String span(double from, double to) {
        String a = Units.bytes(from);
        String b = Units.bytes(to);
        return a.equals(b) ? a : a + "-" + b;
    }

    private static String side(HeadToHeadMetric metric, double bytes) {
        if (bytes == 0) {
            return "same";
        }
        return Units.bytes(Math.abs(bytes)) + " " + (bytes > 0 ? metric.wording().worseWord()
                : metric.wording().betterWord()) + " per record";
    }
}
