package io.formatbench.bench;

import java.util.List;

/**
 * What one forked JVM measured, written to a JSON file for the parent.
 *
 * @param warmupMs times of the warm-up iterations, reported but not counted
 * @param iterationMs times of the measured iterations
 * @param allocatedBytes bytes the benchmark thread allocated in each measured iteration
 * @param peakHeapBytes largest used heap seen in any measured iteration
 * @param latencyHistogram the latency pass's HdrHistogram, compressed and base64, or null
 * @param verificationFailure why a read or a written file did not match the manifest, or null
 * @param fileBytes size of the file read or written
 * @param writtenSha256 SHA-256 of the written file (writes only)
 * @param gzipBytes gzip size of the written file when it differs from the dataset file, else -1
 */
public record ForkOutcome(
        List<Double> warmupMs,
        List<Double> iterationMs,
        List<Long> allocatedBytes,
        long peakHeapBytes,
        long gcCount,
        double gcMs,
        long liveHeapAfterBytes,
        String latencyHistogram,
        double latencyOverheadNs,
        String verificationFailure,
        long fileBytes,
        String writtenSha256,
        long gzipBytes,
        String jdkVendor,
        String jdkVersion,
        List<String> jvmArgs) {

    public boolean verified() {
        return verificationFailure == null;
    }
}
