package io.formatbench.results;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one forked JVM measured for one benchmark: the unit every interval is computed over.
 *
 * @param round the round it ran in (1-based); forks of the same round are what paired ratios pair
 * @param slot its place in the round's shuffled order (1-based)
 * @param warmupMs every warm-up pass: they decide when the warm-up ends, or the cap does. In files of
 *     version 5 and before, the passes before the first that agreed
 * @param steady whether the warm-up ended on its passes' evidence, not at the cap (in files of version 5
 *     and before: whether the measured passes agreed before the cap)
 * @param iterationMs every measured pass, a fixed number after the warm-up (in files of version 5 and
 *     before, the first passes in a row that agreed)
 * @param medianMs the median of the measured passes
 * @param meanMs the fork's time ({@link #timeOf}): the mean of its measured passes, every one counted. In
 *     files of version 5 and before, the median, which their figures were made of
 * @param allocBytesPerRecord bytes the benchmark thread allocated per record, median over the passes
 * @param peakHeapBytes the most heap in use in any measured pass, summed over the heap pools' peaks
 * @param gcCount collections during the measured passes
 * @param gcMs collection time during the measured passes, from the collectors' counters
 * @param cpuMs CPU time of the whole fork (every thread: JIT and GC too) while each measured pass's clock
 *     ran (a write's chunk generation, with the clock stopped, is not in it)
 * @param otherCpuCores cores used by other processes during each measured pass, steal included
 *     (NaN where /proc/stat is not available)
 * @param canaryMs the speed canary's time before each measured pass of the fork, in the threads that run
 *     the passes ({@link io.formatbench.measure.SpeedCanary}): the machine's speed, which no process shows.
 *     In files of version 4 and before, before every pass: warm-ups and the latency pass included
 * @param canaryWarmupMs the canary's time before each warm-up pass: kept, but out of the canary's
 *     figures, since the JIT's compiler threads then compete with it for the cores
 * @param lifeOtherCpuCores cores used by other processes over the fork's whole life (warm-ups, passes,
 *     latency pass), never below 0; NaN where the fork was too short to judge
 *     ({@link io.formatbench.measure.MachineLoad.Delta#ENOUGH_TICKS}) or there is no /proc/stat
 * @param machineBusy whether {@code lifeOtherCpuCores} is above the run's busy threshold
 * @param liveHeapAfterBytes heap in use after a full GC that follows the measured passes
 * @param latencyNs the fork's latency pass, or null without one
 * @param latencyOverheadNs what timing one record costs in this fork (two clock reads)
 * @param writeChunkRecords how many records a write generated at a time in every pass, per thread; 0
 *     when it held all of them, generated once for the fork's passes, and for a read
 * @param seconds where the fork's wall-clock seconds went; null in files from before it was recorded
 * @param failure why the fork's records did not verify, or null when they did
 * @param latencyHistogram the fork's latency pass whole, in HdrHistogram's compressed form, base64
 *     ({@link LatencyHistograms}): what {@code latencyNs} was read from; null without a latency pass, and
 *     in files from before histograms were kept
 * @param declaredFigures each declared metric's figure of this fork (metric.MetricDeclaration: its
 *     passes' figures made one as it declares), by the metric's name; empty in files from before
 *     declared metrics, and for a metric the fork did not probe. A new metric adds a name here, not a
 *     component
 */
public record ForkResult(
        int round,
        int slot,
        List<Double> warmupMs,
        boolean steady,
        List<Double> iterationMs,
        double medianMs,
        double meanMs,
        double allocBytesPerRecord,
        long peakHeapBytes,
        long gcCount,
        double gcMs,
        List<Double> cpuMs,
        List<Double> otherCpuCores,
        List<Double> canaryMs,
        List<Double> canaryWarmupMs,
        double lifeOtherCpuCores,
        boolean machineBusy,
        long liveHeapAfterBytes,
        Latency latencyNs,
        double latencyOverheadNs,
        int writeChunkRecords,
        ForkSeconds seconds,
        String failure,
        String latencyHistogram,
        Map<String, Double> declaredFigures) {

    public ForkResult {
        // Its order is the declarations', so that files and reports list the figures alike.
        declaredFigures = declaredFigures == null ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(declaredFigures));
    }

    public boolean verified() {
        return failure == null;
    }

    /** A declared metric's figure of this fork, or NaN where the fork has none. */
    public double declaredFigure(String name) {
        Double figure = declaredFigures.get(name);
        return figure == null ? Double.NaN : figure;
    }

    /**
     * A fork's time from its measured passes: their mean, the one definition. Every pass counts as it came,
     * a pass that paid for a collection too, since a service pays for its collections as well: a median
     * would leave out the one pass in three that did, and make an allocating codec look faster than the
     * passes cost (issue 41).
     */
    public static double timeOf(List<Double> measuredMs) {
        return measuredMs.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    /** Records per second at this fork's time: the one definition of records/s. */
    public double recordsPerS(long records) {
        return records / (meanMs / 1000);
    }

    /** Megabytes (10^6 bytes) of the file per second at this fork's time: the one definition of MB/s. */
    public double mbPerS(long fileBytes) {
        return fileBytes / 1e6 / (meanMs / 1000);
    }
}
