package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.cli.FormatBenchCommand;
import io.formatbench.codec.Format;
import io.formatbench.results.RunResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import io.formatbench.results.BenchmarkResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The report command as a user runs it, through the top-level command line and its exit codes. */
@ExtendWith(GermanLocale.class)
class ReportCommandTest {

    @TempDir
    Path results;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void writesBothFilesOfANamedRunAndPrintsTheMarkdown() throws Exception {
        SampleRuns.write(results, both("run1"));
        assertEquals(0, execute("report", "run1", "--results", results.toString()), err.toString());
        Path markdown = results.resolve("run1/report.md");
        assertEquals(Files.readString(markdown, StandardCharsets.UTF_8), out.toString());
        assertTrue(out.toString().startsWith("# formatbench report: run run1\n"));
        assertTrue(Files.readString(results.resolve("run1/report.html")).contains("<svg"));
        assertTrue(err.toString().contains("report.md"), err.toString());
    }

    /** The headline chart a README embeds: well-formed XML in the SVG namespace, each pair's ratios in it. */
    @Test
    void svgDrawsTheHeadlineAsAStandaloneFile(@TempDir Path docs) throws Exception {
        SampleRuns.write(results, both("run1"));
        Path svg = docs.resolve("docs/headline.svg");

        assertEquals(0, execute("report", "run1", "--results", results.toString(), "--svg", svg.toString()),
                err.toString());

        assertTrue(err.toString().contains("report: wrote " + svg), err.toString());
        javax.xml.parsers.DocumentBuilderFactory factory = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        org.w3c.dom.Document document = factory.newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", document.getDocumentElement().getLocalName());
        assertEquals("http://www.w3.org/2000/svg", document.getDocumentElement().getNamespaceURI());
        String text = document.getDocumentElement().getTextContent();
        for (String expected : List.of("Idiomatic, protobuf: protobuf-delimited", "write, against jackson-databind",
                "Tuned, protobuf: protobuf-coded", "read, against jackson-streaming", "1.45x faster (1.39x-1.52x faster)",
                "3.2x faster (3.1x-3.3x faster)", "1.03x faster (1.02x slower to 1.07x faster)", "run run1")) {
            assertTrue(text.contains(expected), expected + " in " + text);
        }
        String drawn = Files.readString(svg);
        assertFalse(drawn.contains("<script"), "plain SVG");
        assertEquals(4, drawn.split("<circle ", -1).length - 1, "a dot per ratio: " + drawn);

        // Made again from the next run: the file is replaced.
        assertEquals(0, execute("report", "run1", "--results", results.toString(), "--svg", svg.toString()),
                err.toString());
        assertEquals(drawn, Files.readString(svg));
    }

    @Test
    void svgOfARunWithoutAHeadToHeadIsAUsageError(@TempDir Path docs) throws Exception {
        SampleRuns.write(results, SampleRuns.run("json-only", List.of(Format.JSON), SampleRuns.json()));

        assertEquals(2, execute("report", "json-only", "--results", results.toString(), "--svg",
                docs.resolve("headline.svg").toString()), err.toString());

        assertTrue(err.toString().contains("run json-only has no head-to-head to draw"), err.toString());
        assertFalse(Files.exists(docs.resolve("headline.svg")));
    }

    @Test
    void withoutRunReportsTheNewestRunAndABlankRunMeansNone() throws Exception {
        SampleRuns.write(results, both("zz-older"));
        SampleRuns.write(results, both("aa-newer"));
        age(results.resolve("zz-older/files.json"), "2026-01-01T00:00:00Z");
        Files.createDirectories(results.resolve("not-a-run"));
        assertEquals(0, execute("report", "--results", results.toString()), err.toString());
        assertTrue(out.toString().startsWith("# formatbench report: run aa-newer\n"), out.toString());
        assertTrue(err.toString().contains("newest run"), err.toString());

        // What the report profile passes when -Drun and -Dcompare are not set.
        assertEquals(0, execute("report", "--run=", "--results=" + results, "--compare="), err.toString());
        assertTrue(Files.exists(results.resolve("aa-newer/report.html")));
        assertEquals(0, execute("report", "", "--results=" + results), err.toString());

        out.getBuffer().setLength(0);
        assertEquals(0, execute("report", "--run=zz-older", "--results=" + results, "--compare="), err.toString());
        assertTrue(out.toString().startsWith("# formatbench report: run zz-older\n"), out.toString());
    }

