package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Paragraph;
import java.util.List;

/** A run of single messages only says first that it has no file figures, and where they come from. */
final class NoFileResultsSection {

    private NoFileResultsSection() {}

    static List<Block> of(RunResults run) {
        if (run.hasFiles() || run.messages() == null) {
            return List.of();
        }
        return List.of(new Paragraph("This run measured single messages in memory only: it has no file results"
                + " (files.json). The file benchmark's figures come from scripts/run-all.sh, or mvn"
                + " -Pjson-benchmark exec:java and mvn -Pprotobuf-benchmark exec:java."));
    }
}
