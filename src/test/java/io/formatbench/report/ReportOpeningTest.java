package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The report answers before it explains: a verdict per pair, then the head-to-head tables and the
 * charts; the method, in short points, and the environment come last, with nothing a reader decides
 * with below them; and a verdict cell is short, its explanation a note under its table.
 */
@ExtendWith(GermanLocale.class)
class ReportOpeningTest {

    @Test
    void theFirstLinesUnderTheTitleAreTheVerdictsOnePerPairThenTheTables() {
        RunResults run = SampleRuns.both();
        List<String> lines = ReportFormats.markdown().render(run).lines().toList();

        assertEquals(List.of("# formatbench report: run " + SampleRuns.RUN_ID, ""), lines.subList(0, 2));
        assertTrue(lines.get(2).startsWith("- Idiomatic, protobuf: protobuf-delimited writes 1.36x faster and reads"
                + " 1.03x faster (no winner; within ±7.3%) than jackson-databind;"), lines.get(2));
        assertTrue(lines.get(3).startsWith("- Tuned, protobuf: protobuf-coded writes 1.45x faster and reads 3.2x"
                + " faster than jackson-streaming;"), lines.get(3));
        assertEquals("", lines.get(4), "two pairs, two verdict lines");
        assertEquals("Time verdicts hold at 99.9% for the 4 ratios together, at the rounds fixed in advance; the"
                + " Method section says how.", lines.get(5), "the level, once, where the verdicts are");
        assertTrue(lines.get(7).startsWith("## Idiomatic: protobuf-delimited (protobuf) against jackson-databind"),
                "then the tables: " + lines.get(7));
    }

    @Test
    void theMethodInShortPointsAndTheEnvironmentComeLast() {
        String report = ReportFormats.markdown().render(SampleRuns.both());
        List<String> headings = report.lines().filter(line -> line.startsWith("## ")).toList();

        assertEquals(List.of("## Method", "## Environment"), headings.subList(headings.size() - 2, headings.size()),
                headings.toString());
        assertTrue(headings.indexOf("## Charts") < headings.indexOf("## Per codec"), "the charts before the details");
        String method = section(report, "## Method");
        List<String> points = method.lines().filter(line -> line.startsWith("- ")).toList();
        assertTrue(points.size() >= 8, method);
        for (String point : points) {
            // One sentence: a full stop only at its end.
            assertFalse(point.substring(0, point.length() - 1).contains(". "), "one sentence a point: " + point);
            assertTrue(point.endsWith("."), point);
        }
        assertEquals(points.size() + 2, method.strip().lines().count(), "nothing but its points: " + method);
    }

    @Test
    void aVerdictCellIsShortAndItsExplanationANoteUnderTheTable() {
        RunResults run = RunResults.of(SampleRuns.stopped(SampleRuns.run("budget",
                List.of(io.formatbench.codec.Format.JSON, io.formatbench.codec.Format.PROTOBUF), SampleRuns.all()),
                new io.formatbench.results.RunResult.Stopping(io.formatbench.results.StopRule.TIME_BUDGET, 5, 118.0,
                        0.071, 0, false)));
        String report = ReportFormats.markdown().render(run);
        String idiomatic = section(report, "## Idiomatic: protobuf-delimited (protobuf) against jackson-databind (json,"
                + " the baseline)");

        for (String row : idiomatic.lines().filter(line -> line.startsWith("| ") && !line.startsWith("| Metric"))
                .toList()) {
            String[] cells = row.split(" \\| ");
            String interval = cells[cells.length - 2];
            String winner = cells[cells.length - 1].replace(" |", "");
            assertTrue(interval.length() <= CellNotes.LONGEST && winner.length() <= CellNotes.LONGEST, row);
        }
        assertTrue(idiomatic.contains("| no winner; within ±5.9% (note 1) |"), idiomatic);
        assertTrue(idiomatic.contains("\n- Note 1, Read time and Read throughput (records/s): time budget spent after 5"
                + " rounds; about 1 more round, 24 s.\n"), idiomatic);
    }

    @Test
    void eachPairOfFourFormatsHasItsVerdictLineBeforeAnyTable() {
        RunResults run = SampleRuns.fourFormats();
        List<HeadToHead> pairs = HeadToHead.of(run);
        List<String> lines = ReportFormats.markdown().render(run).lines().toList();

        assertEquals(6, pairs.size(), "protobuf, cbor and smile, each in two styles");
        for (int i = 0; i < pairs.size(); i++) {
            HeadToHead pair = pairs.get(i);
            String line = lines.get(2 + i);
            assertTrue(line.startsWith("- " + Phrases.capitalized(pair.style().label()) + ", " + pair.format() + ": "
                    + pair.other().codecLabel() + " writes "), line);
        }
        assertEquals("", lines.get(2 + pairs.size()));
        assertTrue(lines.get(3 + pairs.size()).startsWith("Time verdicts hold at "), lines.get(3 + pairs.size()));
        assertTrue(lines.get(5 + pairs.size()).startsWith("## Idiomatic codecs against jackson-databind"),
                lines.get(5 + pairs.size()));
    }

    @Test
    void thePageOpensWithTheVerdictsToo() {
        String html = ReportFormats.html().render(SampleRuns.both());
        int title = html.indexOf("</h1>\n");
        int verdicts = html.indexOf("<ul>\n<li>Idiomatic, protobuf: protobuf-delimited writes 1.36x faster");
        int table = html.indexOf("<table>");
        int charts = html.indexOf("<figure id=\"chart-");
        int method = html.indexOf("<h2>Method</h2>\n<ul>\n<li>The baseline json against protobuf: ");
        assertEquals(title + "</h1>\n".length(), verdicts, "the verdicts right under the title");
        assertTrue(verdicts < table && table < charts && charts < method, "the tables and charts, then the method");
        assertTrue(html.indexOf("<h2>Per codec</h2>") < method, "every table before the method");
    }

    @Test
    void aTableWithOneCodecAgainstTheBaselineNamesItInItsHeadingNotOnEveryRow() {
        String report = ReportFormats.markdown().render(SampleRuns.both());
        String tuned = section(report, "## Tuned: protobuf-coded (protobuf) against jackson-streaming (json, the"
                + " baseline)");

        assertTrue(tuned.contains("| Metric | Baseline: jackson-streaming | Against: protobuf-coded | Against vs"
                + " baseline | Interval | Winner |"), tuned);
        assertTrue(tuned.contains("| Read time | 250 ms | 78.1 ms | 3.2x faster |"), tuned);
        assertFalse(tuned.contains("(protobuf) |"), "no row repeats the codec against the baseline: " + tuned);
    }

    @Test
    void aTableWithSeveralCodecsAgainstTheBaselineKeepsItsAgainstColumn() {
        String report = ReportFormats.markdown().render(SampleRuns.fourFormats());
        String tuned = section(report, "## Tuned codecs against jackson-streaming (json, the baseline)");

        assertTrue(tuned.contains("| Metric | Baseline: jackson-streaming | Against | Its figure |"), tuned);
        for (String against : List.of("protobuf-coded (protobuf)", "cbor-streaming (cbor)", "smile-streaming (smile)")) {
            assertTrue(tuned.contains("| Read time | 250 ms | " + against + " | "), against + ": " + tuned);
        }
    }

    /** From the heading to the next section's heading. */
    private static String section(String report, String heading) {
        int start = report.indexOf(heading + "\n");
        assertTrue(start >= 0, "no heading '" + heading + "': " + report);
        int end = report.indexOf("\n## ", start + heading.length());
        return report.substring(start, end < 0 ? report.length() : end);
    }
}
