package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.report.chart.Ticks;
import io.formatbench.results.Estimate;
import io.formatbench.stats.Ratio;
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
        assertEquals("225 ms ± 4.80 ms", Units.estimate(new Estimate(225, 4.8, 5), Units::ms));
        assertEquals("225 ms (one fork)", Units.estimate(new Estimate(225, Double.NaN, 1), Units::ms));
        assertEquals("2.9x", Units.factor(2.94));
        assertEquals("1.03x", Units.factor(1.0274));
        assertEquals("15x", Units.factor(15.1));
    }

    @Test
    void wordsTheDifferenceFromProtobufsSide() {
        assertEquals("3.2x faster", relative(HeadToHeadMetric.READ_TIME, 250, 78));
        assertEquals("1.44x slower", relative(HeadToHeadMetric.READ_P99, 550, 791));
        assertEquals("1.45x faster", relative(HeadToHeadMetric.WRITE_RECORDS, 5.1e6, 7.4e6));
        assertEquals("1.39x lower", relative(HeadToHeadMetric.WRITE_MB, 431, 311));
        assertEquals("47% smaller", relative(HeadToHeadMetric.FILE_SIZE, 97e6, 51.2e6));
        assertEquals("<1% smaller", relative(HeadToHeadMetric.GZIP_SIZE, 18.8e6, 18.79e6));
        assertEquals("15x more", relative(HeadToHeadMetric.READ_ALLOC, 294, 4441));
        assertEquals("same", relative(HeadToHeadMetric.WRITE_ALLOC, 130, 130));
        assertEquals("about the same", relative(HeadToHeadMetric.TOTAL_TIME, 30.21, 30.19));
        assertEquals("n/a", relative(HeadToHeadMetric.READ_TIME, Double.NaN, 78));
        assertEquals("n/a", relative(HeadToHeadMetric.WRITE_ALLOC, 0, 130), "no ratio to nothing");
    }

    @Test
    void wordsTheIntervalFromProtobufsWorstToItsBest() {
        // protobuf / JSON time between 0.30 and 0.34: between 2.9x and 3.3x faster.
        assertEquals("2.9x-3.3x faster", RatioWords.interval(HeadToHeadMetric.READ_TIME,
                new Ratio(0.32, 0.30, 0.34, Ratio.Kind.PAIRED)));
        assertEquals("1.05x slower to 1.11x faster",
                RatioWords.interval(HeadToHeadMetric.WRITE_TIME, new Ratio(0.97, 0.90, 1.05, Ratio.Kind.PAIRED)));
        assertEquals("1.10x-1.20x slower", RatioWords.interval(HeadToHeadMetric.WRITE_TIME,
                new Ratio(1.15, 1.10, 1.20, Ratio.Kind.PAIRED)));
        assertEquals("10% more to 20% less",
                RatioWords.interval(HeadToHeadMetric.READ_ALLOC, new Ratio(0.95, 0.80, 1.10, Ratio.Kind.PAIRED)));
        assertEquals("none (fewer than two forks)", RatioWords.interval(HeadToHeadMetric.READ_TIME,
                new Ratio(0.32, Double.NaN, Double.NaN, Ratio.Kind.PAIRED)));
        // Two forks at 99.9%: ends that far apart are no interval a reader can use.
        assertEquals("wider than 100x (too few forks)",
                RatioWords.interval(HeadToHeadMetric.WRITE_TIME,
                        new Ratio(0.78, 0.0009, 1052957633.0, Ratio.Kind.PAIRED)));
        assertEquals("wider than 100x (too few forks)",
                RatioWords.interval(HeadToHeadMetric.READ_ALLOC, new Ratio(17, -3.0, 1.5e34, Ratio.Kind.PAIRED)));
        assertEquals("37% more to 100% less",
                RatioWords.interval(HeadToHeadMetric.READ_ALLOC, new Ratio(0.9, -0.5, 1.37, Ratio.Kind.PAIRED)));
        assertEquals("wider than 100x (too few forks)",
                RatioWords.interval(HeadToHeadMetric.READ_ALLOC, new Ratio(1.05, -7.9, 10.0, Ratio.Kind.PAIRED)));
        assertEquals("1.00x-99x faster",
                RatioWords.interval(HeadToHeadMetric.READ_TIME, new Ratio(0.1, 1.0 / 99, 1.0, Ratio.Kind.PAIRED)));
    }

    private static String relative(HeadToHeadMetric metric, double json, double protobuf) {
        return RatioWords.relative(metric, Ratio.exact(json, protobuf));
    }

    @Test
    void axisTicksAreRoundAndCompact() {
        assertEquals("2.5 MB", Ticks.compact(2_500_000, "B"));
        assertEquals("500 k", Ticks.compact(500_000, ""));
        assertEquals("0", Ticks.compact(0, ""));
        assertEquals("100 MB", Ticks.compact(100_000_000, "B"));
    }
}
