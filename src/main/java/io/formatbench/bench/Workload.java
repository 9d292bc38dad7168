package io.formatbench.bench;

import io.formatbench.measure.LatencyRecorder;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.nio.file.Path;

/**
 * One benchmark's work over the whole dataset, run by a fork once per pass.
 *
 * <p>Verification costs the timed region as little as it can. A read feeds every record to the
 * schema's cheap checksum, which must match the one the parent computed from the same file; the
 * full content digest is checked against the manifest after the measured passes. A write's file
 * must be byte for byte the dataset file; its size is checked after each pass and its SHA-256
 * after the measured passes.
 */
interface Workload {

    /**
     * The timed region: one full pass, which may stop {@code clock} around work that is not the
     * benchmark's. A read returns the checksum digest of what it decoded (which also keeps the JIT
     * from discarding the records); a write returns null.
     */
    ContentDigest run(PassClock clock) throws IOException;

    /**
     * The same pass with every record timed into {@code latencies}; not used for throughput. A read
     * returns the full content digest (computed outside the timed calls), a write null.
     */
    ContentDigest runTimingEachRecord(LatencyRecorder latencies) throws IOException;

    /** A read's full content digest, from one more pass; a write returns null. */
    ContentDigest readContent() throws IOException;

    /** The file this workload reads or writes. */
    Path file();

    /**
     * The fields outside the schema that the last read pass skipped (see
     * {@link io.formatbench.codec.RecordReader#skippedFields()}): checked after every pass against
     * the manifest's count for the file, and recorded; 0 for a write.
     */
    default long skippedFields() {
        return 0;
    }
}
