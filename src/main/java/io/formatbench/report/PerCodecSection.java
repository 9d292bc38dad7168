package io.formatbench.report;

import io.formatbench.codec.FormatOptions;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Latency;
import io.formatbench.results.Operation;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/** Every figure of every codec, write beside read: the tables the rest of the report draws on. */
final class PerCodecSection {

    private PerCodecSection() {}

    /**
     * The metrics this table places beside their details (a time beside each fork's, a percentile among
     * the others) or shows in its own way (a size to the byte); every other metric's row follows the
     * latency's, in the order of the declarations: where a new metric appears without a line here.
     */
    private static final Set<Metric> PLACED = Set.of(Metric.TIME, Metric.RECORDS_PER_S, Metric.MB_PER_S,
            Metric.RAW_MB_PER_S, Metric.LATENCY_P99, Metric.FILE_SIZE, Metric.GZIP_SIZE);

    static List<Block> of(RunResults run) {
        List<Block> blocks = new ArrayList<>();
        if (!run.hasFiles()) {
            return List.of();
        }
        blocks.add(new Heading(2, "Per codec"));
        for (CodecResults codec : run.codecs()) {
            String marks = (codec.failedVerification() ? ": FAILED VERIFICATION" : "")
                    + MachineMarks.suffix(codec.write(), codec.read());
            blocks.add(new Heading(3, codec.label() + marks));
            long records = codec.records();
            List<List<String>> rows = new ArrayList<>();
            // A write is its file, byte for byte, or read back (a codec of other bytes); a read, count and digest.
            row(rows, codec, "Verified", b -> !b.verified() ? "NO: FAILED VERIFICATION"
                    : b.key().operation() == Operation.READ ? "yes: count and digest"
                    : b.verifiedByReadingBack() ? "yes: read back (other bytes than the dataset)" : "yes: byte for byte");
            row(rows, codec, "Forks x (warm-ups + passes)", b -> String.format(Locale.ROOT, "%d x (%s + %d)",
                    b.forks().size(), b.warmupsMin() == b.warmupsMax() ? Integer.toString(b.warmupsMin())
                            : b.warmupsMin() + "-" + b.warmupsMax(), b.iterations()));
            row(rows, codec, "Forks whose warm-up did not settle", b -> Long.toString(
                    b.forks().stream().filter(fork -> !fork.steady()).count()));
            metricRow(rows, codec, Metric.TIME);
            row(rows, codec, "Each fork's time, by round", b -> b.forks().stream()
                    .map(fork -> Units.threeDigits(fork.meanMs())).collect(Collectors.joining(", ")));
            row(rows, codec, "Fastest / slowest pass", b -> Units.ms(b.minMs()) + " / " + Units.ms(b.maxMs()));
            metricRow(rows, codec, Metric.RECORDS_PER_S);
            metricRow(rows, codec, Metric.MB_PER_S);
            row(rows, codec, "Latency p50, " + ClockOverhead.LESS, b -> latency(b, Latency::p50));
            row(rows, codec, "Latency p90, " + ClockOverhead.LESS, b -> latency(b, Latency::p90));
            row(rows, codec, "Latency p99 (all forks), " + ClockOverhead.LESS, b -> latency(b, Latency::p99));
            metricRow(rows, codec, Metric.LATENCY_P99);
            row(rows, codec, "Latency p99.9, " + ClockOverhead.LESS, b -> latency(b, Latency::p999));
            row(rows, codec, "Latency max (measured)", b -> b.latencyNs() == null ? Units.NOT_AVAILABLE
                    : Units.ns(b.latencyNs().max()));
            row(rows, codec, "Latency timing overhead (per record)", b -> Units.ns(ClockOverhead.of(b)));
            for (Metric metric : run.metrics()) {
                if (!PLACED.contains(metric)) {
                    metricRow(rows, codec, metric);
                }
            }
            row(rows, codec, "GC count, time (all measured passes)",
                    b -> Units.count(b.gcCount()) + ", " + Units.ms(b.gcMs()));
            row(rows, codec, "Fork CPU while the clock ran, per pass time (cores)", PerCodecSection::cpuPerWall);
            row(rows, codec, "Other processes' CPU (cores over a fork's life)", b -> OtherProcesses.figures(b,
                    run.sittingOf(b)) + (b.machineBusy() ? ": " + MachineMarks.BUSY : ""));
            row(rows, codec, "Speed canary (mean, variation)", b -> MachineSpeed.figures(b.canaryMeanMs(), b.canaryCv())
                    + (b.machineUnsteady() ? ": " + MachineMarks.UNSTEADY : ""));
            row(rows, codec, "File size", b -> Units.bytesExact(b.fileBytes()));
            FormatOptions options = codec.key().formatOptions();
            for (FormatOptions.Key<?> option : options.keys()) {
                // Inside the file, apart from the tool's compression: the file size above is with it.
                row(rows, codec, option.words().title(), b -> options.get(option).description());
            }
            if (codec.compression().compressed()) {
                row(rows, codec, "File size uncompressed", b -> Units.bytesExact(b.rawFileBytes()));
                metricRow(rows, codec, Metric.RAW_MB_PER_S);
            }
            row(rows, codec, "Bytes per record", b -> records > 0 ? Units.bytes((double) b.fileBytes() / records)
                    : Units.NOT_AVAILABLE);
            row(rows, codec, "Gzip size (-6)", b -> Units.bytesExact(b.gzipBytes()));
            if (run.benchmarks().stream().anyMatch(b -> b.skippedFields() > 0)) {
                row(rows, codec, "Unknown fields skipped (per pass)", b -> Units.count(b.skippedFields()));
            }
            blocks.add(new Table(List.of("Metric", "write", "read"), rows, List.of(false, true, true)));
        }
        return blocks;
    }

    /**
     * The fork's CPU time while a pass's clock ran (every thread: a write's chunk generation, with the
     * clock stopped, is not in it) over the pass's time: above 1 when the JIT or the GC ran beside the
     * benchmark thread.
     */
    private static String cpuPerWall(BenchmarkResult benchmark) {
        List<Double> ratios = new ArrayList<>();
        for (ForkResult fork : benchmark.forks()) {
            for (int i = 0; i < fork.cpuMs().size() && i < fork.iterationMs().size(); i++) {
                ratios.add(fork.cpuMs().get(i) / fork.iterationMs().get(i));
            }
        }
        return ratios.isEmpty() ? Units.NOT_AVAILABLE : String.format(Locale.ROOT, "%.2f", Statistics.mean(ratios));
    }

    /** A metric's figure over the forks, with its interval, as its declaration reads and writes it. */
    private static void metricRow(List<List<String>> rows, CodecResults codec, Metric metric) {
        row(rows, codec, metric.label(), b -> Units.estimate(metric.estimate(b, codec.records()), metric.unit()));
    }

    private static void row(List<List<String>> rows, CodecResults codec, String metric,
            Function<BenchmarkResult, String> cell) {
        rows.add(List.of(metric, cellOf(codec.write(), cell), cellOf(codec.read(), cell)));
    }

    /** A codec's cell for an operation it may not have measured. */
    static String cellOf(BenchmarkResult benchmark, Function<BenchmarkResult, String> cell) {
        return benchmark == null ? "not measured" : cell.apply(benchmark);
    }

    /** A percentile less the clock's overhead, with what was measured beside it. */
    private static String latency(BenchmarkResult benchmark, ToLongFunction<Latency> pick) {
        return benchmark.latencyNs() == null ? Units.NOT_AVAILABLE
                : ClockOverhead.withMeasured(benchmark, pick.applyAsLong(benchmark.latencyNs()));
    }
}
