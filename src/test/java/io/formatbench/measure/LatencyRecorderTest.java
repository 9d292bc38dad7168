package io.formatbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyRecorderTest {

    @Test
    void histogramSurvivesTheTripFromForkToParent() {
        LatencyRecorder recorder = new LatencyRecorder();
        for (long nanos = 1; nanos <= 10_000; nanos++) {
            recorder.record(nanos);
        }

        Histogram decoded = LatencyRecorder.decode(LatencyRecorder.encode(recorder.histogram()));

        assertEquals(10_000, decoded.getTotalCount());
        assertEquals(recorder.histogram().getValueAtPercentile(99), decoded.getValueAtPercentile(99));
        assertEquals(recorder.histogram().getMaxValue(), decoded.getMaxValue());
    }

    @Test
    void clockOverheadIsSmallAndPositive() {
        double overhead = LatencyRecorder.clockOverheadNanos();
        assertTrue(overhead >= 0 && overhead < 10_000, "overhead " + overhead);
    }
}
