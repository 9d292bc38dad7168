package io.formatbench.measure;

import org.HdrHistogram.Histogram;

/**
 * Per-record latency in nanoseconds, recorded raw into an HdrHistogram and scaled only when
 * printed. Timing each record costs two clock reads; {@link #clockOverheadNanos()} measures that
 * cost, which is reported beside the percentiles. How the histogram is handed on and kept is
 * {@link io.formatbench.results.LatencyHistograms}.
 */
public final class LatencyRecorder {

    /** Three significant digits: 0.1% resolution at every magnitude. */
    private static final int SIGNIFICANT_DIGITS = 3;

    private final Histogram histogram = new Histogram(SIGNIFICANT_DIGITS);

    public void record(long nanos) {
        histogram.recordValue(Math.max(0, nanos));
    }

    /** Adds what another recorder recorded: the threads of one benchmark, merged. */
    public void add(LatencyRecorder other) {
        histogram.add(other.histogram);
    }

    public Histogram histogram() {
        return histogram;
    }

    /**
     * The median cost of an empty timed region (two System.nanoTime() calls), measured in this JVM
     * after warming the same code path: the last of three rounds of 200,000 (a fifth of a second
     * of a fork's CPU at a million per round, for a median that 200,000 give as well).
     */
    public static double clockOverheadNanos() {
        Histogram empty = new Histogram(SIGNIFICANT_DIGITS);
        for (int round = 0; round < 3; round++) {
            empty.reset();
            for (int i = 0; i < 200_000; i++) {
                long start = System.nanoTime();
                long end = System.nanoTime();
                empty.recordValue(end - start);
            }
        }
        return empty.getValueAtPercentile(50);
    }
}
