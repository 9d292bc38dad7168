package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.Format;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunResult;
import io.formatbench.run.ReportRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
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
            converter = OptionConverters.StrippedPath.class, preprocessor = BlankMeansDefault.class,
            description = "Results folder (default: ${DEFAULT-VALUE}).")
    Path results;

    // Two values as "--compare A B" or "--compare=A,B" (the profile's -Dcompare=A,B); blank means none.
    @Option(names = "--compare", arity = "0..2", split = ",", paramLabel = "RUN",
            description = "Compare two runs, A then B: the change from A to B, flagged where beyond noise.")
    List<String> compare;

    // Null when not given (the default, json, which the run may lack); the report profile passes it blank then.
    @Option(names = "--baseline", paramLabel = "FORMAT", converter = NameConverters.FormatId.class,
            preprocessor = BlankMeansDefault.class,
            description = "The format the head-to-head sets every other format against, within each style"
                    + " (default: json). Given, the run must have measured it.")
    Format baseline;

    // Null, and blank, is the default: the margin the run's rounds stopped on (the report profile passes -Dmargin
    // as it is).
    @Option(names = "--margin", paramLabel = "MARGIN", converter = OptionConverters.Fraction.class,
            preprocessor = BlankMeansDefault.class,
            description = "The equivalence margin: a ratio whose 99.9%% interval lies within it of 1 (5%% or 0.05) is"
                    + " \"about the same\"; 0 for none (default: the run's own, the one its rounds stopped on, else "
                    + Defaults.MARGIN + ").")
    Double margin;

    // Blank is none: the report profile passes -Dengine as it is.
    // Blank means none: the report profile passes -Dsvg as it is.
    @Option(names = "--svg", paramLabel = "FILE", description = "Also draw the run's headline, each head-to-head"
            + " pair's write and read time ratio with its interval, as a standalone SVG file, replacing FILE (for a"
            + " README: docs/headline.svg).")
    String svg;

    @Option(names = "--engine", paramLabel = "RUN",
            description = "A run of the spark command whose engine.json the report shows (default: RUN's own, if"
                    + " it has one): its codecs inside Spark against this run's bench figures.")
    String engineOption;

    @Override
    public Integer call() throws IOException {
        ReportRun.Judging judging = new ReportRun.Judging(baseline, margin == null ? Double.NaN : margin);
        if (!isBlank(runOption)) {
            if (!isBlank(run) && !run.equals(runOption)) {
                throw new FormatBenchCommand.UsageException("two runs given: '" + run + "' and --run=" + runOption);
            }
            run = runOption;
        }
        ResultsFolder folder = new ResultsFolder(results);
        List<String> runs = compare == null ? List.of() : compare.stream().filter(id -> !id.isBlank()).toList();
        if (!runs.isEmpty()) {
            if (runs.size() != 2) {
                throw new FormatBenchCommand.UsageException("--compare takes two runs, A and B, was " + runs);
            }
            if (!isBlank(run)) {
                throw new FormatBenchCommand.UsageException("give either RUN or --compare A B, not both");
            }
            if (baseline != null) {
                throw new FormatBenchCommand.UsageException("--baseline is for a run's report, not for --compare");
            }
            if (!isBlank(svg)) {
                throw new FormatBenchCommand.UsageException("--svg draws a run's head-to-head, not --compare");
            }
        }
        try {
            ReportRun.Written written = runs.isEmpty()
                    ? ReportRun.report(folder, isBlank(run) ? null : run, judging,
                            isBlank(engineOption) ? null : engineOption.strip())
                    : ReportRun.compare(folder, runs.get(0), runs.get(1), judging.margin());
            print(written, folder);
            if (!isBlank(svg)) {
                if (!(written instanceof ReportRun.RunReport report)) {
                    throw new FormatBenchCommand.UsageException("--svg draws a run's head-to-head; this run's"
                            + " report is of several runs (report RUN-COUNT or RUN-SCHEMA draws one)");
                }
                Path file = ReportRun.writeHeadlineChart(report, Path.of(svg.strip()));
                spec.commandLine().getErr().println("report: wrote " + file);
                spec.commandLine().getErr().flush();
            }
        } catch (ReportRun.BaselineNotMeasured e) {
            throw new FormatBenchCommand.UsageException("--baseline " + judging.baseline() + ": " + e.getMessage());
        } catch (ReportRun.NoEngineResults e) {
            throw new FormatBenchCommand.UsageException("--engine " + engineOption.strip() + ": " + e.getMessage());
        } catch (ReportRun.NoFileResults e) {
            throw new FormatBenchCommand.UsageException(e.getMessage()
                    + "; --compare compares the file benchmark's results (files.json)");
        } catch (ReportRun.Refused e) {
            throw new FormatBenchCommand.UsageException(e.getMessage());
        }
        return ExitCodes.OK;
    }

    /** The Markdown on standard output; on standard error, which results made it and the files written. */
    private void print(ReportRun.Written written, ResultsFolder folder) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (written instanceof ReportRun.RunReport report && report.newest()) {
            err.println("report: no RUN given; the newest run in " + folder.dir() + " is " + report.run().runId()
                    + (report.run().separateSittings() ? ", joined with the newest like-for-like results of the"
                    + " formats it lacks: " + String.join(", ", report.run().sittings().stream().skip(1)
                            .map(RunResult::runId).toList()) + " (separate sittings)" : ""));
        }
        out.print(written.markdown());
        out.flush();
        if (written instanceof ReportRun.RunReport report) {
            if (!report.run().unverified().isEmpty()) {
                err.println("report: WARNING: " + report.run().unverified().size()
                        + " benchmark(s) of this run FAILED VERIFICATION; see the top of the report");
            }
            err.println("report: wrote " + joined(report.files(), " and "));
        } else if (written instanceof ReportRun.ScalingReportWritten scaling) {
            err.println("report: wrote " + scaling.markdownFile() + " and " + scaling.htmlFile()
                    + " (each record count's own report: report RUN-COUNT)");
        } else if (written instanceof ReportRun.SchemaSummaryWritten summary) {
            err.println("report: wrote " + summary.markdownFile() + " and " + summary.htmlFile()
                    + ", and each schema's report: " + joined(summary.schemaReports(), ", "));
        } else if (written instanceof ReportRun.Comparison comparison) {
            err.println("report: wrote " + comparison.file());
        }
        err.flush();
    }

    private static String joined(List<Path> files, String separator) {
        return String.join(separator, files.stream().map(Path::toString).toList());
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
