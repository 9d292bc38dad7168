package io.formatbench.report;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.stats.Statistics;
import java.util.List;

/**
 * The one place a latency figure loses the clock's overhead. Each record of a latency pass is timed
 * by two clock reads, which the fork measures (ForkResult.latency_overhead_ns): some 30 ns on reads
 * of some 75 ns per record, part of every percentile and none of the codec's. The report shows the
 * percentiles less it, and beside them, in the per-codec tables, what was measured.
 */
final class ClockOverhead {

    /** The words every table and chart uses for a figure less the overhead. */
    static final String LESS = "less the clock's overhead";

    private ClockOverhead() {}

    /**
     * A latency less the overhead of the fork (or benchmark) that measured it, never below 0; the
     * measured figure where the overhead is unknown.
     */
    static double net(double measuredNs, double overheadNs) {
        if (!Double.isFinite(measuredNs) || !Double.isFinite(overheadNs) || overheadNs <= 0) {
            return measuredNs;
        }
        return Math.max(0, measuredNs - overheadNs);
    }

    /** A fork's latency less its own overhead. */
    static double net(ForkResult fork, double measuredNs) {
        return net(measuredNs, fork.latencyOverheadNs());
    }

    /** A benchmark's overhead: the median over its forks; NaN where none measured it. */
    static double of(BenchmarkResult benchmark) {
        List<Double> overheads = benchmark.forks() == null ? List.of() : benchmark.forks().stream()
                .map(ForkResult::latencyOverheadNs).filter(Double::isFinite).toList();
        return overheads.isEmpty() ? Double.NaN : Statistics.median(overheads);
    }

    /** A latency of all the benchmark's forks together, less the benchmark's overhead. */
    static double net(BenchmarkResult benchmark, double measuredNs) {
        return net(measuredNs, of(benchmark));
    }

    /** "121 ns (145 ns measured, 24.0 ns of it the clock)"; the measured figure alone without an overhead. */
    static String withMeasured(BenchmarkResult benchmark, double measuredNs) {
        double overhead = of(benchmark);
        if (!Double.isFinite(measuredNs) || !Double.isFinite(overhead) || overhead <= 0) {
            return Units.ns(measuredNs);
        }
        return Units.ns(net(measuredNs, overhead)) + " (" + Units.ns(measuredNs) + " measured, "
                + Units.ns(Math.min(overhead, measuredNs)) + " of it the clock)";
    }
}
