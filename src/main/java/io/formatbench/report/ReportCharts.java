package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.report.chart.BarChart;
import io.formatbench.report.chart.PercentileChart;
import io.formatbench.report.chart.Ticks;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;

/** Which charts the HTML report shows for a run, and from which figures; the chart classes only draw. */
public final class ReportCharts {

    /** One chart of the page: an id for links and tests, and the SVG. */
    public record Chart(String id, String title, String svg) {}

    static final String WRITE_COLOR = "#4c78a8";
    static final String READ_COLOR = "#f58518";
    static final String RAW_COLOR = "#54a24b";
    static final String GZIP_COLOR = "#b279a2";
    static final String JSON_COLOR = "#e45756";
    static final String PROTOBUF_COLOR = "#2a9d8f";
    static final String OTHER_COLOR = "#777777";
    /** Idiomatic codecs are drawn dashed, tuned ones solid. */
    static final String IDIOMATIC_DASH = "8 4";

    private static final List<BarChart.Series> WRITE_READ = List.of(
            new BarChart.Series("write", WRITE_COLOR), new BarChart.Series("read", READ_COLOR));

    private ReportCharts() {}

    public static List<Chart> of(RunResults run) {
        List<CodecResults> codecs = run.codecs();
        List<Chart> charts = new ArrayList<>();
        charts.add(bars("throughput-records", "Throughput per codec (records/s, higher is better)",
                "Records written or read per second at the median iteration time.", "records per second",
                unit -> tick(unit, ""), Units::recordsPerS, codecs, BenchmarkResult::recordsPerS));
        charts.add(bars("throughput-mb", "Throughput per codec (MB/s of its own file, higher is better)",
                "A bigger file moves more megabytes for the same records: compare records/s for the formats.",
                "megabytes (10^6 bytes) per second", unit -> tick(unit, ""), Units::mbPerS, codecs, BenchmarkResult::mbPerS));
        for (String operation : List.of(CodecResults.WRITE, CodecResults.READ)) {
            charts.add(latency(operation, codecs));
        }
        charts.add(bars("allocation", "Allocation per record (bytes, lower is better)",
                "Bytes allocated by the benchmark thread per record, median over the measured iterations.",
                "bytes allocated per record", unit -> tick(unit, "B"), Units::bytes, codecs,
                BenchmarkResult::allocBytesPerRecord));
        charts.add(fileSizes(run));
        return charts;
    }

    private static Chart bars(String id, String title, String subtitle, String axis,
            DoubleFunction<String> tick, DoubleFunction<String> value,
            List<CodecResults> codecs, ToDoubleFunction<BenchmarkResult> figure) {
        double[][] values = new double[codecs.size()][2];
        List<BarChart.Category> labels = new ArrayList<>();
        for (int i = 0; i < codecs.size(); i++) {
            CodecResults codec = codecs.get(i);
            labels.add(new BarChart.Category(codec.codec(), codec.format() + ", " + codec.style(),
                    codec.failedVerification() ? "FAILED VERIFICATION" : null));
            values[i][0] = codec.write() == null ? Double.NaN : figure.applyAsDouble(codec.write());
            values[i][1] = codec.read() == null ? Double.NaN : figure.applyAsDouble(codec.read());
        }
        BarChart chart = new BarChart(title, subtitle, axis, tick, value, labels, WRITE_READ, values);
        return new Chart(id, title, chart.toSvg());
    }

    private static Chart latency(String operation, List<CodecResults> codecs) {
        List<PercentileChart.Curve> curves = new ArrayList<>();
        for (CodecResults codec : codecs) {
            BenchmarkResult benchmark = codec.operation(operation);
            if (benchmark == null || benchmark.latencyPercentiles() == null || benchmark.latencyPercentiles().isEmpty()) {
                continue;
            }
            List<BenchmarkResult.PercentilePoint> points = benchmark.latencyPercentiles();
            double[] percentiles = new double[points.size()];
            long[] values = new long[points.size()];
            for (int i = 0; i < points.size(); i++) {
                percentiles[i] = points.get(i).percentile();
                values[i] = points.get(i).valueNs();
            }
            String name = codec.label() + (benchmark.verified() ? "" : " FAILED VERIFICATION");
            curves.add(new PercentileChart.Curve(name, color(codec.format()),
                    "idiomatic".equals(codec.style()) ? IDIOMATIC_DASH : null, percentiles, values));
        }
        String title = "Latency per record, " + operation + " (lower is better)";
        String subtitle = curves.isEmpty() ? "No latency distribution in this run's results."
                : "HdrHistogram percentile distribution from the latency pass; dashed: idiomatic, solid: tuned.";
        return new Chart("latency-" + operation, title, new PercentileChart(title, subtitle, curves).toSvg());
    }

    private static Chart fileSizes(RunResults run) {
        List<BarChart.Category> labels = new ArrayList<>();
        List<String> formats = new ArrayList<>();
        List<double[]> rows = new ArrayList<>();
        for (CodecResults codec : run.codecs()) {
            BenchmarkResult source = codec.sizeSource();
            if (source == null || formats.contains(codec.format())) {
                continue;
            }
            formats.add(codec.format());
            labels.add(new BarChart.Category(codec.format(), "dataset file", null));
            rows.add(new double[] {source.fileBytes(), source.gzipBytes()});
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

    private static String color(String format) {
        if (Format.JSON.id().equals(format)) {
            return JSON_COLOR;
        }
        return Format.PROTOBUF.id().equals(format) ? PROTOBUF_COLOR : OTHER_COLOR;
    }
}
