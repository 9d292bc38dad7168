package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Operation;
import io.formatbench.results.RunResult;
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(GermanLocale.class)
class MarkdownReportTest {

    private final ReportFormat markdown = ReportFormats.markdown();

    @Test
    void fullRunMatchesGoldenFileUnderGermanLocale() {
        Golden.assertMatches("report-full.md", markdown.render(SampleRuns.both()));
    }

    @Test
    void opensWithTheAnswerForIdiomaticThenTunedCodecs() {
        String report = markdown.render(SampleRuns.both());
        int idiomatic = report.indexOf("## Idiomatic: protobuf-delimited (protobuf)"
                + " against jackson-databind (json, the baseline)");
        int tuned = report.indexOf("## Tuned: protobuf-coded (protobuf)"
                + " against jackson-streaming (json, the baseline)");
        int perCodec = report.indexOf("## Per codec");
        int environment = report.indexOf("## Environment");
        assertTrue(idiomatic > 0 && idiomatic < tuned && tuned < perCodec && perCodec < environment, report);
        assertTrue(report.matches("(?s).*\\| Read time \\| 25\\d ms \\|"
                + " 78\\.\\d ms \\| 3\\.2x faster \\| "
                + "3\\.\\dx-3\\.\\dx faster"
                + " \\| protobuf-coded \\|.*"), report);
        assertTrue(report.contains("| File size | 97.0 MB | 51.2 MB | 47%"
                + " smaller | exact | protobuf-delimited |"),
                report);
    }

    @Test
    void onlyACompressedRunHasTheCompressionSection() {
        assertFalse(markdown.render(SampleRuns.both()).contains("Compression"), "nothing of it in an uncompressed run");

        List<BenchmarkResult> zstd = SampleRuns.all().stream()
                .map(b -> SampleRuns.compressed(b, Compression.ZSTD, 5, 1.25)).toList();
        String report = markdown.render(RunResults.of(SampleRuns.run(SampleRuns.RUN_ID,
                List.of(Format.JSON, Format.PROTOBUF), zstd)));

        int section = report.indexOf("## Compression");
        assertTrue(section > report.indexOf("## Charts") && section < report.indexOf("## Per codec"), report);
        assertTrue(report.contains("Compressed with zstd (zstd-jni, level 3, content checksum). Every codec writes and"
                + " reads its file through the same compressing stream"), report);
        assertTrue(report.contains("| Codec | Raw size | Compressed size | Raw / compressed | Write: compress (MB/s "
                + "raw)"
                + " | Read: decompress (MB/s raw) |"), report);
        // 97.0 MB of JSON, raw, written in 282 ms and read in 376 ms (1.25 x 225 and 300): 345 and 258 MB/s.
        assertTrue(report.contains("| jackson-databind (json, zstd, idiomatic) | 97,012,345 B (97.0 MB) | 19,402,469 B"
                + " (19.4 MB) | 5.00 | 345 MB/s ± 21.4 MB/s | 258 MB/s ± 21.7 MB/s |"), report);
        assertTrue(report.contains("### protobuf-coded (protobuf, zstd, tuned)"), "the codec's label says it");
        assertTrue(report.contains("| File size uncompressed | 51,234,567 B (51.2 MB) | 51,234,567 B (51.2 MB) |"),
                report);
        assertTrue(report.contains("| Dataset | user, 1,000,000 records, seed 42, zstd |"), report);
    }

