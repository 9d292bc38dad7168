package io.formatbench.report;

import io.formatbench.report.ReportDocument.Alert;
import io.formatbench.report.ReportDocument.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The Markdown of {@code report --compare A B}: every benchmark of two runs side by side, the change
 * from A to B, and whether the change in time is beyond the runs' own noise ({@link Noise#RULE}).
 */
public final class ComparisonReport {

    private ComparisonReport() {}

    /** results/compare-A-vs-B.md: derived from the two runs' results only, so rewriting it is safe. */
    public static String fileName(String runA, String runB) {
        return "compare-" + ResultsFolder.checkedRunId(runA) + "-vs-" + ResultsFolder.checkedRunId(runB) + ".md";
    }

    public static String render(RunComparison comparison) {
        String runA = comparison.a().runId();
        String runB = comparison.b().runId();
        StringBuilder out = new StringBuilder();
        out.append("# formatbench comparison: run ").append(Markdown.escape(runA)).append(" (A) vs run ")
                .append(Markdown.escape(runB)).append(" (B)\n\n");
        out.append(Markdown.escape("Change is (B - A) / A. Beyond noise: " + Noise.RULE
                + ". Only times carry a confidence interval; the other figures show their change without a verdict."))
                .append("\n\n");
        for (Alert alert : alerts(comparison)) {
            out.append("> **").append(Markdown.escape(alert.title())).append("**\n>\n");
            alert.lines().forEach(line -> out.append("> - ").append(Markdown.escape(line)).append('\n'));
            out.append('\n');
        }
        out.append("## Time\n\n");
        List<List<String>> rows = new ArrayList<>();
        for (RunComparison.Pair pair : comparison.pairs()) {
            rows.add(List.of(pair.label(), Units.ms(pair.a().medianMs()), Units.ms(pair.b().medianMs()),
                    Units.percentChange(change(pair.a().medianMs(), pair.b().medianMs())),
                    Units.msWithCi(pair.a().meanMs(), pair.a().ci999Ms()), Units.msWithCi(pair.b().meanMs(), pair.b().ci999Ms()),
                    verdict(pair)));
        }
        Markdown.table(out, new Table(List.of("Benchmark", "A: median", "B: median", "Change", "A: mean ± 99.9% CI",
                "B: mean ± 99.9% CI", "Beyond noise?"), rows, List.of(false, true, true, true, true, true, false)));

        out.append("## Other figures\n\n");
        for (RunComparison.Pair pair : comparison.pairs()) {
            out.append("### ").append(Markdown.escape(pair.label())).append("\n\n");
            List<List<String>> figures = new ArrayList<>();
            figure(figures, pair, "Throughput (records/s)", BenchmarkResult::recordsPerS, Units::recordsPerS);
            figure(figures, pair, "Throughput (MB/s)", BenchmarkResult::mbPerS, Units::mbPerS);
            figure(figures, pair, "Latency p50", b -> latency(b, BenchmarkResult.Latency::p50), Units::ns);
            figure(figures, pair, "Latency p99", b -> latency(b, BenchmarkResult.Latency::p99), Units::ns);
            figure(figures, pair, "Latency p99.9", b -> latency(b, BenchmarkResult.Latency::p999), Units::ns);
            figure(figures, pair, "Allocation per record", BenchmarkResult::allocBytesPerRecord, Units::bytes);
            figure(figures, pair, "Peak heap used", b -> b.peakHeapBytes(), Units::bytes);
            figure(figures, pair, "Live heap after full GC", b -> b.liveHeapAfterBytes(), Units::bytes);
            figure(figures, pair, "GC count", b -> b.gcCount(), value -> Units.count((long) value));
            figure(figures, pair, "GC time", BenchmarkResult::gcMs, Units::ms);
            figure(figures, pair, "File size", b -> b.fileBytes(), Units::bytes);
            figure(figures, pair, "Gzip size", b -> b.gzipBytes(), Units::bytes);
            Markdown.table(out, new Table(List.of("Figure", "A", "B", "Change"), figures, List.of(false, true, true, true)));
        }

        out.append("## Environment\n\n");
        Markdown.table(out, new Table(List.of("Property", "A: " + runA, "B: " + runB, "Same?"),
                environment(comparison), List.of(false, false, false, false)));
        return out.toString().stripTrailing() + "\n";
    }

    private static String verdict(RunComparison.Pair pair) {
        if (!pair.a().verified() || !pair.b().verified()) {
            return "no verdict: FAILED VERIFICATION";
        }
        return switch (pair.timeVerdict()) {
            case BEYOND_NOISE -> "YES: " + (pair.b().meanMs() < pair.a().meanMs() ? "faster" : "slower");
            case WITHIN_NOISE -> "no (within noise)";
            case UNKNOWN -> "unknown (no CI)";
        };
    }

