package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Figure;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.report.chart.BarChart;
import io.formatbench.report.chart.Ticks;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Estimate;
import io.formatbench.results.ForkResult;
import io.formatbench.results.RunResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The report of a scaling run: every benchmark at every record count, with its time per record
 * (linear time keeps it level) and its live heap after the fork's passes (streaming keeps it level),
 * in tables and charts. Each count's own run has its full report besides.
 */
public final class ScalingReport {

    /** The bars of the record counts, smallest first. */
    private static final List<String> COLORS = List.of("#4c78a8", "#f58518", "#54a24b", "#b279a2", "#e45756",
            "#2a9d8f");

    /** results/RUN/scaling.md and scaling.html. */
    public static final String FILE_STEM = "scaling";

    private ScalingReport() {}

    /** One benchmark at every record count it was measured at, in the order of {@code runs}. */
    record Line(BenchmarkKey key, List<BenchmarkResult> byCount) {}

    /** The scaling report as Markdown, pointing to the page with the charts. */
    public static String markdown(ReportDocument document) {
        return MarkdownReport.render(document, FILE_STEM + ".html");
    }

    /** The scaling report as a page with its charts. */
    public static String html(ReportDocument document) {
        return HtmlReport.render(document, List::of);
    }

    /** @param runs the runs of the scaling run, in increasing record count */
    public static ReportDocument of(String runId, List<RunResult> runs) {
        List<Long> counts = runs.stream().map(run -> run.dataset().records()).toList();
        List<Line> lines = lines(runs);
        List<Block> blocks = new ArrayList<>();
        RunResult largest = runs.get(runs.size() - 1);
        blocks.add(new Paragraph(String.format(Locale.ROOT, "The same benchmarks at %s %s records, one run each (%s),"
                        + " forks with a %s heap, %d forks per benchmark. Time per record stays level when time grows"
                        + " linearly with the records; live heap after stays level when a benchmark streams.",
                counts.stream().map(Units::count).collect(Collectors.joining(", ")), largest.dataset().schema(),
                runs.stream().map(RunResult::runId).collect(Collectors.joining(", ")), largest.settings().heap(),
                largest.settings().forks())));
        blocks.add(new Heading(2, "From the fewest records to the most"));
        blocks.add(new Table(List.of("Benchmark", "Time per record", "Change", "Live heap after", "Change"),
                lines.stream().map(line -> overview(line, counts)).toList(), List.of(false, false, true, false, true)));
        blocks.add(new Bullets(List.of(
                "Time per record: each fork's mean pass over the dataset divided by its records, mean over forks.",
                "Live heap after: heap in use after a full collection at the end of each fork, once a write has let go"
                        + " of its last chunk of records: what the codec itself holds on to.",
                "Reads of datasets larger than half of the machine's memory partly read the disk: the page cache does"
                        + " not hold them (bench warns when that is so).")));
        blocks.add(new Figure("scaling-time", "Time per record by record count", timeChart(lines, counts)));
        blocks.add(new Figure("scaling-heap", "Live heap after by record count", heapChart(lines, counts)));
        blocks.add(new Heading(2, "Every record count"));
        List<List<String>> rows = new ArrayList<>();
        for (Line line : lines) {
            for (int i = 0; i < counts.size(); i++) {
                BenchmarkResult result = line.byCount().get(i);
                if (result == null) {
                    continue;
                }
                rows.add(List.of(line.key().label(), Units.count(counts.get(i)), Units.estimate(result.timeMs(),
                        Units::ms),
                        Units.ns(nsPerRecord(result.timeMs().mean(), counts.get(i))),
                        Units.recordsPerS(result.recordsPerS().mean()), Units.bytes(result.liveHeapAfterBytes().mean()),
                        Units.bytes(result.peakHeapBytes().mean()),
                                result.verified() ? "yes" : "NO: FAILED VERIFICATION"));
            }
        }
        blocks.add(new Table(List.of("Benchmark", "Records", "Time (± 99.9% CI)", "Per record", "Records/s",
                "Live heap after", "Peak heap", "Verified"), rows,
                List.of(false, true, true, true, true, true, true, false)));
        return new ReportDocument("formatbench scaling report: run " + runId, List.copyOf(blocks));
    }

