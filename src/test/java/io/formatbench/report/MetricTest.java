package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Estimate;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Operation;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The metrics' declarations, and the tables and charts drawn from them. */
class MetricTest {

    /**
     * Where the results file keeps a metric's estimate, it must be the forks' own figures summarized:
     * else a table's figure (the estimate) and the head-to-head's verdict (the forks) would disagree.
     */
    @Test
    void aStoredEstimateIsItsForksFiguresOverTheForks() {
        int checked = 0;
        for (CodecResults codec : compressedAndNot().codecs()) {
            for (BenchmarkResult benchmark : Stream.of(codec.write(), codec.read()).filter(Objects::nonNull).toList()) {
                for (Metric metric : Metric.TOOL) {
                    if (metric.isExact()) {
                        continue;
                    }
                    List<Double> perFork = new ArrayList<>();
                    for (ForkResult fork : benchmark.forks()) {
                        perFork.add(metric.of(fork, benchmark, codec.records()));
                    }
                    Estimate fromForks = Statistics.overForks(perFork);
                    Estimate estimate = metric.estimate(benchmark, codec.records());
                    assertEquals(fromForks.mean(), estimate.mean(), Math.abs(fromForks.mean()) * 1e-9,
                            metric + " of " + benchmark.key().label());
                    assertEquals(fromForks.forks(), estimate.forks(), metric + " of " + benchmark.key().label());
                    checked++;
                }
            }
        }
        assertTrue(checked >= 4 * 8, "every measured metric of both operations of several codecs: " + checked);
    }

    @Test
    void theHeadToHeadHasARowPerOperationOfEveryMetricThatDeclaresOneInTheirOrder() {
        List<String> labels = HeadToHeadMetric.values().stream().map(HeadToHeadMetric::label).toList();

        assertEquals(List.of("Write time", "Read time", "Write + read time", "Write throughput (records/s)",
                "Read throughput (records/s)", "Write throughput (MB/s of its own file)",
                "Read throughput (MB/s of its own file)", "Write throughput (MB/s of its records' raw bytes)",
                "Read throughput (MB/s of its records' raw bytes)",
                "Write latency per record, p99, " + ClockOverhead.LESS,
                "Read latency per record, p99, " + ClockOverhead.LESS, "Allocation per record, write",
                "Allocation per record, read", "Peak heap used, write (includes the generated records it holds)",
                "Peak heap used, read", "File size", "File size, gzip -6"), labels);
        assertTrue(HeadToHeadMetric.values().stream().noneMatch(row -> row.metric() == Metric.LIVE_HEAP),
                "a metric without head-to-head rows declares none");
        assertEquals(List.of(Operation.WRITE, Operation.READ), HeadToHeadMetric.TOTAL_TIME.operations());
        assertEquals(List.of(), HeadToHeadMetric.FILE_SIZE.operations(), "a size is of no operation");
    }

    @Test
    void theSummaryAcrossSchemasHasTheColumnsItsMetricsDeclare() {
        assertEquals(List.of(HeadToHeadMetric.WRITE_TIME, HeadToHeadMetric.READ_TIME, HeadToHeadMetric.WRITE_ALLOC,
                HeadToHeadMetric.READ_ALLOC, HeadToHeadMetric.FILE_SIZE, HeadToHeadMetric.GZIP_SIZE),
                SchemaSummary.METRICS, "no write + read total: a verdict per operation");
        assertEquals(List.of(HeadToHeadMetric.WRITE_RECORDS, HeadToHeadMetric.WRITE_MB, HeadToHeadMetric.READ_RECORDS,
                HeadToHeadMetric.READ_MB), SchemaSummary.THROUGHPUTS, "the write's figures before the read's");
    }

    @Test
    void everyMetricWithBarsHasItsChartInDeclarationOrderAndTheCompressedOnesOnlyWhenCompressed() {
        List<String> plain = ReportCharts.of(SampleRuns.both()).stream().map(ReportCharts.Chart::id).toList();
        List<String> compressed = ReportCharts.of(compressedAndNot()).stream().map(ReportCharts.Chart::id).toList();

        assertEquals(List.of("throughput-records", "throughput-mb", "latency-write", "latency-read", "allocation",
                "file-sizes"), plain);
        assertEquals(List.of("throughput-records", "throughput-mb", "throughput-raw-mb", "latency-write",
                "latency-read", "allocation", "file-sizes"), compressed);
    }

    @Test
    void thePerCodecTableShowsEveryMetricItDoesNotPlaceAfterTheLatencyInDeclarationOrder() {
        String report = ReportFormats.markdown().render(SampleRuns.both());

        int overhead = report.indexOf("| Latency timing overhead (per record) |");
        int allocation = report.indexOf("| " + Metric.ALLOCATION.label() + " |");
        int peak = report.indexOf("| " + Metric.PEAK_HEAP.label() + " |");
        int live = report.indexOf("| " + Metric.LIVE_HEAP.label() + " |");
        assertTrue(overhead > 0 && overhead < allocation && allocation < peak && peak < live, report);
    }

    @Test
    void theComparisonOfTwoRunsShowsTheMetricsFiguresAndTheRawRateOnlyOfACompressedFile() {
        String plain = ComparisonReport.render(RunComparison.of(SampleRuns.both(), SampleRuns.both()));
        String compressed = ComparisonReport.render(RunComparison.of(compressedAndNot(), compressedAndNot()));

        assertTrue(plain.contains("| " + Metric.LIVE_HEAP.label() + " | 2.40 MB | 2.40 MB | +0.0% |"), plain);
        assertTrue(plain.contains("| " + Metric.PEAK_HEAP.label() + " |"), plain);
        assertFalse(plain.contains(Metric.RAW_MB_PER_S.label()), "uncompressed, it repeats the MB/s: " + plain);
        int mb = compressed.indexOf("| " + Metric.MB_PER_S.label() + " |");
        int raw = compressed.indexOf("| " + Metric.RAW_MB_PER_S.label() + " |");
        assertTrue(mb > 0 && raw > mb && raw < compressed.indexOf("| Latency p50"), compressed);
    }

    /** The sample run with its files compressed: the metrics of a compressed file too. */
    private static RunResults compressedAndNot() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.replaceAll(b -> SampleRuns.compressed(b, Compression.GZIP, 3.0, 1.4));
        return RunResults.of(SampleRuns.run("compressed", List.of(Format.JSON, Format.PROTOBUF), benchmarks));
    }
}
