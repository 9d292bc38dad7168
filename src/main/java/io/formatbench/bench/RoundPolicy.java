package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.HeadToHeadPair;
import io.formatbench.results.Operation;
import io.formatbench.results.StopRule;
import io.formatbench.stats.Ratio;
import io.formatbench.stats.Statistics;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How many rounds a run makes: {@code minForks}, then, with a precision, more until every
 * head-to-head time ratio's {@link Statistics#CONFIDENCE} interval is within {@code precision} of
 * the ratio, or {@code maxForks} are made. Whatever the forks and the precision, no round starts
 * that would end after the time budget (the first always does): the run ends on time on a slow
 * machine, with fewer forks, and says so.
 *
 * <p>The rule looks at the intervals' width only, never at whether they exclude 1: stopping on a
 * verdict as soon as one appears would pick the rounds that happen to show one, and bias it.
 * The pairs are the report's with its default baseline ({@link Defaults#BASELINE}): each format's
 * representative codec of a style against the baseline's. Without head-to-head pairs (one format
 * measured), each benchmark's own time interval counts.
 *
 * @param minForks rounds made unless the time budget ends them first; {@link Statistics#FEWEST_FOR_A_VERDICT} at least
 *     before any width counts
 * @param maxForks the most rounds made
 * @param precision the widest interval that ends the rounds, as a fraction of the ratio; 0 for none:
 *     exactly {@code minForks} rounds
 * @param timeBudget no round after the first starts that would end after this long from the first fork, as
 *     long as the slowest round so far; zero for none
 */
public record RoundPolicy(int minForks, int maxForks, double precision, Duration timeBudget) {

    public RoundPolicy {
        if (minForks < 1 || maxForks < minForks) {
            throw new IllegalArgumentException("forks: at least 1 and at most max-forks (" + maxForks + "), was "
                    + minForks);
        }
        if (!(precision >= 0) || precision >= 1) {
            throw new IllegalArgumentException("precision must be at least 0 and below 1, was " + precision);
        }
        if (timeBudget.isNegative()) {
            throw new IllegalArgumentException("time budget must not be negative, was " + timeBudget);
        }
    }

    /** A fixed number of rounds. */
    public static RoundPolicy fixed(int forks) {
        return new RoundPolicy(forks, forks, 0, Duration.ZERO);
    }

    /**
     * Why the rounds end after those made so far, or empty to make another.
     *
     * @param timePerFork each benchmark's fork times so far (its median pass per round, in round order)
     * @param elapsed time from the first fork to now
     * @param slowestRound the longest round so far: what the next one may take
     */
    public Optional<StopRule> stopAfter(int rounds, List<PlannedBenchmark> benchmarks,
                                        Map<BenchmarkKey, List<Double>> timePerFork, Duration elapsed,
                                        Duration slowestRound) {
        if (rounds >= minForks && (precision == 0 || widest(benchmarks, timePerFork) <= precision)) {
            return Optional.of(precision == 0 ? StopRule.FORKS : StopRule.PRECISION);
        }
        if (rounds >= maxForks) {
            return Optional.of(StopRule.MAX_FORKS);
        }
        // The budget binds the fewest forks too: a run ends on time on a slow machine, and says how few
        // forks it made (fewer than three give no verdict).
        if (!timeBudget.isZero() && elapsed.plus(slowestRound).compareTo(timeBudget) > 0) {
            return Optional.of(StopRule.TIME_BUDGET);
        }
        return Optional.empty();
    }

    /**
     * The widest of the intervals the rule watches, as the larger of high / ratio - 1 and
     * 1 - low / ratio; infinite below {@link Statistics#FEWEST_FOR_A_VERDICT} rounds or where there is no
     * interval.
     */
    public static double widest(List<PlannedBenchmark> benchmarks, Map<BenchmarkKey, List<Double>> timePerFork) {
        if (timePerFork.values().stream().anyMatch(times -> times.size() < Statistics.FEWEST_FOR_A_VERDICT)) {
            return Double.POSITIVE_INFINITY;
        }
        double widest = 0;
        for (Ratio ratio : watched(benchmarks, timePerFork)) {
            widest = Math.max(widest, width(ratio));
        }
        return widest;
    }

    private static List<Ratio> watched(List<PlannedBenchmark> benchmarks, Map<BenchmarkKey, List<Double>> timePerFork) {
        List<Ratio> ratios = new ArrayList<>();
        for (Operation operation : Operation.values()) {
            List<PlannedBenchmark> ofOperation = benchmarks.stream()
                    .filter(benchmark -> benchmark.key().operation() == operation).toList();
            for (HeadToHeadPair<PlannedBenchmark> pair
                    : HeadToHeadPair.of(ofOperation, PlannedBenchmark::key, PlannedBenchmark::style,
                            Defaults.BASELINE)) {
                ratios.add(Ratio.paired(timePerFork.get(pair.baseline().key()), timePerFork.get(pair.other().key())));
            }
        }
        if (ratios.isEmpty()) {
            // One format only: each benchmark's time against itself, its interval over its mean.
            for (PlannedBenchmark benchmark : benchmarks) {
                List<Double> times = timePerFork.get(benchmark.key());
                double mean = Statistics.mean(times);
                double half = Statistics.confidenceHalfWidth(times);
                ratios.add(new Ratio(1, 1 - half / mean, 1 + half / mean, Ratio.Kind.PAIRED));
            }
        }
        return ratios;
    }

    private static double width(Ratio ratio) {
        if (!ratio.hasInterval()) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(ratio.high() / ratio.value() - 1, 1 - ratio.low() / ratio.value());
    }
}
