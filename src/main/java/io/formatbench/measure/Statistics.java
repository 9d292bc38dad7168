package io.formatbench.measure;

import java.util.List;
import org.apache.commons.statistics.distribution.TDistribution;

/** Summary statistics of iteration times, as JMH reports them. */
public final class Statistics {

    /** Confidence level of the interval reported around the mean. */
    public static final double CONFIDENCE = 0.999;

    private Statistics() {}

    public static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
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

    /**
     * Half-width of the {@link #CONFIDENCE} confidence interval of the mean, by Student's t with n-1
     * degrees of freedom; NaN for a single value, where no interval can be given.
     */
    public static double confidenceHalfWidth(List<Double> values) {
        int n = values.size();
        if (n < 2) {
            return Double.NaN;
        }
        double mean = mean(values);
        double sumSquares = 0;
        for (double value : values) {
            sumSquares += (value - mean) * (value - mean);
        }
        double standardError = Math.sqrt(sumSquares / (n - 1)) / Math.sqrt(n);
        double t = TDistribution.of(n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
        return t * standardError;
    }
}
