package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.results.RunResult;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Decides what a run's report says and in which order; the sections decide what each part says, the
 * writers only how it looks.
 */
public final class ReportContent {

    /**
     * Every section, in reading order: the answer first (one verdict per pair), then what limits trust
     * in it, then the head-to-head tables and their charts, then every other table a reader decides
     * with; only then the method, in short points, and the environment, so that nothing a reader needs
     * to decide with sits below the method. A section a run has nothing for adds nothing, so a run of
     * messages only, or one inside Spark only, reads the same list. A new section is a class and a line
     * here.
     */
    static final List<ReportSection> SECTIONS = List.of(
            NoFileResultsSection::of,
            VerdictsSection::of,
            AlertsSection::of,
            HeadToHeadSection::of,
            ChartsSection::of,
            JvmSection::of,
            TwinSection::of,
            MajorVersionSection::of,
            DefaultsSection::of,
            JsonCeiling::of,
            IoFloors::of,
            YardstickSection::of,
            NewerDataSection::of,
            ThreadSection::of,
            EngineSection::of,
            CompressionSection::of,
            MessageSection::of,
            PerCodecSection::of,
            SpreadSection::of,
            MethodSection::of,
            EnvironmentSection::of);

    private ReportContent() {}

    public static ReportDocument of(RunResults run) {
        List<Block> blocks = SECTIONS.stream().flatMap(section -> section.blocks(run).stream()).toList();
        return new ReportDocument(title(run), blocks);
    }

    private static String title(RunResults run) {
        if (!run.hasFiles() && run.messages() == null) {
            return "formatbench report: run " + run.runId() + " inside Spark";
        }
        if (!run.separateSittings()) {
            return "formatbench report: run " + run.runId();
        }
        return "formatbench report: runs "
                + run.sittings().stream().map(RunResult::runId).collect(Collectors.joining(" + "));
    }
}
