package io.formatbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.codec.Compression;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyHistogramsTest {

    private static final BenchmarkKey READ = new BenchmarkKey(SchemaName.of("user"), Format.PROTOBUF,
            Compression.NONE, CodecName.of("protobuf-coded"), Variant.LIBRARY, Operation.READ, Mode.FILE, 1);

    @Test
    void theStoredFormGivesBackEveryRecordedValueAndSoTheSamePercentiles() {
        Histogram recorded = histogram(1, 10_000, 1);
        recorded.recordValue(2_500_000);

        Histogram decoded = LatencyHistograms.decode(LatencyHistograms.encode(recorded));

        assertEquals(recorded, decoded, "the same counts in the same buckets");
        assertEquals(LatencyHistograms.summary(recorded), LatencyHistograms.summary(decoded));
        assertEquals(LatencyHistograms.percentilePoints(recorded), LatencyHistograms.percentilePoints(decoded));
        assertEquals(10_001, decoded.getTotalCount());
    }

    @Test
    void twoRunsOfTheSameBenchmarkMergeAsIfOneRunHadRecordedBoth() {
        Histogram fast = histogram(100, 200, 1);
        Histogram slow = histogram(5_000, 9_000, 2);
        Histogram both = histogram(100, 200, 1);
        both.add(histogram(5_000, 9_000, 2));

        Histogram merged = LatencyHistograms.ofRuns(List.of(withHistogram(READ, fast), withHistogram(READ, slow)));

        assertEquals(both, merged);
        assertEquals(LatencyHistograms.summary(both), LatencyHistograms.summary(merged));
        assertEquals(101 + 2001, merged.getTotalCount());
    }

    @Test
    void runsWithoutAHistogramAddNothingAndNoneGivesNone() {
        Histogram fast = histogram(100, 200, 1);

        assertEquals(fast, LatencyHistograms.ofRuns(List.of(withHistogram(READ, null), withHistogram(READ, fast))));
        assertNull(LatencyHistograms.ofRuns(List.of(withHistogram(READ, null))));
        assertNull(LatencyHistograms.summary(null));
        assertEquals(List.of(), LatencyHistograms.percentilePoints(null));
    }

    @Test
    void theDistributionIsReadFromTheHistogramWhereOneWasKeptAndFromTheStoredPointsWhereNot() {
        Histogram recorded = histogram(100, 20_000, 1);
        BenchmarkResult kept = withHistogram(READ, recorded);
        BenchmarkResult old = withHistogram(READ, null);
        List<PercentilePoint> stored = List.of(new PercentilePoint(50, 120), new PercentilePoint(100, 900));
        BenchmarkResult before = new BenchmarkResult(old.key(), old.style(), 1, 1, 1, old.timeMs(), old.recordsPerS(),
                old.mbPerS(), old.rawMbPerS(), old.minMs(), old.maxMs(), null, stored, old.latencyP99Ns(),
                old.allocBytesPerRecord(), old.peakHeapBytes(), old.liveHeapAfterBytes(), 0, 0, 0, 0, 0, 0,
                Double.NaN, false, 0, 0, Double.NaN, Double.NaN, false, Double.NaN, false, true, null, List.of());

        assertEquals(LatencyHistograms.percentilePoints(recorded), LatencyHistograms.distribution(kept));
        assertEquals(stored, LatencyHistograms.distribution(before));
        assertEquals(List.of(), LatencyHistograms.distribution(old));
    }

    @Test
    void histogramsOfDifferentBenchmarksDoNotMerge() {
        BenchmarkKey write = READ.withOperation(Operation.WRITE);

        assertThrows(IllegalArgumentException.class, () -> LatencyHistograms.ofRuns(List.of(
                withHistogram(READ, histogram(1, 2, 1)), withHistogram(write, histogram(1, 2, 1)))));
    }

    @Test
    void whatIsNotAnEncodedHistogramIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> LatencyHistograms.decode("not base64!"));
        assertThrows(IllegalArgumentException.class, () -> LatencyHistograms.decode("AAAA"));
    }

    private static Histogram histogram(long from, long to, long step) {
        Histogram histogram = new Histogram(3);
        for (long nanos = from; nanos <= to; nanos += step) {
            histogram.recordValue(nanos);
        }
        return histogram;
    }

    /** A benchmark whose only figure of interest is its latency histogram. */
    private static BenchmarkResult withHistogram(BenchmarkKey key, Histogram histogram) {
        Estimate none = Estimate.MISSING;
        return new BenchmarkResult(key, io.formatbench.codec.Style.TUNED, 1, 1, 1, none, none, none, none,
                Double.NaN, Double.NaN, LatencyHistograms.summary(histogram),
                LatencyHistograms.percentilePoints(histogram), none, none, none, none, 0, 0, 0, 0, 0, 0, Double.NaN,
                false, 0, 0, Double.NaN, Double.NaN, false, Double.NaN, false, true,
                histogram == null ? null : LatencyHistograms.encode(histogram), List.of());
    }
}
