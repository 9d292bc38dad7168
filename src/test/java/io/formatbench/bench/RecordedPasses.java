package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import io.formatbench.stats.Statistics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What recorded forks' figures would have been under another rule for their measured passes, replayed
 * from the passes each fork recorded, warm-ups then measured, in the order they ran. A fork's passes do
 * not depend on the rule until the rule stops them, so a rule that would have stopped no later than the
 * fork did replays exactly; one that would have gone on is "beyond the record".
 *
 * <p>{@link #main} weighs the rule before issue 41 ({@link FirstAgreeing}: the median of the first three
 * passes in a row within 5%, after at least 2 warm-ups) against the tool's ({@link EveryPass}: the mean of
 * a fixed number of passes after a warm-up its own passes end), codec by codec, over any runs' files.json:
 * since version 6 a fork runs on past the old rule's stop in most forks, and the old rule replays.
 */
final class RecordedPasses {

    private RecordedPasses() {}

    /** A fork's figure under a rule, the milliseconds of the passes it ran, and its warm-up passes. */
    record Replayed(double figureMs, double passesMs, int warmups) {}

    /** A way to choose a fork's measured passes and make its figure of them. */
    interface Rule {

        /** The fork's figure from its passes in order; empty when they end before the rule decides. */
        Optional<Replayed> replay(List<Double> passesMs);
    }

    /** The tool's rule since issue 41: a warm-up its passes end, then {@code iterations} passes, their mean. */
    record EveryPass(WarmupPolicy warmup, int iterations) implements Rule {

        @Override
        public Optional<Replayed> replay(List<Double> passesMs) {
            for (int warmups = 0; warmups <= passesMs.size(); warmups++) {
                if (warmup.isDone(passesMs.subList(0, warmups))) {
                    int end = warmups + iterations;
                    return end > passesMs.size() ? Optional.empty() : Optional.of(new Replayed(
                            ForkResult.timeOf(passesMs.subList(warmups, end)), sum(passesMs.subList(0, end)), warmups));
                }
            }
            return Optional.empty();
        }
    }

    /**
     * The rule before issue 41: after at least {@code min} warm-ups, the first {@code window} passes in a
     * row within {@code tolerance} ((slowest - fastest) / fastest) are measured, and their median is the
     * figure; after {@code max} warm-ups, the next {@code window} whatever they show.
     */
    record FirstAgreeing(int min, int max, int window, double tolerance) implements Rule {

        /** As the tool had it: 2 warm-ups at least, 12 at most, 3 passes within 5%. */
        static final FirstAgreeing BEFORE_ISSUE_41 = new FirstAgreeing(2, 12, 3, 0.05);

        @Override
        public Optional<Replayed> replay(List<Double> passesMs) {
            for (int end = window; end <= passesMs.size(); end++) {
                int warmups = end - window;
                List<Double> last = passesMs.subList(warmups, end);
                if (warmups >= max || (warmups >= min && agree(last))) {
                    return Optional.of(new Replayed(Statistics.median(last), sum(passesMs.subList(0, end)), warmups));
                }
            }
            return Optional.empty();
        }

        private boolean agree(List<Double> passes) {
            double fastest = Statistics.min(passes);
            return fastest > 0 && (Statistics.max(passes) - fastest) / fastest <= tolerance;
        }
    }

    /** A fork's passes in the order they ran: its warm-ups, then its measured passes. */
    static List<Double> passesOf(ForkResult fork) {
        List<Double> passes = new ArrayList<>(fork.warmupMs());
        passes.addAll(fork.iterationMs());
        return passes;
    }

    /**
     * How a benchmark's forks compare under two rules.
     *
     * @param forks forks both rules replay
     * @param beyond forks the other rule would have run past their record (the old rule: often to its cap)
     * @param shift the geometric mean of the other rule's figures over the recorded ones, minus 1
     * @param spreadRatio the spread of its fork figures over the recorded ones' (standard deviations of logs)
     * @param passesRatio its passes' time over the recorded passes', over the forks both replay
     * @param warmups its mean warm-up passes, and the recorded rule's, over the same forks
     */
    record Weighed(int forks, int beyond, double shift, double spreadRatio, double passesRatio, double warmups,
                   double recordedWarmups) {}

    /** The benchmark's forks under {@code other} against {@code recorded}, the rule they ran by. */
    static Weighed weigh(List<ForkResult> forks, Rule recorded, Rule other) {
        List<Replayed> base = new ArrayList<>();
        List<Replayed> replayed = new ArrayList<>();
        int beyond = 0;
        for (ForkResult fork : forks) {
            List<Double> passes = passesOf(fork);
            Replayed own = recorded.replay(passes).orElseThrow(() -> new IllegalStateException(
                    "a fork's own rule does not replay its passes: " + passes));
            Optional<Replayed> theirs = other.replay(passes);
            if (theirs.isEmpty()) {
                beyond++;
                continue;
            }
            base.add(own);
            replayed.add(theirs.get());
        }
        double logShift = 0;
        for (int f = 0; f < base.size(); f++) {
            logShift += Math.log(replayed.get(f).figureMs() / base.get(f).figureMs());
        }
        return new Weighed(base.size(), beyond, base.isEmpty() ? Double.NaN : Math.expm1(logShift / base.size()),
                logSpread(replayed) / logSpread(base),
                replayed.stream().mapToDouble(Replayed::passesMs).sum() / base.stream().mapToDouble(Replayed::passesMs).sum(),
                replayed.stream().mapToInt(Replayed::warmups).average().orElse(Double.NaN),
                base.stream().mapToInt(Replayed::warmups).average().orElse(Double.NaN));
    }

