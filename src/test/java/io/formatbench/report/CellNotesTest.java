package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.report.ReportDocument.Bullets;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellNotesTest {

    @Test
    void aLongExplanationBecomesANoteSharedByTheRowsThatGiveIt() {
        CellNotes notes = new CellNotes();
        String open = "not resolved (time budget spent after 3 rounds; about 35 more rounds, 41 min)";

        assertEquals("not resolved (note 1)", notes.shortened(open, "Read time"));
        assertEquals("no winner; within ±7.3% (note 2)",
                notes.shortened("no winner; within ±7.3% (about 2 more rounds, 38 s)", "Write time"));
        assertEquals("not resolved (note 1)", notes.shortened(open, "Read throughput (records/s)"));

        assertEquals(new Bullets(List.of(
                "Note 1, Read time and Read throughput (records/s): time budget spent after 3 rounds; about 35 more"
                        + " rounds, 41 min.",
                "Note 2, Write time: about 2 more rounds, 38 s.")), notes.block().orElseThrow());
    }

    @Test
    void aShortCellOrOneWithoutAnExplanationStaysWhole() {
        CellNotes notes = new CellNotes();

        assertEquals("none (machine busy and unsteady)", notes.shortened("none (machine busy and unsteady)", "a"));
        assertEquals("none: jackson-databind and protobuf-coded FAILED VERIFICATION",
                notes.shortened("none: jackson-databind and protobuf-coded FAILED VERIFICATION", "a"));
        assertEquals("1.02x slower to 1.07x faster", notes.shortened("1.02x slower to 1.07x faster", "a"));
        assertTrue(notes.block().isEmpty());
    }

    @Test
    void theNoteIsTheWholeClosingParentheticalNestedOnesIncluded() {
        CellNotes notes = new CellNotes();

        assertEquals("no verdict (note 1)", notes.shortened("no verdict (2 forks (of 5 rounds); at least 3)", "row"));
        assertEquals(new Bullets(List.of("Note 1, row: 2 forks (of 5 rounds); at least 3.")), notes.block().orElseThrow());
    }
}
