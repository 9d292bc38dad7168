package io.formatbench.report.chart;

import io.formatbench.report.Html;
import java.util.Locale;

/**
 * A small writer of inline SVG: coordinates in Locale.ROOT with one decimal, every text escaped. The
 * charts are drawn in Java so that the page needs no script and no network.
 */
final class Svg {

    static final String FONT = "DejaVu Sans, Helvetica, Arial, sans-serif";
    static final String TEXT_COLOR = "#222";
    static final String MUTED_COLOR = "#666";
    static final String GRID_COLOR = "#e3e3e3";
    static final String AXIS_COLOR = "#888";

    private final StringBuilder out = new StringBuilder();

    Svg(double width, double height, String title) {
        // No xmlns: inline in HTML5 the parser puts svg in its namespace, and the page stays free of URLs.
        out.append("<svg role=\"img\" viewBox=\"0 0 ")
                .append(n(width)).append(' ').append(n(height)).append("\" width=\"").append(n(width))
                .append("\" height=\"").append(n(height)).append("\" font-family=\"").append(FONT).append("\">\n")
                .append("<title>").append(Html.escape(title)).append("</title>\n");
    }

    Svg text(double x, double y, String text, String anchor, int size, String color, boolean bold) {
        out.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" font-size=\"").append(size)
                .append("\" fill=\"").append(color).append('"');
        if (!"start".equals(anchor)) {
            out.append(" text-anchor=\"").append(anchor).append('"');
        }
        if (bold) {
            out.append(" font-weight=\"bold\"");
        }
        out.append('>').append(Html.escape(text)).append("</text>\n");
        return this;
    }

    /** Text turned a quarter left, for a vertical axis label centred on (x, y). */
    Svg verticalText(double x, double y, String text, int size, String color) {
        out.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" font-size=\"").append(size)
                .append("\" fill=\"").append(color).append("\" text-anchor=\"middle\" transform=\"rotate(-90 ")
                .append(n(x)).append(' ').append(n(y)).append(")\">").append(Html.escape(text)).append("</text>\n");
        return this;
    }

    Svg rect(double x, double y, double width, double height, String fill) {
        out.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(width))
                .append("\" height=\"").append(n(height)).append("\" fill=\"").append(fill).append("\"/>\n");
        return this;
    }

    Svg circle(double cx, double cy, double r, String fill, String stroke) {
        out.append("<circle cx=\"").append(n(cx)).append("\" cy=\"").append(n(cy)).append("\" r=\"").append(n(r))
                .append("\" fill=\"").append(fill)
                .append("\" stroke=\"").append(stroke).append("\" stroke-width=\"1\"/>\n");
        return this;
    }

    Svg line(double x1, double y1, double x2, double y2, String stroke, double width, String dash) {
        out.append("<line x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1)).append("\" x2=\"").append(n(x2))
                .append("\" y2=\"").append(n(y2)).append("\" stroke=\"").append(stroke).append("\" stroke-width=\"")
                .append(n(width)).append('"');
        dash(dash);
        out.append("/>\n");
        return this;
    }

    /** A polyline through the points (x0, y0, x1, y1, ...). */
    Svg polyline(double[] xy, String stroke, double width, String dash) {
        out.append("<polyline fill=\"none\" stroke=\"").append(stroke).append("\" stroke-width=\"").append(n(width))
                .append("\" stroke-linejoin=\"round\"");
        dash(dash);
        out.append(" points=\"");
        for (int i = 0; i + 1 < xy.length; i += 2) {
            out.append(i == 0 ? "" : " ").append(n(xy[i])).append(',').append(n(xy[i + 1]));
        }
        out.append("\"/>\n");
        return this;
    }

    private void dash(String dash) {
        if (dash != null && !dash.isEmpty()) {
            out.append(" stroke-dasharray=\"").append(dash).append('"');
        }
    }

    String end() {
        return out.append("</svg>").toString();
    }

    static String n(double value) {
        String text = String.format(Locale.ROOT, "%.1f", value);
        return text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
    }

    /** A rough width of a text in the chart font, enough to lay out legends without measuring. */
    static double textWidth(String text, int size) {
        return text.length() * size * 0.6;
    }
}
