package io.formatbench.bench;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import io.formatbench.stats.Statistics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a fork's figure would have been under a leaner warm-up policy, replayed from the passes the
 * fork recorded. A fork's passes do not depend on its policy until the policy stops them, and a
 * policy that asks for no more warm-ups and no more agreeing passes stops no later (the last two of
 * three agreeing passes agree too), so every run's files.json holds each leaner policy's figures and
 * what its passes would have cost. {@link #main} prints, for every benchmark of the runs given, how
 * far each leaner policy's figure lies from the recorded one: the price, in bias and spread, of the
 * seconds it saves.
 */
final class RecordedPasses {

    private RecordedPasses() {}

    /** A fork's figure under a policy, and the milliseconds of the passes (warm-ups and measured) it ran. */
    record Replayed(double figureMs, double passesMs) {}

    /**
     * The fork replayed under {@code policy}: its passes, warm-ups then measured, until the policy is
     * done with them; empty when the fork's recorded passes end first (a stricter policy than its own).
     */
    static Optional<Replayed> replay(ForkResult fork, WarmupPolicy policy) {
        List<Double> recorded = new ArrayList<>(fork.warmupMs());
        recorded.addAll(fork.iterationMs());
        for (int passes = 1; passes <= recorded.size(); passes++) {
            List<Double> sofar = recorded.subList(0, passes);
            if (policy.isDone(sofar)) {
                List<Double> measured = sofar.subList(passes - policy.window(), passes);
                return Optional.of(new Replayed(Statistics.median(measured),
                        sofar.stream().mapToDouble(Double::doubleValue).sum()));
            }
        }
        return Optional.empty();
    }

    /** The recorded policy and the leaner ones weighed against it. */
    private static final List<WarmupPolicy> LEANER = List.of(
            new WarmupPolicy(1, 12, 3, 0.05), new WarmupPolicy(2, 12, 2, 0.05), new WarmupPolicy(1, 12, 2, 0.05));

    /**
     * For each benchmark of the results files given (settled forks only, three at least), each leaner
     * policy's bias (the geometric mean of its fork figures over the recorded ones, minus 1), the spread
     * of its fork figures over the recorded ones' (standard deviations of the logarithms), and its
     * passes' time over the recorded passes'; then the medians and extremes over the benchmarks.
     */
    public static void main(String[] args) throws IOException {
        List<double[]> all = new ArrayList<>();
        System.out.println("benchmark; then for each policy (min warm-ups/measured passes): bias, spread ratio, passes' time ratio");
        for (String file : args) {
            RunResult run = ResultFiles.read(Path.of(file));
            for (BenchmarkResult benchmark : run.benchmarks()) {
                List<ForkResult> forks = benchmark.forks().stream()
                        .filter(f -> f.steady() && !f.iterationMs().isEmpty()).toList();
                if (forks.size() < 3) {
                    continue;
                }
                RunResult.Settings settings = run.settings();
                WarmupPolicy recorded = new WarmupPolicy(settings.warmups(), settings.maxWarmups(),
                        settings.warmupWindow(), settings.warmupTolerance());
                double[] row = weigh(forks, recorded);
                if (row == null) {
                    continue;
                }
                all.add(row);
                StringBuilder line = new StringBuilder(run.runId() + " " + benchmark.key().label());
                for (int p = 0; p < LEANER.size(); p++) {
                    line.append(String.format(Locale.ROOT, "  %+.2f%% %.2f %.2f", row[3 * p] * 100, row[3 * p + 1],
                            row[3 * p + 2]));
                }
                System.out.println(line);
            }
        }
        for (int p = 0; p < LEANER.size(); p++) {
            WarmupPolicy policy = LEANER.get(p);
            int column = 3 * p;
            System.out.printf(Locale.ROOT, "%d warm-ups, %d measured: %d benchmarks; bias median %+.2f%% (%+.2f%% to %+.2f%%),"
                            + " %d beyond 2%%; spread ratio median %.2f; passes' time median %.2f%n",
                    policy.min(), policy.window(), all.size(), median(all, column) * 100, min(all, column) * 100,
                    max(all, column) * 100, all.stream().filter(r -> Math.abs(r[column]) > 0.02).count(),
                    median(all, column + 1), median(all, column + 2));
        }
    }

    /** One benchmark's row: for each leaner policy its bias, spread ratio and time ratio; null if one cannot replay. */
    private static double[] weigh(List<ForkResult> forks, WarmupPolicy recordedPolicy) {
        List<Replayed> base = new ArrayList<>();
        for (ForkResult fork : forks) {
            base.add(replay(fork, recordedPolicy).orElseThrow(() -> new IllegalStateException(
                    "a fork's own policy does not replay its passes")));
        }
        double[] row = new double[3 * LEANER.size()];
        for (int p = 0; p < LEANER.size(); p++) {
            List<Replayed> leaner = new ArrayList<>();
            for (ForkResult fork : forks) {
                Optional<Replayed> replayed = replay(fork, LEANER.get(p));
                if (replayed.isEmpty()) {
                    return null;
                }
                leaner.add(replayed.get());
            }
            double logBias = 0;
            for (int f = 0; f < forks.size(); f++) {
                logBias += Math.log(leaner.get(f).figureMs() / base.get(f).figureMs());
            }
            row[3 * p] = Math.expm1(logBias / forks.size());
            row[3 * p + 1] = logSpread(leaner) / logSpread(base);
            row[3 * p + 2] = leaner.stream().mapToDouble(Replayed::passesMs).sum()
                    / base.stream().mapToDouble(Replayed::passesMs).sum();
        }
        return row;
    }

    private static double logSpread(List<Replayed> forks) {
        return Math.sqrt(Statistics.variance(forks.stream().map(r -> Math.log(r.figureMs())).toList()));
    }

    private static List<Double> column(List<double[]> rows, int column) {
        return rows.stream().map(r -> r[column]).filter(Double::isFinite).toList();
    }

    private static double median(List<double[]> rows, int column) {
        return Statistics.median(column(rows, column));
    }

    private static double min(List<double[]> rows, int column) {
        return Statistics.min(column(rows, column));
    }

    private static double max(List<double[]> rows, int column) {
        return Statistics.max(column(rows, column));
    }
}