    private static List<Alert> alerts(RunComparison comparison) {
        List<Alert> alerts = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        for (RunResults run : List.of(comparison.a(), comparison.b())) {
            for (BenchmarkResult benchmark : run.unverified()) {
                failed.add("run " + run.runId() + ": " + benchmark.format() + " " + benchmark.codec() + " "
                        + benchmark.operation() + " did not match the manifest's count and digest.");
            }
        }
        if (!failed.isEmpty()) {
            alerts.add(new Alert("FAILED VERIFICATION", failed));
        }
        if (comparison.pairs().isEmpty()) {
            alerts.add(new Alert("NOTHING TO COMPARE", List.of("The two runs have no benchmark in common.")));
        }
        List<String> unpaired = new ArrayList<>();
        comparison.onlyInA().forEach(b -> unpaired.add("only in A: " + b.format() + " " + b.codec() + " " + b.operation()));
        comparison.onlyInB().forEach(b -> unpaired.add("only in B: " + b.format() + " " + b.codec() + " " + b.operation()));
        if (!unpaired.isEmpty()) {
            alerts.add(new Alert("NOT IN BOTH RUNS", unpaired));
        }
        RunResult first = firstOf(comparison.a());
        RunResult second = firstOf(comparison.b());
        if (first != null && second != null && first.dataset() != null && second.dataset() != null
                && (first.dataset().records() != second.dataset().records()
                        || !Objects.equals(first.dataset().digest(), second.dataset().digest()))) {
            alerts.add(new Alert("DIFFERENT DATASETS", List.of("The runs read and wrote different datasets ("
                    + first.dataset().records() + " records, " + first.dataset().digest() + " vs "
                    + second.dataset().records() + " records, " + second.dataset().digest()
                    + "): their figures differ for that reason too.")));
        }
        return alerts;
    }

    private static void figure(List<List<String>> rows, RunComparison.Pair pair, String name,
            ToDoubleFunction<BenchmarkResult> value, DoubleFunction<String> format) {
        double a = value.applyAsDouble(pair.a());
        double b = value.applyAsDouble(pair.b());
        rows.add(List.of(name, format.apply(a), format.apply(b), Units.percentChange(change(a, b))));
    }

    private static double latency(BenchmarkResult benchmark, ToDoubleFunction<BenchmarkResult.Latency> pick) {
        return benchmark.latencyNs() == null ? Double.NaN : pick.applyAsDouble(benchmark.latencyNs());
    }

    static double change(double a, double b) {
        if (a == b) {
            return 0;
        }
        return a == 0 ? Double.NaN : (b - a) / a;
    }

    private static List<List<String>> environment(RunComparison comparison) {
        RunResult a = firstOf(comparison.a());
        RunResult b = firstOf(comparison.b());
        List<List<String>> rows = new ArrayList<>();
        env(rows, a, b, "Tool version", r -> r.tool() == null ? null : r.tool().version());
        env(rows, a, b, "Commit", r -> r.tool() == null ? null : r.tool().commit());
        env(rows, a, b, "JDK", r -> r.env() == null ? null : r.env().jdkVendor() + " " + r.env().jdkVersion());
        env(rows, a, b, "JVM flags", r -> r.env() == null || r.env().jvmArgs() == null ? null : String.join(" ", r.env().jvmArgs()));
        env(rows, a, b, "OS", r -> r.env() == null ? null : r.env().os());
        env(rows, a, b, "CPU", r -> r.env() == null ? null : r.env().cpuModel() + ", " + r.env().cores() + " cores");
        env(rows, a, b, "Dataset", r -> r.dataset() == null ? null
                : Units.count(r.dataset().records()) + " records, seed " + r.dataset().seed() + ", " + r.dataset().digest());
        env(rows, a, b, "Warm-ups, iterations, forks, heap", r -> r.settings() == null ? null
                : r.settings().warmups() + ", " + r.settings().iterations() + ", " + r.settings().forks() + ", "
                        + r.settings().heap());
        return rows;
    }

    private static void env(List<List<String>> rows, RunResult a, RunResult b, String property,
            Function<RunResult, String> value) {
        String left = a == null ? null : value.apply(a);
        String right = b == null ? null : value.apply(b);
        rows.add(List.of(property, Objects.requireNonNullElse(left, Units.NOT_AVAILABLE),
                Objects.requireNonNullElse(right, Units.NOT_AVAILABLE), Objects.equals(left, right) ? "yes" : "NO"));
    }

    private static RunResult firstOf(RunResults run) {
        return run.byFormat().values().stream().findFirst().orElse(null);
    }
}
