package io.formatbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LatencyRecorderTest {

    @Test
    void threadsOfOneBenchmarkAddUp() {
        LatencyRecorder first = new LatencyRecorder();
        LatencyRecorder second = new LatencyRecorder();
        first.record(100);
        second.record(200);
        second.record(-5);

        first.add(second);

        assertEquals(3, first.histogram().getTotalCount());
        assertEquals(0, first.histogram().getMinValue(), "a negative clock difference counts as 0");
        assertEquals(200, first.histogram().getMaxValue(), 200 * 0.001);
    }

    @Test
    void clockOverheadIsSmallAndPositive() {
        double overhead = LatencyRecorder.clockOverheadNanos();
        assertTrue(overhead >= 0 && overhead < 10_000, "overhead " + overhead);
    }
}
