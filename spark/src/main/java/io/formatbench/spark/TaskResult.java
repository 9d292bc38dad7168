package io.formatbench.spark;

import java.io.Serializable;
import java.util.List;

/**
 * What one task says it read or wrote: the files its rows came from or it wrote the shard of (one,
 * when each shard is a task), its records, their content digest ("fbd2:...", or null where the reader
 * yields Spark rows, not the tool's records), how long its own loop over them took, and for a write
 * the SHA-256 of the bytes written (null where the codec writes other bytes than the dataset's).
 */
record TaskResult(List<String> files, long records, String contentDigest, long nanos, String sha256)
        implements Serializable {

    TaskResult(List<String> files, long records, String contentDigest, long nanos) {
        this(files, records, contentDigest, nanos, null);
    }
}
