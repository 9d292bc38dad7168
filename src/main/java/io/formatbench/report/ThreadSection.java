package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Only where the run measured several threads: each codec's speed-up over one thread. */
final class ThreadSection {

    private ThreadSection() {}

    static List<Block> of(RunResults run) {
        List<Block> blocks = new ArrayList<>();
        List<ThreadScaling.Row> scaling = ThreadScaling.of(run);
        if (scaling.isEmpty()) {
            return List.of();
        }
        blocks.add(new Heading(2, "Threads"));
        List<List<String>> rows = new ArrayList<>();
        for (ThreadScaling.Row row : scaling) {
            BenchmarkResult benchmark = row.benchmark();
            rows.add(List.of(benchmark.key().codecLabel(), benchmark.key().operation().id(),
                    Integer.toString(row.threads()),
                    Units.ms(benchmark.timeMs().mean()), Units.recordsPerS(benchmark.recordsPerS().mean()),
                    row.threads() == 1 ? "1 thread" : VariantRatios.factor(row.speedUp()),
                    row.threads() == 1 ? "" : String.format(Locale.ROOT, "%.2f", row.efficiency().value())));
        }
        blocks.add(new Table(List.of("Codec", "Operation", "Threads", "Time", "Records/s", "Speed-up (99.9% interval)",
                "Efficiency"), rows, List.of(false, false, true, true, true, false, true)));
        RunResult.Env env = run.primary().env();
        blocks.add(new Bullets(List.of(
                "N threads in one fork each write or read shards of their own (the dataset has at least N), side by"
                        + " side; a pass ends when the last thread does. Speed-up is one thread's time over N threads',"
                        + " paired by round; efficiency is the speed-up over N: 1.00 when N threads are N times as"
                        + " fast.",
                "A write's threads stop the clock together while each generates its next chunk of records, so that no"
                        + " thread's generating overlaps another's writing.",
                "This machine has " + (env == null ? Units.NOT_AVAILABLE : Integer.toString(env.cores())) + " cores;"
                        + " threads beyond the cores share them, and the JIT and the GC share them too.")));
        return blocks;
    }
}
