package io.formatbench.measure;

import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;

/**
 * What the speed canary says of a set of forks: each fork's speed is the median of the canary's
 * times before its measured passes (one slow run of the canary, while a collector's or the JIT's
 * thread took the other core for a moment, does not move it; a machine slowed for the fork's
 * stretch does), and the set's figures are over those medians: their mean, the machine's level, and
 * their coefficient of variation, whether its speed changed from fork to fork. The warm-up passes'
 * canary runs are left out: the JIT's compiler threads then compete with it for the cores, as they do
 * not with the measured passes.
 *
 * @param meanMs the mean of the forks' medians; NaN without canary times
 * @param cv their coefficient of variation (standard deviation over mean); NaN below two forks
 */
public record CanaryFigures(double meanMs, double cv) {

    public static final CanaryFigures NONE = new CanaryFigures(Double.NaN, Double.NaN);

    /** Over forks, each given by its canary times before its measured passes; forks without times are left out. */
    public static CanaryFigures ofForks(List<List<Double>> forks) {
        List<Double> medians = new ArrayList<>();
        for (List<Double> times : forks) {
            if (!times.isEmpty()) {
                medians.add(Statistics.median(times));
            }
        }
        if (medians.isEmpty()) {
            return NONE;
        }
        return new CanaryFigures(Statistics.mean(medians), Statistics.coefficientOfVariation(medians));
    }

    /** How much slower this set's machine was than {@code whole}'s: 0.15 for 15% slower, NaN when unknown. */
    public double slowerThan(CanaryFigures whole) {
        return meanMs / whole.meanMs - 1;
    }
}
