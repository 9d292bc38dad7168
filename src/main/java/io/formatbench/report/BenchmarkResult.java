package io.formatbench.report;

import java.util.List;

/**
 * The figures of one (format, codec, operation): all its measured iterations over all forks.
 *
 * @param iterationMs every measured iteration, in milliseconds, fork after fork
 * @param ci999Ms half-width of the 99.9% confidence interval of the mean (Student's t)
 * @param mbPerS megabytes (10^6 bytes) of the file per second, at the median time
 * @param latencyNs per-record latency from the separate latency pass
 * @param latencyPercentiles the latency distribution, for charts
 * @param latencyOverheadNs what timing one record costs (two clock reads), measured in the same JVM
 * @param allocBytesPerRecord bytes allocated by the benchmark thread per record, median over iterations
 * @param peakHeapBytes largest heap used seen during a measured iteration
 * @param liveHeapAfterBytes heap used after a full GC that follows the last measured iteration
 * @param gcCount collections during the measured iterations, all of them together
 * @param gcMs collection time during the measured iterations, all of them together
 * @param fileBytes size of the file read or written
 * @param gzipBytes size of that file compressed with gzip (java.util.zip, level 6)
 * @param verified whether every measured and warm-up iteration gave the manifest's count and digest
 */
public record BenchmarkResult(
        String format,
        String codec,
        String style,
        String operation,
        int forks,
        int warmupIterations,
        int iterations,
        List<Double> iterationMs,
        double medianMs,
        double meanMs,
        double ci999Ms,
        double minMs,
        double maxMs,
        double recordsPerS,
        double mbPerS,
        Latency latencyNs,
        List<PercentilePoint> latencyPercentiles,
        double latencyOverheadNs,
        double allocBytesPerRecord,
        long peakHeapBytes,
        long liveHeapAfterBytes,
        long gcCount,
        double gcMs,
        long fileBytes,
        long gzipBytes,
        boolean verified) {

    public record Latency(long p50, long p90, long p99, long p999, long max) {}

    /** One point of the latency distribution: the value at or below which {@code percentile}% of records fall. */
    public record PercentilePoint(double percentile, long valueNs) {}
}