    @Test
    void theFormatProfilesRunByHandAreJoinedIntoOneHeadToHead() throws Exception {
        SampleRuns.write(results, SampleRuns.run("older-json", List.of(Format.JSON), SampleRuns.json()));
        SampleRuns.write(results, SampleRuns.run("newer-protobuf", List.of(Format.PROTOBUF), SampleRuns.protobuf()));
        age(results.resolve("older-json/files.json"), "2026-01-01T00:00:00Z");

        assertEquals(0, execute("report", "--run=", "--results=" + results, "--compare="), err.toString());

        String report = out.toString();
        assertTrue(report.startsWith("# formatbench report: runs newer-protobuf + older-json\n"), report);
        assertTrue(report.contains("> **SEPARATE SITTINGS**"), report);
        assertTrue(report.contains("## Tuned: protobuf-coded (protobuf)"
                + " against jackson-streaming (json, the baseline)"), report);
        assertFalse(report.contains("INCOMPLETE RUN"), report);
        assertTrue(err.toString().contains("joined with the newest like-for-like results of the formats it lacks:"
                + " older-json (separate sittings)"), err.toString());
        assertTrue(report.contains("are in report-joined.html, next to this file"), report);
        assertEquals(report, Files.readString(results.resolve("newer-protobuf/report-joined.md")));

        // The run's own report is another file: neither overwrites the other.
        assertEquals(0, execute("report", "newer-protobuf", "--results", results.toString()), err.toString());
        assertTrue(Files.readString(results.resolve("newer-protobuf/report.md"))
                .contains("INCOMPLETE RUN: no json results"));
        assertEquals(report, Files.readString(results.resolve("newer-protobuf/report-joined.md")));
    }

    @Test
    void onlyTheMissingFormatIsTakenFromAnOlderRun() throws Exception {
        // The main job ran both formats; then only JSON was measured again, by hand.
        List<BenchmarkResult> olderBoth = new ArrayList<>(SampleRuns.all());
        olderBoth.set(1, SampleRuns.unverified(olderBoth.get(1)));
        SampleRuns.write(results, SampleRuns.run("older-both", List.of(Format.JSON, Format.PROTOBUF), olderBoth));
        SampleRuns.write(results, SampleRuns.run("newer-json", List.of(Format.JSON), SampleRuns.json()));
        age(results.resolve("older-both/files.json"), "2026-01-01T00:00:00Z");

        assertEquals(0, execute("report", "--results", results.toString()), err.toString());

        String report = out.toString();
        assertTrue(report.startsWith("# formatbench report: runs newer-json + older-both\n"), report);
        assertFalse(report.contains("FAILED VERIFICATION"), "the older run's JSON figures are not part of it: "
                + report);
        assertEquals(1, report.split("### jackson-databind \\(json, idiomatic\\)", -1).length - 1, report);
    }

    @Test
    void anUnreadableOlderRunIsNoCandidate() throws Exception {
        Files.createDirectories(results.resolve("broken"));
        Files.writeString(results.resolve("broken/files.json"), "{");
        age(results.resolve("broken/files.json"), "2026-01-01T00:00:00Z");
        SampleRuns.write(results, SampleRuns.run("newer-json", List.of(Format.JSON), SampleRuns.json()));

        assertEquals(0, execute("report", "--results", results.toString()), err.toString());

        assertTrue(out.toString().contains("INCOMPLETE RUN: no format but json"), out.toString());
    }