    /** The rule a run's forks ran by, from its settings and the version of the tool that wrote it. */
    static Rule recordedRule(RunResult run) {
        RunResult.Settings settings = run.settings();
        return run.resultVersion() > RunResult.BEFORE_EVERY_PASS_VERSION
                ? new EveryPass(new WarmupPolicy(settings.warmups(), settings.maxWarmups(), settings.warmupWindow(),
                        settings.warmupTolerance()), settings.iterations())
                : new FirstAgreeing(settings.warmups(), settings.maxWarmups(), settings.warmupWindow(),
                        settings.warmupTolerance());
    }

    /** The rule to weigh a run's against: the one it did not run by, at its defaults. */
    static Rule otherRule(RunResult run) {
        return run.resultVersion() > RunResult.BEFORE_EVERY_PASS_VERSION ? FirstAgreeing.BEFORE_ISSUE_41
                : new EveryPass(new WarmupPolicy(Defaults.WARMUPS, Defaults.MAX_WARMUPS, Defaults.WARMUP_WINDOW,
                        Defaults.WARMUP_TOLERANCE_PERCENT / 100.0), Defaults.ITERATIONS);
    }

    /**
     * For each benchmark of the results files given, its verified forks replayed under the rule it did not
     * run by: how many forks replay and how many that rule would have run past, how far its figures lie
     * from the recorded ones, their spread, the passes' time and the warm-ups; then, codec by codec (each
     * codec's operations and runs together), the median shift and its range.
     *
     * <p>Run it with the test classes on the class path (as scripts/fuzz.sh builds it), on runs made by this
     * tool (version 6): {@code mvn -B -q test-compile dependency:build-classpath -Dmdep.includeScope=test
     * -Dmdep.outputFile=target/test.classpath}, then {@code java -cp
     * "target/test-classes:target/classes:$(cat target/test.classpath)" io.formatbench.bench.RecordedPasses
     * results/RUN/files.json ...}.
     */
    public static void main(String[] args) throws IOException {
        Map<String, List<Double>> shiftsByCodec = new LinkedHashMap<>();
        int replayed = 0;
        int beyond = 0;
        System.out.println("benchmark: forks replayed (beyond the record); the other rule's shift of the figure,"
                + " spread ratio, passes' time ratio; mean warm-ups, other rule / recorded");
        for (String file : args) {
            RunResult run = ResultFiles.read(Path.of(file));
            Rule recorded = recordedRule(run);
            Rule other = otherRule(run);
            System.out.println(run.runId() + " (version " + run.resultVersion() + "): " + recorded + " against "
                    + other);
            for (BenchmarkResult benchmark : run.benchmarks()) {
                List<ForkResult> forks = benchmark.forks().stream()
                        .filter(f -> f.verified() && !f.iterationMs().isEmpty()).toList();
                if (forks.isEmpty()) {
                    continue;
                }
                Weighed weighed = weigh(forks, recorded, other);
                replayed += weighed.forks();
                beyond += weighed.beyond();
                if (weighed.forks() > 0) {
                    shiftsByCodec.computeIfAbsent(benchmark.key().format() + " " + benchmark.key().codec(),
                            codec -> new ArrayList<>()).add(weighed.shift());
                }
                if (weighed.forks() == 0) {
                    System.out.printf(Locale.ROOT, "  %s: 0 (%d)%n", benchmark.key().label(), weighed.beyond());
                    continue;
                }
                System.out.printf(Locale.ROOT, "  %s: %d (%d); %+.2f%%, %.2f, %.2f; %.1f / %.1f%n",
                        benchmark.key().label(), weighed.forks(), weighed.beyond(), weighed.shift() * 100,
                        weighed.spreadRatio(), weighed.passesRatio(), weighed.warmups(), weighed.recordedWarmups());
            }
        }
        System.out.printf(Locale.ROOT, "%d forks replayed, %d beyond the record%n", replayed, beyond);
        shiftsByCodec.forEach((codec, shifts) -> System.out.printf(Locale.ROOT,
                "%s: %d benchmarks, shift median %+.2f%% (%+.2f%% to %+.2f%%)%n", codec, shifts.size(),
                Statistics.median(shifts) * 100, Statistics.min(shifts) * 100, Statistics.max(shifts) * 100));
    }

    private static double sum(List<Double> passes) {
        return passes.stream().mapToDouble(Double::doubleValue).sum();
    }

    private static double logSpread(List<Replayed> forks) {
        return forks.size() < 2 ? Double.NaN
                : Math.sqrt(Statistics.variance(forks.stream().map(r -> Math.log(r.figureMs())).toList()));
    }
}
