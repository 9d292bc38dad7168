package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.report.ComparisonReport;
import io.formatbench.report.ReportDocument;
import io.formatbench.report.ReportFormats;
import io.formatbench.report.RunComparison;
import io.formatbench.report.RunResults;
import io.formatbench.report.ScalingReport;
import io.formatbench.report.Sittings;
import io.formatbench.results.EngineResults;
import io.formatbench.results.MessageRun;
import io.formatbench.results.Mode;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunResult;
import io.formatbench.results.ScalingIndex;
import io.formatbench.results.SchemaIndex;
import io.formatbench.report.SchemaSummary;
import java.util.LinkedHashMap;
import java.util.Map;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "report", mixinStandardHelpOptions = true,
        description = {
            "Writes results/RUN/report.md and report.html from a run's results and prints the Markdown.",
            "Without RUN: the newest run, joined with the newest like-for-like results of any format it lacks"
                    + " (the two format profiles run by hand).",
            "With --compare A B: compares two runs, prints the comparison and writes results/compare-A-vs-B.md."
        })
final class ReportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    // A blank RUN counts as none: the report profile passes -Drun as it is, empty when it is not set.
    @Parameters(arity = "0..1", paramLabel = "RUN",
            description = "Run id: a folder in --results (default: the run whose results were written last).")
    String run;

    // The profile's form of RUN: exec:java turns an empty positional argument into null.
    @Option(names = "--run", paramLabel = "RUN", description = "The same as the RUN argument.")
    String runOption;

    @Option(names = "--results", defaultValue = Defaults.RESULTS_DIR, paramLabel = "DIR",
            description = "Results folder (default: ${DEFAULT-VALUE}).")
    String resultsOption;

    // Two values as "--compare A B" or "--compare=A,B" (the profile's -Dcompare=A,B); blank means none.
    @Option(names = "--compare", arity = "0..2", split = ",", paramLabel = "RUN",
            description = "Compare two runs, A then B: the change from A to B, flagged where beyond noise.")
    List<String> compare;

    // Blank is the default: the report profile passes -Dbaseline as it is, empty when it is not set.
    @Option(names = "--baseline", paramLabel = "FORMAT",
            description = "The format the head-to-head sets every other format against, within each style"
                    + " (default: json). Given, the run must have measured it.")
    String baselineOption;

    // Blank is none: the report profile passes -Dengine as it is.
    // Blank is the default: the margin the run's rounds stopped on (the report profile passes -Dmargin as it is).
    @Option(names = "--margin", paramLabel = "MARGIN",
            description = "The equivalence margin: a ratio whose 99.9%% interval lies within it of 1 (5%% or 0.05) is"
                    + " \"about the same\"; 0 for none (default: the run's own, the one its rounds stopped on, else "
                    + Defaults.MARGIN + ").")
    String marginOption;

    @Option(names = "--engine", paramLabel = "RUN",
            description = "A run of the spark command whose engine.json the report shows (default: RUN's own, if"
                    + " it has one): its codecs inside Spark against this run's bench figures.")
    String engineOption;

    @Override
    public Integer call() throws IOException {
        // An unknown baseline or a bad margin is refused before the newest run is looked for and named.
        baseline();
        margin();
        if (!isBlank(runOption)) {
            if (!isBlank(run) && !run.equals(runOption)) {
                throw new FormatBenchCommand.UsageException("two runs given: '" + run + "' and --run=" + runOption);
            }
            run = runOption;
        }
        Path results = OptionValues.path(resultsOption, Defaults.RESULTS_DIR);
        ResultsFolder folder = new ResultsFolder(results);
        List<String> runs = compare == null ? List.of() : compare.stream().filter(id -> !id.isBlank()).toList();
        if (!runs.isEmpty()) {
            if (runs.size() != 2) {
                throw new FormatBenchCommand.UsageException("--compare takes two runs, A and B, was " + runs);
            }
            if (!isBlank(run)) {
                throw new FormatBenchCommand.UsageException("give either RUN or --compare A B, not both");
            }
            if (!isBlank(baselineOption)) {
                throw new FormatBenchCommand.UsageException("--baseline is for a run's report, not for --compare");
            }
            return compare(folder, runs.get(0), runs.get(1));
        }
        return report(folder);
    }

    private int report(ResultsFolder folder) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!isBlank(run) && Files.isRegularFile(runDir(folder, run).resolve(ScalingIndex.FILE_NAME))) {
            return scalingReport(folder, out, err);
        }
        if (!isBlank(run) && Files.isRegularFile(runDir(folder, run).resolve(SchemaIndex.FILE_NAME))) {
            return schemaSummary(folder, out, err);
        }
        RunResults loaded;
        if (isBlank(run)) {
            loaded = Sittings.newest(folder);
            err.println("report: no RUN given; the newest run in " + folder.dir() + " is " + loaded.runId()
                    + (loaded.separateSittings() ? ", joined with the newest like-for-like results of the formats it"
                    + " lacks: "
                            + String.join(", ", loaded.sittings().stream().skip(1).map(RunResult::runId).toList())
                            + " (separate sittings)" : ""));
        } else {
            loaded = load(folder, run);
        }
        loaded = withMargin(withBaseline(loaded));
        if (!isBlank(engineOption)) {
            Path engineFile = runDir(folder, engineOption.strip()).resolve(EngineResults.FILE_NAME);
            if (!Files.isRegularFile(engineFile)) {
                throw new FormatBenchCommand.UsageException("--engine " + engineOption.strip() + ": " + engineFile
                        + " does not exist; the spark command writes it");
            }
            loaded = loaded.withEngine(EngineResults.read(engineFile));
        }
        List<Path> written = ReportFormats.writeAll(loaded, folder.runDir(loaded.runId()));
        out.print(ReportFormats.markdown().render(loaded));
        out.flush();
        if (!loaded.unverified().isEmpty()) {
            err.println("report: WARNING: " + loaded.unverified().size()
                    + " benchmark(s) of this run FAILED VERIFICATION; see the top of the report");
        }
        err.println("report: wrote " + String.join(" and ", written.stream().map(Path::toString).toList()));
        err.flush();
        return ExitCodes.OK;
    }

    /** A scaling run's report: its runs, one per record count, side by side. */
    private int scalingReport(ResultsFolder folder, PrintWriter out, PrintWriter err) throws IOException {
        ScalingIndex index = ResultFiles.readScaling(folder.runDir(run).resolve(ScalingIndex.FILE_NAME));
        List<RunResult> runs = new ArrayList<>();
        for (ScalingIndex.Entry entry : index.runs()) {
            runs.add(folder.load(entry.run(), Mode.FILE));
        }
        ReportDocument document = ScalingReport.of(run, runs);
        Path markdown = folder.runDir(run).resolve(ScalingReport.FILE_STEM + ".md");
        Path html = folder.runDir(run).resolve(ScalingReport.FILE_STEM + ".html");
        String text = ScalingReport.markdown(document);
        ReportFormats.writeText(markdown, text);
        ReportFormats.writeText(html, ScalingReport.html(document));
        out.print(text);
        out.flush();
        err.println("report: wrote " + markdown + " and " + html
                + " (each record count's own report: report RUN-COUNT)");
        err.flush();
        return ExitCodes.OK;
    }

    /** A run over several schemas: each schema's own report, then the summary across them. */
    private int schemaSummary(ResultsFolder folder, PrintWriter out, PrintWriter err) throws IOException {
        SchemaIndex index = ResultFiles.readSchemas(folder.runDir(run).resolve(SchemaIndex.FILE_NAME));
        Map<SchemaName, RunResults> runs = new LinkedHashMap<>();
        List<String> written = new ArrayList<>();
        for (SchemaIndex.Entry entry : index.runs()) {
            RunResults schemaRun = withMargin(withBaseline(load(folder, entry.run())));
            runs.put(entry.schema(), schemaRun);
            ReportFormats.writeAll(schemaRun, folder.runDir(entry.run())).forEach(path -> written.add(path.toString()));
        }
        ReportDocument document = SchemaSummary.of(run, runs);
        Path markdown = folder.runDir(run).resolve(SchemaSummary.FILE_STEM + ".md");
        Path html = folder.runDir(run).resolve(SchemaSummary.FILE_STEM + ".html");
        String text = SchemaSummary.markdown(document);
        ReportFormats.writeText(markdown, text);
        ReportFormats.writeText(html, SchemaSummary.html(document));
        out.print(text);
        out.flush();
        err.println("report: wrote " + markdown + " and " + html + ", and each schema's report: "
                + String.join(", ", written));
        err.flush();
        return ExitCodes.OK;
    }

    private int compare(ResultsFolder folder, String runA, String runB) throws IOException {
        RunResults a = withMargin(load(folder, runA));
        RunResults b = withMargin(load(folder, runB));
        for (RunResults run : List.of(a, b)) {
            if (!run.hasFiles()) {
                throw new FormatBenchCommand.UsageException("run '" + run.runId() + "' has message results only;"
                        + " --compare compares the file benchmark's results (files.json)");
            }
        }
        RunComparison comparison = RunComparison.of(a, b);
        String markdown = ComparisonReport.render(comparison);
        Path file = folder.dir().resolve(ComparisonReport.fileName(runA, runB));
        ReportFormats.writeText(file, markdown);
        PrintWriter out = spec.commandLine().getOut();
        out.print(markdown);
        out.flush();
        spec.commandLine().getErr().println("report: wrote " + file);
        spec.commandLine().getErr().flush();
        return ExitCodes.OK;
    }

    /**
     * The run with the baseline the options give; a baseline given but not measured in the run is a
     * usage error, since every table would be empty. The default one may be absent: the report says so.
     */
    private RunResults withBaseline(RunResults loaded) {
        if (isBlank(baselineOption)) {
            return loaded.withBaseline(Defaults.BASELINE);
        }
        Format baseline = baseline();
        Set<Format> measured = EnumSet.noneOf(Format.class);
        measured.addAll(loaded.formats());
        if (loaded.messages() != null) {
            loaded.messages().benchmarks().forEach(benchmark -> measured.add(benchmark.key().format()));
        }
        if (!measured.contains(baseline)) {
            throw new FormatBenchCommand.UsageException("--baseline " + baseline + ": run " + loaded.runId()
                    + " measured no " + baseline + " (it measured " + (measured.isEmpty() ? "nothing"
                    : measured.stream().map(Format::id).collect(Collectors.joining(", "))) + ")");
        }
        return loaded.withBaseline(baseline);
    }

    /** The run judged with the margin --margin gives; without it, with the run's own. */
    private RunResults withMargin(RunResults loaded) {
        double margin = margin();
        return Double.isNaN(margin) ? loaded : loaded.withMargin(margin);
    }

    /** The margin --margin gives; NaN when it gives none (the run's own); a bad one is a usage error. */
    private double margin() {
        return isBlank(marginOption) ? Double.NaN : OptionValues.fraction("--margin", marginOption, "");
    }

    /** The format --baseline names, or the default; an unknown one is a usage error before any results are read. */
    private Format baseline() {
        if (isBlank(baselineOption)) {
            return Defaults.BASELINE;
        }
        try {
            return Format.fromId(baselineOption.strip());
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException("--baseline: " + e.getMessage());
        }
    }

    /** A run's file results, its message results, or both; the error names the runs there are when it has neither. */
    private static Path runDir(ResultsFolder folder, String runId) {
        try {
            return folder.runDir(runId);
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException(e.getMessage());
        }
    }

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
            throw new FormatBenchCommand.UsageException(e.getMessage());
        }
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