    @Test
    void runsMeasuredOtherwiseAreNotJoined() throws Exception {
        RunResult json = SampleRuns.run("older-json", List.of(Format.JSON), SampleRuns.json());
        RunResult.Settings s = json.settings();
        RunResult otherHeap = new RunResult(json.resultVersion(), json.runId(), json.created(), json.tool(), json.env(),
                json.dataset(), new RunResult.Settings(s.formats(), s.codecs(), s.variants(), s.operations(), s.forks(),
                        s.shuffleSeed(), s.warmups(), s.maxWarmups(), s.warmupWindow(), s.warmupTolerance(),
                                s.iterations(),
                        "512m", s.fsync(), s.latencyPass(), s.ioBufferBytes(), s.busyCores(), s.unsteadyCv(),
                        s.slowCanary(), s.precision(), s.timeBudgetS(), s.maxForks(), s.margin(), s.latencyRounds(),
                        s.unknownFields(), s.bound()), json.machine(), json.stopping(),
                json.benchmarks());
        SampleRuns.write(results, otherHeap);
        SampleRuns.write(results, SampleRuns.run("newer-protobuf", List.of(Format.PROTOBUF), SampleRuns.protobuf()));
        age(results.resolve("older-json/files.json"), "2026-01-01T00:00:00Z");

        assertEquals(0, execute("report", "--results", results.toString()), err.toString());

        assertTrue(out.toString().startsWith("# formatbench report: run newer-protobuf\n"), out.toString());
        assertTrue(out.toString().contains("INCOMPLETE RUN: no json results"), out.toString());
    }

    @Test
    void aMissingRunIsAClearErrorNamingTheRunsThatExist() throws Exception {
        SampleRuns.write(results, both("run1"));
        assertEquals(5, execute("report", "nope", "--results", results.toString()));
        assertTrue(err.toString().contains("no results of run 'nope'"), err.toString());
        assertTrue(err.toString().contains("run1"), err.toString());
        assertTrue(out.toString().isEmpty());
    }

    @Test
    void anEmptyResultsFolderSaysHowToMakeResults() {
        assertEquals(5, execute("report", "--results", results.resolve("missing").toString()));
        assertTrue(err.toString().contains("no benchmark results here"), err.toString());
        assertTrue(err.toString().contains("scripts/run-all.sh"), err.toString());
    }

    @Test
    void aRunIdThatLeavesTheResultsFolderIsRefused() {
        assertEquals(2, execute("report", "../etc", "--results", results.toString()));
        assertTrue(err.toString().contains("a run id is the name of one folder"), err.toString());
    }

    @Test
    void aCorruptResultsFileIsBadInput() throws Exception {
        Files.createDirectories(results.resolve("broken"));
        Files.writeString(results.resolve("broken/files.json"), "{\"result_version\": 2, \"benchmarks\": [");
        assertEquals(3, execute("report", "broken", "--results", results.toString()));
        assertTrue(err.toString().contains("files.json"), err.toString());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
    }

