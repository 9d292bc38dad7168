package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The report's first screen answers before it explains: a verdict per pair, then the method. */
@ExtendWith(GermanLocale.class)
class ReportOpeningTest {

    @Test
    void theFirstLinesUnderTheTitleAreTheVerdictsOnePerPairThenTheMethod() {
        RunResults run = SampleRuns.both();
        List<String> lines = ReportFormats.markdown().render(run).lines().toList();

        assertEquals(List.of("# formatbench report: run " + SampleRuns.RUN_ID, ""), lines.subList(0, 2));
        assertTrue(lines.get(2).startsWith("- Idiomatic, protobuf: protobuf-delimited writes 1.36x faster and reads"
                + " 1.03x faster (no winner; within ±7.3%) than jackson-databind;"), lines.get(2));
        assertTrue(lines.get(3).startsWith("- Tuned, protobuf: protobuf-coded writes 1.45x faster and reads 3.2x"
                + " faster than jackson-streaming;"), lines.get(3));
        assertEquals("", lines.get(4), "two pairs, two verdict lines");
        assertTrue(lines.get(5).startsWith("The baseline json against protobuf: "), "then the method: " + lines.get(5));
    }

    @Test
    void eachPairOfFourFormatsHasItsVerdictLineBeforeAnyMethod() {
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
        assertTrue(lines.get(3 + pairs.size()).startsWith("The baseline json against protobuf, cbor and smile: "),
                lines.get(3 + pairs.size()));
    }

    @Test
    void thePageOpensWithTheVerdictsToo() {
        String html = ReportFormats.html().render(SampleRuns.both());
        int title = html.indexOf("</h1>\n");
        int verdicts = html.indexOf("<ul>\n<li>Idiomatic, protobuf: protobuf-delimited writes 1.36x faster");
        int method = html.indexOf("<p>The baseline json against protobuf: ");
        assertEquals(title + "</h1>\n".length(), verdicts, "the verdicts right under the title");
        assertTrue(verdicts < method, "the method after them");
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
