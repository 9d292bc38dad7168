package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Format;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The verdicts a reader acts on: a winner, "about the same" within the margin, or "not resolved"
 * with the rounds it would need; at the confidence the rounds stopped by; the A/A control; a slow
 * stretch of the run said.
 */
class VerdictsTest {

    private final ReportFormat markdown = ReportFormats.markdown();

    /** protobuf-coded reads as fast as jackson-streaming, round for round within half a percent. */
    private static List<BenchmarkResult> tunedReadsAlike() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(7, SampleRuns.withForkTimes(benchmarks.get(7), 249.5, 258.0, 245.5, 251.0, 247.5));
        return benchmarks;
    }

    @Test
    void twoCodecsWithinTheMarginAreAboutTheSame() {
        String report = markdown.render(RunResults.of(SampleRuns.run("alike", List.of(Format.JSON, Format.PROTOBUF),
                tunedReadsAlike())));
        assertTrue(report.matches("(?s).*\\| Read time \\| 250 ms \\| [^|]+ \\|"
                + " [^|]+ \\| [^|]+ \\| about the same \\|.*"), report);
        assertTrue(report.contains("protobuf-coded writes 1.45x faster than jackson-streaming and reads about as fast;"),
                report);
    }

    @Test
    void aMarginOfNoneNeverCallsMeasuredFiguresTheSame() {
        String report = markdown.render(RunResults.of(SampleRuns.run("alike", List.of(Format.JSON, Format.PROTOBUF),
                tunedReadsAlike())).withMargin(0));
        assertTrue(report.matches("(?s).*\\| Read time \\| 250 ms \\|[^\\n]*\\| no winner; within ±[^|\\n]* \\|\n.*"),
                report);
    }

    @Test
    void aRunThatLookedAfterEveryRoundIsJudgedByItsConfidenceSequence() {
        RunResult run = SampleRuns.run("looked", List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all());
        String fixed = markdown.render(RunResults.of(run));
        String looked = markdown.render(RunResults.of(SampleRuns.stopped(run,
                new RunResult.Stopping(StopRule.VERDICTS, 5, 95.0, 0.04, 4, true))));

        assertTrue(looked.contains("however many rounds were looked at.\n- The rounds looked after each one, so the"
                + " intervals are a confidence sequence"), looked);
        assertTrue(looked.contains("Every time verdict of the run holds at 99.9%: the time ratios' intervals"), looked);
        assertTrue(looked.contains("hold at that level for the 4 ratios the rounds watched, all at once (99.975% each)"),
                looked);
        String atDefault = markdown.render(RunResults.of(SampleRuns.stopped(run,
                new RunResult.Stopping(StopRule.VERDICTS, 5, 95.0, 0.04, 4, true, 12.0, 0.95))));
        assertTrue(atDefault.contains("Every time verdict of the run holds at 95%: the time ratios' intervals"), atDefault);
        assertTrue(atDefault.contains("all at once (98.75% each)"), atDefault);
        // Five rounds are too few for the sequence to bound the idiomatic write: wider than Student's t there.
        assertTrue(fixed.contains("| Write time | 225 ms | 165 ms | 1.36x faster |"
                + " 1.31x-1.42x faster | protobuf-delimited |"), fixed);
        assertFalse(looked.contains("| Write time | 225 ms | 165 ms | 1.36x faster |"
                + " 1.31x-1.42x faster |"), looked);
    }

    @Test
    void anOpenVerdictSaysAboutHowManyMoreRoundsAndMinutesItsSpreadWouldNeed() {
        String report = markdown.render(SampleRuns.both());
        assertTrue(report.contains("| no winner; within ±7.3% (note 1) |"), report);
        assertTrue(report.contains("- Note 1, Read time and Read throughput (records/s): about 2 more rounds, 38 s."),
                report);
    }

    @Test
    void aTwinAboutTheSameIsShownAndAFalseWinnerIsAnAlert() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        BenchmarkResult read = benchmarks.get(7);
        BenchmarkResult twin = SampleRuns.withForks(read.key().withVariant(Variant.TWIN), read.style(),
                SampleRuns.withForkTimes(read, 78.3, 80.0, 76.9, 79.0, 76.6).forks(), read.fileBytes(),
                read.gzipBytes(), 0.02);
        benchmarks.add(twin);
        String steady = markdown.render(RunResults.of(SampleRuns.run("aa", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));
        assertTrue(steady.contains("## A/A control: each benchmark against its twin"), steady);
        assertTrue(steady.matches("(?s).*\\| protobuf protobuf-coded read \\| 78\\.1 ms \\| [^|]+ \\| [^|]+"
                + " \\| about the same \\|.*"), steady);
        assertFalse(steady.contains("A/A CONTROL FAILED"), steady);

        BenchmarkResult faster = SampleRuns.withForks(read.key().withVariant(Variant.TWIN), read.style(),
                SampleRuns.withForkTimes(read, 70.3, 72.0, 69.1, 71.2, 68.8).forks(), read.fileBytes(),
                read.gzipBytes(), 0.02);
        benchmarks.set(benchmarks.size() - 1, faster);
        String failed = markdown.render(RunResults.of(SampleRuns.run("aa", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));
        int alert = failed.indexOf("> **A/A CONTROL FAILED**");
        assertTrue(alert > 0 && alert < failed.indexOf('|'), failed);
        assertTrue(failed.contains("protobuf protobuf-coded read: FALSE WINNER: the twin"), failed);
    }

    @Test
    void aSlowStretchOfTheRunIsSaid() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(3, benchmarks.get(3).withCanarySlower(0.18, true));
        String report = markdown.render(RunResults.of(SampleRuns.run("slow", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));
        int alert = report.indexOf("> **SLOW STRETCH**");
        assertTrue(alert > 0 && alert < report.indexOf('|'), report);
        assertTrue(report.contains("json jackson-streaming read: the speed canary was 18% slower than over the whole"
                + " run."), report);
    }

    @Test
    void theSpreadIsSplitAndPairingShowsWhatItCancels() {
        String report = markdown.render(SampleRuns.both());
        int section = report.indexOf("## Where the spread comes from");
        assertTrue(section > 0, report);
        // Every round moved every benchmark alike (the sample's drift): the pairs cancel it.
        assertTrue(report.contains("| protobuf-coded vs jackson-streaming, read | 0.8% | 2.8% | 5 |"), report);
    }
}
