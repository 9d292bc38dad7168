package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.stats.Ratio;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(GermanLocale.class)
class PerRecordDifferenceTest {

    private static final HeadToHeadMetric ALLOCATION = HeadToHeadMetric.READ_ALLOC;

    @Test
    void aSideUnderAByteIsSaidInBytesNotAsARatio() {
        PerRecordDifference d = PerRecordDifference.ifNearZero(Map.of(1, 0.07, 2, 0.07, 3, 0.08),
                Map.of(1, 114.0, 2, 115.0, 3, 116.0), true);
        assertEquals("115 B more per record", d.relative(ALLOCATION));
        assertEquals("96.8 B-133 B more per record", d.interval(ALLOCATION), "three rounds only: a wide interval");
        assertEquals(Ratio.Verdict.HIGHER, d.asRatio().verdict(), "protobuf allocates more: JSON wins");
    }

    @Test
    void anIntervalAcrossZeroGoesFromProtobufsWorstEndToItsBest() {
        PerRecordDifference d = PerRecordDifference.ifNearZero(Map.of(1, 0.5, 2, 0.1, 3, 0.9),
                Map.of(1, 0.4, 2, 0.3, 3, 0.6), true);
        assertEquals("0.07 B less per record", d.relative(ALLOCATION));
        assertTrue(d.interval(ALLOCATION).matches("[0-9.]+ B more to [0-9.]+ B less per record"),
                d.interval(ALLOCATION));
        assertEquals(Ratio.Verdict.NOT_RESOLVED, d.asRatio().verdict());
    }

    @Test
    void figuresOfABytePerRecordOrMoreKeepTheirRatio() {
        assertNull(PerRecordDifference.ifNearZero(Map.of(1, 24.0, 2, 24.1), Map.of(1, 338.0, 2, 339.0), true));
    }

    @Test
    void theHeadToHeadRowShowsTheDifference() {
        String report = ReportFormats.markdown().render(SampleRuns.both());
        assertTrue(report.contains("| Allocation per record, write | 0.07 B | 130 B"
                + " | 130 B more per record"
                + " | 130 B more per record | jackson-streaming |"), report);
        assertTrue(!report.contains("1,857x"), report);
    }
}
