package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.MajorVersionPair;
import io.formatbench.results.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A library's newer major version against its older, codec by codec: each codec of the run that has an
 * older counterpart in it ({@link MajorVersionPair}), its time and allocation over the older codec's,
 * paired round by round and judged as the head-to-head's rows are (time in the family the rounds
 * watched). A verdict line per codec first, then the rows behind it.
 */
final class MajorVersionSection {

    /** The rows a migration turns on: what each operation costs in time and in allocation. */
    private static final List<HeadToHeadMetric> ROWS = List.of(HeadToHeadMetric.WRITE_TIME,
            HeadToHeadMetric.READ_TIME, HeadToHeadMetric.WRITE_ALLOC, HeadToHeadMetric.READ_ALLOC);

    /** One codec against its older counterpart. */
    record Comparison(MajorVersionPair versions, HeadToHead rows) {}

    private MajorVersionSection() {}

    static List<Comparison> comparisons(RunResults run) {
        List<Comparison> comparisons = new ArrayList<>();
        for (CodecResults newer : run.codecs()) {
            Optional<MajorVersionPair> versions = MajorVersionPair.ofNewer(newer.codec());
            if (versions.isEmpty()) {
                continue;
            }
            Optional<CodecResults> older = run.codecs().stream()
                    .filter(codec -> codec.key().equals(versions.get().olderOf(newer.key()))).findFirst();
            if (older.isPresent()) {
                List<HeadToHeadMetric> rows = ROWS.stream()
                        .filter(row -> row.operations().stream().allMatch(operation -> measured(older.get(), operation)
                                && measured(newer, operation)))
                        .toList();
                comparisons.add(new Comparison(versions.get(),
                        HeadToHead.between(run, newer.style(), older.get(), newer, rows)));
            }
        }
        return comparisons;
    }

    private static boolean measured(CodecResults codec, Operation operation) {
        return codec.operation(operation) != null;
    }

    static List<Block> of(RunResults run) {
        List<Comparison> comparisons = comparisons(run);
        if (comparisons.isEmpty()) {
            return List.of();
        }
        MajorVersionPair first = comparisons.get(0).versions();
        List<String> lines = new ArrayList<>();
        List<List<String>> table = new ArrayList<>();
        CellNotes notes = new CellNotes();
        for (Comparison comparison : comparisons) {
            HeadToHead pair = comparison.rows();
            String codecs = pair.other().codecLabel() + " vs " + pair.baseline().codecLabel() + " ("
                    + pair.format() + ")";
            for (HeadToHead.Row row : pair.rows()) {
                String rowName = row.metric().label() + " of " + codecs;
                table.add(List.of(codecs, row.metric().label(), row.baseline(), row.other(), row.otherVsBaseline(),
                        notes.shortened(row.interval(), rowName), notes.shortened(row.winner(), rowName)));
            }
            lines.add(pair.format() + ": " + pair.speeds() + ".");
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, first.newerLibrary() + " against " + first.olderLibrary()));
        blocks.add(new Bullets(lines));
        blocks.add(new Table(List.of("Codecs", "Metric", first.olderLibrary(), first.newerLibrary(),
                first.newerLibrary() + " vs " + first.olderLibrary(), "Interval", "Winner"), table,
                List.of(false, false, true, true, false, false, false)));
        notes.block().ifPresent(blocks::add);
        blocks.add(new Bullets(List.of(
                "Each codec on " + first.newerLibrary() + " does the same work as its counterpart on "
                        + first.olderLibrary() + " (the same records, the same file, the same bad-input policy), in"
                        + " forks of its own in every round; the ratio is its figure over its counterpart's, paired"
                        + " round by round, and its time rows are in the family the rounds watched, judged as the"
                        + " head-to-head's are.",
                "What differs is the library and the defaults it keeps: the Method section of the documentation"
                        + " (docs/method.md, \"Jackson 3 beside Jackson 2\") lists each default of Jackson 3 that"
                        + " the codecs set back to Jackson 2's and each they keep.")));
        return blocks;
    }
}
