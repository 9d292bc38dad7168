package io.formatbench.report;

import io.formatbench.report.ReportDocument.Table;
import java.util.List;

/** Markdown syntax shared by the run report and the comparison of runs. */
final class Markdown {

    private Markdown() {}

    /** Text with Markdown's inline syntax neutralised, safe inside a paragraph or a table cell. */
    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\', '`', '*', '_', '[', ']', '<', '|' -> escaped.append('\\').append(c);
                case '\r', '\n' -> escaped.append(' ');
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    static void table(StringBuilder out, Table table) {
        line(out, table.header());
        out.append('|');
        for (int column = 0; column < table.header().size(); column++) {
            out.append(table.numeric().get(column) ? "---:|" : "---|");
        }
        out.append('\n');
        for (List<String> row : table.rows()) {
            line(out, row);
        }
        out.append('\n');
    }

    private static void line(StringBuilder out, List<String> cells) {
        out.append('|');
        for (String cell : cells) {
            out.append(' ').append(escape(cell)).append(" |");
        }
        out.append('\n');
    }
}
