package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HeadToHeadMetricTest {

    /**
     * A rate is work over time, so its row must reach the same verdict as the time row, also when the
     * intervals are wide (where carrying the relative half-width over to first order went wrong).
     */
    @ParameterizedTest
    @CsvSource({
        "335, 198, 206, 60",   // time beyond noise, wide interval on one side
        "335, 198, 600, 100",  // within noise
        "100, 150, 400, 20",   // an interval reaching zero time
        "300, 10, 310, 10",    // narrow, overlapping
        "300, 10, 330, 5"      // narrow, apart
    })
    void rateRowsAgreeWithTimeRows(double meanA, double ciA, double meanB, double ciB) {
        CodecResults a = codec(SampleRuns.withTimes(base(), meanA, meanA, ciA));
        CodecResults b = codec(SampleRuns.withTimes(base(), meanB, meanB, ciB));

        Noise.Verdict time = Noise.compare(HeadToHeadMetric.READ_TIME.noise(a), HeadToHeadMetric.READ_TIME.noise(b));

        assertEquals(time, Noise.compare(HeadToHeadMetric.READ_RECORDS.noise(a), HeadToHeadMetric.READ_RECORDS.noise(b)));
        assertEquals(time, Noise.compare(HeadToHeadMetric.READ_MB.noise(a), HeadToHeadMetric.READ_MB.noise(b)));
    }

    private static BenchmarkResult base() {
        return SampleRuns.benchmark("protobuf", "protobuf-coded", "tuned", "read", 100, 200, 600_000_000L,
                53_900_000L, 16_400_000L, 1);
    }

    private static CodecResults codec(BenchmarkResult read) {
        return new CodecResults(read.format(), read.codec(), read.style(), null, read);
    }
}
