package io.formatbench.report.chart;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * Horizontal grouped bars: one group per category (a codec, a file), one bar per series (write and
 * read, raw and gzip), the value written at the end of each bar. Horizontal, so that long codec
 * names stay readable.
 *
 * @param title what the chart shows, with "higher/lower is better"
 * @param axisLabel the quantity and unit of the value axis
 * @param tickLabel how a tick value is written on the axis
 * @param valueLabel how a bar's value is written at its end
 * @param categories the groups, top to bottom
 * @param series the bars of each group, with a legend entry each
 * @param values values[category][series]; NaN draws no bar and says "not measured"
 * @param halfWidths the 99.9% interval's half-width of each value, drawn as a whisker; NaN draws none
 * @param points the figures behind each value (one per fork), drawn as dots on the bar, so that the
 *     spread shows; empty for exact values
 */
public record BarChart(
        String title,
        String subtitle,
        String axisLabel,
        DoubleFunction<String> tickLabel,
        DoubleFunction<String> valueLabel,
        List<Category> categories,
        List<Series> series,
        double[][] values,
        double[][] halfWidths,
        double[][][] points) {

    /** Bars of exact values: no interval, no points. */
    public BarChart(String title, String subtitle, String axisLabel, DoubleFunction<String> tickLabel,
                    DoubleFunction<String> valueLabel, List<Category> categories, List<Series> series,
                            double[][] values) {
        this(title, subtitle, axisLabel, tickLabel, valueLabel, categories, series, values, null, null);
    }

    /**
     * A group of bars, labelled on two lines (a name, and a detail below it in grey) so that long
     * labels fit; a warning (a failed verification), if any, goes on a third line in red.
     */
    public record Category(String name, String detail, String warning) {}

    /** A legend entry and the colour of its bars. */
    public record Series(String name, String color) {}

    private static final double WIDTH = 920;
    private static final double LABEL_WIDTH = 230;
    private static final double VALUE_WIDTH = 130;
    private static final double TOP = 78;
    private static final double BAR = 18;
    private static final double BAR_GAP = 3;
    private static final double GROUP_GAP = 18;
    private static final String WARNING_COLOR = "#c00000";
    private static final String POINT_FILL = "#ffffff";

    public String toSvg() {
        double groupHeight = series.size() * BAR + (series.size() - 1) * BAR_GAP;
        double plotHeight = categories.size() * (groupHeight + GROUP_GAP) + GROUP_GAP;
        double height = TOP + plotHeight + 52;
        double plotLeft = LABEL_WIDTH;
        double plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
        double max = 0;
        for (int c = 0; c < values.length; c++) {
            for (int s = 0; s < values[c].length; s++) {
                double value = values[c][s];
                if (Double.isFinite(value)) {
                    max = Math.max(max, value + (Double.isFinite(halfWidth(c, s)) ? halfWidth(c, s) : 0));
                }
                for (double point : points(c, s)) {
                    max = Math.max(max, point);
                }
            }
        }
        double top = Ticks.top(max);
        double step = Ticks.step(max);

        Svg svg = new Svg(WIDTH, height, title);
        Charts.header(svg, WIDTH, title, subtitle);
        Charts.legend(svg, plotLeft, 62, WIDTH, series.stream().map(s -> new Charts.LegendEntry(s.name(),
                s.color(), null, true)).toList());

        double plotBottom = TOP + plotHeight;
        for (double tick = 0; tick <= top + step / 2; tick += step) {
            double x = plotLeft + tick / top * plotWidth;
            svg.line(x, TOP, x, plotBottom, Svg.GRID_COLOR, 1, null);
            svg.text(x, plotBottom + 16, tickLabel.apply(tick), "middle", 11, Svg.MUTED_COLOR, false);
        }
        svg.line(plotLeft, TOP, plotLeft, plotBottom, Svg.AXIS_COLOR, 1, null);
        svg.text(plotLeft + plotWidth / 2, plotBottom + 38, axisLabel, "middle", 12, Svg.TEXT_COLOR, false);

        double y = TOP + GROUP_GAP;
        for (int category = 0; category < categories.size(); category++) {
            Category label = categories.get(category);
            int lines = 1 + (label.detail() == null ? 0 : 1) + (label.warning() == null ? 0 : 1);
            double lineY = y + groupHeight / 2 + 4 - (lines - 1) * 7;
            svg.text(plotLeft - 10, lineY, label.name(), "end", 12, Svg.TEXT_COLOR, true);
            if (label.detail() != null) {
                lineY += 14;
                svg.text(plotLeft - 10, lineY, label.detail(), "end", 11, Svg.MUTED_COLOR, false);
            }
            if (label.warning() != null) {
                lineY += 14;
                svg.text(plotLeft - 10, lineY, label.warning(), "end", 11, WARNING_COLOR, true);
            }
            for (int s = 0; s < series.size(); s++) {
                double value = values[category][s];
                double barY = y + s * (BAR + BAR_GAP);
                if (Double.isFinite(value)) {
                    double barWidth = Math.max(value / top * plotWidth, value > 0 ? 1 : 0);
                    svg.rect(plotLeft, barY, barWidth, BAR, series.get(s).color());
                    double labelX = plotLeft + barWidth;
                    double half = halfWidth(category, s);
                    if (Double.isFinite(half) && half > 0) {
                        double low = plotLeft + Math.max(0, value - half) / top * plotWidth;
                        double high = plotLeft + (value + half) / top * plotWidth;
                        svg.line(low, barY + BAR / 2, high, barY + BAR / 2, Svg.TEXT_COLOR, 1.2, null);
                        svg.line(low, barY + 3, low, barY + BAR - 3, Svg.TEXT_COLOR, 1.2, null);
                        svg.line(high, barY + 3, high, barY + BAR - 3, Svg.TEXT_COLOR, 1.2, null);
                        labelX = Math.max(labelX, high);
                    }
                    for (double point : points(category, s)) {
                        svg.circle(plotLeft + point / top * plotWidth, barY + BAR / 2, 2.6, POINT_FILL, Svg.TEXT_COLOR);
                    }
                    svg.text(labelX + 5, barY + BAR - 5, valueLabel.apply(value), "start", 11,
                            Svg.TEXT_COLOR, false);
                } else {
                    svg.text(plotLeft + 5, barY + BAR - 5, series.get(s).name() + ": not measured", "start", 11,
                            Svg.MUTED_COLOR, false);
                }
            }
            y += groupHeight + GROUP_GAP;
        }
        return svg.end();
    }

    private double halfWidth(int category, int s) {
        return halfWidths == null ? Double.NaN : halfWidths[category][s];
    }

    private double[] points(int category, int s) {
        return points == null || points[category][s] == null ? new double[0] : points[category][s];
    }
}
