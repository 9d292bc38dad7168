package io.formatbench.bench;

import io.formatbench.measure.LatencyRecorder;
import io.formatbench.model.ContentDigest;
import java.io.IOException;

/** One benchmark's work over the whole dataset, run by a fork once per iteration. */
interface Workload {

    /**
     * The measured region: one full pass. A read returns the digest of what it decoded (computing
     * it is part of the pass: it keeps the JIT from discarding the records); a write returns null.
     */
    ContentDigest run() throws IOException;

    /** The same pass with every record timed into {@code latencies}; not used for throughput. */
    ContentDigest runTimingEachRecord(LatencyRecorder latencies) throws IOException;

    /**
     * What the last pass produced, for verification outside the measured region: a read's own
     * digest, or the digest of reading back the file a write wrote.
     */
    ContentDigest produced(ContentDigest fromRun) throws IOException;

    /** The file this workload reads or writes, for its size. */
    java.nio.file.Path file();
}
