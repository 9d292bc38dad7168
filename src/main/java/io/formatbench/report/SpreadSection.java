package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Operation;
import io.formatbench.results.RunResult;
import io.formatbench.stats.PairedRounds;
import io.formatbench.stats.VarianceComponents;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report's "Where the spread comes from": for writes and for reads, each benchmark's spread split
 * into its passes within a fork, its forks within a round, and the rounds ({@link VarianceComponents});
 * and each head-to-head time ratio's spread from round to round, against what it would be unpaired.
 * What sets how many rounds a verdict needs is there to read.
 */
final class SpreadSection {

    /** Rounds below which the split says nothing worth a table. */
    private static final int FEWEST_ROUNDS = 3;

    private SpreadSection() {}

    static List<Block> of(RunResults run) {
        if (run.separateSittings()) {
            return List.of();
        }
        List<List<String>> rows = new ArrayList<>();
        for (Operation operation : List.of(Operation.WRITE, Operation.READ)) {
            List<BenchmarkResult> benchmarks = run.benchmarks().stream()
                    .filter(b -> b.key().operation() == operation).toList();
            Map<String, Map<Integer, List<Double>>> passes = new LinkedHashMap<>();
            for (BenchmarkResult benchmark : benchmarks) {
                Map<Integer, List<Double>> byRound = new LinkedHashMap<>();
                for (ForkResult fork : benchmark.forks()) {
                    byRound.put(fork.round(), fork.iterationMs());
                }
                passes.put(benchmark.key().label(), byRound);
            }
            if (passes.size() < 2) {
                continue;
            }
            VarianceComponents split = VarianceComponents.of(passes);
            if (split.benchmarks().values().iterator().next().forks() < FEWEST_ROUNDS) {
                continue;
            }
            split.benchmarks().forEach((label, spread) -> rows.add(List.of(label, percent(spread.passSpread()),
                    percent(spread.forkSpread()), percent(split.roundSpread()), percent(spread.forkFigureSpread()))));
        }
        List<List<String>> ratios = new ArrayList<>();
        for (HeadToHead pair : HeadToHead.of(run)) {
            if (!pair.paired()) {
                continue;
            }
            for (HeadToHeadMetric metric : List.of(HeadToHeadMetric.WRITE_TIME, HeadToHeadMetric.READ_TIME)) {
                List<List<Double>> both = ForkFigures.pairs(metric.byRound(pair.baseline()), metric.byRound(pair.other()));
                if (both.get(0).size() < FEWEST_ROUNDS) {
                    continue;
                }
                PairedRounds paired = PairedRounds.of(both.get(0), both.get(1));
                double unpaired = Math.hypot(logSpread(both.get(0)), logSpread(both.get(1)));
                ratios.add(List.of(pair.title() + ", " + (metric.equals(HeadToHeadMetric.WRITE_TIME) ? "write" : "read"),
                        percent(paired.spreadLog()), percent(unpaired), Integer.toString(paired.rounds())));
            }
        }
        if (rows.isEmpty() && ratios.isEmpty()) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, "Where the spread comes from"));
        if (!rows.isEmpty()) {
            blocks.add(new Table(List.of("Benchmark", "Passes within a fork", "Forks within a round",
                    "Rounds (shared by the operation's benchmarks)", "A fork's figure, round to round"), rows,
                    List.of(false, true, true, true, true)));
        }
        if (!ratios.isEmpty()) {
            blocks.add(new Table(List.of("Head-to-head time ratio", "Its spread from round to round",
                    "Unpaired, it would be", "Rounds"), ratios, List.of(false, true, true, true)));
        }
        blocks.add(new Bullets(List.of(
                "Each spread is a standard deviation of the logarithm of the time: about the fraction a figure moves"
                        + " by. A fork's figure is the mean of its measured passes' logarithms.",
                "Forks within a round: what a fork's figure has of its own once its benchmark's level and its round's"
                        + " shared effect are taken out, less what its passes' spread explains; a JIT decision, the"
                        + " heap's or the code's layout. Rounds: what every benchmark of the operation shared in a"
                        + " round (the machine's speed in that stretch), which a paired ratio cancels.",
                "A ratio's spread from round to round sets how many rounds its verdict needs: the interval's"
                        + " half-width is that spread times a factor that falls with the rounds (see the Method"
                        + " section below). " + roundsNote(run.primary()))));
        return blocks;
    }

    private static String roundsNote(RunResult run) {
        RunResult.Stopping stopping = run.stopping();
        return stopping == null || !Double.isFinite(stopping.secondsPerRound()) ? ""
                : String.format(Locale.ROOT, "This run's rounds took %.0f s each on average.",
                        stopping.secondsPerRound());
    }

    private static double logSpread(List<Double> values) {
        return Math.sqrt(io.formatbench.stats.Statistics.variance(values.stream().map(Math::log).toList()));
    }

    /** "2.3%": a spread of logarithms as a percentage. */
    private static String percent(double spread) {
        return Double.isFinite(spread) ? String.format(Locale.ROOT, "%.1f%%", spread * 100) : Units.NOT_AVAILABLE;
    }
}
