package io.formatbench.bench;

import io.formatbench.measure.LatencyRecorder;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.nio.file.Path;

/**
 * One benchmark's work over the whole dataset, run by a fork once per iteration.
 *
 * <p>Verification is in two tiers, so that the measured region pays for a cheap checksum rather than
 * for hashing every character: each measured read feeds every record to the schema's checksum, which
 * must match the one the parent computed from the same file; the full content digest is checked
 * against the manifest outside the measured region, by {@link #runTimingEachRecord} or
 * {@link #verifyContent}.
 */
interface Workload {

    /**
     * The measured region: one full pass. A read returns the checksum digest of what it decoded
     * (it also keeps the JIT from discarding the records); a write returns null.
     */
    ContentDigest run() throws IOException;

    /**
     * The same pass with every record timed into {@code latencies}; not used for throughput. A read
     * returns the full content digest (computed outside the timed calls), a write null.
     */
    ContentDigest runTimingEachRecord(LatencyRecorder latencies) throws IOException;

    /** The full content digest of the file: a read reads it again, a write reads back what it wrote. */
    ContentDigest verifyContent() throws IOException;

    /** The file this workload reads or writes, for its size. */
    Path file();
}
