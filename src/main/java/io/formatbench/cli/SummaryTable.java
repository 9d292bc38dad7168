package io.formatbench.cli;

import io.formatbench.report.BenchmarkResult;
import io.formatbench.report.RunResult;
import java.util.Locale;

/** The table a benchmark run ends with on the console: one row per codec and operation. */
final class SummaryTable {

    private static final String ROW = "%-30s %-5s %10s %9s %12s %8s %9s %11s %10s %5s %s%n";

    private SummaryTable() {}

    static String render(RunResult run) {
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, "%s, %,d records, %s %s, heap %s, %d warm-ups + %d iterations x %d fork(s)%n",
                run.settings().format(), run.dataset().records(), run.env().jdkVendor(), run.env().jdkVersion(),
                run.settings().heap(), run.settings().warmups(), run.settings().iterations(), run.settings().forks()));
        table.append(String.format(Locale.ROOT, ROW, "codec", "op", "median ms", "±99.9%", "records/s", "MB/s",
                "p99 ns", "alloc B/rec", "peak MiB", "GCs", "verified"));
        for (BenchmarkResult b : run.benchmarks()) {
            table.append(String.format(Locale.ROOT, ROW, b.codec() + " (" + b.style() + ")", b.operation(),
                    String.format(Locale.ROOT, "%.1f", b.medianMs()),
                    Double.isNaN(b.ci999Ms()) ? "n/a" : String.format(Locale.ROOT, "%.1f", b.ci999Ms()),
                    String.format(Locale.ROOT, "%,.0f", b.recordsPerS()),
                    String.format(Locale.ROOT, "%.1f", b.mbPerS()),
                    b.latencyNs() == null ? "n/a" : String.format(Locale.ROOT, "%,d", b.latencyNs().p99()),
                    String.format(Locale.ROOT, "%.1f", b.allocBytesPerRecord()),
                    String.format(Locale.ROOT, "%.0f", b.peakHeapBytes() / 1048576.0),
                    String.valueOf(b.gcCount()),
                    b.verified() ? "yes" : "NO - FAILED VERIFICATION"));
        }
        return table.toString();
    }
}
