package io.formatbench.report;

import io.formatbench.codec.Style;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The head-to-head tables, right after the verdicts ({@link VerdictsSection}) and the alerts: one table per
 * style, each metric with one row per format set against the baseline's codec, so that any number of
 * formats reads the same way; a verdict cell's long explanation is a note under its table ({@link CellNotes}). Which codecs are compared is {@link io.formatbench.results.HeadToHeadPair}'s
 * decision; this class only lays them out.
 */
final class HeadToHeadSection {

    private HeadToHeadSection() {}

    static List<Block> of(RunResults run) {
        List<HeadToHead> pairs = HeadToHead.of(run);
        if (pairs.isEmpty()) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        Map<Style, List<HeadToHead>> byStyle = new LinkedHashMap<>();
        pairs.forEach(pair -> byStyle.computeIfAbsent(pair.style(), style -> new ArrayList<>()).add(pair));
        int maxWarmups = run.primary().settings() == null ? 0 : run.primary().settings().maxWarmups();
        byStyle.forEach((style, ofStyle) -> {
            blocks.addAll(table(run, style, ofStyle));
            for (HeadToHead pair : ofStyle) {
                String unsettled = UnsettledForks.note(pair, maxWarmups);
                if (unsettled != null) {
                    blocks.add(new Paragraph(unsettled));
                }
            }
        });
        blocks.add(notes(run, pairs));
        return blocks;
    }

    /**
     * One style's table: for each metric, a row per format against the baseline's codec of the style.
     * With one codec against the baseline, the heading names it, and its rows need no column repeating it.
     */
    private static List<Block> table(RunResults run, Style style, List<HeadToHead> ofStyle) {
        CodecResults baseline = ofStyle.get(0).baseline();
        boolean oneAgainst = ofStyle.size() == 1;
        List<Map<HeadToHeadMetric, HeadToHead.Row>> rowsOf = new ArrayList<>();
        for (HeadToHead pair : ofStyle) {
            Map<HeadToHeadMetric, HeadToHead.Row> byMetric = new LinkedHashMap<>();
            pair.rows().forEach(row -> byMetric.put(row.metric(), row));
            rowsOf.add(byMetric);
        }
        List<List<String>> rows = new ArrayList<>();
        CellNotes notes = new CellNotes();
        for (HeadToHeadMetric metric : ofStyle.get(0).metrics()) {
            if (metric.onlyWhenCompressed() && !baseline.compression().compressed()) {
                continue;
            }
            for (int i = 0; i < ofStyle.size(); i++) {
                HeadToHead.Row row = rowsOf.get(i).get(metric);
                List<String> cells = new ArrayList<>(List.of(metric.label(), row.baseline()));
                if (!oneAgainst) {
                    cells.add(label(ofStyle.get(i)));
                }
                String rowName = oneAgainst ? metric.label() : metric.label() + " of " + label(ofStyle.get(i));
                cells.addAll(List.of(row.other(), row.otherVsBaseline(), notes.shortened(row.interval(), rowName),
                        notes.shortened(row.winner(), rowName)));
                rows.add(cells);
            }
        }
        String against = baseline.codecLabel() + " (" + run.baseline() + ", the baseline)";
        String styleLabel = Phrases.capitalized(style.label());
        List<Block> blocks = new ArrayList<>();
        if (oneAgainst) {
            blocks.add(new Heading(2, styleLabel + ": " + label(ofStyle.get(0)) + " against " + against));
            blocks.add(new Table(List.of("Metric", "Baseline: " + baseline.codecLabel(),
                    "Against: " + ofStyle.get(0).other().codecLabel(), "Against vs baseline", "Interval", "Winner"),
                    rows, List.of(false, true, true, false, false, false)));
        } else {
            blocks.add(new Heading(2, styleLabel + " codecs against " + against));
            blocks.add(new Table(List.of("Metric", "Baseline: " + baseline.codecLabel(), "Against", "Its figure",
                    "Against vs baseline", "Interval", "Winner"), rows,
                    List.of(false, true, false, true, false, false, false)));
        }
        notes.block().ifPresent(blocks::add);
        return blocks;
    }

    /** "protobuf-coded (protobuf)": the codec as the per-codec tables name it, and its format. */
    static String label(HeadToHead pair) {
        return pair.other().codecLabel() + " (" + pair.format() + ")";
    }

    private static Bullets notes(RunResults run, List<HeadToHead> pairs) {
        boolean paired = pairs.stream().allMatch(HeadToHead::paired);
        return new Bullets(List.of(
                "Each format is represented in each style by its first codec of that style in the run (the schema's"
                        + " order); the baseline is " + run.baseline() + " (report --baseline FORMAT). Every other"
                        + " codec is in the per-codec tables.",
                "Each codec's figure is the mean over its forks of each fork's figure (for times, the mean of its"
                        + " measured passes, every one counted; their median in results of version 5 and before);"
                        + " throughput is records, or megabytes of the codec's own file, per second, fork by"
                        + " fork.",
                paired
                        ? "\"Against vs baseline\" is the ratio of the two codecs' figures in each round (both ran in"
                                + " the same round, seconds apart), summarized over the rounds by its geometric mean,"
                                + " with its interval over the rounds (for time rows, at the confidence the Method"
                                + " section gives; else 99.9%); it can differ a little from the ratio of the two"
                                + " means beside it."
                        : "\"Against vs baseline\" compares figures of separate sittings: the ratio of the two"
                                + " geometric means over the forks, with Welch's 99.9% interval, unpaired.",
                "A winner is named only from at least " + HeadToHead.FEWEST_FORKS + " forks a side and when the"
                        + " interval excludes \"no difference\"; \"about the same\" when the whole interval lies within"
                        + String.format(java.util.Locale.ROOT, " ±%.0f%%", run.margin() * 100) + " of it (report --margin);"
                        + " otherwise \"no winner; within ±N%\": no more apart than that either way, as far as its"
                        + " interval reaches, with about how many more rounds the row's spread from round"
                        + " to round would need to decide it, and how long they would take at this run's pace. Sizes"
                        + " are exact (within " + Math.round(HeadToHead.SAME_SIZE * 100) + "% about the same); MB/s"
                        + " rows name none, since the two files differ in size; measured rows whose benchmarks' machine"
                        + " was busy name none, nor, unless paired round by round, those of an unsteady machine (a"
                        + " paired row's interval holds the machine's changes of speed: the shuffled order puts them on"
                        + " either side by chance).",
                "Latency per record comes from a separate pass in each fork, so timing each record never slows the"
                        + " throughput figures; its percentiles are less the clock's overhead, what timing a record"
                        + " cost in that fork (the per-codec tables show both); allocation is what the benchmark"
                        + " thread allocated, per record, and where a side allocates under a byte per record, its row"
                        + " gives the difference in bytes, which a ratio of near-zero figures would blow up.",
                "1 kB = 10^3 bytes, 1 MB = 10^6 bytes."));
    }
}
