package io.formatbench.report;

import io.formatbench.Defaults;
import io.formatbench.measure.CanaryFigures;
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
 * The report's section of a run inside Spark (engine.json): each format's readers and writers with
 * the spread of their counted runs, and, where the same report has `bench` results of the same codec,
 * operation and variant, the codec's rate per core inside Spark against its rate per thread in one
 * JVM, with bench's marks beside it: what the engine itself costs.
 */
public final class EngineSection {

    private EngineSection() {}

    /** One reader (or writer) of one format, in one variant, over its counted runs. */
    record Reader(String format, String reader, String kind, String variant, String operation,
                  List<EngineResults.Entry> runs) {

        double[] sorted(Function<EngineResults.Entry, Double> figure) {
            return runs.stream().map(figure).filter(Objects::nonNull).mapToDouble(Double::doubleValue).sorted()
                    .toArray();
        }

        boolean verified() {
            return runs.stream().allMatch(EngineResults.Entry::verified);
        }

        /** The speed canary beside the counted runs, each run's times as a fork's; none in older files. */
        CanaryFigures canary() {
            return CanaryFigures.ofForks(runs.stream().map(EngineResults.Entry::canaryMs).toList());
        }

        /** codec, codec (strict), spark, floor. */
        String kindLabel() {
            return Variant.STRICT.id().equals(variant) ? kind + " (strict)" : kind;
        }
    }

    /** In the order the job lists its workloads, which its first run (a warm-up or not) ran them in. */
    static List<Reader> readers(EngineResults engine) {
        Map<String, List<EngineResults.Entry>> byReader = new LinkedHashMap<>();
        for (EngineResults.Entry entry : engine.entries()) {
            List<EngineResults.Entry> runs = byReader.computeIfAbsent(entry.operation() + " " + entry.format() + " "
                    + entry.reader() + " " + entry.variant(), key -> new ArrayList<>());
            if (entry.counted()) {
                runs.add(entry);
            }
        }
        return byReader.values().stream()
                .filter(runs -> !runs.isEmpty())
                .map(runs -> new Reader(runs.get(0).format(), runs.get(0).reader(), runs.get(0).readerKind(),
                        runs.get(0).variant(), runs.get(0).operation(), runs))
                .toList();
    }

    /** The section of a report whose run has an engine.json: beside the run's file results, if it has any. */
    static List<Block> of(RunResults run) {
        return run.engine() == null ? List.of() : of(run.engine(), run.hasFiles() ? run : null);
    }

