package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.report.chart.BarChart;
import io.formatbench.report.chart.PercentileChart;
import io.formatbench.report.chart.Ticks;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Estimate;
import io.formatbench.results.LatencyHistograms;
import io.formatbench.results.Operation;
import io.formatbench.results.PercentilePoint;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Which charts the HTML report shows for a run, and from which figures; the chart classes only draw. */
public final class ReportCharts {

    /** One chart of the page: an id for links and tests, and the SVG. */
    public record Chart(String id, String title, String svg) {}

    static final String WRITE_COLOR = "#4c78a8";
    static final String READ_COLOR = "#f58518";
    static final String RAW_COLOR = "#54a24b";
    static final String GZIP_COLOR = "#b279a2";

    private static final List<BarChart.Series> WRITE_READ = List.of(
            new BarChart.Series("write", WRITE_COLOR), new BarChart.Series("read", READ_COLOR));

    private ReportCharts() {}

    public static List<Chart> of(RunResults run) {
        List<CodecResults> codecs = run.codecs();
        List<Chart> charts = new ArrayList<>();
        CodecColors colors = colors(codecs);
        boolean anyCompressed = codecs.stream().anyMatch(codec -> codec.compression().compressed());
        for (Metric metric : run.metrics()) {
            if (metric.drawnAsDistribution()) {
                for (Operation operation : List.of(Operation.WRITE, Operation.READ)) {
                    charts.add(latency(operation, codecs, colors));
                }
            }
            if (metric.bars() != null && (anyCompressed || !metric.onlyWhenCompressed())) {
                charts.add(bars(metric, codecs));
            }
        }
        charts.add(fileSizes(run));
        return charts;
    }

    /** A metric's bars, write beside read for each codec: the mean over forks, its interval, and each fork as a dot. */
    private static Chart bars(Metric metric, List<CodecResults> codecs) {
        Metric.Bars spec = metric.bars();
        double[][] values = new double[codecs.size()][2];
        double[][] halfWidths = new double[codecs.size()][2];
        double[][][] points = new double[codecs.size()][2][];
        List<BarChart.Category> labels = new ArrayList<>();
        for (int i = 0; i < codecs.size(); i++) {
            CodecResults codec = codecs.get(i);
            List<String> marks = MachineMarks.of(codec.write(), codec.read());
            String warning = codec.failedVerification() ? "FAILED VERIFICATION"
                    : marks.isEmpty() ? null : String.join(", ", marks);
            labels.add(new BarChart.Category(codec.codecLabel(), codec.detail(), warning));
            List<Operation> operations = List.of(Operation.WRITE, Operation.READ);
            for (int s = 0; s < operations.size(); s++) {
                BenchmarkResult benchmark = codec.operation(operations.get(s));
                Estimate estimate = benchmark == null ? Estimate.MISSING : metric.estimate(benchmark, codec.records());
                values[i][s] = estimate.mean();
                halfWidths[i][s] = estimate.ci999();
                points[i][s] = benchmark == null ? new double[0] : benchmark.forks().stream()
                        .mapToDouble(fork -> metric.of(fork, benchmark, codec.records())).filter(Double::isFinite)
                        .toArray();
            }
        }
        BarChart chart = new BarChart(spec.title(), spec.subtitle(), spec.axis(), unit -> tick(unit, spec.tickSuffix()),
                metric.unit(), labels, WRITE_READ, values, halfWidths, points);
        return new Chart(spec.id(), spec.title(), chart.toSvg());
    }

    private static Chart latency(Operation operation, List<CodecResults> codecs, CodecColors colors) {
        List<PercentileChart.Curve> curves = new ArrayList<>();
        for (CodecResults codec : codecs) {
            BenchmarkResult benchmark = codec.operation(operation);
            List<PercentilePoint> points = benchmark == null ? List.of() : LatencyHistograms.distribution(benchmark);
            if (points.isEmpty()) {
                continue;
            }
            double[] percentiles = new double[points.size()];
            long[] values = new long[points.size()];
            for (int i = 0; i < points.size(); i++) {
                percentiles[i] = points.get(i).percentile();
                // At least 1 ns: the axis is logarithmic.
                values[i] = Math.max(1, Math.round(ClockOverhead.net(benchmark, points.get(i).valueNs())));
            }
            String name = codec.label() + (benchmark.verified() ? "" : " FAILED VERIFICATION")
                    + MachineMarks.of(benchmark).stream().map(mark -> " " + mark).collect(Collectors.joining());
            curves.add(new PercentileChart.Curve(name, colors.color(codec.label()), CodecColors.dash(codec.style()),
                    percentiles, values));
        }
        String title = "Latency per record, " + operation + " (lower is better)";
        String subtitle = curves.isEmpty() ? "No latency distribution in this run's results."
                : "HdrHistogram percentile distribution of all forks' latency passes, " + ClockOverhead.LESS
                        + "; one colour per codec; dashed: idiomatic, solid: tuned.";
        return new Chart("latency-" + operation, title, new PercentileChart(title, subtitle, curves).toSvg());
    }

    private static Chart fileSizes(RunResults run) {
        List<BarChart.Category> labels = new ArrayList<>();
        List<Format> formats = new ArrayList<>();
        List<double[]> rows = new ArrayList<>();
        for (CodecResults codec : run.codecs()) {
            BenchmarkResult source = codec.sizeSource();
            if (source == null || formats.contains(codec.format())) {
                continue;
            }
            formats.add(codec.format());
            labels.add(new BarChart.Category(codec.format().id(), "dataset file", null));
            rows.add(new double[] {source.fileBytes(), source.gzipBytes() < 0 ? Double.NaN : source.gzipBytes()});
        }
        String title = "File size, raw and gzip (lower is better)";
        BarChart chart = new BarChart(title, "The dataset file of each format, raw and compressed with gzip -6.",
                "bytes on disk (1 kB = 10^3 bytes, 1 MB = 10^6 bytes)", unit -> tick(unit, "B"), Units::bytes, labels,
                List.of(new BarChart.Series("raw", RAW_COLOR), new BarChart.Series("gzip -6", GZIP_COLOR)),
                rows.toArray(new double[0][]));
        return new Chart("file-sizes", title, chart.toSvg());
    }

    private static String tick(double value, String unit) {
        return Ticks.compact(value, unit);
    }

    /** Every codec of the run its colour, in the run's order: the same in both latency charts. */
    static CodecColors colors(List<CodecResults> codecs) {
        return new CodecColors(codecs.stream().map(CodecResults::label).toList());
    }
}
