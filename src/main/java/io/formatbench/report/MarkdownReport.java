package io.formatbench.report;

import io.formatbench.report.ReportDocument.Alert;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Charts;
import io.formatbench.report.ReportDocument.Figure;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;

/** results/&lt;run&gt;/report.md: the report as GitHub-flavoured Markdown, also what the command prints. */
public final class MarkdownReport implements ReportFormat {

    @Override
    public String extension() {
        return ".md";
    }

    @Override
    public String render(RunResults run) {
        return render(ReportContent.of(run), ReportFormats.stem(run) + new HtmlReport().extension());
    }

    static String render(ReportDocument document, String htmlFileName) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(Markdown.escape(document.title())).append("\n\n");
        for (Block block : document.blocks()) {
            if (block instanceof Heading heading) {
                out.append("#".repeat(heading.level())).append(' ')
                        .append(Markdown.escape(heading.text())).append("\n\n");
            } else if (block instanceof Paragraph paragraph) {
                out.append(Markdown.escape(paragraph.text())).append("\n\n");
            } else if (block instanceof Bullets bullets) {
                bullets.items().forEach(item -> out.append("- ").append(Markdown.escape(item)).append('\n'));
                out.append('\n');
            } else if (block instanceof Alert alert) {
                out.append("> **").append(Markdown.escape(alert.title())).append("**\n>\n");
                alert.lines().forEach(line -> out.append("> - ").append(Markdown.escape(line)).append('\n'));
                out.append('\n');
            } else if (block instanceof Table table) {
                Markdown.table(out, table);
            } else if (block instanceof Figure figure) {
                out.append("Chart \"").append(Markdown.escape(figure.title())).append("\": in ").append(htmlFileName)
                        .append(".\n\n");
            } else if (block instanceof Charts) {
                out.append("Charts of these figures (throughput, latency percentiles, allocation, file sizes) are in ")
                        .append(htmlFileName).append(", next to this file.\n\n");
            }
        }
        return out.toString().stripTrailing() + "\n";
    }
}
