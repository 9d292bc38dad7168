package io.formatbench.metric;

import io.formatbench.stats.Statistics;
import java.util.List;

/** How a declared metric's figures of a fork's measured passes make the fork's figure. */
public enum PassAggregation {
    /** The typical pass, as a fork's allocation per record is. */
    MEDIAN,
    /** What a pass costs on average, as a fork's time is: every pass counted. */
    MEAN,
    MIN,
    /** The worst pass, as the fork's peak heap is. */
    MAX,
    /** A count over every measured pass, as the fork's collections are. */
    SUM,
    /** The last measured pass: a figure that only the state after every pass tells. */
    LAST;

    /** The fork's figure of its passes' figures, in pass order; NaN for none. */
    public double of(List<Double> passes) {
        if (passes.isEmpty()) {
            return Double.NaN;
        }
        return switch (this) {
            case MEDIAN -> Statistics.median(passes);
            case MEAN -> Statistics.mean(passes);
            case MIN -> Statistics.min(passes);
            case MAX -> Statistics.max(passes);
            case SUM -> passes.stream().mapToDouble(Double::doubleValue).sum();
            case LAST -> passes.get(passes.size() - 1);
        };
    }
}
