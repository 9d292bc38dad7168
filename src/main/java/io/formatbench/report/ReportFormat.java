package io.formatbench.report;

/** One way of writing a run's report; {@link ReportFormats} has one per file the report command writes. */
public interface ReportFormat {

    /** The file name in the run's folder, e.g. "report.md". */
    String fileName();

    /** The whole report as text. */
    String render(RunResults run);
}
