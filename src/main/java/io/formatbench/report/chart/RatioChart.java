package io.formatbench.report.chart;

import java.util.List;

/**
 * Ratios with their intervals on a logarithmic axis, one row each (a forest plot): a dot at the ratio,
 * a line across its interval, a vertical line at 1 ("the same"). Values are "times faster" (above 1,
 * right of the line, the other side wins), so that a reader sees at once how far and how sure. Written
 * as a standalone file when {@code standalone}: with the SVG namespace, which a page's inline SVG does
 * without but a file must have for a browser or a README to draw it.
 *
 * @param rows top to bottom
 */
public record RatioChart(String title, String subtitle, List<Row> rows) {

    /**
     * One ratio: a label on two lines, the value and its interval's ends (NaN: no interval drawn), and
     * the words written beside it ("1.45x faster (1.39x-1.52x)").
     */
    public record Row(String name, String detail, double value, double low, double high, String words, String color) {}

    private static final double WIDTH = 960;
    /** The least width of the plot between the labels and the words, whatever their length. */
    private static final double PLOT_WIDTH = 300;
    private static final double GAP = 24;
    private static final double TOP = 70;
    private static final double ROW = 40;
    private static final double BOTTOM = 46;
    private static final String NAMESPACE = "http://www.w3.org/2000/svg";

    public String toSvg(boolean standalone) {
        double labels = 0;
        double words = 0;
        for (Row row : rows) {
            labels = Math.max(labels, Math.max(Svg.textWidth(row.name(), 13), Svg.textWidth(row.detail(), 11)));
            words = Math.max(words, Svg.textWidth(row.words(), 12));
        }
        double plotLeft = 12 + labels + GAP;
        double width = Math.max(WIDTH, plotLeft + PLOT_WIDTH + GAP + words + 12);
        double plotRight = width - words - GAP - 12;
        double height = TOP + rows.size() * ROW + BOTTOM;
        double[] range = range();
        Svg svg = new Svg(width, height, title);
        // Opaque: a README shown in a dark theme would put the dark text on a dark page.
        svg.rect(0, 0, width, height, "#ffffff");
        svg.text(12, 24, title, "start", 16, Svg.TEXT_COLOR, true);
        svg.text(12, 44, subtitle, "start", 12, Svg.MUTED_COLOR, false);
        double axisY = TOP + rows.size() * ROW;
        for (double tick : ticks(range)) {
            double x = x(tick, range, plotLeft, plotRight);
            svg.line(x, TOP - 6, x, axisY, tick == 1 ? Svg.AXIS_COLOR : Svg.GRID_COLOR, tick == 1 ? 1.5 : 1, null);
            svg.text(x, axisY + 16, factor(tick), "middle", 11, Svg.MUTED_COLOR, false);
        }
        svg.text((plotLeft + plotRight) / 2, axisY + 34, "times faster than the baseline (log scale; 1x: the same)",
                "middle", 11, Svg.MUTED_COLOR, false);
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            double y = TOP + i * ROW + ROW / 2;
            svg.text(12, y - 2, row.name(), "start", 13, Svg.TEXT_COLOR, false);
            svg.text(12, y + 13, row.detail(), "start", 11, Svg.MUTED_COLOR, false);
            if (Double.isFinite(row.low()) && Double.isFinite(row.high())) {
                svg.line(x(row.low(), range, plotLeft, plotRight), y, x(row.high(), range, plotLeft, plotRight), y,
                        row.color(), 3, null);
            }
            if (Double.isFinite(row.value()) && row.value() > 0) {
                svg.circle(x(row.value(), range, plotLeft, plotRight), y, 5, row.color(), "#ffffff");
            }
            svg.text(plotRight + GAP, y + 4, row.words(), "start", 12, Svg.TEXT_COLOR, false);
        }
        String drawn = svg.end();
        return standalone ? drawn.replaceFirst("<svg ", "<svg xmlns=\"" + NAMESPACE + "\" ") : drawn;
    }

    /** The axis' ends: every value and interval end, and 1, with a margin, on whole powers of two at least. */
    private double[] range() {
        double low = 1;
        double high = 1;
        for (Row row : rows) {
            for (double v : new double[] {row.value(), row.low(), row.high()}) {
                if (Double.isFinite(v) && v > 0) {
                    low = Math.min(low, v);
                    high = Math.max(high, v);
                }
            }
        }
        return new double[] {Math.min(low / 1.1, 0.5), Math.max(high * 1.1, 2)};
    }

    private static double x(double value, double[] range, double left, double right) {
        double clamped = Math.max(range[0], Math.min(range[1], value));
        return left + (Math.log(clamped) - Math.log(range[0])) / (Math.log(range[1]) - Math.log(range[0]))
                * (right - left);
    }

    /** "0.5x", "1x", "4x". */
    private static String factor(double tick) {
        return String.format(java.util.Locale.ROOT, "%.3f", tick).replaceAll("\\.?0+$", "") + "x";
    }

    /** 1 and its doublings and halvings within the range. */
    private static List<Double> ticks(double[] range) {
        List<Double> ticks = new java.util.ArrayList<>();
        for (double tick = 1; tick >= range[0]; tick /= 2) {
            ticks.add(0, tick);
        }
        for (double tick = 2; tick <= range[1]; tick *= 2) {
            ticks.add(tick);
        }
        return ticks;
    }
}
