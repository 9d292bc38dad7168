package io.formatbench.bench;

import io.formatbench.codec.Format;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Operation;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Whether an open ratio's rounds stay alike once other benchmarks stop being measured, replayed from
 * recorded runs. Once a ratio is settled its benchmarks leave the rounds, and the rounds after are
 * shorter and in another order; a ratio still open must not read differently for it. For each ratio of a
 * JSON codec and another format's codec of the same style and operation (the pairs the main job
 * watches) still measured after the first benchmark of the run stopped, {@link #main} sets the mean of
 * its log ratios in the rounds before that stop against the rounds after, with Welch's 95% interval of
 * their difference: an interval that excludes 0 would say the rounds changed with their company.
 */
final class RoundsAlike {

    private RoundsAlike() {}

    /**
     * One ratio's rounds on either side of the run's first stop.
     *
     * @param label the ratio, other against JSON, with its operation
     * @param before the log ratios of the rounds every benchmark ran
     * @param after those of the rounds after the first benchmark stopped
     */
    record Split(String label, List<Double> before, List<Double> after) {

        /** after's mean ratio over before's, less one: how far the ratio moved. */
        double shift() {
            return Math.expm1(mean(after) - mean(before));
        }

        /** Welch's interval of the shift at {@code level}; NaN bounds below two rounds a side. */
        double[] interval(double level) {
            if (before.size() < 2 || after.size() < 2) {
                return new double[] {Double.NaN, Double.NaN};
            }
            double va = variance(before) / before.size();
            double vb = variance(after) / after.size();
            double dof = (va + vb) * (va + vb)
                    / (va * va / (before.size() - 1) + vb * vb / (after.size() - 1));
            double t = TDistribution.of(dof).inverseCumulativeProbability(1 - (1 - level) / 2);
            double difference = mean(after) - mean(before);
            double half = t * Math.sqrt(va + vb);
            return new double[] {Math.expm1(difference - half), Math.expm1(difference + half)};
        }
    }

    /** The splits of a run: each watched ratio measured on both sides of the first benchmark's stop. */
    static List<Split> splits(RunResult run) {
        int firstStop = run.benchmarks().stream().mapToInt(RoundsAlike::lastRound).min().orElse(0);
        List<Split> splits = new ArrayList<>();
        for (BenchmarkResult other : run.benchmarks()) {
            if (other.key().format().equals(Format.JSON)) {
                continue;
            }
            for (BenchmarkResult json : run.benchmarks()) {
                if (json.key().format().equals(Format.JSON) && json.style() == other.style()
                        && json.key().operation() == other.key().operation()
                        && json.key().variant() == other.key().variant()) {
                    Split split = split(json, other, firstStop);
                    if (!split.after().isEmpty()) {
                        splits.add(split);
                    }
                }
            }
        }
        return splits;
    }

    private static Split split(BenchmarkResult json, BenchmarkResult other, int firstStop) {
        Map<Integer, Double> a = byRound(json);
        Map<Integer, Double> b = byRound(other);
        List<Double> before = new ArrayList<>();
        List<Double> after = new ArrayList<>();
        for (var round : a.entrySet()) {
            Double theirs = b.get(round.getKey());
            if (theirs != null) {
                (round.getKey() <= firstStop ? before : after).add(Math.log(theirs / round.getValue()));
            }
        }
        String label = other.key().codec() + " vs " + json.key().codec() + " " + operation(json.key().operation());
        return new Split(label, before, after);
    }

    private static String operation(Operation operation) {
        return operation.name().toLowerCase(Locale.ROOT);
    }

    private static Map<Integer, Double> byRound(BenchmarkResult benchmark) {
        Map<Integer, Double> figures = new TreeMap<>();
        for (ForkResult fork : benchmark.forks()) {
            figures.put(fork.round(), fork.meanMs());
        }
        return figures;
    }

    private static int lastRound(BenchmarkResult benchmark) {
        return benchmark.forks().stream().mapToInt(ForkResult::round).max().orElse(0);
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    private static double variance(List<Double> values) {
        double mean = mean(values);
        return values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum() / (values.size() - 1);
    }

    /** Prints each run's splits: rounds and mean ratio before and after the first stop, the shift, its interval. */
    public static void main(String[] args) throws IOException {
        for (String file : args) {
            RunResult run = ResultFiles.read(Path.of(file));
            System.out.println("run " + run.runId() + " (" + file + ")");
            for (Split split : splits(run)) {
                double[] interval = split.interval(0.95);
                System.out.printf(Locale.ROOT, "  %-50s rounds %2d | %2d  ratio %.3f | %.3f  shift %+.1f%% (95%%: %+.1f%% to"
                                + " %+.1f%%)%n", split.label(), split.before().size(), split.after().size(),
                        Math.exp(mean(split.before())), Math.exp(mean(split.after())), split.shift() * 100,
                        interval[0] * 100, interval[1] * 100);
            }
        }
    }
}
