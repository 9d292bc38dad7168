package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.report.chart.Ticks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Pinned wording and precision, under a locale with a decimal comma. */
@ExtendWith(GermanLocale.class)
class UnitsTest {

    @Test
    void scalesRawValuesOnlyWhenPrinting() {
        assertEquals("1,234 ms", Units.ms(1234.4));
        assertEquals("78.0 ms", Units.ms(78));
        assertEquals("0 ms", Units.ms(0));
        assertEquals("n/a", Units.ms(Double.NaN));
        assertEquals("850 ns", Units.ns(850));
        assertEquals("1.23 µs", Units.ns(1234));
        assertEquals("2.50 ms", Units.ns(2_500_000));
        assertEquals("97.0 MB", Units.bytes(97_012_345));
        assertEquals("4.44 kB", Units.bytes(4441));
        assertEquals("97,012,345 B (97.0 MB)", Units.bytesExact(97_012_345));
        assertEquals("12.8 M records/s", Units.recordsPerS(12_820_512));
        assertEquals("+8.0%", Units.percentChange(0.08));
        assertEquals("225 ± 4.80 ms", Units.msWithCi(225, 4.8));
        assertEquals("2.9x", Units.factor(2.94));
        assertEquals("1.03x", Units.factor(1.0274));
        assertEquals("15x", Units.factor(15.1));
    }

    @Test
    void wordsTheDifferenceFromProtobufsSide() {
        assertEquals("3.2x faster", HeadToHead.relative(HeadToHeadMetric.READ_TIME, 250, 78));
        assertEquals("1.44x slower", HeadToHead.relative(HeadToHeadMetric.READ_P99, 550, 791));
        assertEquals("1.45x faster", HeadToHead.relative(HeadToHeadMetric.WRITE_RECORDS, 5.1e6, 7.4e6));
        assertEquals("1.39x lower", HeadToHead.relative(HeadToHeadMetric.WRITE_MB, 431, 311));
        assertEquals("47% smaller", HeadToHead.relative(HeadToHeadMetric.FILE_SIZE, 97e6, 51.2e6));
        assertEquals("<1% smaller", HeadToHead.relative(HeadToHeadMetric.GZIP_SIZE, 18.8e6, 18.79e6));
        assertEquals("15x more", HeadToHead.relative(HeadToHeadMetric.READ_ALLOC, 294, 4441));
        assertEquals("more (JSON: 0)", HeadToHead.relative(HeadToHeadMetric.WRITE_ALLOC, 0, 130));
        assertEquals("same", HeadToHead.relative(HeadToHeadMetric.WRITE_ALLOC, 0, 0));
        assertEquals("about the same", HeadToHead.relative(HeadToHeadMetric.TOTAL_TIME, 30.21, 30.19));
        assertEquals("n/a", HeadToHead.relative(HeadToHeadMetric.READ_TIME, Double.NaN, 78));
    }

    @Test
    void axisTicksAreRoundAndCompact() {
        assertEquals("2.5 MB", Ticks.compact(2_500_000, "B"));
        assertEquals("500 k", Ticks.compact(500_000, ""));
        assertEquals("0", Ticks.compact(0, ""));
        assertEquals("100 MB", Ticks.compact(100_000_000, "B"));
    }
}
