package io.formatbench.results;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Latency histograms as results keep them: whole, in HdrHistogram's compressed form, base64. The
 * percentiles a results file shows are read from these, so that histograms of the same benchmark
 * (its forks, or several runs of it) can be merged and their percentiles read again, which
 * percentiles alone cannot be.
 */
public final class LatencyHistograms {

    /** Points per halving of the remaining percentile range: HdrHistogram's usual resolution for plots. */
    private static final int TICKS_PER_HALF_DISTANCE = 5;

    private LatencyHistograms() {}

    /** The histogram in HdrHistogram's compressed form, base64: how forks hand it to the parent and results keep it. */
    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    public static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (DataFormatException | RuntimeException e) {
            // Bad base64, a short buffer, a wrong cookie: HdrHistogram says each its own way.
            throw new IllegalArgumentException("not an encoded HdrHistogram", e);
        }
    }

    /**
     * Every recorded value of the given histograms in one: the forks of a benchmark, or the same
     * benchmark of several runs. Nulls (forks without a latency pass) are left out; null when none is left.
     */
    public static Histogram merge(List<Histogram> histograms) {
        Histogram merged = null;
        for (Histogram histogram : histograms) {
            if (histogram == null) {
                continue;
            }
            if (merged == null) {
                merged = histogram.copy();
            } else {
                merged.add(histogram);
            }
        }
        return merged;
    }

    /**
     * The merged latency histogram of the same benchmark in several runs, as it would be had one run
     * made all their forks: null when none of them kept one (files from before histograms were kept,
     * or runs without a latency pass).
     */
    public static Histogram ofRuns(List<BenchmarkResult> sameBenchmark) {
        List<Histogram> histograms = new ArrayList<>();
        for (BenchmarkResult benchmark : sameBenchmark) {
            if (!Objects.equals(benchmark.key(), sameBenchmark.get(0).key())) {
                throw new IllegalArgumentException("histograms of different benchmarks do not merge: "
                        + benchmark.key().label() + " and " + sameBenchmark.get(0).key().label());
            }
            histograms.add(benchmark.latencyHistogram() == null ? null : decode(benchmark.latencyHistogram()));
        }
        return merge(histograms);
    }

    /** The percentiles a results file shows of a histogram; null for none. */
    public static Latency summary(Histogram histogram) {
        if (histogram == null) {
            return null;
        }
        return new Latency(histogram.getValueAtPercentile(50), histogram.getValueAtPercentile(90),
                histogram.getValueAtPercentile(99), histogram.getValueAtPercentile(99.9), histogram.getMaxValue());
    }

    /**
     * A benchmark's latency distribution, read from its histogram where it kept one, else (a file from
     * before histograms were kept) the points it stored: empty without a latency pass.
     */
    public static List<PercentilePoint> distribution(BenchmarkResult benchmark) {
        if (benchmark.latencyHistogram() != null) {
            return percentilePoints(decode(benchmark.latencyHistogram()));
        }
        return benchmark.latencyPercentiles() == null ? List.of() : benchmark.latencyPercentiles();
    }

    /** The distribution of a histogram, for charts: empty for none. */
    public static List<PercentilePoint> percentilePoints(Histogram histogram) {
        if (histogram == null) {
            return List.of();
        }
        List<PercentilePoint> points = new ArrayList<>();
        for (HistogramIterationValue value : histogram.percentiles(TICKS_PER_HALF_DISTANCE)) {
            points.add(new PercentilePoint(value.getPercentileLevelIteratedTo(), value.getValueIteratedTo()));
        }
        return points;
    }
}
