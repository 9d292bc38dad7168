package io.formatbench.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Latency percentile curves as HdrHistogram plots them: the x axis is the percentile on a "nines"
 * scale (0%, 90%, 99%, 99.9%, ... equally spaced, x = log10(1 / (1 - p))), so that the tail gets as
 * much room as the body; the y axis is logarithmic, because a record's latency spans from
 * nanoseconds to a GC pause.
 *
 * @param curves one line per codec; a colour of its own each (the caller's choice), a dash pattern per style
 */
public record PercentileChart(String title, String subtitle, List<Curve> curves) {

    /** One distribution: percentile[i] (0..100) and the latency at or below it, valueNs[i]. */
    public record Curve(String name, String color, String dash, double[] percentiles, long[] valuesNs) {}

    private static final double WIDTH = 920;
    private static final double LEFT = 86;
    private static final double RIGHT = 36;
    private static final double PLOT_HEIGHT = 300;

    public String toSvg() {
        double maxNines = 1;
        double minNs = Double.MAX_VALUE;
        double maxNs = 0;
        for (Curve curve : curves) {
            for (int i = 0; i < curve.percentiles().length; i++) {
                if (curve.percentiles()[i] < 100) {
                    maxNines = Math.max(maxNines, nines(curve.percentiles()[i]));
                }
                minNs = Math.min(minNs, Math.max(1, curve.valuesNs()[i]));
                maxNs = Math.max(maxNs, curve.valuesNs()[i]);
            }
        }
        int xEnd = (int) Math.ceil(maxNines - 1e-9);
        if (minNs == Double.MAX_VALUE) {
            minNs = 1;
            maxNs = 1000;
        }
        int decadeLow = (int) Math.floor(Math.log10(minNs));
        int decadeHigh = Math.max(decadeLow + 1, (int) Math.ceil(Math.log10(Math.max(maxNs, 1))));

        Svg probe = new Svg(0, 0, "");
        double legendBottom = Charts.legend(probe, LEFT, 62, WIDTH - RIGHT, entries());
        double top = legendBottom + 18;
        double height = top + PLOT_HEIGHT + 58;
        double plotWidth = WIDTH - LEFT - RIGHT;

        Svg svg = new Svg(WIDTH, height, title);
        Charts.header(svg, WIDTH, title, subtitle);
        Charts.legend(svg, LEFT, 62, WIDTH - RIGHT, entries());
        double bottom = top + PLOT_HEIGHT;

        for (int decade = decadeLow; decade <= decadeHigh; decade++) {
            double y = bottom - (decade - decadeLow) / (double) (decadeHigh - decadeLow) * PLOT_HEIGHT;
            svg.line(LEFT, y, LEFT + plotWidth, y, Svg.GRID_COLOR, 1, null);
            svg.text(LEFT - 8, y + 4, decadeLabel(decade), "end", 11, Svg.MUTED_COLOR, false);
            if (decade < decadeHigh) {
                for (int minor : new int[] {2, 5}) {
                    double minorY = y - Math.log10(minor) / (decadeHigh - decadeLow) * PLOT_HEIGHT;
                    svg.line(LEFT, minorY, LEFT + plotWidth, minorY, "#f2f2f2", 1, null);
                }
            }
        }
        for (int n = 0; n <= xEnd; n++) {
            double x = LEFT + n / (double) xEnd * plotWidth;
            svg.line(x, top, x, bottom, Svg.GRID_COLOR, 1, null);
            svg.text(x, bottom + 16, percentileLabel(n), "middle", 11, Svg.MUTED_COLOR, false);
        }
        svg.line(LEFT, top, LEFT, bottom, Svg.AXIS_COLOR, 1, null);
        svg.line(LEFT, bottom, LEFT + plotWidth, bottom, Svg.AXIS_COLOR, 1, null);
        svg.text(LEFT + plotWidth / 2, bottom + 40,
                "percentile of records (log scale of nines; the last point is the max)",
                "middle", 12, Svg.TEXT_COLOR, false);
        svg.verticalText(18, top + PLOT_HEIGHT / 2, "latency per record (log scale)", 12, Svg.TEXT_COLOR);

        for (Curve curve : curves) {
            double[] xy = new double[curve.percentiles().length * 2];
            for (int i = 0; i < curve.percentiles().length; i++) {
                double x = Math.min(nines(curve.percentiles()[i]), xEnd);
                double value = Math.max(1, curve.valuesNs()[i]);
                xy[2 * i] = LEFT + x / xEnd * plotWidth;
                xy[2 * i + 1] = bottom - (Math.log10(value) - decadeLow) / (decadeHigh - decadeLow) * PLOT_HEIGHT;
            }
            svg.polyline(xy, curve.color(), 2.2, curve.dash());
        }
        return svg.end();
    }

    private List<Charts.LegendEntry> entries() {
        List<Charts.LegendEntry> entries = new ArrayList<>();
        curves.forEach(curve -> entries.add(new Charts.LegendEntry(curve.name(), curve.color(), curve.dash(), false)));
        return entries;
    }

    /** How many nines a percentile has: 90 → 1, 99 → 2, 99.9 → 3; 100 is infinite. */
    static double nines(double percentile) {
        return percentile >= 100 ? Double.POSITIVE_INFINITY : -Math.log10(1 - percentile / 100);
    }

    static String percentileLabel(int nines) {
        if (nines == 0) {
            return "0%";
        }
        if (nines == 1) {
            return "90%";
        }
        return "99" + (nines > 2 ? "." + "9".repeat(nines - 2) : "") + "%";
    }

    static String decadeLabel(int decade) {
        String[] units = {"ns", "µs", "ms", "s"};
        int unit = Math.min(Math.max(decade, 0) / 3, units.length - 1);
        double value = Math.pow(10, decade - unit * 3.0);
        return String.format(Locale.ROOT, "%s %s", value >= 1 ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%s", value), units[unit]);
    }
}
