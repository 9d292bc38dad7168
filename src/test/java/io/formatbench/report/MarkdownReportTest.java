package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
        int idiomatic = report.indexOf("## Idiomatic codecs: jackson-databind vs protobuf-delimited");
        int tuned = report.indexOf("## Tuned codecs: jackson-streaming vs protobuf-coded");
        int perCodec = report.indexOf("## Per codec");
        int environment = report.indexOf("## Environment");
        assertTrue(idiomatic > 0 && idiomatic < tuned && tuned < perCodec && perCodec < environment, report);
        assertTrue(report.contains("| Read time (median) | 250 ms | 78.0 ms | 3.2x faster | protobuf-coded |"), report);
        assertTrue(report.contains("| File size | 97.0 MB | 51.2 MB | 47% smaller | protobuf-delimited |"), report);
    }

    @Test
    void runWithOneFormatSaysWhatIsMissing() {
        RunResults jsonOnly = new RunResults(SampleRuns.RUN_ID, Map.of("json", SampleRuns.json(SampleRuns.RUN_ID)));
        String report = markdown.render(jsonOnly);
        Golden.assertMatches("report-json-only.md", report);
        assertTrue(report.contains("INCOMPLETE RUN: no protobuf results"), report);
        assertTrue(report.contains("mvn -Pprotobuf-benchmark exec:java -Drun=" + SampleRuns.RUN_ID), report);
        assertTrue(!report.contains("## Idiomatic codecs"), "no head-to-head without both formats");
    }

    @Test
    void failedVerificationIsShownBeforeAnyFigureAndInEveryPlace() {
        RunResult protobuf = SampleRuns.protobuf(SampleRuns.RUN_ID);
        List<BenchmarkResult> benchmarks = new ArrayList<>(protobuf.benchmarks());
        benchmarks.set(3, SampleRuns.unverified(benchmarks.get(3)));
        RunResults run = new RunResults(SampleRuns.RUN_ID, Map.of("json", SampleRuns.json(SampleRuns.RUN_ID),
                "protobuf", SampleRuns.run(SampleRuns.RUN_ID, "protobuf", benchmarks)));
        String report = markdown.render(run);
        Golden.assertMatches("report-failed-verification.md", report);
        int alert = report.indexOf("> **FAILED VERIFICATION**");
        assertTrue(alert > 0 && alert < report.indexOf('|'), "the alert comes before the first table");
        assertTrue(report.contains("protobuf-coded read (protobuf): the records did not match"), report);
        assertTrue(report.contains("none: protobuf-coded FAILED VERIFICATION"), "no winner from an unverified codec");
        assertTrue(report.contains("### protobuf-coded (protobuf, tuned): FAILED VERIFICATION"), report);
        assertTrue(report.contains("| Verified (count and digest) | yes | NO: FAILED VERIFICATION |"), report);
    }

    @Test
    void tableCellsAreEscaped() {
        assertEquals("a \\| b \\*c\\* \\_d\\_ \\<e> \\\\", Markdown.escape("a | b *c* _d_ <e> \\"));
    }
}