    /** @param run the report's file results, for the comparison with `bench`; null for none */
    public static List<Block> of(EngineResults engine, RunResults run) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, "Inside Spark"));
        int runs = engine.runs();
        blocks.add(new Paragraph("Run " + engine.runId() + ": Spark " + engine.version() + ", master " + engine.master()
                + executors(engine) + ", " + Units.count(engine.records()) + " " + engine.schema() + " records in "
                + engine.shards() + " shards, one shard a task; " + (runs == 1 ? "1 run" : runs + " runs")
                + " of every reader and writer, interleaved" + (engine.warmups() == 0 ? " (no warm-up run)"
                : ", after " + (engine.warmups() == 1 ? "1 warm-up run" : engine.warmups() + " warm-up runs")
                + " not counted") + ". Each figure is in records/s, the median of the runs, the throughput with"
                + " their range (min-max)."));
        List<List<String>> rows = new ArrayList<>();
        for (Reader reader : readers(engine)) {
            rows.add(List.of(reader.format(), reader.operation(), reader.reader(), reader.kindLabel(),
                    String.valueOf(reader.runs().size()),
                    spread(reader.sorted(entry -> entry.recordsPerS())),
                    median(reader.sorted(EngineResults.Entry::perTask)),
                    median(reader.sorted(EngineResults.Entry::perCore)),
                    reader.verified() ? "yes" : "NO", canary(reader.canary())));
        }
        blocks.add(new Table(List.of("Format", "Operation", "Reader or writer", "Kind", "Runs", "Records/s (min-max)",
                "Per task", "Per core", "Verified", "Speed canary"), rows,
                List.of(false, false, false, false, true, true, true, true, false, false)));
        blocks.add(new Bullets(List.of(
                "Records/s: all records over the wall time of the reader's Spark jobs, scheduling and task start-up"
                        + " in (and, for a write, generating its records). Per task: the median task's records over"
                        + " its own timed loop. Per core: the records over the executors' run time summed over the"
                        + " tasks, less what a task does outside its timed loop (a write's generating its records and"
                        + " checking its file): what one busy core did. k: thousands, M: millions.",
                "Kind codec: the tool's codec inside the tasks, as bench runs it (library: the library's own checks,"
                        + " each record folded into the schema's checksum, which must be the file's; strict: the"
                        + " tool's whole bad-input policy), its content digest checked after its first run. Kind"
                        + " spark: Spark's own reader, its rows counted per shard, and their content digested after"
                        + " its first run, untimed. Kind floor: spark.read.text of the same files, no parsing.",
                "Speed canary: bench's fixed reference workload, timed in the driver before each counted run with"
                        + " the executors idle, its level (ms) and its variation over the runs; above "
                        + Math.round(Defaults.UNSTEADY_CV * 100) + "% the machine's speed changed while the reader"
                        + " ran (" + MachineMarks.UNSTEADY + "), and a figure set beside another reader's, or beside"
                        + " bench's, carries that change. Not measured: a file written before the job timed it.")));
        if (run != null && run.hasFiles()) {
            against(engine, run, blocks);
        }
        return blocks;
    }

    private static String executors(EngineResults engine) {
        List<EngineResults.Executor> executors = engine.executors();
        if (executors.isEmpty()) {
            return "";
        }
        if (executors.size() == 1 && executors.get(0).id().equals("driver")) {
            return " (embedded: " + executors.get(0).cores() + " cores in the driver's JVM)";
        }
        return " (" + executors.size() + " executor JVMs, " + engine.cores() + " cores)";
    }

    /** The codecs measured both ways: per core in Spark against per thread in one JVM. */
    private static void against(EngineResults engine, RunResults run, List<Block> blocks) {
        List<List<String>> rows = new ArrayList<>();
        for (Reader reader : readers(engine)) {
            if (!reader.kind().equals("codec")) {
                continue;
            }
            Operation operation = Operation.fromId(reader.operation());
            Variant variant = Variant.fromId(reader.variant());
            Optional<BenchmarkResult> bench = run.benchmarks().stream()
                    .filter(b -> b.key().codec().toString().equals(reader.reader())
                            && b.key().format().id().equals(reader.format())
                            && b.key().operation() == operation && b.key().variant() == variant)
                    .max((a, b) -> Integer.compare(a.key().threads(), b.key().threads()));
            double[] perCore = reader.sorted(EngineResults.Entry::perCore);
            if (bench.isEmpty() || perCore.length == 0) {
                continue;
            }
            int threads = bench.get().key().threads();
            double perThread = bench.get().recordsPerS().mean() / threads;
            double spark = engine.figuresAreMeans() ? overMeanTime(perCore) : median(perCore, 0);
            rows.add(List.of(reader.format(), reader.reader(), reader.operation(), reader.variant(),
                    String.valueOf(threads), Units.recordsPerS(perThread), Units.recordsPerS(spark),
                    Units.factor(spark / perThread), marks(bench.get(), reader.canary())));
        }
        if (rows.isEmpty()) {
            return;
        }
        blocks.add(new Heading(3, "What the engine costs"));
        blocks.add(new Table(List.of("Format", "Codec", "Operation", "Variant", "bench threads",
                "bench: records/s per thread", "Spark: records/s per core", "Spark / bench", "Marks"), rows,
                List.of(false, false, false, false, true, true, true, true, false)));
        blocks.add(new Paragraph("bench: the codec's same operation and variant in one JVM at its highest thread count"
                + " in this run, its records/s over its threads; Spark: " + (engine.figuresAreMeans()
                ? "the records per core over the mean time of its counted runs, as bench's fork over its passes"
                : "the median run's records per core") + ". Below"
                + " 1.00x, what the engine's tasks cost the codec; the datasets and machines must match for it to"
                + " mean that, and a bench figure marked machine busy, unsteady or not verified means nothing. The"
                + " two runs are not paired: a ratio whose Spark side ran on an unsteady machine, or whose speed"
                + " canary in Spark was more than " + Math.round(Defaults.SLOW_CANARY * 100) + "% off bench's for"
                + " the same benchmark (the host slower or faster between the runs), is marked so, and means"
                + " nothing either."));
    }

    /**
     * The marks of a ratio of Spark's figure over bench's: bench's (machine busy, unsteady, not verified),
     * then Spark's: its machine unsteady, or its speed canary off bench's for the benchmark by more than
     * {@link Defaults#SLOW_CANARY}, the host slower or faster between the two runs; "none".
     */
    static String marks(BenchmarkResult bench, CanaryFigures spark) {
        List<String> marks = new ArrayList<>(MachineMarks.of(bench));
        if (!bench.verified()) {
            marks.add("NOT VERIFIED");
        }
        if (unsteady(spark)) {
            marks.add(MachineMarks.UNSTEADY + " IN SPARK");
        }
        double slower = spark.meanMs() / bench.canaryMeanMs() - 1;
        if (Double.isFinite(slower) && Math.abs(slower) > Defaults.SLOW_CANARY) {
            marks.add("MACHINE " + Math.round(Math.abs(slower) * 100) + "% " + (slower > 0 ? "SLOWER" : "FASTER")
                    + " IN SPARK");
        }
        return marks.isEmpty() ? "none" : String.join(", ", marks);
    }

    /** "22.3 ms, 15.5% variation: MACHINE UNSTEADY"; "not measured" in a file from before the canary. */
    private static String canary(CanaryFigures canary) {
        return MachineSpeed.figures(canary.meanMs(), canary.cv()) + (unsteady(canary) ? ": " + MachineMarks.UNSTEADY
                : "");
    }

    private static boolean unsteady(CanaryFigures canary) {
        return Double.isFinite(canary.cv()) && canary.cv() > Defaults.UNSTEADY_CV;
    }

    /** Equal records per run: the records over the runs' mean time, as bench's fork's figure of its passes. */
    static double overMeanTime(double[] rates) {
        double time = 0;
        for (double rate : rates) {
            time += 1 / rate;
        }
        return rates.length / time;
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
