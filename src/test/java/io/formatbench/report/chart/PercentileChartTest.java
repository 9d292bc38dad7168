package io.formatbench.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PercentileChartTest {

    @Test
    void theXAxisCountsNines() {
        assertEquals(0, PercentileChart.nines(0), 1e-9);
        assertEquals(1, PercentileChart.nines(90), 1e-9);
        assertEquals(3, PercentileChart.nines(99.9), 1e-9);
        assertEquals(List.of("0%", "90%", "99%", "99.9%", "99.99%"),
                List.of(0, 1, 2, 3, 4).stream().map(PercentileChart::percentileLabel).toList());
    }

    @Test
    void theYAxisIsLabelledInDecadesWithUnits() {
        assertEquals(List.of("1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "1 ms", "1 s"),
                List.of(0, 1, 2, 3, 4, 6, 9).stream().map(PercentileChart::decadeLabel).toList());
    }

    @Test
    void drawsOneLinePerCurveIncludingTheMaxPoint() {
        PercentileChart chart = new PercentileChart("t", "s", List.of(
                new PercentileChart.Curve("a", "#000", null, new double[] {0, 90, 99, 99.9, 100},
                        new long[] {50, 80, 200, 900, 2_000_000}),
                new PercentileChart.Curve("b", "#111", "8 4", new double[] {0, 50, 100}, new long[] {0, 10, 20})));
        String svg = chart.toSvg();
        assertEquals(2, svg.split("<polyline", -1).length - 1);
        assertTrue(svg.contains("stroke-dasharray=\"8 4\""));
        assertTrue(svg.contains(">1 ms<") && svg.contains(">99.9%<"), svg);
    }
}
