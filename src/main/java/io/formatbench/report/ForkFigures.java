package io.formatbench.report;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.stats.Confidence;
import io.formatbench.stats.Ratio;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * A figure fork by fork, keyed by the round each fork ran in, and the one rule for comparing two
 * such figures: paired round by round when they come from one sitting (a drift of the machine
 * then hits both sides of a pair alike), unpaired (Welch) when they do not.
 */
public final class ForkFigures {

    private ForkFigures() {}

    /** The figure of each fork of the benchmark, by round; forks without it (NaN) are left out. */
    public static Map<Integer, Double> byRound(BenchmarkResult benchmark, ToDoubleFunction<ForkResult> figure) {
        Map<Integer, Double> byRound = new TreeMap<>();
        if (benchmark == null || benchmark.forks() == null) {
            return byRound;
        }
        for (ForkResult fork : benchmark.forks()) {
            double value = figure.applyAsDouble(fork);
            if (Double.isFinite(value)) {
                byRound.put(fork.round(), value);
            }
        }
        return byRound;
    }

    /** B against A: paired over the rounds both have when {@code paired}, else Welch over all their forks. */
    public static Ratio compare(Map<Integer, Double> a, Map<Integer, Double> b, boolean paired) {
        return compare(a, b, paired, Confidence.fixed(1 - Statistics.CONFIDENCE));
    }

    /** The same, a paired interval at {@code confidence}. */
    public static Ratio compare(Map<Integer, Double> a, Map<Integer, Double> b, boolean paired,
                                Confidence confidence) {
        if (!paired) {
            return Ratio.unpaired(List.copyOf(a.values()), List.copyOf(b.values()));
        }
        List<List<Double>> pairs = pairs(a, b);
        return Ratio.paired(pairs.get(0), pairs.get(1), confidence);
    }

    /** The rounds both have: a's figures and b's, in round order. */
    public static List<List<Double>> pairs(Map<Integer, Double> a, Map<Integer, Double> b) {
        List<Double> left = new ArrayList<>();
        List<Double> right = new ArrayList<>();
        for (Map.Entry<Integer, Double> entry : a.entrySet()) {
            Double other = b.get(entry.getKey());
            if (other != null) {
                left.add(entry.getValue());
                right.add(other);
            }
        }
        return List.of(left, right);
    }
}
