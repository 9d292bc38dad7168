package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * JSON's ceiling beside Jackson, where JSON is the baseline: for each operation the fastest JSON codec of
 * the run (any library, its library variant, at the head-to-head's threads), set against the baseline's
 * codec of each style; and for every time ratio of another format against JSON in the head-to-head, how
 * much of it that fastest JSON codec closes. The head-to-head itself stays Jackson's: each format's first
 * codec of a style ({@link io.formatbench.results.HeadToHeadPair}).
 */
final class JsonCeiling {

    private static final List<Operation> OPERATIONS = List.of(Operation.WRITE, Operation.READ);

    /** Under this factor the other format has no ratio to JSON to speak of, and no share of it closes. */
    private static final double ABOUT_THE_SAME = 1.005;

    private JsonCeiling() {}

    static List<Block> of(RunResults run) {
        List<HeadToHead> pairs = HeadToHead.of(run);
        if (run.baseline() != Format.JSON || pairs.isEmpty() || !beyondTheBaselines(run, pairs)) {
            return List.of();
        }
        List<List<String>> ceiling = new ArrayList<>();
        List<List<String>> closed = new ArrayList<>();
        for (Operation operation : OPERATIONS) {
            HeadToHeadMetric metric = operation == Operation.WRITE ? HeadToHeadMetric.WRITE_TIME
                    : HeadToHeadMetric.READ_TIME;
            Optional<BenchmarkResult> found = fastest(run, operation, pairs.get(0).baseline().key().threads());
            if (found.isEmpty()) {
                continue;
            }
            BenchmarkResult fastest = found.get();
            List<String> row = new ArrayList<>(List.of(operation.id(), fastest.key().codecLabel(),
                    Units.ms(fastest.timeMs().mean()), Units.recordsPerS(fastest.recordsPerS().mean()),
                    Units.mbPerS(fastest.mbPerS().mean())));
            List<CodecResults> baselines = pairs.stream().map(HeadToHead::baseline).distinct().toList();
            for (CodecResults baseline : baselines) {
                BenchmarkResult jackson = baseline.operation(operation);
                Ratio ratio = time(run, jackson, fastest);
                row.add(baseline.codecLabel() + ": " + (jackson == fastest ? "itself"
                        : RatioWords.relative(metric, ratio) + " (" + RatioWords.interval(metric, ratio) + ")"));
            }
            ceiling.add(List.of(row.get(0), row.get(1), row.get(2), row.get(3), row.get(4),
                    String.join("; ", row.subList(5, row.size()))));
            for (HeadToHead pair : pairs) {
                closed.add(closedRow(run, pair, operation, metric, fastest));
            }
        }
        if (ceiling.isEmpty()) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, "JSON's ceiling: the fastest JSON codec beside Jackson"));
        blocks.add(new Table(List.of("Operation", "Fastest JSON codec", "Time", "Records/s", "MB/s",
                "Against the baseline's codec of each style (99.9% interval)"), ceiling,
                List.of(false, false, true, true, true, false)));
        blocks.add(new Table(List.of("Style", "Operation", "Against JSON", "It vs the baseline's codec",
                "Fastest JSON vs the baseline's codec", "It vs the fastest JSON (99.9% interval)",
                "Of its ratio, the fastest JSON closes"), closed,
                List.of(false, false, false, false, false, false, true)));
        blocks.add(new Bullets(List.of(
                "The fastest JSON codec of an operation is the one of least mean time among the run's JSON codecs"
                        + " (every library, idiomatic and tuned, library variant, verified), whichever it is; the"
                        + " head-to-head above stays Jackson's, each style's baseline its first JSON codec.",
                "A ratio is a product: the other format's ratio to the Jackson codec is the fastest JSON's ratio to"
                        + " it times the ratio that remains between the other format and the fastest JSON (paired round"
                        + " by round, with its interval). Of the first, the fastest JSON closes the share its own ratio"
                        + " makes up on a logarithmic scale: ln of its ratio over ln of the other format's. Above 100%:"
                        + " the fastest JSON is faster than the other format; 0%: it is no faster than Jackson; none"
                        + " where JSON is the faster of the two already.")));
        return blocks;
    }

    /** Whether the run measured a JSON codec besides the head-to-head's: else there is no ceiling to show. */
    private static boolean beyondTheBaselines(RunResults run, List<HeadToHead> pairs) {
        List<CodecResults> baselines = pairs.stream().map(HeadToHead::baseline).toList();
        return run.codecs().stream().anyMatch(codec -> codec.format() == Format.JSON
                && codec.variant() == Variant.LIBRARY && baselines.stream().noneMatch(b -> b.key().equals(codec.key())));
    }

    /** The JSON codec of least mean time for the operation, at the threads given, in its library variant. */
    static Optional<BenchmarkResult> fastest(RunResults run, Operation operation, int threads) {
        return run.benchmarks().stream()
                .filter(b -> b.key().format() == Format.JSON && b.key().operation() == operation
                        && b.key().variant() == Variant.LIBRARY && b.key().threads() == threads && b.verified()
                        && Double.isFinite(b.timeMs().mean()))
                .min(Comparator.comparingDouble(b -> b.timeMs().mean()));
    }

    private static List<String> closedRow(RunResults run, HeadToHead pair, Operation operation,
                                          HeadToHeadMetric metric, BenchmarkResult fastest) {
        BenchmarkResult baseline = pair.baseline().operation(operation);
        BenchmarkResult other = pair.other().operation(operation);
        Ratio gap = time(run, baseline, other);
        Ratio ceiling = time(run, baseline, fastest);
        Ratio remaining = time(run, fastest, other);
        return List.of(pair.style().label(), operation.id(), HeadToHeadSection.label(pair),
                RatioWords.relative(metric, gap), fastest.key().codecLabel() + ": " + RatioWords.relative(metric,
                        ceiling),
                RatioWords.relative(metric, remaining) + " (" + RatioWords.interval(metric, remaining) + ")",
                share(gap, ceiling));
    }

    /** B's time over A's, paired round by round in one sitting. */
    private static Ratio time(RunResults run, BenchmarkResult a, BenchmarkResult b) {
        if (a == null || b == null) {
            return Ratio.MISSING;
        }
        return ForkFigures.compare(ForkFigures.byRound(a, ForkResult::meanMs),
                ForkFigures.byRound(b, ForkResult::meanMs), run.sameSitting(a, b));
    }

    /** How much of the other format's ratio to JSON the fastest JSON's ratio makes up, on a log scale. */
    static String share(Ratio gap, Ratio ceiling) {
        if (!gap.isPresent() || !ceiling.isPresent()) {
            return Units.NOT_AVAILABLE;
        }
        if (gap.value() >= 1) {
            return "none: JSON is the faster";
        }
        if (gap.value() > 1 / ABOUT_THE_SAME) {
            return "none: about the same";
        }
        double share = Math.log(ceiling.value()) / Math.log(gap.value());
        return share > 1 ? "all, and more: the fastest JSON is the faster"
                : String.format(Locale.ROOT, "%.0f%%", 100 * Math.max(share, 0));
    }
}
