package io.formatbench.report;

/** One way of writing a run's report; {@link ReportFormats} has one per file the report command writes. */
public interface ReportFormat {

    /** The file name's ending, e.g. ".md"; the name before it is {@link ReportFormats#stem}'s. */
    String extension();

    /** The whole report as text. */
    String render(RunResults run);
}
