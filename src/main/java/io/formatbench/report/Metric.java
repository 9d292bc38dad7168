package io.formatbench.report;

import io.formatbench.metric.BetterWhen;
import io.formatbench.metric.FigureUnit;
import io.formatbench.metric.MetricDeclaration;
import io.formatbench.metric.MetricDeclarations;
import io.formatbench.metric.Wording;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Estimate;
import io.formatbench.results.ForkResult;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * Every metric the report sets codecs apart by, declared once: how a fork's figure is read (the
 * probe's figure, as the fork recorded it), how it is summarized over the forks, its unit, which way
 * is better, how a difference is put into words, and where it is shown. The head-to-head's rows, the
 * per-codec tables' figures, the summary across schemas' columns, the comparison of two runs' figures
 * and the bar charts are drawn from a run's metrics ({@link RunResults#metrics()}): the fixed ones
 * below, then the declared ones ({@link io.formatbench.metric.MetricDeclaration}, made one of these by
 * {@link #declared}). A new metric is its probe and a declaration; the fixed ones predate declarations.
 *
 * <p>Order is the order of the head-to-head's rows, of the per-codec table's figures that the table
 * does not place beside their details ({@link PerCodecSection}), and of the bar charts.
 */
public final class Metric {

    public static final Metric TIME = new Metric("TIME", measured("Time (± 99.9% CI over forks)",
            (fork, benchmark, records) -> fork.meanMs(), Units::ms, BetterWhen.LOWER, Wording.SPEED)
            .stored(BenchmarkResult::timeMs)
            .watched()
            .inSummary(Summary.VERDICT)
            .headToHead("Write time", "Read time", "Write + read time"));
    public static final Metric RECORDS_PER_S = new Metric("RECORDS_PER_S", measured("Throughput (records/s)",
            (fork, benchmark, records) -> fork.recordsPerS(records), Units::recordsPerS, BetterWhen.HIGHER,
            Wording.SPEED)
            .stored(BenchmarkResult::recordsPerS)
            .watched()
            .inSummary(Summary.FIGURES)
            .headToHead("Write throughput (records/s)", "Read throughput (records/s)", null)
            .bars(new Bars("throughput-records", "Throughput per codec (records/s, higher is better)",
                    "Mean over forks; dots: each fork, whiskers: 99.9% interval.", "records per second", "")));
    public static final Metric MB_PER_S = new Metric("MB_PER_S", measured("Throughput (MB/s)",
            (fork, benchmark, records) -> fork.mbPerS(benchmark.fileBytes()), Units::mbPerS, BetterWhen.HIGHER,
            Wording.RATE)
            .stored(BenchmarkResult::mbPerS)
            .watched()
            .inSummary(Summary.FIGURES)
            .headToHead("Write throughput (MB/s of its own file)", "Read throughput (MB/s of its own file)", null)
            .bars(new Bars("throughput-mb", "Throughput per codec (MB/s of its own file, higher is better)",
                    "A bigger file moves more megabytes for the same records: compare records/s for the formats."
                            + " Dots: each fork.", "megabytes (10^6 bytes) per second", "")));
    // Of a compressed file, also of its records' raw bytes: what the codec and the decompressor move.
    public static final Metric RAW_MB_PER_S = new Metric("RAW_MB_PER_S", measured("Throughput (MB/s uncompressed)",
            (fork, benchmark, records) -> fork.mbPerS(benchmark.rawFileBytes()), Units::mbPerS, BetterWhen.HIGHER,
            Wording.RATE)
            .stored(BenchmarkResult::rawMbPerS)
            .watched()
            .onlyWhenCompressed()
            .headToHead("Write throughput (MB/s of its records' raw bytes)",
                    "Read throughput (MB/s of its records' raw bytes)", null)
            .bars(new Bars("throughput-raw-mb", "Throughput per codec (MB/s of its records' raw bytes, higher is"
                    + " better)", "Of the file uncompressed: what the codec and the (de)compressor move."
                    + " Dots: each fork.", "megabytes (10^6 bytes) per second", "")));
    // Each fork's p99 less what timing a record cost it (the stored latency_p99_ns includes that cost).
    public static final Metric LATENCY_P99 = new Metric("LATENCY_P99", measured(
            "Latency p99 (± CI over forks), " + ClockOverhead.LESS,
            (fork, benchmark, records) -> fork.latencyNs() == null ? Double.NaN
                    : ClockOverhead.net(fork, fork.latencyNs().p99()), Units::ns, BetterWhen.LOWER, Wording.SPEED)
            .drawnAsDistribution()
            .headToHead("Write latency per record, p99, " + ClockOverhead.LESS,
                    "Read latency per record, p99, " + ClockOverhead.LESS, null));
    public static final Metric ALLOCATION = new Metric("ALLOCATION", measured("Allocation per record",
            (fork, benchmark, records) -> fork.allocBytesPerRecord(), Units::bytes, BetterWhen.LOWER, Wording.AMOUNT)
            .stored(BenchmarkResult::allocBytesPerRecord)
            .perRecordAmount()
            .inSummary(Summary.VERDICT)
            .headToHead("Allocation per record, write", "Allocation per record, read", null)
            .bars(new Bars("allocation", "Allocation per record (bytes, lower is better)",
                    "Bytes allocated by the benchmark thread per record; dots: each fork, whiskers: 99.9% interval.",
                    "bytes allocated per record", "B")));
    // A write's peak counts the generated records it holds while writing them (a quarter of the heap at
    // most, see bench.ChunkedRecords): not the codec alone.
    public static final Metric PEAK_HEAP = new Metric("PEAK_HEAP", measured(
            "Peak heap used (a write's includes the generated records it holds)",
            (fork, benchmark, records) -> fork.peakHeapBytes(), Units::bytes, BetterWhen.LOWER, Wording.AMOUNT)
            .stored(BenchmarkResult::peakHeapBytes)
            .headToHead("Peak heap used, write (includes the generated records it holds)", "Peak heap used, read",
                    null));
    public static final Metric LIVE_HEAP = new Metric("LIVE_HEAP", measured("Live heap after full GC",
            (fork, benchmark, records) -> fork.liveHeapAfterBytes(), Units::bytes, BetterWhen.LOWER, Wording.AMOUNT)
            .stored(BenchmarkResult::liveHeapAfterBytes));
    public static final Metric FILE_SIZE = new Metric("FILE_SIZE", exact("File size", BenchmarkResult::fileBytes,
            Units::bytes, BetterWhen.LOWER, Wording.SIZE)
            .inSummary(Summary.VERDICT));
    public static final Metric GZIP_SIZE = new Metric("GZIP_SIZE", exact("File size, gzip -6",
            b -> b.gzipBytes() < 0 ? Double.NaN : b.gzipBytes(), Units::bytes, BetterWhen.LOWER, Wording.SIZE)
            .inSummary(Summary.VERDICT));

    /** The fixed metrics, in their order: every run has them, files from before declarations too. */
    private static final List<Metric> FIXED = List.of(TIME, RECORDS_PER_S, MB_PER_S, RAW_MB_PER_S, LATENCY_P99,
            ALLOCATION, PEAK_HEAP, LIVE_HEAP, FILE_SIZE, GZIP_SIZE);

    /** The fixed metrics, then the tool's declared ones ({@link MetricDeclarations#TOOL}). */
    static final List<Metric> TOOL = withDeclared(MetricDeclarations.TOOL);

    /** How the summary across schemas ({@link SchemaSummary}) shows a metric's head-to-head rows of one operation. */
    enum Summary {
        NONE,
        /** A column per row: the winner, and the format's figure against the baseline's. */
        VERDICT,
        /** A column per row beside those: the two figures, no winner. */
        FIGURES
    }

    /** A fork's figure; {@code records} is the dataset's, {@code benchmark} the fork's own. */
    public interface PerFork {
        double of(ForkResult fork, BenchmarkResult benchmark, long records);
    }

    /**
     * The bar chart of a metric, write beside read for each codec.
     *
     * @param tickSuffix what follows a scaled number on the axis ("B" for bytes)
     */
    public record Bars(String id, String title, String subtitle, String axis, String tickSuffix) {}

    /**
     * The head-to-head's rows of a metric: one for each operation, and one for both together where a
     * round's write and read add up (null where they do not). An exact metric has one row, {@code both}.
     */
    record HeadToHeadLabels(String write, String read, String both) {}

    /** The constant's name for a fixed metric, the declared name for a declared one: for messages. */
    private final String name;
    /** The name its forks' figures have in the results file, for a declared metric; null for a fixed one. */
    private final String declaredName;
    private final String label;
    private final PerFork perFork;
    private final Function<BenchmarkResult, Estimate> stored;
    private final ToDoubleFunction<BenchmarkResult> exact;
    private final DoubleFunction<String> unit;
    private final BetterWhen betterWhen;
    private final Wording wording;
    private final boolean watched;
    private final boolean perRecordAmount;
    private final boolean onlyWhenCompressed;
    private final HeadToHeadLabels headToHead;
    private final Bars bars;
    private final boolean drawnAsDistribution;
    private final Summary summary;

    private Metric(String name, MetricTraits declaration) {
        this(name, null, declaration);
    }

    private Metric(String name, String declaredName, MetricTraits declaration) {
        this.name = name;
        this.declaredName = declaredName;
        this.label = declaration.label;
        this.perFork = declaration.perFork;
        this.stored = declaration.stored;
        this.exact = declaration.exact;
        this.unit = declaration.unit;
        this.betterWhen = declaration.betterWhen;
        this.wording = declaration.wording;
        this.watched = declaration.watched;
        this.perRecordAmount = declaration.perRecordAmount;
        this.onlyWhenCompressed = declaration.onlyWhenCompressed;
        this.headToHead = declaration.headToHead;
        this.bars = declaration.bars;
        this.drawnAsDistribution = declaration.drawnAsDistribution;
        this.summary = declaration.summary;
    }

    /** The fixed metrics, then {@code declared}'s, each made a metric of the report as {@link #declared} says. */
    public static List<Metric> withDeclared(MetricDeclarations declared) {
        List<Metric> all = new ArrayList<>(FIXED);
        declared.all().forEach(declaration -> all.add(declared(declaration)));
        return List.copyOf(all);
    }

    /**
     * A declared metric as the report shows it: each fork's figure as the results file keeps it under
     * its name, over the forks by the mean and its interval (never stored: the forks' figures are read),
     * in its unit, with the rows and chart it declares; no column in the summary across schemas, and it
     * does not decide when the rounds stop.
     */
    static Metric declared(MetricDeclaration declaration) {
        String name = declaration.name();
        MetricTraits shown = measured(declaration.label(), (fork, benchmark, records) -> fork.declaredFigure(name),
                unitOf(declaration.unit()), declaration.betterWhen(), declaration.wording());
        if (declaration.dividedByRecords() && declaration.unit() == FigureUnit.BYTES) {
            shown.perRecordAmount();
        }
        if (declaration.writeRow() != null || declaration.readRow() != null) {
            shown.headToHead(declaration.writeRow(), declaration.readRow(), null);
        }
        MetricDeclaration.Chart chart = declaration.chart();
        if (chart != null) {
            shown.bars(new Bars("metric-" + name.replace('_', '-'), chart.title(), chart.subtitle(), chart.axis(),
                    declaration.unit() == FigureUnit.BYTES ? "B" : ""));
        }
        return new Metric(name, name, shown);
    }

    private static DoubleFunction<String> unitOf(FigureUnit unit) {
        return switch (unit) {
            case BYTES -> Units::bytes;
            case NANOSECONDS -> Units::ns;
            case MILLISECONDS -> Units::ms;
            case COUNT -> count -> Double.isFinite(count) ? Units.threeDigits(count) : Units.NOT_AVAILABLE;
        };
    }

    /** Whether a run has this metric: a fixed one always, a declared one where a fork kept its figure. */
    boolean isIn(List<BenchmarkResult> benchmarks) {
        return declaredName == null || benchmarks.stream().flatMap(benchmark -> benchmark.forks().stream())
                .anyMatch(fork -> fork.declaredFigures().containsKey(declaredName));
    }

    @Override
    public String toString() {
        return name;
    }

    /** What the per-codec table calls it. */
    public String label() {
        return label;
    }

    public BetterWhen betterWhen() {
        return betterWhen;
    }

    public Wording wording() {
        return wording;
    }

    /** The figure in its unit, as every table shows it. */
    public String format(double figure) {
        return unit.apply(figure);
    }

    DoubleFunction<String> unit() {
        return unit;
    }

    /** Whether the figure is exact (a size) rather than measured fork by fork. */
    public boolean isExact() {
        return exact != null;
    }

    /**
     * Whether the figure is the forks' times, or a rate of them: the figures the rounds watched to decide
     * when to stop, whose intervals must keep their promise however many rounds were looked at.
     */
    boolean isWatched() {
        return watched;
    }

    /** Whether the figure is bytes per record, which near zero is said as a difference, not a ratio. */
    boolean isPerRecordAmount() {
        return perRecordAmount;
    }

    /** Whether the metric says something only of a compressed file (of an uncompressed one it repeats another). */
    public boolean onlyWhenCompressed() {
        return onlyWhenCompressed;
    }

    /** Its rows in the head-to-head, or null for none. */
    HeadToHeadLabels headToHead() {
        return headToHead;
    }

    /** Its bar chart, or null for none. */
    Bars bars() {
        return bars;
    }

    /**
     * Whether its charts are the latency distributions, one per operation, at its place among the bar
     * charts: a percentile's bars would hide the rest of the tail.
     */
    boolean drawnAsDistribution() {
        return drawnAsDistribution;
    }

    /** How the summary across schemas shows it. */
    Summary summary() {
        return summary;
    }

    /** A fork's figure: NaN for an exact metric. */
    double of(ForkResult fork, BenchmarkResult benchmark, long records) {
        return perFork == null ? Double.NaN : perFork.of(fork, benchmark, records);
    }

    /**
     * The figure over the benchmark's forks: as the results file stored it where it did, else from the
     * forks' own figures; missing for an exact metric.
     */
    Estimate estimate(BenchmarkResult benchmark, long records) {
        if (stored != null) {
            return stored.apply(benchmark);
        }
        if (perFork == null) {
            return Estimate.MISSING;
        }
        return Statistics.overForks(List.copyOf(
                ForkFigures.byRound(benchmark, fork -> perFork.of(fork, benchmark, records)).values()));
    }

    /** The exact figure of a benchmark's file, or NaN for a measured metric. */
    double exact(BenchmarkResult benchmark) {
        return exact == null || benchmark == null ? Double.NaN : exact.applyAsDouble(benchmark);
    }

    private static MetricTraits measured(String label, PerFork perFork, DoubleFunction<String> unit,
            BetterWhen betterWhen, Wording wording) {
        return new MetricTraits(label, perFork, null, unit, betterWhen, wording);
    }

    /** A figure without noise, such as a file size: one row in the head-to-head, for no operation. */
    private static MetricTraits exact(String label, ToDoubleFunction<BenchmarkResult> exact,
            DoubleFunction<String> unit, BetterWhen betterWhen, Wording wording) {
        return new MetricTraits(label, null, exact, unit, betterWhen, wording).headToHead(null, null, label);
    }
}
