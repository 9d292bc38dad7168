package io.formatbench.report;

import io.formatbench.report.ReportDocument.Alert;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Charts;
import io.formatbench.report.ReportDocument.Figure;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import java.util.List;
import java.util.function.Supplier;

/**
 * results/&lt;run&gt;/report.html: the report's content with charts, in one file that needs nothing
 * else (no script, no font, no network), so it opens anywhere and can be attached or archived. The
 * page is also well-formed XML, which the tests check.
 */
public final class HtmlReport implements ReportFormat {


    private static final String STYLE = """
            body {
              font-family: DejaVu Sans, Helvetica, Arial, sans-serif; color: #222; margin: 0; background: #fafafa;
            }
            main { max-width: 1240px; margin: 0 auto; padding: 16px 24px 48px; background: #fff; }
            h1 { font-size: 26px; margin: 12px 0 8px; }
            h2 { font-size: 20px; margin: 32px 0 10px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
            h3 { font-size: 16px; margin: 22px 0 8px; }
            p, li { font-size: 14px; line-height: 1.45; max-width: 900px; }
            table { border-collapse: collapse; font-size: 13px; margin: 8px 0 12px; width: 100%; }
            th, td { border: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
            th { background: #f0f0f0; }
            td:first-child { min-width: 14em; }
            td.short { white-space: nowrap; }
            td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
            tr:nth-child(even) td { background: #fbfbfb; }
            .alert { border: 2px solid #c00000; background: #fff0f0; padding: 8px 14px; margin: 12px 0; }
            .alert strong { color: #c00000; font-size: 16px; }
            figure { margin: 18px 0; }
            figure svg { max-width: 100%; height: auto; border: 1px solid #eee; }
            .failed { color: #c00000; font-weight: bold; }
            """;

    @Override
    public String extension() {
        return ".html";
    }

    @Override
    public String render(RunResults run) {
        return render(ReportContent.of(run), () -> ReportCharts.of(run));
    }

    /** A document as a page, with {@code charts} where it has its {@link Charts} block. */
    static String render(ReportDocument document, Supplier<List<ReportCharts.Chart>> charts) {
        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
                .append("<title>").append(Html.escape(document.title())).append("</title>\n")
                .append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n<main>\n")
                .append("<h1>").append(Html.escape(document.title())).append("</h1>\n");
        for (Block block : document.blocks()) {
            if (block instanceof Heading heading) {
                out.append("<h").append(heading.level()).append('>').append(Html.escape(heading.text()))
                        .append("</h").append(heading.level()).append(">\n");
            } else if (block instanceof Paragraph paragraph) {
                out.append("<p>").append(Html.escape(paragraph.text())).append("</p>\n");
            } else if (block instanceof Bullets bullets) {
                out.append("<ul>\n");
                bullets.items().forEach(item -> out.append("<li>").append(Html.escape(item)).append("</li>\n"));
                out.append("</ul>\n");
            } else if (block instanceof Alert alert) {
                out.append("<div class=\"alert\" role=\"alert\"><strong>").append(Html.escape(alert.title()))
                        .append("</strong>\n<ul>\n");
                alert.lines().forEach(line -> out.append("<li>").append(Html.escape(line)).append("</li>\n"));
                out.append("</ul></div>\n");
            } else if (block instanceof Table table) {
                table(out, table);
            } else if (block instanceof Figure figure) {
                out.append("<figure id=\"chart-").append(figure.id()).append("\">\n").append(figure.svg())
                        .append("\n</figure>\n");
            } else if (block instanceof Charts) {
                for (ReportCharts.Chart chart : charts.get()) {
                    out.append("<figure id=\"chart-").append(chart.id()).append("\">\n").append(chart.svg())
                            .append("\n</figure>\n");
                }
            }
        }
        out.append("</main>\n</body>\n</html>\n");
        return out.toString();
    }

    private static void table(StringBuilder out, Table table) {
        out.append("<table>\n<thead><tr>");
        table.header().forEach(cell -> out.append("<th>").append(Html.escape(cell)).append("</th>"));
        out.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : table.rows()) {
            out.append("<tr>");
            for (int column = 0; column < row.size(); column++) {
                String cell = row.get(column);
                boolean failed = cell.contains("FAILED VERIFICATION");
                // A short cell never wraps, so that the long labels beside it give way instead (CellNotes).
                boolean keepWhole = column > 0 && !table.numeric().get(column) && cell.length() <= CellNotes.LONGEST;
                String css = (table.numeric().get(column) ? "num" : keepWhole ? "short" : "")
                        + (failed ? " failed" : "");
                out.append(css.isBlank() ? "<td>" : "<td class=\"" + css.strip() + "\">").append(Html.escape(cell))
                        .append("</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }
}
