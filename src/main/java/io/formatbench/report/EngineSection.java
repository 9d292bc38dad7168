package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.EngineResults;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The report's section of a run inside Spark (engine.json): each format's readers with the spread of
 * their runs, and, where the same report has `bench` results of the same codec, the codec's rate per
 * core inside Spark against its rate per thread in one JVM: what the engine itself costs.
 */
public final class EngineSection {

    private EngineSection() {}

    /** One reader of one format over its runs. */
    record Reader(String format, String reader, String kind, String operation, List<EngineResults.Entry> runs) {

        double[] sorted(Function<EngineResults.Entry, Double> figure) {
            return runs.stream().map(figure).filter(Objects::nonNull).mapToDouble(Double::doubleValue).sorted()
                    .toArray();
        }

        boolean verified() {
            return runs.stream().allMatch(EngineResults.Entry::verified);
        }
    }

    static List<Reader> readers(EngineResults engine) {
        Map<String, List<EngineResults.Entry>> byReader = new LinkedHashMap<>();
        for (EngineResults.Entry entry : engine.entries()) {
            byReader.computeIfAbsent(entry.operation() + " " + entry.format() + " " + entry.reader(),
                    key -> new ArrayList<>()).add(entry);
        }
        return byReader.values().stream()
                .map(runs -> new Reader(runs.get(0).format(), runs.get(0).reader(), runs.get(0).readerKind(),
                        runs.get(0).operation(), runs))
                .toList();
    }

    /** @param run the report's file results, for the comparison with `bench`; null for none */
    public static List<Block> of(EngineResults engine, RunResults run) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, "Inside Spark"));
        blocks.add(new Paragraph("Run " + engine.runId() + ": Spark " + engine.version() + ", master " + engine.master()
                + ", " + Units.count(engine.records()) + " " + engine.schema() + " records in " + engine.shards()
                + " shards, one shard a task; " + (engine.runs() == 1 ? "1 run" : engine.runs() + " runs")
                + " of every reader and writer, interleaved. Each figure is in records/s, the median of the runs,"
                + " the throughput with their range (min-max)."));
        List<List<String>> rows = new ArrayList<>();
        for (Reader reader : readers(engine)) {
            rows.add(List.of(reader.format(), reader.operation(), reader.reader(), reader.kind(),
                    String.valueOf(reader.runs().size()),
                    spread(reader.sorted(entry -> entry.recordsPerS())),
                    median(reader.sorted(EngineResults.Entry::perTask)),
                    median(reader.sorted(EngineResults.Entry::perCore)),
                    reader.verified() ? "yes" : "NO"));
        }
        blocks.add(new Table(List.of("Format", "Operation", "Reader or writer", "Kind", "Runs", "Records/s (min-max)",
                "Per task", "Per core", "Verified"), rows,
                List.of(false, false, false, false, true, true, true, true, false)));
        blocks.add(new Bullets(List.of(
                "Records/s: all records over the wall time of the reader's Spark jobs, scheduling and task start-up"
                        + " in. Per task: the median task's records over its own loop. Per core: the records over"
                        + " the executors' run time summed over the tasks, what one busy core did. k: thousands,"
                        + " M: millions.",
                "Kind codec: the tool's codec inside the tasks, every record hashed into its shard's content"
                        + " digest, checked against the manifest. Kind spark: Spark's own reader, its rows counted"
                        + " per shard, and their content digested after the timed run, untimed. Kind floor:"
                        + " spark.read.text of the same files, no parsing.")));
        if (run != null && run.hasFiles()) {
            against(engine, run, blocks);
        }
        return blocks;
    }

    /** The codecs measured both ways: per core in Spark against per thread in one JVM. */
    private static void against(EngineResults engine, RunResults run, List<Block> blocks) {
        List<List<String>> rows = new ArrayList<>();
        for (Reader reader : readers(engine)) {
            if (!reader.kind().equals("codec") || !reader.operation().equals("read")) {
                continue;
            }
            Optional<BenchmarkResult> bench = run.benchmarks().stream()
                    .filter(b -> b.key().codec().toString().equals(reader.reader())
                            && b.key().format().id().equals(reader.format())
                            && b.key().operation() == Operation.READ && b.key().variant() == Variant.LIBRARY)
                    .max((a, b) -> Integer.compare(a.key().threads(), b.key().threads()));
            double[] perCore = reader.sorted(EngineResults.Entry::perCore);
            if (bench.isEmpty() || perCore.length == 0) {
                continue;
            }
            int threads = bench.get().key().threads();
            double perThread = bench.get().recordsPerS().mean() / threads;
            double spark = median(perCore, 0);
            rows.add(List.of(reader.format(), reader.reader(), String.valueOf(threads), Units.recordsPerS(perThread),
                    Units.recordsPerS(spark), Units.factor(spark / perThread)));
        }
        if (rows.isEmpty()) {
            return;
        }
        blocks.add(new Heading(3, "What the engine costs: reads"));
        blocks.add(new Table(List.of("Format", "Codec", "bench threads", "bench: records/s per thread",
                "Spark: records/s per core", "Spark / bench"), rows, List.of(false, false, true, true, true, true)));
        blocks.add(new Paragraph("bench: the codec's read in one JVM at its highest thread count in this run, its"
                + " records/s over its threads; Spark: the median run's records per core. Below 1.00x, what the"
                + " engine's tasks cost the codec; the datasets and machines must match for it to mean that."));
    }

    private static String median(double[] sorted) {
        return sorted.length == 0 ? Units.NOT_AVAILABLE : rate(median(sorted, 0));
    }

    /** A rate without its unit, which the column's header names: "113 k". */
    static String rate(double perSecond) {
        return Units.recordsPerS(perSecond).replace(" records/s", "");
    }

    /** The median of sorted values (the mean of the middle two of an even count); 0 for none. */
    static double median(double[] sorted, double none) {
        if (sorted.length == 0) {
            return none;
        }
        return (sorted[(sorted.length - 1) / 2] + sorted[sorted.length / 2]) / 2;
    }

    private static String spread(double[] sorted) {
        if (sorted.length == 0) {
            return Units.NOT_AVAILABLE;
        }
        return rate(median(sorted, 0)) + " (" + rate(sorted[0]) + "-" + rate(sorted[sorted.length - 1]) + ")";
    }
}
