package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Charts;
import io.formatbench.report.ReportDocument.Heading;
import java.util.List;

/** Where the charts of the file figures stand: drawn in the HTML page, pointed to from the Markdown. */
final class ChartsSection {

    private ChartsSection() {}

    static List<Block> of(RunResults run) {
        return run.hasFiles() ? List.of(new Heading(2, "Charts"), new Charts()) : List.of();
    }
}