    @Test
    void avroFilesWithCompressedBlocksHaveTheirOwnCompressionTable() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.json());
        benchmarks.addAll(SampleRuns.avro(AvroBlockCodec.DEFLATE, 16_123_456, 15_999_000));
        String report = markdown.render(RunResults.of(SampleRuns.run(SampleRuns.RUN_ID,
                List.of(Format.JSON, AvroModule.FORMAT), benchmarks)));

        int section = report.indexOf("## Compression");
        assertTrue(section > 0, report);
        assertFalse(report.contains("| Raw size |"), "no table of the tool's compression in a run without it");
        assertTrue(report.contains("Avro block codec: Avro's deflate codec, level 6."), report);
        assertTrue(report.contains("| Codec | File size | Bytes per record | File with gzip -6 | Write (records/s) |"
                + " Read (records/s) |"), report);
        // 16.1 MB for 1,000,000 records: 16.1 bytes each.
        assertTrue(report.contains("| avro-direct + deflate blocks (avro, tuned) | 16,123,456 B (16.1 MB) | 16.1 B |"
                + " 15,999,000 B (16.0 MB) |"), report);
        assertFalse(report.substring(section).contains("| jackson-streaming"), "JSON's files have no blocks");
    }

    @Test
    void runWithOneFormatSaysWhatIsMissing() {
        RunResults jsonOnly = RunResults.of(SampleRuns.run(SampleRuns.RUN_ID, List.of(Format.JSON), SampleRuns.json()));
        String report = markdown.render(jsonOnly);
        Golden.assertMatches("report-json-only.md", report);
        assertTrue(report.contains("INCOMPLETE RUN: no format but json"), report);
        assertTrue(report.contains("bench --format json,protobuf"), report);
        assertTrue(report.contains("mvn -Preport exec:java without -Drun"), report);
        assertFalse(report.contains("## Idiomatic codecs"), "no head-to-head without both formats");
    }

    @Test
    void failedVerificationIsShownBeforeAnyFigureAndInEveryPlace() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(7, SampleRuns.unverified(benchmarks.get(7)));
        String report = markdown.render(RunResults.of(SampleRuns.run(SampleRuns.RUN_ID,
                List.of(Format.JSON, Format.PROTOBUF), benchmarks)));
        Golden.assertMatches("report-failed-verification.md", report);
        int alert = report.indexOf("> **FAILED VERIFICATION**");
        assertTrue(alert > 0 && alert < report.indexOf('|'), "the alert comes before the first table");
        assertTrue(report.contains("protobuf protobuf-coded read: 999999 records"), report);
        assertTrue(report.contains("none: protobuf-coded FAILED VERIFICATION"), "no winner from an unverified codec");
        assertTrue(report.contains("### protobuf-coded (protobuf, tuned): FAILED VERIFICATION"), report);
        assertTrue(report.contains("| Verified | yes: byte for byte | NO: FAILED VERIFICATION |"), report);
    }

    @Test
    void aBusyMachineIsSaidFirstAndBesideEveryFigureItTouched() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(3, SampleRuns.withOtherCpu(benchmarks.get(3), 0.93));
        String report = markdown.render(RunResults.of(SampleRuns.run("busy", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));
        int alert = report.indexOf("> **MACHINE BUSY**");
        assertTrue(alert > 0 && alert < report.indexOf('|'), report);
        assertTrue(report.contains("json jackson-streaming read: other processes' cores over a fork's life: 0.93 at"
                + " most, 1 of 5 forks busy."), report);
        assertTrue(report.contains("### jackson-streaming (json, tuned): MACHINE BUSY"), report);
        assertTrue(report.contains("| Other processes' CPU (cores over a fork's life) | 0.02 at most, 0 of 5 forks busy"
                + " | 0.93 at most, 1 of 5 forks busy: MACHINE BUSY |"), report);
        assertTrue(report.contains("| Read time | 250 ms | 78.1 ms | 3.2x faster |"
                + " 3.1x-3.3x faster"
                + " | none (machine busy) |"), "no winner, and why: " + report);
        assertFalse(report.contains("protobuf-coded (machine busy)"), "a busy machine names no winner: " + report);
    }

    @Test
    void forksTooShortToJudgeSayWhatWasSeenBeforeTheRunNeverNotAvailable() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(6, SampleRuns.unjudged(benchmarks.get(6), 2, true));
        benchmarks.set(7, SampleRuns.unjudged(benchmarks.get(7), 5, true));
        String report = markdown.render(RunResults.of(SampleRuns.run("short", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks, 0.41)));
        assertTrue(report.contains("| Other processes' CPU (cores over a fork's life) | 0.02 at most, 0 of 3 judged"
                + " forks busy; too short to judge (2 forks); before the run: 0.41 cores: MACHINE BUSY"
                + " | too short to judge (5 forks); before the run: 0.41 cores: MACHINE BUSY |"), report);
        assertTrue(report.contains("protobuf protobuf-coded read: other processes' cores over a fork's life: too short"
                + " to judge (5 forks); before the run: 0.41 cores."), report);
        assertFalse(report.contains("| Other processes' CPU (cores over a fork's life) | n/a"), report);
    }

    @Test
    void anUnresolvedTimeRowSaysWhyTheRoundsStoppedShort() {
        RunResult run = SampleRuns.run("budget", List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all());
        String report = markdown.render(RunResults.of(SampleRuns.stopped(run,
                new RunResult.Stopping(StopRule.TIME_BUDGET, 5, 118.0, 0.071, 0, false))));
        assertTrue(report.contains("| Read time | 300 ms | 292 ms | 1.03x faster"
                + " | 1.00x slower to 1.06x faster"
                + " | no winner; within ±5.9% (note 1) |"), report);
        assertTrue(report.contains("| Read throughput (records/s) | 3.33 M records/s |"
                + " 3.42 M records/s | 1.03x faster | 1.00x slower to 1.06x faster"
                + " | no winner; within ±5.9% (note 1) |"), report);
        assertTrue(report.contains("- Note 1, Read time and Read throughput (records/s): time budget spent after 5"
                + " rounds; about 1 more round, 24 s."), report);
        assertTrue(report.contains("At least 3 forks per benchmark, in rounds"), report);

        assertTrue(report.contains("The rounds ended after 5 rounds (118 s): the time budget was spent before the"
                + " forks or the precision asked for; the widest open head-to-head time interval was ±7.1% of its ratio"
                + " (asked: within ±5.0%, in at most 120 s, at most 20 forks)."), report);

        String maxForks = markdown.render(RunResults.of(SampleRuns.stopped(run,
                new RunResult.Stopping(StopRule.MAX_FORKS, 20, 480.0, 0.06, 0, false))));
        assertTrue(maxForks.contains("| no winner; within ±5.9% (note 1) |"), maxForks);
        assertTrue(maxForks.contains(": max forks reached after 20 rounds; about 1 more round, 24 s."), maxForks);

        String precise = markdown.render(RunResults.of(SampleRuns.stopped(run,
                new RunResult.Stopping(StopRule.PRECISION, 5, 95.0, 0.031, 0, false))));
        assertTrue(precise.contains("| Read time | 300 ms | 292 ms | 1.03x"
                + " faster | 1.00x slower to 1.06x faster"
                + " | no winner; within ±5.9% (note 1) |"), precise);
        assertTrue(precise.contains("- Note 1, Read time and Read throughput (records/s): about 1 more round, 19 s."),
                precise);
        assertTrue(precise.contains("every head-to-head time ratio was within the precision asked for; the widest"
                + " head-to-head time interval was ±3.1% of its ratio"), precise);
    }

    @Test
    void benchmarksMeasuredNoMoreOnceTheirVerdictsWereInAreNamedWithTheirRounds() {
        List<BenchmarkResult> benchmarks = new ArrayList<>();
        for (BenchmarkResult b : SampleRuns.all()) {
            boolean tunedRead = b.key().operation() == Operation.READ && b.style() == Style.TUNED;
            // The tuned reads' ratio had its verdict after 3 rounds: their forks of those rounds only.
            benchmarks.add(tunedRead ? SampleRuns.withForkTimes(b, b.forks().get(0).meanMs(),
                    b.forks().get(1).meanMs(), b.forks().get(2).meanMs()) : b);
        }
        RunResult run = SampleRuns.run("settled", List.of(Format.JSON, Format.PROTOBUF), benchmarks);
        int rounds = SampleRuns.all().get(0).forks().size();
        String report = markdown.render(RunResults.of(SampleRuns.stopped(run,
                new RunResult.Stopping(StopRule.VERDICTS, rounds, 95.0, 0.04, 4, true, 12.0))));

        assertTrue(report.contains("; once every ratio it was watched for had its verdict, a benchmark was measured"
                + " no more: json jackson-streaming read, protobuf protobuf-coded read after 3 rounds"), report);
        String everyRound = markdown.render(RunResults.of(SampleRuns.stopped(
                SampleRuns.run("all", List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all()),
                new RunResult.Stopping(StopRule.VERDICTS, rounds, 95.0, 0.04, 4, true, 12.0))));
        assertFalse(everyRound.contains("measured no more"), everyRound);
    }

    @Test
    void anOpenLatencyRowForeseesNoRoundsSinceOnlyTheFirstRoundsTimeEachRecord() {
        double[][] tails = {{1, 3, 0.5, 2, 1.5}, {1.2, 0.6, 2.5, 1, 2}};
        List<BenchmarkResult> benchmarks = new ArrayList<>();
        for (BenchmarkResult b : SampleRuns.all()) {
            if (b.key().operation() == Operation.READ && b.style() == Style.TUNED) {
                // Latency that moves from fork to fork by several times: its ratio stays open.
                double[] tail = tails[b.key().format() == Format.JSON ? 0 : 1];
                List<ForkResult> forks = new ArrayList<>();
                for (int round = 1; round <= tail.length; round++) {
                    forks.add(SampleRuns.fork(round, b.timeMs().mean(), 126, 100_000_000,
                            tail[round - 1]));
                }
                benchmarks.add(SampleRuns.withForks(b.key(), b.style(), forks, b.fileBytes(), b.gzipBytes(), 0));
            } else {
                benchmarks.add(b);
            }
        }
        String report = markdown.render(RunResults.of(SampleRuns.stopped(
                SampleRuns.run("latency", List.of(Format.JSON, Format.PROTOBUF), benchmarks),
                new RunResult.Stopping(StopRule.TIME_BUDGET, 5, 118.0, 0.071, 4, true, 12.0))));

        String latencyRow = report.lines().filter(line -> line.startsWith("| Read latency per record, p99")
                && line.contains("no winner; within ±")).findFirst().orElseThrow(() -> new AssertionError(report));
        // Its explanation, if it has one, is a note under the table: the notes that name the row.
        String latencyNotes = report.lines().filter(line -> line.startsWith("- Note ")
                && line.contains("Read latency per record, p99")).reduce("", String::concat);
        assertFalse(latencyRow.contains("more round") || latencyNotes.contains("more round"), latencyNotes);
        assertTrue(report.lines().anyMatch(line -> line.startsWith("- Note ") && line.contains("Write time")
                        && line.contains("more round")),
                "the time rows still foresee their rounds: " + report);
    }

    @Test
    void aPairOfFewerThanThreeForksGetsNoVerdict() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        for (int i : new int[] {2, 3, 6, 7}) {
            BenchmarkResult b = benchmarks.get(i);
            benchmarks.set(i, SampleRuns.withForkTimes(b, b.forks().get(0).meanMs(), b.forks().get(1).meanMs()));
        }
        String report = markdown.render(RunResults.of(SampleRuns.run("two", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));
        assertTrue(report.matches("(?s).*\\| Read time \\| [^|]+ \\| [^|]+ \\| 3\\.\\dx faster \\| [^|]+"
                + " \\| no verdict \\(2 forks; at least 3\\) \\|.*"), report);
        assertTrue(report.contains("reads 3.2x faster (no verdict: 2 forks) than jackson-streaming"), report);
        // The idiomatic pair has its five rounds.
        assertTrue(report.contains("| Write time | 225 ms | 165 ms | 1.36x"
                + " faster | 1.31x-1.42x faster"
                + " | protobuf-delimited |"), report);
    }

    @Test
    void aBusyMachineIsTheReasonOfAnUnresolvedRow() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(1, SampleRuns.withOtherCpu(benchmarks.get(1), 0.93));
        String report = markdown.render(RunResults.of(SampleRuns.run("busy", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));
        assertTrue(report.contains("| Read time | 300 ms | 292 ms | 1.03x faster"
                + " | 1.02x slower to 1.07x faster"
                + " | no winner; within ±7.3% (note 1) |"), report);
        assertTrue(report.contains(", Read time and Read throughput (records/s): machine busy; about 2 more rounds,"
                + " 38 s."), report);
    }

    @Test
    void theMethodSaysWhichCodecsTheRunLeftOutAndHowToMeasureThemAll() {
        String report = markdown.render(SampleRuns.both());
        assertTrue(report.contains("This run measured 4 of the user schema's 15 codecs (not jackson3-databind,"
                + " jackson3-streaming, jackson3-databind-thread-local-pool, jackson3-databind-jdk-number-parsers,"
                + " jackson3-databind-interned-names, jackson-json-schema, protobuf-json, fastjson2, fastjson2-direct, dsl-json, dsl-json-direct); scripts/run-all.sh"
                + " --codecs all (or bench without --codecs) measures them all."),
                report);
    }

    /** Results name codecs by name: one the tool no longer has is reported as any other, and is not left out. */
    @Test
    void aCodecTheToolNoLongerHasIsReportedByItsName() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.protobuf());
        benchmarks.add(SampleRuns.benchmark(Format.JSON, "jackson-blackbird", Style.TUNED, Operation.WRITE, 190, 0.1,
                48_000_000, SampleRuns.JSON_BYTES, SampleRuns.JSON_GZIP, 0.9, 2));
        benchmarks.add(SampleRuns.benchmark(Format.JSON, "jackson-blackbird", Style.TUNED, Operation.READ, 240, 120,
                96_000_000, SampleRuns.JSON_BYTES, SampleRuns.JSON_GZIP, 1.1, 3));

        String report = markdown.render(RunResults.of(SampleRuns.run("old", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));

        assertTrue(report.contains("## Tuned: protobuf-coded (protobuf)"
                + " against jackson-blackbird (json, the baseline)"), report);
        assertTrue(report.contains("This run measured 2 of the user schema's 15 codecs (not jackson-databind,"
                + " jackson-streaming, jackson3-databind, jackson3-streaming, jackson3-databind-thread-local-pool,"
                + " jackson3-databind-jdk-number-parsers, jackson3-databind-interned-names, jackson-json-schema, protobuf-json, fastjson2, fastjson2-direct, dsl-json,"
                + " dsl-json-direct)"), report);
    }

    @Test
    void figuresThatAreNotWhatTheySeemSaySoInTheirLabels() {
        String report = markdown.render(SampleRuns.both());
        // CPU is counted over the clocked spans only, not a write's generating of records.
        assertTrue(report.contains("| Fork CPU while the clock ran, per pass time (cores) | 1.02 | 1.02 |"), report);
        assertFalse(report.contains("| Fork CPU per pass time (cores) |"), report);
        // A write's peak heap holds its generated records, which are not the codec's.
        assertTrue(report.contains("| Peak heap used, write (includes the generated records it holds) | 61.0 MB"),
                report);
        assertTrue(report.contains("| Peak heap used (a write's includes the generated records it holds) | 61.0 MB"),
                report);
        assertFalse(report.contains("| Peak heap used |"), report);
    }

    @Test
    void theHeadToHeadSaysHowManyForksOfEachSideNeverSettled() {
        assertFalse(markdown.render(SampleRuns.both()).contains("never settled"), "no note when every fork settled");
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(3, SampleRuns.unsettled(benchmarks.get(3), 2));
        String report = markdown.render(RunResults.of(SampleRuns.run("unsettled", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));
        int table = report.indexOf("## Tuned: ");
        int note = report.indexOf("Forks whose warm-up never settled (stopped at 12 warm-up passes without agreeing),"
                + " counted in the figures above like every other: jackson-streaming 2 of 10 (write 0 of 5, read 2 of"
                + " 5); protobuf-coded 0 of 10 (write 0 of 5, read 0 of 5).");
        assertTrue(table > 0 && note > table && note < report.indexOf("## Charts"), report);
        assertEquals(1, report.split("never settled", -1).length - 1, "the idiomatic pair has none: " + report);
    }

    @Test
    void resultsFromBeforeTheCanaryReadAsTheyWereJudged() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(3, SampleRuns.withOtherCpu(benchmarks.get(3), 0.93));
        RunResult run = SampleRuns.run("old", List.of(Format.JSON, Format.PROTOBUF), benchmarks);
        // As ResultFiles reads a version 3 file: no canary, no fork judged by itself, a fixed number of rounds.
        List<BenchmarkResult> old = run.benchmarks().stream().map(b -> new BenchmarkResult(b.key(), b.style(),
                b.warmupsMin(), b.warmupsMax(), b.iterations(), b.timeMs(), b.recordsPerS(), b.mbPerS(), b.rawMbPerS(),
                b.minMs(), b.maxMs(), b.latencyNs(), b.latencyPercentiles(), b.latencyP99Ns(), b.allocBytesPerRecord(),
                b.peakHeapBytes(), b.liveHeapAfterBytes(), b.gcCount(), b.gcMs(), b.fileBytes(), b.rawFileBytes(),
                b.gzipBytes(), b.skippedFields(), b.otherCpuCores(), b.machineBusy(), 0, 0, Double.NaN, Double.NaN,
                false, Double.NaN, false, b.verified(), b.latencyHistogram(), b.forks())).toList();
        RunResult version3 = new RunResult(3, run.runId(), run.created(), run.tool(), run.env(), run.dataset(),
                run.settings(), new RunResult.Machine(0.02, true, Double.NaN, Double.NaN, false),
                new RunResult.Stopping(StopRule.FORKS, 5, Double.NaN, Double.NaN, 0, false), old);
        String report = markdown.render(RunResults.of(version3));
        assertTrue(report.contains("| 0.93 over its passes (results of version 3 judged no fork by itself):"
                + " MACHINE BUSY |"), report);
        assertTrue(report.contains("| Speed canary (mean, variation) | not measured | not measured |"), report);
        assertFalse(report.contains("speed canary (a fixed piece"), "no sentence on a canary it did not have");
        assertTrue(report.contains("The rounds ended after 5 rounds: the fixed number of forks was reached."), report);
    }

    @Test
    void noNegativeCoresArePrinted() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(7, SampleRuns.withOtherCpu(benchmarks.get(7), -0.01));
        String report = markdown.render(RunResults.of(SampleRuns.run("negative", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks, -0.03)));
        assertFalse(report.contains("-0.0"), report);
        assertTrue(report.contains("| 0.00 at most, 0 of 5 forks busy |"), report);
        assertTrue(report.contains("Other processes used 0.00 cores in the second before the first fork"), report);
    }

    @Test
    void anUnsteadyMachineIsShownLikeABusyOneButItsPairedRatiosStillNameWinners() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(7, SampleRuns.unsteady(benchmarks.get(7), 1.4));
        String report = markdown.render(RunResults.of(SampleRuns.run("unsteady", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));
        int alert = report.indexOf("> **MACHINE UNSTEADY**");
        assertTrue(alert > 0 && alert < report.indexOf('|'), report);
        assertTrue(report.contains("protobuf protobuf-coded read: the speed canary varied by 18.9% over its measured"
                + " passes (mean 5.81 ms)."), report);
        assertTrue(report.contains("a CPU quota, a busy VM host, thermal throttling"), report);
        // Paired round by round in a shuffled order: the machine's changes are in the interval, not its centre.
        assertTrue(report.contains("| Read time | 250 ms | 78.1 ms | 3.2x faster |"
                + " 3.1x-3.3x faster"
                + " | protobuf-coded |"), report);
        assertTrue(report.contains("### protobuf-coded (protobuf, tuned): MACHINE UNSTEADY"), report);
        assertTrue(report.contains("| Speed canary (mean, variation) | 5.01 ms, 0.5% variation"
                + " | 5.81 ms, 18.9% variation: MACHINE UNSTEADY |"), report);
        assertTrue(report.contains("variation over the measured passes: the machine was steady over the run, but"
                + " UNSTEADY during 1 benchmark (unsteady above 10.0%)"), report);
        assertTrue(report.contains("| Write time | 225 ms | 165 ms | 1.36x"
                + " faster | 1.31x-1.42x faster"
                + " | protobuf-delimited |"), report);
        assertTrue(report.contains("| Write time | 196 ms | 135 ms | 1.45x faster |"
                + " 1.39x-1.52x faster"
                + " | protobuf-coded |"), report);
        assertTrue(report.contains("| Write + read time | 447 ms | 213 ms | 2.1x"
                + " faster | 2.0x-2.1x faster"
                + " | protobuf-coded |"), report);
        assertTrue(report.contains("Tuned, protobuf: protobuf-coded writes 1.45x faster and reads 3.2x faster"
                + " than jackson-streaming"), report);
        assertTrue(report.contains("Ratios paired round by round still name winners"), report);
    }

    @Test
    void theMachineParagraphSaysHowSteadyTheMachineWas() {
        String report = markdown.render(SampleRuns.both());
        assertTrue(report.contains("took 5.01 ms on average with 0.5% variation over the measured passes: the machine"
                + " was steady (unsteady above 10.0%)"), report);
    }

    @Test
    void pairingByRoundCancelsADriftThatHitsBothFormats() {
        // Each round the machine is 20% faster or slower for both; protobuf is always 10% faster than JSON.
        double[] json = {200, 240, 170, 230, 180};
        double[] protobuf = new double[json.length];
        for (int i = 0; i < json.length; i++) {
            protobuf[i] = json[i] * 0.9;
        }
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(3, SampleRuns.withForkTimes(benchmarks.get(3), json));
        benchmarks.set(7, SampleRuns.withForkTimes(benchmarks.get(7), protobuf));
        RunResult oneSitting = SampleRuns.run("paired", List.of(Format.JSON, Format.PROTOBUF), benchmarks);
        String paired = markdown.render(RunResults.of(oneSitting));
        assertTrue(paired.contains("| Read time | 204 ms | 184 ms | 1.11x faster |"
                + " 1.11x-1.11x faster | "
                + "protobuf-coded |"),
                paired);

        // The same figures from two sittings cannot be paired: the drift swamps the difference.
        RunResult jsonSitting = SampleRuns.run("json-run", List.of(Format.JSON), benchmarks.subList(0, 4));
        RunResult protobufSitting = SampleRuns.run("protobuf-run", List.of(Format.PROTOBUF), benchmarks.subList(4, 8));
        String unpaired = markdown.render(new RunResults("protobuf-run", List.of(protobufSitting, jsonSitting)));
        assertTrue(unpaired.contains("> **SEPARATE SITTINGS**"), unpaired);
        assertTrue(unpaired.startsWith("# formatbench report: runs protobuf-run + json-run"), unpaired);
        assertTrue(unpaired.contains("| Read time | 204 ms | 184 ms | 1.11x faster"
                + " |"), unpaired);
        assertTrue(unpaired.matches("(?s).*faster \\| no winner; within ±[0-9.]+% \\|.*"), unpaired);
        assertTrue(unpaired.contains("Welch"), unpaired);
    }

    @Test
    void codecsAreSetAgainstTheirBareLoopsAndStrictReaders() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        BenchmarkResult read = benchmarks.get(7);
        benchmarks.add(SampleRuns.withForks(read.key().withVariant(Variant.BARE_LOOP), read.style(),
                SampleRuns.scaled(read, 0.98).forks(), read.fileBytes(), read.gzipBytes(), 0.01));
        benchmarks.add(SampleRuns.withForks(read.key().withVariant(Variant.STRICT), read.style(),
                SampleRuns.scaled(read, 1.25).forks(), read.fileBytes(), read.gzipBytes(), 0.01));
        String report = markdown.render(RunResults.of(SampleRuns.run("variants", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));
        assertTrue(report.contains("## Codecs against their yardsticks"), report);
        assertTrue(report.contains("| protobuf-coded | read | 78.1 ms | bare loop | 76.5 ms | 1.02x (1.02x-1.02x) |"),
                report);
        assertTrue(report.contains("| protobuf-coded | read | 78.1 ms | strict reader | 97.6 ms | 0.80x "
                + "(0.80x-0.80x) |"), report);
        assertTrue(report.contains("### protobuf-coded (protobuf, tuned, bare-loop)"), report);
        // The head-to-head stays with the library variants.
        assertEquals(2, report.split("\n## (Idiomatic|Tuned)\\b", -1).length - 1, report);
    }

    @Test
    void readingNewerDataIsSetAgainstReadingTheDatasetOnlyWhereMeasured() {
        assertFalse(markdown.render(SampleRuns.both()).contains("newer data"), "no section without newer-data reads");
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.add(SampleRuns.newerData(benchmarks.get(3), 1.12, 1.5, 137_012_345, 21_012_345));
        benchmarks.add(SampleRuns.newerData(benchmarks.get(7), 1.35, 2.5, 79_234_567, 20_934_567));

        String report = markdown.render(RunResults.of(SampleRuns.run("newer", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));

        Golden.assertMatches("report-newer-data.md", report);
        assertTrue(report.indexOf("## Reading newer data") < report.indexOf("## Method"), "before the method");
        assertTrue(report.contains("| jackson-streaming | json | 250 ms | 280 ms | 1.12x (1.12x-1.12x) | 126 B / 189 "
                + "B |"
                + " 1.50x (1.50x-1.50x) | 97.0 B / 137 B | 2.00 |"), report);
        assertTrue(report.contains("| protobuf-coded | protobuf | 78.1 ms | 105 ms | 1.35x (1.35x-1.35x) |"), report);
        assertTrue(report.contains("### protobuf-coded (protobuf, tuned, newer-data)"), report);
        assertTrue(report.contains("| Unknown fields skipped (per pass) | not measured | 2,000,000 |"), report);
        // The head-to-head stays with the library variants.
        assertEquals(2, report.split("\n## (Idiomatic|Tuned)\\b", -1).length - 1, report);
    }

    @Test
    void tableCellsAreEscaped() {
        assertEquals("a \\| b \\*c\\* \\_d\\_ \\<e> \\\\", Markdown.escape("a | b *c* _d_ <e> \\"));
    }
}
