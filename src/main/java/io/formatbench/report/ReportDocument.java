package io.formatbench.report;

import java.util.List;

/**
 * What a run's report says, independent of how it is written: the Markdown and HTML writers render
 * the same blocks, so that a figure is worded in one place and reads the same in both.
 */
public record ReportDocument(String title, List<Block> blocks) {

    /** One part of a report, in reading order. */
    public sealed interface Block permits Heading, Paragraph, Bullets, Alert, Table, Charts, Figure {}

    /** A section heading; level 2 for sections, 3 below them (the title is level 1). */
    public record Heading(int level, String text) implements Block {}

    public record Paragraph(String text) implements Block {}

    public record Bullets(List<String> items) implements Block {}

    /** Something a reader must not miss: a failed verification, a missing format. */
    public record Alert(String title, List<String> lines) implements Block {}

    /**
     * A table of already formatted cells.
     *
     * @param numeric per column, whether it holds figures (right-aligned)
     */
    public record Table(List<String> header, List<List<String>> rows, List<Boolean> numeric) implements Block {}

    /** Where the HTML page puts its charts; the Markdown report points to the page instead. */
    public record Charts() implements Block {}

    /** One chart drawn where it stands (the message section's); the Markdown report names it and points to the page. */
    public record Figure(String id, String title, String svg) implements Block {}
}
