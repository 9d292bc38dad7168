package io.formatbench.report.chart;

import java.util.List;

/** What every chart has: a title, a line saying how to read it, a legend. */
final class Charts {

    /** A legend entry: a swatch (a bar, or a line with its dash pattern) and its name. */
    record LegendEntry(String name, String color, String dash, boolean bar) {}

    private Charts() {}

    static void header(Svg svg, double width, String title, String subtitle) {
        svg.text(12, 24, title, "start", 16, Svg.TEXT_COLOR, true);
        if (subtitle != null && !subtitle.isEmpty()) {
            svg.text(12, 44, subtitle, "start", 12, Svg.MUTED_COLOR, false);
        }
    }

    /** Lays the entries out left to right from (x, y), wrapping before maxX; returns the y of the last row. */
    static double legend(Svg svg, double x, double y, double maxX, List<LegendEntry> entries) {
        double cursor = x;
        for (LegendEntry entry : entries) {
            double entryWidth = (entry.bar() ? 20 : 34) + Svg.textWidth(entry.name(), 12);
            if (cursor > x && cursor + entryWidth > maxX) {
                cursor = x;
                y += 20;
            }
            if (entry.bar()) {
                svg.rect(cursor, y - 10, 14, 12, entry.color());
            } else {
                svg.line(cursor, y - 4, cursor + 28, y - 4, entry.color(), 2.5, entry.dash());
            }
            double textX = cursor + (entry.bar() ? 20 : 34);
            svg.text(textX, y, entry.name(), "start", 12, Svg.TEXT_COLOR, false);
            cursor = textX + Svg.textWidth(entry.name(), 12) + 22;
        }
        return y;
    }
}
