package io.formatbench.run;

import io.formatbench.Defaults;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.fs.AtomicFile;
import io.formatbench.report.ComparisonReport;
import io.formatbench.report.HeadlineChart;
import io.formatbench.report.ReportDocument;
import io.formatbench.report.ReportFormats;
import io.formatbench.report.RunComparison;
import io.formatbench.report.RunResults;
import io.formatbench.report.ScalingReport;
import io.formatbench.report.SchemaSummary;
import io.formatbench.report.Sittings;
import io.formatbench.results.EngineResults;
import io.formatbench.results.MessageRun;
import io.formatbench.results.Mode;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunResult;
import io.formatbench.results.ScalingIndex;
import io.formatbench.results.SchemaIndex;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Writing a report ({@code report}): which results make it (a run, the newest run joined with the
 * formats it lacks, a scaling run's runs, a run over several schemas, two runs compared), and the files
 * written from them. The caller parses what is asked and prints what was written.
 */
public final class ReportRun {

    /**
     * How a run's report judges its figures.
     *
     * @param baseline the format every other is set against; null for the default, which the run may lack
     *                 (the report then says so), while a baseline given must have been measured
     * @param margin   the equivalence margin; NaN for the run's own, the one its rounds stopped on
     */
    public record Judging(Format baseline, double margin) {

        RunResults applyTo(RunResults run) {
            RunResults judged = run.withBaseline(baseline == null ? Defaults.BASELINE : checkedBaseline(run));
            return Double.isNaN(margin) ? judged : judged.withMargin(margin);
        }

        private Format checkedBaseline(RunResults run) {
            Set<Format> measured = new TreeSet<>();
            measured.addAll(run.formats());
            if (run.messages() != null) {
                run.messages().benchmarks().forEach(benchmark -> measured.add(benchmark.key().format()));
            }
            if (!measured.contains(baseline)) {
                throw new BaselineNotMeasured(baseline, run.runId(), measured);
            }
            return baseline;
        }
    }

    /** What a report command wrote; {@link #markdown} is what it prints. */
    public sealed interface Written permits RunReport, ScalingReportWritten, SchemaSummaryWritten, Comparison {

        String markdown();
    }

    /**
     * A run's report.
     *
     * @param newest whether the run was not named but the newest in the folder (joined, when it is, with
     *               the newest results of the formats it lacks)
     */
    public record RunReport(RunResults run, boolean newest, String markdown, List<Path> files) implements Written {}

    /** A scaling run's report, its runs side by side; each record count's own report is {@code report RUN-COUNT}. */
    public record ScalingReportWritten(String markdown, Path markdownFile, Path htmlFile) implements Written {}

    /** The summary across the schemas of a run over several, after each schema's own report. */
    public record SchemaSummaryWritten(String markdown, Path markdownFile, Path htmlFile, List<Path> schemaReports)
            implements Written {}

    /** Two runs compared, in one Markdown file. */
    public record Comparison(String markdown, Path file) implements Written {}

    /** What was asked names something the results do not have; the caller words it as a usage error. */
    public abstract static class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    /** The folder has no such run, or the run id is not a folder's name: the folder's own words. */
    public static final class NoSuchRun extends Refused {
        private static final long serialVersionUID = 1L;

        NoSuchRun(IllegalArgumentException e) {
            super(e.getMessage());
        }
    }

    /** A baseline given that the run did not measure: every table would be empty. */
    public static final class BaselineNotMeasured extends Refused {
        private static final long serialVersionUID = 1L;

        BaselineNotMeasured(Format baseline, String runId, Set<Format> measured) {
            super("run " + runId + " measured no " + baseline + " (it measured " + (measured.isEmpty() ? "nothing"
                    : String.join(", ", measured.stream().map(Format::id).toList())) + ")");
        }
    }

    /** The engine run named has no engine.json. */
    public static final class NoEngineResults extends Refused {
        private static final long serialVersionUID = 1L;

        NoEngineResults(Path file) {
            super(file + " does not exist; the spark command writes it");
        }
    }

    /** A run to compare has message results only: a comparison compares the file benchmark's results. */
    public static final class NoFileResults extends Refused {
        private static final long serialVersionUID = 1L;

        NoFileResults(String runId) {
            super("run '" + runId + "' has message results only");
        }
    }

    /** A chart of the head-to-head asked of a run that has none: one format, or no codec of the baseline. */
    public static final class NothingToDraw extends Refused {
        private static final long serialVersionUID = 1L;

        NothingToDraw(String runId) {
            super("run " + runId + " has no head-to-head to draw: it needs the baseline's codecs and another"
                    + " format's in one run");
        }
    }

    private ReportRun() {}

    /**
     * Writes the run's headline chart (each pair's write and read time ratio with its interval) to
     * {@code file} as a standalone SVG, replacing what is there: a file a README embeds, remade from each
     * new quoted run. Its folder is made if need be.
     */
    public static Path writeHeadlineChart(RunReport report, Path file) throws IOException {
        String svg = HeadlineChart.svg(report.run()).orElseThrow(() -> new NothingToDraw(report.run().runId()));
        Path target = file.toAbsolutePath();
        Files.createDirectories(target.getParent());
        try (AtomicFile atomic = AtomicFile.create(target)) {
            atomic.write(temporary -> Files.writeString(temporary, svg + "\n", StandardCharsets.UTF_8));
            atomic.commit();
        }
        return file;
    }

    /**
     * Writes the report of run {@code runId} into its folder (null: the newest run, joined with the newest
     * like-for-like results of any format it lacks), with the engine run {@code engineRunId}'s figures
     * beside it (null: the run's own, if any). A scaling run gets its runs side by side, a run over several
     * schemas each schema's report and the summary across them.
     */
    public static Written report(ResultsFolder folder, String runId, Judging judging, String engineRunId)
            throws IOException {
        if (runId != null && Files.isRegularFile(runDir(folder, runId).resolve(ScalingIndex.FILE_NAME))) {
            return scaling(folder, runId);
        }
        if (runId != null && Files.isRegularFile(runDir(folder, runId).resolve(SchemaIndex.FILE_NAME))) {
            return schemas(folder, runId, judging);
        }
        RunResults run = judging.applyTo(runId == null ? Sittings.newest(folder) : load(folder, runId));
        if (engineRunId != null) {
            Path engineFile = runDir(folder, engineRunId).resolve(EngineResults.FILE_NAME);
            if (!Files.isRegularFile(engineFile)) {
                throw new NoEngineResults(engineFile);
            }
            run = run.withEngine(EngineResults.read(engineFile));
        }
        List<Path> files = ReportFormats.writeAll(run, folder.runDir(run.runId()));
        return new RunReport(run, runId == null, ReportFormats.markdown().render(run), files);
    }

    /** Compares run {@code runA} with {@code runB}, both judged with {@code margin} (NaN: each its own). */
    public static Comparison compare(ResultsFolder folder, String runA, String runB, double margin)
            throws IOException {
        RunResults a = withMargin(load(folder, runA), margin);
        RunResults b = withMargin(load(folder, runB), margin);
        for (RunResults run : List.of(a, b)) {
            if (!run.hasFiles()) {
                throw new NoFileResults(run.runId());
            }
        }
        String markdown = ComparisonReport.render(RunComparison.of(a, b));
        Path file = folder.dir().resolve(ComparisonReport.fileName(runA, runB));
        ReportFormats.writeText(file, markdown);
        return new Comparison(markdown, file);
    }

    // A comparison keeps each run's baseline as loaded: it pairs codecs, not formats against a baseline.
    private static RunResults withMargin(RunResults run, double margin) {
        return Double.isNaN(margin) ? run : run.withMargin(margin);
    }

    /** A scaling run's report: its runs, one per record count, side by side. */
    private static ScalingReportWritten scaling(ResultsFolder folder, String runId) throws IOException {
        ScalingIndex index = ResultFiles.readScaling(folder.runDir(runId).resolve(ScalingIndex.FILE_NAME));
        List<RunResult> runs = new ArrayList<>();
        for (ScalingIndex.Entry entry : index.runs()) {
            runs.add(folder.load(entry.run(), Mode.FILE));
        }
        ReportDocument document = ScalingReport.of(runId, runs);
        List<Path> files = writeSummary(folder.runDir(runId), ScalingReport.FILE_STEM, document,
                ScalingReport::markdown, ScalingReport::html);
        return new ScalingReportWritten(ScalingReport.markdown(document), files.get(0), files.get(1));
    }

    /** A run over several schemas: each schema's own report, then the summary across them. */
    private static SchemaSummaryWritten schemas(ResultsFolder folder, String runId, Judging judging)
            throws IOException {
        SchemaIndex index = ResultFiles.readSchemas(folder.runDir(runId).resolve(SchemaIndex.FILE_NAME));
        Map<SchemaName, RunResults> runs = new LinkedHashMap<>();
        List<Path> schemaReports = new ArrayList<>();
        for (SchemaIndex.Entry entry : index.runs()) {
            RunResults schemaRun = judging.applyTo(load(folder, entry.run()));
            runs.put(entry.schema(), schemaRun);
            schemaReports.addAll(ReportFormats.writeAll(schemaRun, folder.runDir(entry.run())));
        }
        ReportDocument document = SchemaSummary.of(runId, runs);
        List<Path> files = writeSummary(folder.runDir(runId), SchemaSummary.FILE_STEM, document,
                SchemaSummary::markdown, SchemaSummary::html);
        return new SchemaSummaryWritten(SchemaSummary.markdown(document), files.get(0), files.get(1), schemaReports);
    }

    /** A summary's Markdown and HTML files, STEM.md and STEM.html in {@code dir}. */
    private static List<Path> writeSummary(Path dir, String stem, ReportDocument document,
                                           Function<ReportDocument, String> markdown,
                                           Function<ReportDocument, String> html) throws IOException {
        Path markdownFile = dir.resolve(stem + ".md");
        Path htmlFile = dir.resolve(stem + ".html");
        ReportFormats.writeText(markdownFile, markdown.apply(document));
        ReportFormats.writeText(htmlFile, html.apply(document));
        return List.of(markdownFile, htmlFile);
    }

    private static Path runDir(ResultsFolder folder, String runId) {
        try {
            return folder.runDir(runId);
        } catch (IllegalArgumentException e) {
            throw new NoSuchRun(e);
        }
    }

    /** A run's file results, its message results, or both; the error names the runs there are when it has neither. */
    private static RunResults load(ResultsFolder folder, String runId) throws IOException {
        try {
            MessageRun messages = folder.has(runId, Mode.MESSAGE) ? folder.loadMessages(runId) : null;
            // A run inside Spark (engine.json) is shown beside the run's other results, or alone.
            EngineResults engine = EngineResults.find(folder.runDir(runId)).orElse(null);
            if (engine != null && messages == null && !folder.has(runId, Mode.FILE)) {
                return RunResults.ofEngine(runId, engine);
            }
            if (messages != null && !folder.has(runId, Mode.FILE)) {
                return new RunResults(runId, List.of(), messages).withEngine(engine);
            }
            return RunResults.of(folder.load(runId, Mode.FILE)).withMessages(messages).withEngine(engine);
        } catch (IllegalArgumentException e) {
            throw new NoSuchRun(e);
        }
    }
}
