package io.formatbench.bench;

import io.formatbench.measure.MachineLoad;
import io.formatbench.measure.PassProbe;
import java.util.List;

/**
 * What one forked JVM measured, written to a JSON file for the parent, which summarizes it.
 *
 * @param warmupMs times of the warm-up passes, reported but not counted
 * @param steady whether the warm-up passes agreed before the cap
 * @param iterationMs times of the measured passes
 * @param passes what else was measured around each measured pass
 * @param canaryMs the speed canary's time before every pass: warm-ups, measured passes, latency pass
 * @param life the machine's and this fork's CPU over the fork's whole measuring life
 * @param latencyHistogram the latency pass's HdrHistogram, compressed and base64, or null
 * @param verificationFailure why a read or a written file did not match the dataset, or null
 * @param fileBytes size of the file read or written
 * @param skippedFields fields outside the schema the last measured pass skipped, over all shards (0 for a write)
 */
public record ForkOutcome(
        List<Double> warmupMs,
        boolean steady,
        List<Double> iterationMs,
        List<PassProbe.Figures> passes,
        List<Double> canaryMs,
        MachineLoad.Delta life,
        long liveHeapAfterBytes,
        String latencyHistogram,
        double latencyOverheadNs,
        String verificationFailure,
        long fileBytes,
        long skippedFields,
        String jdkVendor,
        String jdkVersion,
        List<String> jvmArgs) {}
