package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.stats.Ratio;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * JSON's ceiling and the I/O floors in the report: the fastest JSON codec beside Jackson with the share of
 * each ratio against JSON it closes, and every read against its file's floor and plain read.
 */
@ExtendWith(GermanLocale.class)
class CeilingAndFloorsTest {

    private final ReportFormat markdown = ReportFormats.markdown();

    @Test
    void aRunWithAFasterJsonLibraryAndFloorsMatchesItsGoldenFile() {
        String report = markdown.render(SampleRuns.ceilingAndFloors());

        Golden.assertMatches("report-ceiling-floors.md", report);
        // The head-to-head stays Jackson's.
        assertTrue(report.contains("## Tuned: protobuf-coded (protobuf)"
                + " against jackson-streaming (json, the baseline)"), report);
        assertTrue(report.contains("| read | fastjson2-direct |"), report);
        assertTrue(report.contains("| write | jackson-streaming |"), "fastjson2-direct writes slower: " + report);
        assertTrue(report.contains("| json jackson-streaming read | 250 ms |"), report);
    }

    @Test
    void noCeilingWhereTheRunMeasuredNoJsonCodecButJacksons() {
        assertFalse(markdown.render(SampleRuns.both()).contains("JSON's ceiling"));
        assertFalse(markdown.render(SampleRuns.both()).contains("I/O floors"));
    }

    @Test
    void theShareOfARatioTheCeilingClosesIsOnALogarithmicScale() {
        Ratio fourTimesFaster = Ratio.exact(4, 1);
        assertEquals("50%", JsonCeiling.share(fourTimesFaster, Ratio.exact(2, 1)));
        assertEquals("0%", JsonCeiling.share(fourTimesFaster, Ratio.exact(1, 1.2)));
        assertEquals("all, and more: the fastest JSON is the faster",
                JsonCeiling.share(fourTimesFaster, Ratio.exact(8, 1)));
        assertEquals("none: JSON is the faster", JsonCeiling.share(Ratio.exact(1, 1.5), Ratio.exact(2, 1)));
        assertEquals("none: about the same", JsonCeiling.share(Ratio.exact(1, 0.999), Ratio.exact(2, 1)));
    }

    @Test
    void everyReadOfAFileWithAFloorIsSetAgainstIt() {
        List<IoFloors.Row> rows = IoFloors.rows(SampleRuns.ceilingAndFloors());

        assertEquals(List.of("jackson-databind", "jackson-streaming", "protobuf-delimited", "protobuf-coded",
                "fastjson2-direct"), rows.stream().map(row -> row.read().key().codec().toString()).toList());
        for (IoFloors.Row row : rows) {
            assertEquals(row.read().key().format(), row.floor().key().format());
            assertTrue(row.overFloor().value() > 1, row.toString());
            assertTrue(row.overFloor().hasInterval(), "paired round by round: " + row);
        }
    }
}
