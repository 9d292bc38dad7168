package io.formatbench.report;

import io.formatbench.report.ReportDocument.Alert;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The Markdown of {@code report --compare A B}: every benchmark of two runs side by side, the change
 * from A to B with its 99.9% interval over both runs' forks, and whether that interval excludes "no
 * change". Differences between the runs' JDK, flags, settings or dataset come first, as warnings.
 */
public final class ComparisonReport {

    private ComparisonReport() {}

    /** results/compare-A-vs-B.md: derived from the two runs' results only, so rewriting it is safe. */
    public static String fileName(String runA, String runB) {
        return "compare-" + io.formatbench.results.ResultsFolder.checkedRunId(runA) + "-vs-"
                + io.formatbench.results.ResultsFolder.checkedRunId(runB) + ".md";
    }

    public static String render(RunComparison comparison) {
        String runA = comparison.a().runId();
        String runB = comparison.b().runId();
        StringBuilder out = new StringBuilder();
        out.append("# formatbench comparison: run ").append(Markdown.escape(runA)).append(" (A) vs run ")
                .append(Markdown.escape(runB)).append(" (B)\n\n");
        double margin = comparison.a().margin();
        out.append(Markdown.escape("Each time is the mean over the benchmark's forks of each fork's time (the mean of its"
                + " measured passes; their median in results of version 5 and before). The"
                + " change is the ratio of the two runs' geometric means over their forks, minus 1, with Welch's 99.9%"
                + " interval over the forks of both runs: a change is judged against both runs' fork-to-fork spread,"
                + " and is beyond noise only when its interval excludes 0, from at least "
                + HeadToHead.FEWEST_FORKS + " forks on each side, and when the two runs' machines ran at the same"
                + " speed by the speed canary (within the margin, " + plusMinus(margin) + "); within "
                + plusMinus(margin) + " the two are about the same. The other figures show their change without a"
                + " verdict.")).append("\n\n");
        for (Alert alert : alerts(comparison)) {
            out.append("> **").append(Markdown.escape(alert.title())).append("**\n>\n");
            alert.lines().forEach(line -> out.append("> - ").append(Markdown.escape(line)).append('\n'));
            out.append('\n');
        }
        out.append("## Time\n\n");
        List<List<String>> rows = new ArrayList<>();
        for (RunComparison.Pair pair : comparison.pairs()) {
            Ratio ratio = pair.timeRatio();
            rows.add(List.of(pair.label(), Units.estimate(pair.a().timeMs(), Units::ms),
                    Units.estimate(pair.b().timeMs(), Units::ms), Units.percentChange(ratio.value() - 1),
                    ratio.hasInterval()
                            ? Units.percentChange(ratio.low() - 1) + " to " + Units.percentChange(ratio.high() - 1)
                            : "none (one fork)",
                    verdict(comparison, pair, ratio, margin)));
        }
        Markdown.table(out, new Table(List.of("Benchmark", "A: time ± CI", "B: time ± CI", "Change", "99.9% interval",
                "Beyond noise?"), rows, List.of(false, true, true, true, false, false)));

        out.append("## Other figures\n\n");
        for (RunComparison.Pair pair : comparison.pairs()) {
            out.append("### ").append(Markdown.escape(pair.label())).append("\n\n");
            List<List<String>> figures = new ArrayList<>();
            metricFigure(figures, comparison, pair, Metric.RECORDS_PER_S, Metric.RECORDS_PER_S.label());
            metricFigure(figures, comparison, pair, Metric.MB_PER_S, Metric.MB_PER_S.label());
            if (pair.a().key().compression().compressed() || pair.b().key().compression().compressed()) {
                metricFigure(figures, comparison, pair, Metric.RAW_MB_PER_S, Metric.RAW_MB_PER_S.label());
            }
            figure(figures, pair, "Latency p50, " + ClockOverhead.LESS, b -> b.latencyNs() == null ? Double.NaN
                    : ClockOverhead.net(b, b.latencyNs().p50()), Units::ns);
            metricFigure(figures, comparison, pair, Metric.LATENCY_P99, "Latency p99, " + ClockOverhead.LESS);
            figure(figures, pair, "Latency p99.9, " + ClockOverhead.LESS, b -> b.latencyNs() == null ? Double.NaN
                    : ClockOverhead.net(b, b.latencyNs().p999()), Units::ns);
            for (Metric metric : comparison.metrics()) {
                if (!PLACED.contains(metric)) {
                    metricFigure(figures, comparison, pair, metric, metric.label());
                }
            }
            figure(figures, pair, "GC count", b -> b.gcCount(), value -> Units.count((long) value));
            figure(figures, pair, "GC time", BenchmarkResult::gcMs, Units::ms);
            figure(figures, pair, "Speed canary (mean of the forks' medians)", BenchmarkResult::canaryMeanMs, Units::ms);
            figure(figures, pair, "Other processes' CPU (most cores over a fork's life)",
                    BenchmarkResult::otherCpuCores, OtherProcesses::cores);
            metricFigure(figures, comparison, pair, Metric.FILE_SIZE, "File size");
            metricFigure(figures, comparison, pair, Metric.GZIP_SIZE, "Gzip size");
            Markdown.table(out, new Table(List.of("Figure", "A", "B", "Change"), figures, List.of(false, true,
                    true, true)));
        }

        out.append("## Environment\n\n");
        Markdown.table(out, new Table(List.of("Property", "A: " + runA, "B: " + runB, "Same?"),
                environment(comparison), List.of(false, false, false, false)));
        return out.toString().stripTrailing() + "\n";
    }

