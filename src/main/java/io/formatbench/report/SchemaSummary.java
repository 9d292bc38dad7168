package io.formatbench.report;

import io.formatbench.codec.SchemaName;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The summary of a run over several schemas: for each schema and style, which format wins on write
 * time, read time, allocation and size, each cell with its verdict, from the schema's own run (whose
 * formats were measured in one sitting). The details stay in each schema's own report.
 */
public final class SchemaSummary {

    public static final String FILE_STEM = "summary";

    /** The metrics of the summary, in its columns' order. */
    static final List<HeadToHeadMetric> METRICS = List.of(HeadToHeadMetric.WRITE_TIME, HeadToHeadMetric.READ_TIME,
            HeadToHeadMetric.WRITE_ALLOC, HeadToHeadMetric.READ_ALLOC, HeadToHeadMetric.FILE_SIZE,
            HeadToHeadMetric.GZIP_SIZE);

    private SchemaSummary() {}

    public static String markdown(ReportDocument document) {
        return MarkdownReport.render(document, FILE_STEM + ".html");
    }

    public static String html(ReportDocument document) {
        return HtmlReport.render(document, List::of);
    }

    /** @param runs each schema's run, by schema name, in the order they were measured */
    public static ReportDocument of(String runId, Map<SchemaName, RunResults> runs) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Paragraph(String.format(Locale.ROOT, "%d schemas, each measured in a run of its own (%s), both"
                        + " formats of a schema in one sitting. Each cell names the winner and protobuf's figure"
                        + " against JSON's; \"not resolved\" when the 99.9%% interval of the paired ratio includes no"
                        + " difference.",
                runs.size(), runs.values().stream().map(RunResults::runId).collect(Collectors.joining(", ")))));
        List<String> header = new ArrayList<>(List.of("Schema", "Records", "JSON vs protobuf"));
        METRICS.forEach(metric -> header.add(metric.label()));
        List<List<String>> rows = new ArrayList<>();
        List<SchemaName> unpaired = new ArrayList<>();
        for (Map.Entry<SchemaName, RunResults> entry : runs.entrySet()) {
            List<HeadToHead> pairs = headlinePairs(entry.getValue());
            if (pairs.isEmpty()) {
                unpaired.add(entry.getKey());
            }
            for (HeadToHead pair : pairs) {
                rows.add(row(entry.getKey(), pair));
            }
        }
        List<Boolean> numeric = new ArrayList<>(List.of(false, true, false));
        numeric.addAll(Collections.nCopies(METRICS.size(), false));
        blocks.add(new Heading(2, "Which format wins, schema by schema"));
        blocks.add(new Table(List.copyOf(header), rows, List.copyOf(numeric)));
        List<String> notes = new ArrayList<>(List.of(
                "Pairs: for each style, the first JSON codec of that style against the protobuf codec of the same style"
                        + " (idiomatic: jackson-databind against protobuf-delimited; tuned: jackson-streaming against"
                        + " protobuf-coded); every other pairing is in the schema's own report.",
                "Times are each fork's median pass, mean over forks; allocation is per record; sizes are of the data"
                        + " files and of the same files through gzip -6.",
                "Each schema's own report (results/RUN-SCHEMA/report.md) has every codec, variant and metric."));
        unpaired.forEach(schema -> notes.add(schema + ": no pair of codecs of both formats to compare."));
        blocks.add(new Bullets(notes));
        return new ReportDocument("formatbench summary across schemas: run " + runId, List.copyOf(blocks));
    }

    /** For each style, the first JSON codec of the style against the first protobuf codec of it. */
    static List<HeadToHead> headlinePairs(RunResults run) {
        Map<String, HeadToHead> byStyle = new LinkedHashMap<>();
        for (HeadToHead pair : HeadToHead.of(run)) {
            byStyle.putIfAbsent(pair.style().label(), pair);
        }
        return List.copyOf(byStyle.values());
    }

    private static List<String> row(SchemaName schema, HeadToHead pair) {
        List<String> row = new ArrayList<>(List.of(schema.toString(), Units.count(pair.json().records()),
                pair.json().codec() + " vs " + pair.protobuf().codec()));
        Map<HeadToHeadMetric, HeadToHead.Row> byMetric = new LinkedHashMap<>();
        pair.rows().forEach(one -> byMetric.put(one.metric(), one));
        for (HeadToHeadMetric metric : METRICS) {
            HeadToHead.Row one = byMetric.get(metric);
            row.add(one.winner() + " (protobuf " + one.protobufVsJson() + ")");
        }
        return row;
    }
}
