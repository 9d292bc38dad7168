package io.formatbench.measure;

import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;

/**
 * What the speed canary says of a set of forks, from its runs before their measured passes (those
 * before warm-up passes are left out: the JIT's compiler threads then compete with it for the cores,
 * as they do not with the measured passes). Its level is the mean of each fork's median run. Its
 * variation is the larger of two coefficients of variation, each blind to a fork's one slow run (a
 * collector's or the JIT's thread taking the other core for a moment), which is no change of the
 * machine's speed:
 *
 * <ul>
 *   <li>from fork to fork: of each fork's median run: a stretch of forks on a slower machine;
 *   <li>run by run: of every run but each fork's slowest: a speed that changes again and again, within
 *       the forks as well as between them.
 * </ul>
 *
 * @param meanMs the mean of the forks' median runs; NaN without runs
 * @param cv the larger of the two; NaN below two runs
 */
public record CanaryFigures(double meanMs, double cv) {

    public static final CanaryFigures NONE = new CanaryFigures(Double.NaN, Double.NaN);

    /** Over forks, each given by its canary times before its measured passes; forks without times are left out. */
    public static CanaryFigures ofForks(List<List<Double>> forks) {
        List<Double> medians = new ArrayList<>();
        List<Double> runs = new ArrayList<>();
        for (List<Double> times : forks) {
            if (times.isEmpty()) {
                continue;
            }
            medians.add(Statistics.median(times));
            List<Double> sorted = times.stream().sorted().toList();
            runs.addAll(sorted.size() > 1 ? sorted.subList(0, sorted.size() - 1) : sorted);
        }
        if (medians.isEmpty()) {
            return NONE;
        }
        double runByRun = Statistics.coefficientOfVariation(runs);
        double forkToFork = Statistics.coefficientOfVariation(medians);
        double cv = Double.isNaN(forkToFork) ? runByRun : Double.isNaN(runByRun) ? forkToFork
                : Math.max(forkToFork, runByRun);
        return new CanaryFigures(Statistics.mean(medians), cv);
    }

    /** How much slower this set's machine was than {@code whole}'s: 0.15 for 15% slower, NaN when unknown. */
    public double slowerThan(CanaryFigures whole) {
        return meanMs / whole.meanMs - 1;
    }
}
