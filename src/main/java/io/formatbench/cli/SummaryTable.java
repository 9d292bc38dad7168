package io.formatbench.cli;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import java.util.Locale;

/** The table a benchmark run ends with on the console: one row per benchmark. */
final class SummaryTable {

    private static final String ROW = "%-50s %10s %9s %12s %16s %9s %11s %8s %5s %7s %6s %7s %s%n";

    private SummaryTable() {}

    static String render(RunResult run) {
        StringBuilder table = new StringBuilder();
        RunResult.Settings settings = run.settings();
        table.append(String.format(Locale.ROOT, "%,d %s records%s, %s %s, heap %s, %d forks per benchmark in rounds"
                        + " (%s); in each fork %d-%d warm-up passes, until %d in a row were no faster than the fastest"
                        + " before by %d%%, then %d measured ones, every one counted%n",
                        run.dataset().records(),
                run.dataset().schema(), run.dataset().compression().compressed() ? " (" + run.dataset().compression()
                        + "-compressed)" : "", run.env().jdkVendor(), run.env().jdkVersion(), settings.heap(),
                run.stopping().rounds(), run.stopping().rule().meaning(), settings.warmups(),
                        settings.maxWarmups(), settings.warmupWindow(), Math.round(settings.warmupTolerance() * 100),
                        settings.iterations()));
        for (RunResult.Jvm jvm : run.env().severalJvms()) {
            // Each JVM of the sitting as it said it is: the ratios between them are the report's "JVM against JVM".
            table.append(String.format(Locale.ROOT, "JVM %s: %s %s, %s (%s)%s%n", jvm.label(), jvm.vendor(),
                    jvm.version(), jvm.args().isEmpty() ? "no arguments of its own" : String.join(" ", jvm.args()),
                    jvm.path(), jvm == run.env().severalJvms().get(0)
                            ? "; the baseline: the report sets each other JVM against it, codec by codec" : ""));
        }
        table.append(String.format(Locale.ROOT, ROW, "benchmark", "time ms", "±99.9%", "records/s", "MB/s", "p99 ns",
                "alloc B/rec", "peak MiB", "GCs", "warm-up", "other", "canary", "verified"));
        for (BenchmarkResult b : run.benchmarks()) {
            table.append(String.format(Locale.ROOT, ROW, b.key().label(),
                    String.format(Locale.ROOT, "%.1f", b.timeMs().mean()),
                    b.timeMs().hasInterval() ? String.format(Locale.ROOT, "%.1f", b.timeMs().ci999()) : "n/a",
                    String.format(Locale.ROOT, "%,.0f", b.recordsPerS().mean()), megabytesPerSecond(b),
                    b.latencyP99Ns().isPresent() ? String.format(Locale.ROOT, "%,.0f", b.latencyP99Ns().mean()) : "n/a",
                    String.format(Locale.ROOT, "%.1f", b.allocBytesPerRecord().mean()),
                    String.format(Locale.ROOT, "%.0f", b.peakHeapBytes().mean() / 1048576.0),
                    String.valueOf(b.gcCount()),
                    b.warmupsMin() == b.warmupsMax()
                            ? String.valueOf(b.warmupsMin()) : b.warmupsMin() + "-" + b.warmupsMax(),
                    Double.isFinite(b.otherCpuCores()) ? String.format(Locale.ROOT, "%.2f", Math.max(0,
                            b.otherCpuCores()))
                            + (b.machineBusy() ? "!" : "") : b.machineBusy() ? "n/a!" : "n/a",
                    Double.isFinite(b.canaryCv()) ? String.format(Locale.ROOT, "%.1f%%", b.canaryCv() * 100)
                            + (b.machineUnsteady() ? "!" : "") + (b.machineSlow() ? "s" : "") : "n/a",
                    b.verified() ? "yes" : "NO - FAILED VERIFICATION"));
        }
        table.append("time: the mean over forks of each fork's mean pass; MB/s: of the file on disk (and of its"
                + " records' raw bytes, where it is compressed); other: the most cores other processes used"
                + " over any fork's life (! = machine busy); canary: the variation of the speed canary's time over"
                + " the measured passes (the larger of fork to fork and run by run, each blind to one slow run) (! = machine unsteady: its speed"
                + " changed; s = a slow stretch: the machine slower during this benchmark than over the run)\n");
        return table.toString();
    }

    /** MB/s of the file on disk; of a compressed one, also of its records' raw bytes: "96.0 (412 raw)". */
    private static String megabytesPerSecond(BenchmarkResult b) {
        String disk = String.format(Locale.ROOT, "%,.1f", b.mbPerS().mean());
        return b.key().compression().compressed() && b.rawMbPerS() != null && b.rawMbPerS().isPresent()
                ? disk + String.format(Locale.ROOT, " (%,.0f raw)", b.rawMbPerS().mean()) : disk;
    }
}