    /**
     * Whether the change is beyond noise: from at least three forks on each side (a fork is the unit),
     * on machines that ran at the same speed (by the canary), on no busy or unsteady machine.
     */
    private static String verdict(RunComparison comparison, RunComparison.Pair pair, Ratio ratio, double margin) {
        if (!pair.a().verified() || !pair.b().verified()) {
            return "no verdict: FAILED VERIFICATION";
        }
        int forks = Math.min(pair.a().forks().size(), pair.b().forks().size());
        if (ratio.hasInterval() && forks < HeadToHead.FEWEST_FORKS) {
            return "no verdict (" + Phrases.plural(forks, "fork") + " on a side; at least "
                    + HeadToHead.FEWEST_FORKS + ")";
        }
        // A change measured on a busy or unsteady machine may be the machine's: no verdict either way. So
        // may one between runs whose machines ran at different speeds.
        String machine = MachineMarks.refusal(pair.a(), pair.b());
        if (machine == null) {
            machine = speedDiffers(comparison.a().primary(), comparison.b().primary(), margin);
        }
        return switch (ratio.verdict(margin)) {
            case HIGHER -> machine != null ? "no verdict (" + machine + ")" : "YES: slower";
            case LOWER -> machine != null ? "no verdict (" + machine + ")" : "YES: faster";
            case WITHIN_MARGIN -> "no: about the same (within " + plusMinus(margin) + ")"
                    + (machine != null ? " (" + machine + ")" : "");
            case NOT_RESOLVED, SAME -> "no (within noise)" + (machine != null ? " (" + machine + ")" : "");
            case NO_INTERVAL -> "unknown (one fork)";
        };
    }

    /**
     * "machine 12% slower in B by the speed canary" when the two runs' canary means differ by more than
     * {@code margin}: a change between runs smaller than the machine's own could be the machine's, and one
     * within the margin would be called "about the same"; null when they do not, or one is not known.
     */
    static String speedDiffers(RunResult a, RunResult b, double margin) {
        double change = canaryChange(a, b);
        if (!Double.isFinite(change) || Math.abs(change) <= margin) {
            return null;
        }
        return "machine " + Math.round(Math.abs(change) * 100) + "% " + (change > 0 ? "slower" : "faster")
                + " in B by the speed canary";
    }

    /** B's canary mean over A's, minus 1; NaN when either is not known. */
    private static double canaryChange(RunResult a, RunResult b) {
        if (a == null || b == null || a.machine() == null || b.machine() == null) {
            return Double.NaN;
        }
        return change(a.machine().canaryMeanMs(), b.machine().canaryMeanMs());
    }

    private static String plusMinus(double fraction) {
        return String.format(Locale.ROOT, "±%.0f%%", fraction * 100);
    }

