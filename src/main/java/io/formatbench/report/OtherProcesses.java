package io.formatbench.report;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import java.util.Locale;

/**
 * What other processes did to a benchmark's machine, fork by fork: the most cores they used over
 * any fork's whole life, how many forks that made busy, and, for forks too short for /proc/stat's
 * ticks to judge, what was seen in the second before the run, which is what such forks carry.
 * Never a bare "n/a": a reader must see whether a figure was judged at all.
 */
final class OtherProcesses {

    private OtherProcesses() {}

    /** "0.93": cores, never below 0 (a tick counted on the other side of a sample); "n/a" when unknown. */
    static String cores(double cores) {
        return Double.isFinite(cores) ? String.format(Locale.ROOT, "%.2f", Math.max(0, cores)) : Units.NOT_AVAILABLE;
    }

    /**
     * "0.93 at most, 1 of 5 forks busy"; where forks were too short to judge, "...; too short to judge
     * (2 forks); before the run: 0.02 cores".
     *
     * @param sitting the run the benchmark was measured in, for what was seen before its first fork
     */
    static String figures(BenchmarkResult benchmark, RunResult sitting) {
        if (sitting != null && sitting.resultVersion() <= RunResult.BEFORE_FAMILIES_VERSION) {
            // Results from before the canary judged the benchmark as a whole, by a mean over its passes.
            return cores(benchmark.otherCpuCores()) + " over its passes (results of version " + sitting.resultVersion()
                    + " judged no fork by itself)";
        }
        int forks = benchmark.forks() == null ? 0 : benchmark.forks().size();
        int unjudged = benchmark.unjudgedForks();
        int judged = forks - unjudged;
        StringBuilder text = new StringBuilder();
        if (judged > 0) {
            text.append(cores(benchmark.otherCpuCores())).append(" at most, ").append(benchmark.busyForks())
                    .append(" of ").append(Phrases.plural(judged, unjudged > 0 ? "judged fork" : "fork"))
                    .append(" busy");
        }
        if (unjudged > 0) {
            double before = sitting == null || sitting.machine() == null ? Double.NaN
                    : sitting.machine().otherCpuCoresBefore();
            text.append(judged > 0 ? "; " : "").append("too short to judge (")
                    .append(Phrases.plural(unjudged, "fork")).append("); before the run: ").append(cores(before))
                    .append(" cores");
        }
        return text.toString();
    }
}
