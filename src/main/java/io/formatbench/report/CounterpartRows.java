package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A codec against a counterpart doing the same work in the same sitting (its twin on the older major
 * version, or with one default set back): time and allocation, paired round by round and judged as the
 * head-to-head's rows are (time in the family the rounds watched). The one way the report lays out such
 * pairs: a verdict line each, then the rows behind them.
 */
final class CounterpartRows {

    /** The rows a migration turns on: what each operation costs in time and in allocation. */
    private static final List<HeadToHeadMetric> ROWS = List.of(HeadToHeadMetric.WRITE_TIME,
            HeadToHeadMetric.READ_TIME, HeadToHeadMetric.WRITE_ALLOC, HeadToHeadMetric.READ_ALLOC);

    /** A pair as the section words it: its verdict line ("json: ...") and the rows. */
    record Pair(String line, HeadToHead rows) {}

    private CounterpartRows() {}

    /**
     * {@code codec} against the run's codec of {@code counterpart}, on the operations both measured; none when
     * the run did not measure the counterpart.
     */
    static Optional<HeadToHead> between(RunResults run, CodecResults codec, BenchmarkKey counterpart) {
        return run.codecs().stream().filter(other -> other.key().equals(counterpart)).findFirst()
                .map(baseline -> HeadToHead.between(run, codec.style(), baseline, codec, ROWS.stream()
                        .filter(row -> row.operations().stream().allMatch(operation -> measured(baseline, operation)
                                && measured(codec, operation)))
                        .toList()));
    }

    private static boolean measured(CodecResults codec, Operation operation) {
        return codec.operation(operation) != null;
    }

    /**
     * The section: its heading, a verdict line a pair, the table (its two figure columns named
     * {@code baselineColumn} and {@code otherColumn}) with its notes, then {@code closing}.
     */
    static List<Block> section(String heading, List<Pair> pairs, String baselineColumn, String otherColumn,
                               List<String> closing) {
        List<String> lines = new ArrayList<>();
        List<List<String>> table = new ArrayList<>();
        CellNotes notes = new CellNotes();
        for (Pair pair : pairs) {
            HeadToHead rows = pair.rows();
            String codecs = rows.other().codecLabel() + " vs " + rows.baseline().codecLabel() + " ("
                    + rows.format() + ")";
            for (HeadToHead.Row row : rows.rows()) {
                String rowName = row.metric().label() + " of " + codecs;
                table.add(List.of(codecs, row.metric().label(), row.baseline(), row.other(), row.otherVsBaseline(),
                        notes.shortened(row.interval(), rowName), notes.shortened(row.winner(), rowName)));
            }
            lines.add(pair.line());
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, heading));
        blocks.add(new Bullets(lines));
        blocks.add(new Table(List.of("Codecs", "Metric", baselineColumn, otherColumn,
                otherColumn + " vs " + baselineColumn, "Interval", "Winner"), table,
                List.of(false, false, true, true, false, false, false)));
        notes.block().ifPresent(blocks::add);
        blocks.add(new Bullets(closing));
        return blocks;
    }
}
