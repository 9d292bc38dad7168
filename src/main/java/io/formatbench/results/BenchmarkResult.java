package io.formatbench.results;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.formatbench.codec.Style;
import java.util.List;

/**
 * The figures of one benchmark: its key's fields, then every figure summarized over its forks
 * ({@link Estimate}), then the forks themselves.
 *
 * @param key what was measured; its fields appear at the top level of the entry
 * @param style how the codec uses its library: idiomatic or tuned
 * @param warmupsMin the fewest warm-up passes a fork needed before its passes agreed
 * @param warmupsMax the most warm-up passes a fork ran
 * @param iterations measured passes per fork
 * @param timeMs the time of one pass over the whole dataset: each fork's median pass, over the forks
 * @param recordsPerS records per second, per fork at its median pass, over the forks
 * @param mbPerS megabytes (10^6 bytes) of the file per second, the same way (of the file as written,
 *     compressed when the benchmark's compression is not none)
 * @param rawMbPerS megabytes of the file uncompressed per second, the same way: a compressed
 *     benchmark's (de)compression throughput, encoding or decoding included; mbPerS when uncompressed
 * @param minMs the fastest measured pass of any fork
 * @param maxMs the slowest measured pass of any fork
 * @param latencyNs percentiles of all forks' latency passes together, or null without them
 * @param latencyPercentiles the distribution of all forks' latency passes, for charts
 * @param latencyP99Ns each fork's p99, over the forks
 * @param allocBytesPerRecord each fork's allocation per record, over the forks
 * @param peakHeapBytes each fork's peak heap, over the forks
 * @param liveHeapAfterBytes each fork's live heap after a full GC, over the forks
 * @param gcCount collections during all measured passes of all forks
 * @param gcMs collection time during all measured passes of all forks
 * @param fileBytes size of the file read or written, as it is on disk (compressed, when compressed)
 * @param rawFileBytes size of that file uncompressed: fileBytes when not compressed
 * @param gzipBytes the uncompressed file compressed with gzip (java.util.zip, level 6)
 * @param skippedFields fields outside the schema that one pass's reads skipped over the whole dataset:
 *     0 unless they skip unknown fields (a newer-data read: {@link io.formatbench.dataset.NewerSchema#ADDED_FIELDS}
 *     per record); 0 for a write
 * @param otherCpuCores the most cores other processes used over any fork's whole life (NaN when no
 *     fork could be judged)
 * @param machineBusy whether any fork was busy; or, where no fork could be judged, whether the machine
 *     was busy before the run
 * @param busyForks forks whose life saw other processes above the busy threshold
 * @param unjudgedForks forks too short to judge by /proc/stat's ticks
 * @param canaryMeanMs the speed canary's time: each fork's median before its measured passes, over the
 *     forks ({@link io.formatbench.measure.CanaryFigures}); in files of version 4 and before, the mean
 *     over every pass of every fork
 * @param canaryCv the canary's variation over the measured passes: the larger of the forks' medians'
 *     coefficient of variation and the runs' with each fork's slowest left out
 *     ({@link io.formatbench.measure.CanaryFigures}); in files of version 4 and before, the coefficient of
 *     variation of every pass's time, warm-ups included
 * @param machineUnsteady whether {@code canaryCv} is above the run's unsteady threshold: the
 *     machine's speed changed during the benchmark, whatever /proc/stat saw
 * @param canarySlower how much slower the machine was during this benchmark's forks than during the
 *     run's, by the canary's mean: 0.15 for 15% slower, negative for faster; NaN when unknown
 * @param machineSlow whether {@code canarySlower} is above the run's threshold: the benchmark ran in a
 *     slow stretch of the run
 * @param verified whether every pass of every fork reproduced the dataset
 * @param latencyHistogram all forks' latency passes merged, whole, in HdrHistogram's compressed form,
 *     base64 ({@link LatencyHistograms}): what {@code latencyNs} and {@code latencyPercentiles} were read
 *     from, and what merges with other runs of the same benchmark; null without a latency pass, and in
 *     files from before histograms were kept
 */
public record BenchmarkResult(
        @JsonUnwrapped BenchmarkKey key,
        Style style,
        int warmupsMin,
        int warmupsMax,
        int iterations,
        Estimate timeMs,
        Estimate recordsPerS,
        Estimate mbPerS,
        Estimate rawMbPerS,
        double minMs,
        double maxMs,
        Latency latencyNs,
        List<PercentilePoint> latencyPercentiles,
        Estimate latencyP99Ns,
        Estimate allocBytesPerRecord,
        Estimate peakHeapBytes,
        Estimate liveHeapAfterBytes,
        long gcCount,
        double gcMs,
        long fileBytes,
        long rawFileBytes,
        long gzipBytes,
        long skippedFields,
        double otherCpuCores,
        boolean machineBusy,
        int busyForks,
        int unjudgedForks,
        double canaryMeanMs,
        double canaryCv,
        boolean machineUnsteady,
        double canarySlower,
        boolean machineSlow,
        boolean verified,
        String latencyHistogram,
        List<ForkResult> forks) {

    /** The same benchmark, its machine's speed set against the run's. */
    public BenchmarkResult withCanarySlower(double slower, boolean slow) {
        return new BenchmarkResult(key, style, warmupsMin, warmupsMax, iterations, timeMs, recordsPerS, mbPerS,
                rawMbPerS, minMs, maxMs, latencyNs, latencyPercentiles, latencyP99Ns, allocBytesPerRecord,
                peakHeapBytes, liveHeapAfterBytes, gcCount, gcMs, fileBytes, rawFileBytes, gzipBytes, skippedFields,
                otherCpuCores, machineBusy, busyForks, unjudgedForks, canaryMeanMs, canaryCv, machineUnsteady, slower,
                slow, verified, latencyHistogram, forks);
    }

    /**
     * A write whose codec writes the records in other bytes than the dataset file (protobuf-json's
     * JsonFormat): verified by reading its files back to the dataset's records, not by their SHA-256.
     * Its file sizes are then -1, the dataset file's being no measure of its files.
     */
    public boolean verifiedByReadingBack() {
        return key.operation() == Operation.WRITE && rawFileBytes < 0;
    }

    /** The first reason a fork gave for not verifying, or null. */
    public String failure() {
        return forks.stream().map(ForkResult::failure).filter(java.util.Objects::nonNull).findFirst().orElse(null);
    }
}