    private static List<Alert> alerts(RunComparison comparison) {
        List<Alert> alerts = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        for (RunResults run : List.of(comparison.a(), comparison.b())) {
            for (BenchmarkResult benchmark : run.unverified()) {
                failed.add("run " + run.runId() + ": " + benchmark.key().label() + " did not reproduce the dataset.");
            }
        }
        if (!failed.isEmpty()) {
            alerts.add(new Alert("FAILED VERIFICATION", failed));
        }
        List<String> busy = new ArrayList<>();
        for (RunResults run : List.of(comparison.a(), comparison.b())) {
            for (BenchmarkResult benchmark : run.busy()) {
                busy.add("run " + run.runId() + ": " + benchmark.key().label() + ": other processes' cores over a"
                        + " fork's life: " + OtherProcesses.figures(benchmark, run.sittingOf(benchmark)) + ".");
            }
        }
        if (!busy.isEmpty()) {
            alerts.add(new Alert(MachineMarks.BUSY, busy));
        }
        List<String> unsteady = new ArrayList<>();
        for (RunResults run : List.of(comparison.a(), comparison.b())) {
            for (BenchmarkResult benchmark : run.unsteady()) {
                unsteady.add("run " + run.runId() + ": " + benchmark.key().label() + ": the speed canary varied by "
                        + MachineSpeed.percent(benchmark.canaryCv()) + ".");
            }
        }
        if (!unsteady.isEmpty()) {
            unsteady.add(MachineSpeed.WHY_UNSTEADY_MATTERS);
            alerts.add(new Alert(MachineMarks.UNSTEADY, unsteady));
        }
        String speed = speedDiffers(comparison.a().primary(), comparison.b().primary(), comparison.a().margin());
        if (speed != null) {
            RunResult a = comparison.a().primary();
            RunResult b = comparison.b().primary();
            alerts.add(new Alert("MACHINE SPEED DIFFERS", List.of("The speed canary (a fixed piece of work timed before"
                    + " every measured pass) took " + Units.ms(a.machine().canaryMeanMs()) + " in A and "
                    + Units.ms(b.machine().canaryMeanMs()) + " in B: the " + speed.replace(" in B by the speed canary",
                    " in B") + ". A change between the runs may be the machine's, not the code's: no change is named;"
                    + " measure both on one machine in one sitting.")));
        }
        if (comparison.pairs().isEmpty()) {
            alerts.add(new Alert("NOTHING TO COMPARE", List.of("The two runs have no benchmark in common.")));
        }
        List<String> unpaired = new ArrayList<>();
        comparison.onlyInA().forEach(b -> unpaired.add("only in A: " + b.key().label()));
        comparison.onlyInB().forEach(b -> unpaired.add("only in B: " + b.key().label()));
        if (!unpaired.isEmpty()) {
            alerts.add(new Alert("NOT IN BOTH RUNS", unpaired));
        }
        List<String> differences = new ArrayList<>(MeasurementConditions.differences(comparison.a().primary(),
                comparison.b().primary()).stream().map(difference -> difference + " (A vs B).").toList());
        if (!differences.isEmpty()) {
            differences.add("A change measured across these differences is partly theirs, not only the code's.");
            alerts.add(new Alert("NOT LIKE FOR LIKE", differences));
        }
        return alerts;
    }

    /**
     * The metrics whose figures this table places itself (the time has a table of its own, a percentile
     * stands among the others, a size after the machine's figures); every other metric's follows the
     * latency's, in the order of the declarations.
     */
    private static final Set<Metric> PLACED = Set.of(Metric.TIME, Metric.RECORDS_PER_S, Metric.MB_PER_S,
            Metric.RAW_MB_PER_S, Metric.LATENCY_P99, Metric.FILE_SIZE, Metric.GZIP_SIZE);

    /** A metric's figure in each run: the mean over its forks as the declaration reads it, or the exact one. */
    private static void metricFigure(List<List<String>> rows, RunComparison comparison, RunComparison.Pair pair,
            Metric metric, String name) {
        double a = figureOf(metric, pair.a(), comparison.a());
        double b = figureOf(metric, pair.b(), comparison.b());
        rows.add(List.of(name, metric.format(a), metric.format(b), Units.percentChange(change(a, b))));
    }

    private static double figureOf(Metric metric, BenchmarkResult benchmark, RunResults run) {
        return metric.isExact() ? metric.exact(benchmark) : metric.estimate(benchmark, run.records(benchmark)).mean();
    }

    private static void figure(List<List<String>> rows, RunComparison.Pair pair, String name,
            ToDoubleFunction<BenchmarkResult> value, DoubleFunction<String> format) {
        double a = value.applyAsDouble(pair.a());
        double b = value.applyAsDouble(pair.b());
        rows.add(List.of(name, format.apply(a), format.apply(b), Units.percentChange(change(a, b))));
    }

    static double change(double a, double b) {
        if (a == b) {
            return 0;
        }
        return a == 0 ? Double.NaN : (b - a) / a;
    }

    private static List<List<String>> environment(RunComparison comparison) {
        RunResult a = comparison.a().primary();
        RunResult b = comparison.b().primary();
        List<List<String>> rows = new ArrayList<>();
        env(rows, a, b, "Run id, created", r -> r.runId() + ", " + r.created());
        env(rows, a, b, "Tool version", r -> r.tool() == null ? null : r.tool().version());
        env(rows, a, b, "Commit", r -> r.tool() == null ? null : r.tool().commit());
        for (MeasurementConditions.Condition condition : MeasurementConditions.ALL) {
            env(rows, a, b, condition.name(), condition.value());
        }
        env(rows, a, b, "Speed canary (the run's mean)", r -> r.machine() == null
                || !Double.isFinite(r.machine().canaryMeanMs()) ? null : Units.ms(r.machine().canaryMeanMs()));
        env(rows, a, b, "Shuffle seed", r -> r.settings() == null ? null : Long.toString(r.settings().shuffleSeed()));
        return rows;
    }

    private static void env(List<List<String>> rows, RunResult a, RunResult b, String property,
            Function<RunResult, String> value) {
        String left = a == null ? null : value.apply(a);
        String right = b == null ? null : value.apply(b);
        rows.add(List.of(property, Objects.requireNonNullElse(left, Units.NOT_AVAILABLE),
                Objects.requireNonNullElse(right, Units.NOT_AVAILABLE), Objects.equals(left, right) ? "yes" : "NO"));
    }
}
