package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Keeps a table's verdict cells short: a cell longer than {@value #LONGEST} characters that ends with an
 * explanation in parentheses keeps the words before it and a mark ("no winner; within ±7.3% (note 1)"), and
 * the explanation becomes a note under the table, one per distinct text, naming its rows. Rendered at
 * 1400 pixels, such explanations in the narrow interval and winner columns made cells six lines tall. A
 * table's notes are numbered from 1.
 */
final class CellNotes {

    /** The longest cell kept whole: "none (machine busy and unsteady)" still fits on one line. */
    static final int LONGEST = 32;

    /** Each note's text, in the order first met, with the rows that point to it. */
    private final Map<String, List<String>> rowsByNote = new LinkedHashMap<>();

    /** The cell as the table shows it, its explanation moved to a note that names {@code row}. */
    String shortened(String cell, String row) {
        int open = explanationStart(cell);
        if (cell.length() <= LONGEST || open <= 0) {
            return cell;
        }
        String note = cell.substring(open + 1, cell.length() - 1);
        List<String> rows = rowsByNote.computeIfAbsent(note, text -> new ArrayList<>());
        if (!rows.contains(row)) {
            rows.add(row);
        }
        int mark = new ArrayList<>(rowsByNote.keySet()).indexOf(note) + 1;
        return cell.substring(0, open).strip() + " (note " + mark + ")";
    }

    /**
     * The notes under the table: "Note 1, Read time and Read throughput (records/s): about 2 more rounds, 38 s.";
     * none without.
     */
    Optional<Block> block() {
        if (rowsByNote.isEmpty()) {
            return Optional.empty();
        }
        List<String> items = new ArrayList<>();
        int mark = 1;
        for (Map.Entry<String, List<String>> note : rowsByNote.entrySet()) {
            items.add("Note " + mark++ + ", " + rows(note.getValue()) + ": " + note.getKey() + ".");
        }
        return Optional.of(new Bullets(items));
    }

    /** "Read time", "Read time and Write time", "Read time, Write time and Write + read time". */
    private static String rows(List<String> rows) {
        return rows.size() == 1 ? rows.get(0)
                : String.join(", ", rows.subList(0, rows.size() - 1)) + " and " + rows.get(rows.size() - 1);
    }

    /** Where the parentheses that close the cell open, or -1 when it does not end with any. */
    private static int explanationStart(String cell) {
        if (!cell.endsWith(")")) {
            return -1;
        }
        int depth = 0;
        for (int i = cell.length() - 1; i >= 0; i--) {
            char c = cell.charAt(i);
            depth += c == ')' ? 1 : c == '(' ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
