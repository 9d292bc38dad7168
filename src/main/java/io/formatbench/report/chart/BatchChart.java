package io.formatbench.report.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * Time per operation by batch size: one line per codec, the batch sizes on a logarithmic x axis
 * (1, 10, 100 equally spaced) and the time on a logarithmic y axis, since a list of 100 takes about
 * a hundred times one record. A line that bends down from the slope of 1 is a codec whose cost per
 * record falls in a list.
 *
 * @param batches the batch sizes, ascending
 * @param lines one per codec; a colour of its own each (the caller's choice), a dash pattern per style
 */
public record BatchChart(String title, String subtitle, int[] batches, List<Line> lines) {

    /** One codec: nsPerOp[i] at batches[i]; NaN leaves a gap. */
    public record Line(String name, String color, String dash, double[] nsPerOp) {}

    private static final double WIDTH = 920;
    private static final double LEFT = 86;
    private static final double RIGHT = 36;
    private static final double PLOT_HEIGHT = 280;

    public String toSvg() {
        double minNs = Double.MAX_VALUE;
        double maxNs = 0;
        for (Line line : lines) {
            for (double value : line.nsPerOp()) {
                if (Double.isFinite(value) && value > 0) {
                    minNs = Math.min(minNs, value);
                    maxNs = Math.max(maxNs, value);
                }
            }
        }
        if (minNs == Double.MAX_VALUE) {
            minNs = 1;
            maxNs = 1000;
        }
        int decadeLow = (int) Math.floor(Math.log10(minNs));
        int decadeHigh = Math.max(decadeLow + 1, (int) Math.ceil(Math.log10(maxNs)));
        double xLow = Math.log10(batches[0]);
        double xHigh = Math.max(xLow + 1, Math.log10(batches[batches.length - 1]));

        Svg probe = new Svg(0, 0, "");
        double legendBottom = Charts.legend(probe, LEFT, 62, WIDTH - RIGHT, entries());
        double top = legendBottom + 18;
        double height = top + PLOT_HEIGHT + 58;
        double plotWidth = WIDTH - LEFT - RIGHT;
        double bottom = top + PLOT_HEIGHT;

        Svg svg = new Svg(WIDTH, height, title);
        Charts.header(svg, WIDTH, title, subtitle);
        Charts.legend(svg, LEFT, 62, WIDTH - RIGHT, entries());
        for (int decade = decadeLow; decade <= decadeHigh; decade++) {
            double y = bottom - (decade - decadeLow) / (double) (decadeHigh - decadeLow) * PLOT_HEIGHT;
            svg.line(LEFT, y, LEFT + plotWidth, y, Svg.GRID_COLOR, 1, null);
            svg.text(LEFT - 8, y + 4, PercentileChart.decadeLabel(decade), "end", 11, Svg.MUTED_COLOR, false);
        }
        for (int batch : batches) {
            double x = LEFT + (Math.log10(batch) - xLow) / (xHigh - xLow) * plotWidth;
            svg.line(x, top, x, bottom, Svg.GRID_COLOR, 1, null);
            svg.text(x, bottom + 16, batch + (batch == 1 ? " record" : " records"), "middle", 11, Svg.MUTED_COLOR,
                    false);
        }
        svg.line(LEFT, top, LEFT, bottom, Svg.AXIS_COLOR, 1, null);
        svg.line(LEFT, bottom, LEFT + plotWidth, bottom, Svg.AXIS_COLOR, 1, null);
        svg.text(LEFT + plotWidth / 2, bottom + 40, "records per operation (log scale)", "middle", 12,
                Svg.TEXT_COLOR, false);
        svg.verticalText(18, top + PLOT_HEIGHT / 2, "time per operation (log scale)", 12, Svg.TEXT_COLOR);

        for (Line line : lines) {
            List<Double> xy = new ArrayList<>();
            for (int i = 0; i < batches.length && i < line.nsPerOp().length; i++) {
                double value = line.nsPerOp()[i];
                if (!Double.isFinite(value) || value <= 0) {
                    continue;
                }
                double x = LEFT + (Math.log10(batches[i]) - xLow) / (xHigh - xLow) * plotWidth;
                double y = bottom - (Math.log10(value) - decadeLow) / (decadeHigh - decadeLow) * PLOT_HEIGHT;
                xy.add(x);
                xy.add(y);
                svg.circle(x, y, 3, line.color(), line.color());
            }
            svg.polyline(xy.stream().mapToDouble(Double::doubleValue).toArray(), line.color(), 2.2, line.dash());
        }
        return svg.end();
    }

    private List<Charts.LegendEntry> entries() {
        List<Charts.LegendEntry> entries = new ArrayList<>();
        lines.forEach(line -> entries.add(new Charts.LegendEntry(line.name(), line.color(), line.dash(), false)));
        return entries;
    }
}
