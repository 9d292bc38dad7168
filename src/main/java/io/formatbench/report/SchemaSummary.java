package io.formatbench.report;

import io.formatbench.codec.SchemaName;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The summary of a run over several schemas: for each schema, style and format set against the
 * baseline, which wins on write time, read time, allocation and size, each cell with its verdict,
 * from the schema's own run (whose formats were measured in one sitting). The details stay in each
 * schema's own report.
 */
public final class SchemaSummary {

    public static final String FILE_STEM = "summary";

    /**
     * The head-to-head rows of one operation (or of the file) whose metric the summary shows with its
     * verdict, in the metrics' order: write time, read time, allocation, sizes.
     */
    static final List<HeadToHeadMetric> METRICS = summarized(Metric.Summary.VERDICT);

    /**
     * The rows shown beside them as figures, no winner (records/s and MB/s of each side's own file):
     * the write's before the read's.
     */
    static final List<HeadToHeadMetric> THROUGHPUTS = summarized(Metric.Summary.FIGURES).stream()
            .sorted(Comparator.comparing(row -> row.operations().get(0))).toList();

    private SchemaSummary() {}

    public static String markdown(ReportDocument document) {
        return MarkdownReport.render(document, FILE_STEM + ".html");
    }

    public static String html(ReportDocument document) {
        return HtmlReport.render(document, List::of);
    }

    /** @param runs each schema's run, by schema name, in the order they were measured, each with its baseline */
    public static ReportDocument of(String runId, Map<SchemaName, RunResults> runs) {
        List<Block> blocks = new ArrayList<>();
        String baselines = runs.values().stream().map(run -> run.baseline().id()).distinct()
                .collect(Collectors.joining(", "));
        blocks.add(new Paragraph(String.format(Locale.ROOT, "%d schemas, each measured in a run of its own (%s), every"
                        + " format of a schema in one sitting. Each row sets a format's codec against the baseline's"
                        + " (%s) of the same style; each cell names the winner and the format's figure against the"
                        + " baseline's; \"no winner; within ±N%%\" when the interval of the paired ratio (at the"
                        + " run's confidence) includes no difference.",
                runs.size(), runs.values().stream().map(RunResults::runId).collect(Collectors.joining(", ")),
                baselines)));
        List<String> header = new ArrayList<>(List.of("Schema", "Records", "Style", "Against baseline"));
        METRICS.forEach(metric -> header.add(metric.label()));
        THROUGHPUTS.forEach(metric -> header.add(metric.label() + ", baseline / against"));
        List<List<String>> rows = new ArrayList<>();
        List<SchemaName> unpaired = new ArrayList<>();
        Set<String> compared = new LinkedHashSet<>();
        for (Map.Entry<SchemaName, RunResults> entry : runs.entrySet()) {
            List<HeadToHead> pairs = HeadToHead.of(entry.getValue());
            if (pairs.isEmpty()) {
                unpaired.add(entry.getKey());
            }
            for (HeadToHead pair : pairs) {
                rows.add(row(entry.getKey(), pair));
                compared.add(pair.style() + ": " + pair.title());
            }
        }
        List<Boolean> numeric = new ArrayList<>(List.of(false, true, false, false));
        numeric.addAll(Collections.nCopies(METRICS.size() + THROUGHPUTS.size(), false));
        blocks.add(new Heading(2, "Which format wins, schema by schema"));
        blocks.add(new Table(List.copyOf(header), rows, List.copyOf(numeric)));
        List<String> notes = new ArrayList<>(List.of(
                "Compared: for each style, each format's first codec of that style against the baseline format's ("
                        + String.join("; ", compared) + "); every other codec is in the schema's own report.",
                "Times are each fork's mean pass, mean over forks; allocation is per record; sizes are of the data"
                        + " files and of the same files through gzip -6.",
                "Each schema's own report (results/RUN-SCHEMA/report.md) has every codec, variant and metric."));
        unpaired.forEach(schema -> notes.add(schema + ": no codec of the baseline and another format, of one style,"
                + " to compare."));
        blocks.add(new Bullets(notes));
        return new ReportDocument("formatbench summary across schemas: run " + runId, List.copyOf(blocks));
    }

    private static List<HeadToHeadMetric> summarized(Metric.Summary how) {
        return HeadToHeadMetric.values().stream()
                .filter(row -> row.metric().summary() == how && row.operations().size() <= 1).toList();
    }

    private static List<String> row(SchemaName schema, HeadToHead pair) {
        List<String> row = new ArrayList<>(List.of(schema.toString(), Units.count(pair.baseline().records()),
                pair.style().label(), pair.title()));
        Map<HeadToHeadMetric, HeadToHead.Row> byMetric = new LinkedHashMap<>();
        pair.rows().forEach(one -> byMetric.put(one.metric(), one));
        for (HeadToHeadMetric metric : METRICS) {
            HeadToHead.Row one = byMetric.get(metric);
            row.add(one.winner() + " (" + pair.format() + " " + one.otherVsBaseline() + ")");
        }
        for (HeadToHeadMetric metric : THROUGHPUTS) {
            HeadToHead.Row one = byMetric.get(metric);
            row.add(one.baseline() + " / " + one.other());
        }
        return row;
    }
}
