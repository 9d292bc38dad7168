package io.formatbench.bench;

import io.formatbench.measure.LatencyRecorder;
import io.formatbench.measure.Statistics;
import io.formatbench.report.BenchmarkResult;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/** Folds the outcomes of one benchmark's forks into its {@link BenchmarkResult}. */
final class ResultAggregator {

    /** Points per halving of the remaining percentile range: HdrHistogram's usual resolution for plots. */
    private static final int TICKS_PER_HALF_DISTANCE = 5;

    private ResultAggregator() {}

    /**
     * @param datasetGzipBytes gzip size of the dataset file; a written file with the same bytes has the same
     */
    static BenchmarkResult aggregate(String format, String codec, String style, Operation operation, int warmups,
                                     long records, List<ForkOutcome> forks, long datasetGzipBytes) {
        List<Double> iterationMs = new ArrayList<>();
        List<Double> allocPerRecord = new ArrayList<>();
        long peakHeap = 0;
        long liveHeapAfter = 0;
        long gcCount = 0;
        double gcMs = 0;
        List<Double> overheads = new ArrayList<>();
        Histogram latencies = null;
        boolean verified = true;
        for (ForkOutcome fork : forks) {
            iterationMs.addAll(fork.iterationMs());
            fork.allocatedBytes().forEach(bytes -> allocPerRecord.add((double) bytes / records));
            peakHeap = Math.max(peakHeap, fork.peakHeapBytes());
            liveHeapAfter = Math.max(liveHeapAfter, fork.liveHeapAfterBytes());
            gcCount += fork.gcCount();
            gcMs += fork.gcMs();
            verified &= fork.verified();
            if (fork.latencyHistogram() != null) {
                Histogram histogram = LatencyRecorder.decode(fork.latencyHistogram());
                if (latencies == null) {
                    latencies = histogram;
                } else {
                    latencies.add(histogram);
                }
                overheads.add(fork.latencyOverheadNs());
            }
        }
        ForkOutcome first = forks.get(0);
        long fileBytes = first.fileBytes();
        long gzipBytes = first.gzipBytes() >= 0 ? first.gzipBytes() : datasetGzipBytes;
        double medianMs = Statistics.median(iterationMs);
        double seconds = medianMs / 1000;
        return new BenchmarkResult(format, codec, style, operation.id(), forks.size(), warmups,
                first.iterationMs().size(), iterationMs, medianMs, Statistics.mean(iterationMs),
                Statistics.confidenceHalfWidth(iterationMs), Statistics.min(iterationMs), Statistics.max(iterationMs),
                records / seconds, fileBytes / 1e6 / seconds, latencySummary(latencies), percentilePoints(latencies),
                overheads.isEmpty() ? Double.NaN : Statistics.median(overheads), Statistics.median(allocPerRecord),
                peakHeap, liveHeapAfter, gcCount, gcMs, fileBytes, gzipBytes, verified);
    }

    private static BenchmarkResult.Latency latencySummary(Histogram histogram) {
        if (histogram == null) {
            return null;
        }
        return new BenchmarkResult.Latency(histogram.getValueAtPercentile(50), histogram.getValueAtPercentile(90),
                histogram.getValueAtPercentile(99), histogram.getValueAtPercentile(99.9), histogram.getMaxValue());
    }

    private static List<BenchmarkResult.PercentilePoint> percentilePoints(Histogram histogram) {
        if (histogram == null) {
            return List.of();
        }
        List<BenchmarkResult.PercentilePoint> points = new ArrayList<>();
        for (HistogramIterationValue value : histogram.percentiles(TICKS_PER_HALF_DISTANCE)) {
            points.add(new BenchmarkResult.PercentilePoint(value.getPercentileLevelIteratedTo(),
                    value.getValueIteratedTo()));
        }
        return points;
    }
}
