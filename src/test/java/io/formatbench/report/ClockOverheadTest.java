package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(GermanLocale.class)
class ClockOverheadTest {

    @Test
    void aLatencyLosesTheClocksOverheadNeverGoingBelowZero() {
        assertEquals(45.0, ClockOverhead.net(75, 30));
        assertEquals(0.0, ClockOverhead.net(20, 30), "a record faster than two clock reads is not negative");
        assertEquals(75.0, ClockOverhead.net(75, Double.NaN), "an unknown overhead leaves the measured figure");
    }

    @Test
    void thePerCodecTablesShowTheMeasuredFigureBesideTheNetOne() {
        String report = ReportFormats.markdown().render(SampleRuns.both());
        // protobuf-coded reads: 50 ns per record measured, 24 ns of it the two clock reads.
        assertTrue(report.contains("| Latency p50, less the clock's overhead | 62.0 ns (86.0 ns measured, 24.0 ns of it"
                + " the clock) | 26.0 ns (50.0 ns measured, 24.0 ns of it the clock) |"), report);
        assertTrue(report.contains("| Read latency per record, p99, less the clock's overhead | 409 ns |"
                + " 90.8 ns | 4.5x faster |"), report);
        String html = ReportFormats.html().render(SampleRuns.both());
        assertTrue(html.contains("latency passes, less the clock&#39;s overhead")
                || html.contains("latency passes, less the clock's overhead"), html);
    }
}
