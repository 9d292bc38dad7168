package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import java.util.List;

/**
 * One section of a run's report: the blocks it adds to the document, none when the run has nothing
 * for it (no compression, no threads, no file results). Its place is {@link ReportContent#SECTIONS}'s.
 */
@FunctionalInterface
interface ReportSection {

    List<Block> blocks(RunResults run);
}