    @Test
    void resultsOfAnOlderVersionSayToMeasureAgain() throws Exception {
        // Version 1 wrote one file per format.
        Files.createDirectories(results.resolve("old"));
        Files.writeString(results.resolve("old/json.json"), "{\"result_version\": 1, \"benchmarks\": []}");
        assertEquals(5, execute("report", "old", "--results", results.toString()));
        assertTrue(err.toString().contains("json.json: results of version 1"), err.toString());
        assertTrue(err.toString().contains("measure again"), err.toString());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"scaling_version\": 2, \"runs\": []}", "{\"scaling_version\": 1, \"runs\": []}",
            "{\"scaling_version\": 1, \"runs\": [{\"records\": 0, \"run\": \"a\"}]}", "not json", "{}"})
    void aBrokenScalingIndexIsOneLineNamingIt(String content) throws Exception {
        Files.createDirectories(results.resolve("grow"));
        Files.writeString(results.resolve("grow/scaling.json"), content);

        assertEquals(3, execute("report", "grow", "--results", results.toString()));

        assertTrue(err.toString().contains("grow/scaling.json"), err.toString());
        assertEquals(1, err.toString().strip().lines().count(), "one line, no stack trace: " + err);
    }

    @Test
    void aResultsFileOfANewerVersionSaysSoWhateverItsKeys() throws Exception {
        Files.createDirectories(results.resolve("newer"));
        Files.writeString(results.resolve("newer/files.json"), "{\"result_version\": 7, \"runs\": []}");
        assertEquals(3, execute("report", "newer", "--results", results.toString()));
        assertTrue(err.toString().contains("results version 7, this tool reads version 6 and 5 and 4 and 3 and 2:"
                + " measure again"), err.toString());

        Files.writeString(results.resolve("newer/files.json"), "{\"result_version\": 4, \"benchmarks\": [null]}");
        err.getBuffer().setLength(0);
        assertEquals(3, execute("report", "newer", "--results", results.toString()));
        assertEquals(1, err.toString().strip().lines().count(), "one line, no stack trace: " + err);
    }

    @Test
    void aResultsFileMissingAFieldIsBadInputNotAGuess() throws Exception {
        SampleRuns.write(results, both("gap"));
        Path file = results.resolve("gap/files.json");
        // Without "verified" a benchmark must not read as having failed verification.
        Files.writeString(file, Files.readString(file).replaceFirst("\"verified\" : true,", ""));
        assertEquals(3, execute("report", "gap", "--results", results.toString()));
        assertTrue(err.toString().contains("not a results file"), err.toString());
        assertTrue(err.toString().contains("verified"), err.toString());

        SampleRuns.write(results, both("noforks"));
        Path other = results.resolve("noforks/files.json");
        Files.writeString(other, Files.readString(other).replaceFirst("\"forks\" : \\[",
                "\"forks\" : null, \"x\" : ["));
        err.getBuffer().setLength(0);
        assertEquals(3, execute("report", "noforks", "--results", results.toString()));
        assertTrue(err.toString().contains("has no forks"), err.toString());
    }

    @Test
    void comparesTwoRunsAndWritesTheComparison() throws Exception {
        SampleRuns.write(results, both("a"));
        SampleRuns.write(results, both("b"));
        assertEquals(0, execute("report", "--compare", "a", "b", "--results", results.toString()), err.toString());
        assertTrue(out.toString().startsWith("# formatbench comparison: run a (A) vs run b (B)"), out.toString());
        assertEquals(out.toString(), Files.readString(results.resolve("compare-a-vs-b.md")));

        // The profile's form: -Dcompare=a,b becomes --compare=a,b, with a blank RUN.
        out.getBuffer().setLength(0);
        assertEquals(0, execute("report", "--run=", "--results=" + results, "--compare=a,b"), err.toString());
        assertTrue(out.toString().startsWith("# formatbench comparison"));
    }

    @Test
    void compareNeedsExactlyTwoRuns() throws Exception {
        SampleRuns.write(results, both("a"));
        assertEquals(2, execute("report", "--compare=a", "--results", results.toString()));
        assertTrue(err.toString().contains("--compare takes two runs"), err.toString());
        assertEquals(5, execute("report", "--compare", "a", "zzz", "--results", results.toString()));
    }

    @Test
    void aRunOverSeveralSchemasGetsEachSchemasReportAndASummaryAcrossThem() throws Exception {
        SampleRuns.write(results, both("all-user"));
        SampleRuns.write(results, both("all-event"));
        Files.createDirectories(results.resolve("all"));
        Files.writeString(results.resolve("all/schemas.json"), "{\"schemas_version\": 1, \"runs\": ["
                + "{\"schema\": \"user\", \"run\": \"all-user\"}, {\"schema\": \"event\", \"run\": \"all-event\"}]}");
        assertEquals(0, execute("report", "all", "--results", results.toString()), err.toString());
        String summary = Files.readString(results.resolve("all/summary.md"));
        assertEquals(summary, out.toString());
        assertTrue(Files.isRegularFile(results.resolve("all-user/report.md")));
        assertTrue(Files.isRegularFile(results.resolve("all-event/report.html")));
        assertTrue(Files.readString(results.resolve("all/summary.html")).contains("<table"));
        List<String> rows = summary.lines().filter(line -> line.startsWith("| user")
                || line.startsWith("| event")).toList();
        // Two styles per schema, one other format: protobuf against the baseline, json, with its verdicts.
        assertEquals(4, rows.size(), summary);
        assertTrue(rows.get(0).contains("| idiomatic | protobuf-delimited vs jackson-databind |"), rows.get(0));
        assertTrue(rows.get(1).contains("| tuned | protobuf-coded vs jackson-streaming |"), rows.get(1));
        // The sample's tuned read: protobuf-coded 78 ms against jackson-streaming's 250 ms.
        assertTrue(rows.get(1).contains("protobuf-coded (protobuf 3.2x faster)"), rows.get(1));
    }

    @Test
    void baselineProtobufSetsEveryOtherFormatAgainstProtobuf() throws Exception {
        RunResults four = SampleRuns.fourFormats();
        SampleRuns.write(results, four.primary());
        assertEquals(0, execute("report", SampleRuns.RUN_ID, "--results", results.toString(), "--baseline", "protobuf"),
                err.toString());
        String report = out.toString();
        assertTrue(report.contains("## Tuned codecs against protobuf-coded (protobuf, the baseline)"), report);
        assertTrue(report.contains("| Read time | 78.1 ms | jackson-streaming (json) | 250 ms | 3.2x slower |"),
                report);
        assertTrue(report.contains("| Read time | 78.1 ms | smile-streaming (smile) | "), report);
        assertEquals(report, Files.readString(results.resolve(SampleRuns.RUN_ID + "/report.md")));

        // What the report profile passes when -Dbaseline is not set: the default, json.
        out.getBuffer().setLength(0);
        assertEquals(0, execute("report", "--run=" + SampleRuns.RUN_ID, "--results=" + results, "--baseline=",
                "--compare="), err.toString());
        assertTrue(out.toString().contains("## Tuned codecs against jackson-streaming (json, the baseline)"),
                out.toString());
    }

    @Test
    void aBaselineTheRunDidNotMeasureIsOneLineAndAUsageError() throws Exception {
        SampleRuns.write(results, both("run1"));
        assertEquals(2, execute("report", "run1", "--results", results.toString(), "--baseline", "cbor"));
        assertEquals("report: --baseline cbor: run run1 measured no cbor (it measured json, protobuf)",
                err.toString().strip());
        assertFalse(Files.exists(results.resolve("run1/report.md")), "no report without its baseline");
    }

    @Test
    void anUnknownBaselineIsOneLineAndAUsageError() throws Exception {
        SampleRuns.write(results, both("run1"));
        assertEquals(2, execute("report", "run1", "--results", results.toString(), "--baseline", "xml"));
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("report: --baseline: unknown format 'xml' (known: json, protobuf,"),
                err.toString());
        // Without RUN too: the error is the only line, before the newest run is named.
        err.getBuffer().setLength(0);
        assertEquals(2, execute("report", "--results", results.toString(), "--baseline=xml"));
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
    }

    @Test
    void theSummaryAcrossSchemasTakesTheBaselineToo() throws Exception {
        SampleRuns.write(results, both("all-user"));
        Files.createDirectories(results.resolve("all"));
        Files.writeString(results.resolve("all/schemas.json"), "{\"schemas_version\": 1, \"runs\": ["
                + "{\"schema\": \"user\", \"run\": \"all-user\"}]}");
        assertEquals(0, execute("report", "all", "--results", results.toString(), "--baseline", "protobuf"),
                err.toString());
        assertTrue(out.toString().contains("| user | 1,000,000 | tuned | jackson-streaming vs protobuf-coded |"),
                out.toString());
        assertEquals(2, execute("report", "all", "--results", results.toString(), "--baseline", "smile"));
        assertTrue(err.toString().contains("--baseline smile: run all-user measured no smile"), err.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"schemas_version\": 2, \"runs\": []}", "{\"schemas_version\": 1, \"runs\": []}",
            "{\"schemas_version\": 1, \"runs\": [{\"run\": \"a\"}]}", "not json"})
    void aBrokenSchemasIndexIsOneLineNamingIt(String content) throws Exception {
        Files.createDirectories(results.resolve("all"));
        Files.writeString(results.resolve("all/schemas.json"), content);
        assertEquals(3, execute("report", "all", "--results", results.toString()), err.toString());
        assertTrue(err.toString().contains("all/schemas.json"), err.toString());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
    }

    private static RunResult both(String runId) {
        return SampleRuns.run(runId, List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all());
    }

    private static void age(Path file, String instant) throws Exception {
        Files.setLastModifiedTime(file, FileTime.from(Instant.parse(instant)));
    }

    private int execute(String... args) {
        CommandLine commandLine = FormatBenchCommand.newCommandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(args);
    }
}
