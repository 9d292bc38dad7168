package io.formatbench.bench;

import io.formatbench.measure.MachineLoad;
import io.formatbench.measure.PassProbe;
import io.formatbench.results.ForkSeconds;
import java.util.List;

/**
 * What one forked JVM measured, written to a JSON file for the parent, which summarizes it.
 *
 * @param warmupMs times of the warm-up passes, which decided when the warm-up ended ({@link WarmupPolicy}):
 *     reported, not counted
 * @param steady whether the warm-up ended on its passes' evidence, not at the cap
 * @param iterationMs times of the measured passes: a fixed number after the warm-up, every one counted
 * @param passes what else was measured around each measured pass
 * @param canaryMs the speed canary's time before each measured pass
 * @param canaryWarmupMs the speed canary's time before each warm-up pass: kept, but out of its spread
 * @param life the machine's and this fork's CPU over the fork's whole measuring life
 * @param latencyHistogram the latency pass's HdrHistogram, compressed and base64, or null
 * @param verificationFailure why a read or a written file did not match the dataset, or null
 * @param fileBytes size of the file read or written
 * @param skippedFields fields outside the schema the last measured pass skipped, over all shards (0 for a write)
 * @param writeChunkRecords how many records a write generated at a time in every pass, per thread; 0 when
 *     it held all of them, generated once for every pass, and for a read
 * @param mainEnteredAtMs when the fork's main method was entered, by the machine's wall clock: the end of
 *     its JVM's start, which the parent, knowing when it started the process, times
 * @param seconds where the fork's seconds went, by its own clock (no total, JVM start or rest: the parent's)
 */
public record ForkOutcome(
        List<Double> warmupMs,
        boolean steady,
        List<Double> iterationMs,
        List<PassProbe.Figures> passes,
        List<Double> canaryMs,
        List<Double> canaryWarmupMs,
        MachineLoad.Delta life,
        long liveHeapAfterBytes,
        String latencyHistogram,
        double latencyOverheadNs,
        String verificationFailure,
        long fileBytes,
        long skippedFields,
        int writeChunkRecords,
        String jdkVendor,
        String jdkVersion,
        List<String> jvmArgs,
        long mainEnteredAtMs,
        ForkSeconds seconds) {}
