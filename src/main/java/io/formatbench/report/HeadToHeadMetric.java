package io.formatbench.report;

import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The rows of the report's opening tables, each with how it is read from a codec's results, how it
 * is written, which way is better and how the difference is put into words.
 */
public enum HeadToHeadMetric {
    WRITE_TIME("Write time (median)", Better.LOWER, Wording.SPEED, Units::ms,
            codec -> median(codec.write()), codec -> meanWithCi(codec.write())),
    READ_TIME("Read time (median)", Better.LOWER, Wording.SPEED, Units::ms,
            codec -> median(codec.read()), codec -> meanWithCi(codec.read())),
    TOTAL_TIME("Write + read time (median)", Better.LOWER, Wording.SPEED, Units::ms,
            codec -> median(codec.write()) + median(codec.read()),
            codec -> meanWithCi(codec.write()).plus(meanWithCi(codec.read()))),
    WRITE_RECORDS("Write throughput (records/s)", Better.HIGHER, Wording.SPEED, Units::recordsPerS,
            codec -> codec.write() == null ? Double.NaN : codec.write().recordsPerS(),
            codec -> rate(codec.write(), BenchmarkResult::recordsPerS)),
    READ_RECORDS("Read throughput (records/s)", Better.HIGHER, Wording.SPEED, Units::recordsPerS,
            codec -> codec.read() == null ? Double.NaN : codec.read().recordsPerS(),
            codec -> rate(codec.read(), BenchmarkResult::recordsPerS)),
    WRITE_MB("Write throughput (MB/s of its own file)", Better.HIGHER, Wording.RATE, Units::mbPerS,
            codec -> codec.write() == null ? Double.NaN : codec.write().mbPerS(),
            codec -> rate(codec.write(), BenchmarkResult::mbPerS)),
    READ_MB("Read throughput (MB/s of its own file)", Better.HIGHER, Wording.RATE, Units::mbPerS,
            codec -> codec.read() == null ? Double.NaN : codec.read().mbPerS(),
            codec -> rate(codec.read(), BenchmarkResult::mbPerS)),
    WRITE_P99("Write latency per record, p99", Better.LOWER, Wording.SPEED, Units::ns,
            codec -> p99(codec.write()), codec -> Estimate.MISSING),
    READ_P99("Read latency per record, p99", Better.LOWER, Wording.SPEED, Units::ns,
            codec -> p99(codec.read()), codec -> Estimate.MISSING),
    WRITE_ALLOC("Allocation per record, write", Better.LOWER, Wording.AMOUNT, Units::bytes,
            codec -> codec.write() == null ? Double.NaN : codec.write().allocBytesPerRecord(), codec -> Estimate.MISSING),
    READ_ALLOC("Allocation per record, read", Better.LOWER, Wording.AMOUNT, Units::bytes,
            codec -> codec.read() == null ? Double.NaN : codec.read().allocBytesPerRecord(), codec -> Estimate.MISSING),
    WRITE_PEAK_HEAP("Peak heap used, write", Better.LOWER, Wording.AMOUNT, Units::bytes,
            codec -> codec.write() == null ? Double.NaN : codec.write().peakHeapBytes(), codec -> Estimate.MISSING),
    READ_PEAK_HEAP("Peak heap used, read", Better.LOWER, Wording.AMOUNT, Units::bytes,
            codec -> codec.read() == null ? Double.NaN : codec.read().peakHeapBytes(), codec -> Estimate.MISSING),
    FILE_SIZE("File size", Better.LOWER, Wording.SIZE, Units::bytes,
            codec -> codec.sizeSource() == null ? Double.NaN : codec.sizeSource().fileBytes(), codec -> Estimate.MISSING),
    GZIP_SIZE("File size, gzip -6", Better.LOWER, Wording.SIZE, Units::bytes,
            codec -> codec.sizeSource() == null ? Double.NaN : codec.sizeSource().gzipBytes(), codec -> Estimate.MISSING);

    /** The words for "protobuf is better / worse" on a row. */
    public enum Wording {
        SPEED("faster", "slower"),
        /** A rate that is not a speed: MB/s of a smaller file is lower without being slower. */
        RATE("higher", "lower"),
        SIZE("smaller", "larger"),
        AMOUNT("less", "more");

        final String better;
        final String worse;

        Wording(String better, String worse) {
            this.better = better;
            this.worse = worse;
        }
    }

    private final String label;
    private final Better better;
    private final Wording wording;
    private final DoubleFunction<String> format;
    private final ToDoubleFunction<CodecResults> value;
    private final Function<CodecResults, Estimate> noise;

    HeadToHeadMetric(String label, Better better, Wording wording, DoubleFunction<String> format,
            ToDoubleFunction<CodecResults> value, Function<CodecResults, Estimate> noise) {
        this.label = label;
        this.better = better;
        this.wording = wording;
        this.format = format;
        this.value = value;
        this.noise = noise;
    }

    public String label() {
        return label;
    }

    public Better better() {
        return better;
    }

    public Wording wording() {
        return wording;
    }

    /** The figure shown, NaN when the codec lacks the operation. */
    public double value(CodecResults codec) {
        return value.applyAsDouble(codec);
    }

    /** The timing behind the figure with its confidence interval, for the noise rule; MISSING if untimed. */
    public Estimate noise(CodecResults codec) {
        return noise.apply(codec);
    }

    public String format(double figure) {
        return format.apply(figure);
    }

    private static double median(BenchmarkResult benchmark) {
        return benchmark == null ? Double.NaN : benchmark.medianMs();
    }

    private static double p99(BenchmarkResult benchmark) {
        return benchmark == null || benchmark.latencyNs() == null ? Double.NaN : benchmark.latencyNs().p99();
    }

    /**
     * A rate with the interval of the mean time carried over exactly: a rate is work / time, so the
     * time interval [m - c, m + c] maps to [work / (m + c), work / (m - c)], which is not symmetric.
     * The estimate spans that interval (and is open-ended when the interval reaches zero time), so
     * that a rate row and its time row always agree on what is noise.
     */
    private static Estimate rate(BenchmarkResult benchmark, ToDoubleFunction<BenchmarkResult> rateAtMedian) {
        if (benchmark == null) {
            return Estimate.MISSING;
        }
        double work = rateAtMedian.applyAsDouble(benchmark) * benchmark.medianMs();
        double mean = benchmark.meanMs();
        double ci = benchmark.ci999Ms();
        if (!Double.isFinite(ci)) {
            return Estimate.exact(work / mean);
        }
        double low = work / (mean + ci);
        // An interval that reaches zero time has no upper rate: a billion times the lower one stands in
        // (not a huge constant, whose sum with the lower end would round it away).
        double high = ci < mean ? work / (mean - ci) : low * 1e9;
        return new Estimate((low + high) / 2, (high - low) / 2);
    }

    static Estimate meanWithCi(BenchmarkResult benchmark) {
        return benchmark == null ? Estimate.MISSING : new Estimate(benchmark.meanMs(), benchmark.ci999Ms());
    }
}
