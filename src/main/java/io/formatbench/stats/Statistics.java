package io.formatbench.stats;

import io.formatbench.results.Estimate;
import java.util.List;
import org.apache.commons.statistics.distribution.TDistribution;

/** Summary statistics and Student's t intervals, at one confidence level for the whole tool. */
public final class Statistics {

    /** Confidence level of every interval the tool reports. */
    public static final double CONFIDENCE = 0.999;

    /**
     * The fewest forks (or pairs of forks) an interval gives a verdict on: with two, the 99.9% t
     * quantile is 636 and the interval says nothing.
     */
    public static final int FEWEST_FOR_A_VERDICT = 3;

    private Statistics() {}

    public static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        if (n == 0) {
            return Double.NaN;
        }
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    public static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    public static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    public static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    /** The sample variance (n - 1 in the denominator); NaN for fewer than two values. */
    public static double variance(List<Double> values) {
        int n = values.size();
        if (n < 2) {
            return Double.NaN;
        }
        double mean = mean(values);
        double sumSquares = 0;
        for (double value : values) {
            sumSquares += (value - mean) * (value - mean);
        }
        return sumSquares / (n - 1);
    }

    /** Standard deviation over mean (the sample's, n - 1): NaN for fewer than two values or a mean of 0. */
    public static double coefficientOfVariation(List<Double> values) {
        double mean = mean(values);
        return mean == 0 ? Double.NaN : Math.sqrt(variance(values)) / mean;
    }

    /**
     * Half-width of the {@link #CONFIDENCE} confidence interval of the mean, by Student's t with n-1
     * degrees of freedom; NaN for a single value, where no interval can be given.
     */
    public static double confidenceHalfWidth(List<Double> values) {
        int n = values.size();
        if (n < 2) {
            return Double.NaN;
        }
        return t(n - 1) * Math.sqrt(variance(values) / n);
    }

    /** One figure per fork, summarized over the forks: the mean and its interval. */
    public static Estimate overForks(List<Double> perFork) {
        if (perFork.isEmpty()) {
            return Estimate.MISSING;
        }
        return new Estimate(mean(perFork), confidenceHalfWidth(perFork), perFork.size());
    }

    /** A level as a percentage with as many decimals as it needs: "99.9%", "99.975%". */
    public static String percent(double level) {
        java.math.BigDecimal value = java.math.BigDecimal.valueOf(level * 100).round(new java.math.MathContext(8))
                .stripTrailingZeros();
        return value.toPlainString() + "%";
    }

    /** The two-sided {@link #CONFIDENCE} quantile of Student's t. */
    static double t(double degreesOfFreedom) {
        return TDistribution.of(degreesOfFreedom).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    }
}