    /** Every benchmark of any run, keyed without the record count, in the order the runs list them. */
    static List<Line> lines(List<RunResult> runs) {
        Map<BenchmarkKey, BenchmarkResult[]> byKey = new LinkedHashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            for (BenchmarkResult benchmark : runs.get(i).benchmarks()) {
                byKey.computeIfAbsent(benchmark.key(), key -> new BenchmarkResult[runs.size()])[i] = benchmark;
            }
        }
        // A benchmark that one run lacks keeps a null there: Arrays.asList, since List.of takes no nulls.
        return byKey.entrySet().stream()
                .map(entry -> new Line(entry.getKey(), Collections.unmodifiableList(Arrays.asList(entry.getValue()))))
                .toList();
    }

    /** The benchmark at the fewest and at the most records it was measured at. */
    private static List<String> overview(Line line, List<Long> counts) {
        int first = -1;
        int last = -1;
        for (int i = 0; i < counts.size(); i++) {
            if (line.byCount().get(i) != null) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        if (first < 0 || first == last) {
            return List.of(line.key().label(), Units.NOT_AVAILABLE, "", Units.NOT_AVAILABLE, "");
        }
        double firstNs = nsPerRecord(line.byCount().get(first).timeMs().mean(), counts.get(first));
        double lastNs = nsPerRecord(line.byCount().get(last).timeMs().mean(), counts.get(last));
        double firstHeap = line.byCount().get(first).liveHeapAfterBytes().mean();
        double lastHeap = line.byCount().get(last).liveHeapAfterBytes().mean();
        return List.of(line.key().label(),
                Units.ns(firstNs) + " → " + Units.ns(lastNs),
                Units.percentChange(lastNs / firstNs - 1),
                Units.bytes(firstHeap) + " → " + Units.bytes(lastHeap),
                (lastHeap >= firstHeap ? "+" : "-") + Units.bytes(Math.abs(lastHeap - firstHeap)));
    }

    private static double nsPerRecord(double millis, long records) {
        return records == 0 ? Double.NaN : millis * 1e6 / records;
    }

    private static String timeChart(List<Line> lines, List<Long> counts) {
        return chart(lines, counts, "Time per record by record count (lower is better; level is linear)",
                "Each fork's mean pass over its records; dots: each fork, whiskers: 99.9% interval.",
                "nanoseconds per record", unit -> Ticks.compact(unit, "ns"), Units::ns,
                (result, records) -> scaled(result.timeMs(), 1e6 / records),
                (fork, records) -> fork.meanMs() * 1e6 / records);
    }

    private static String heapChart(List<Line> lines, List<Long> counts) {
        return chart(lines, counts, "Live heap after by record count (lower is better; level is streaming)",
                "Heap in use after a full collection at the end of each fork; dots: each fork.",
                "bytes", unit -> Ticks.compact(unit, "B"), Units::bytes,
                (result, records) -> result.liveHeapAfterBytes(),
                (fork, records) -> fork.liveHeapAfterBytes());
    }

    private interface PerCount {
        Estimate of(BenchmarkResult result, long records);
    }

    private interface PerFork {
        double of(ForkResult fork, long records);
    }

    private static String chart(List<Line> lines, List<Long> counts, String title, String subtitle, String axis,
                                java.util.function.DoubleFunction<String> tick,
                                java.util.function.DoubleFunction<String> value, PerCount figure, PerFork perFork) {
        List<BarChart.Category> categories = new ArrayList<>();
        List<BarChart.Series> series = new ArrayList<>();
        for (int i = 0; i < counts.size(); i++) {
            series.add(new BarChart.Series(Units.count(counts.get(i)) + " records", COLORS.get(i % COLORS.size())));
        }
        double[][] values = new double[lines.size()][counts.size()];
        double[][] halfWidths = new double[lines.size()][counts.size()];
        double[][][] points = new double[lines.size()][counts.size()][];
        for (int l = 0; l < lines.size(); l++) {
            Line line = lines.get(l);
            BenchmarkKey key = line.key();
            categories.add(new BarChart.Category(key.codecLabel() + " " + key.operation().id(),
                    key.format().id() + (key.details().isEmpty() ? "" : ", " + key.details()), null));
            for (int c = 0; c < counts.size(); c++) {
                BenchmarkResult result = line.byCount().get(c);
                long records = counts.get(c);
                Estimate estimate = result == null ? Estimate.MISSING : figure.of(result, records);
                values[l][c] = estimate.mean();
                halfWidths[l][c] = estimate.ci999();
                points[l][c] = result == null ? new double[0]
                        : result.forks().stream().mapToDouble(fork -> perFork.of(fork, records))
                                .filter(Double::isFinite).toArray();
            }
        }
        return new BarChart(title, subtitle, axis, tick, value, categories, series, values, halfWidths, points).toSvg();
    }

    private static Estimate scaled(Estimate estimate, double factor) {
        return new Estimate(estimate.mean() * factor, estimate.ci999() * factor, estimate.forks());
    }
}
