package io.formatbench.spark;

import java.io.Serializable;
import java.util.List;

/**
 * What one task says it read or wrote, and whatever it can say about the content, for
 * {@link ShardCheck}: the files its rows came from or whose shard it wrote (one, when each shard is a
 * task), its records, and, where it has them, their checksum (the schema's cheap one, hex: what a
 * timed codec read folds, as bench's do), their content digest ("fbd2:...") and the SHA-256 of the
 * bytes it wrote; null for what it has not. Also how long its own timed loop took, and how long it
 * spent on work bench's passes do outside their clock (a write's generating its records and checking
 * its file), which the figures per core leave out.
 */
record TaskResult(List<String> files, long records, String checksum, String contentDigest, String sha256,
                  long nanos, long untimedNanos) implements Serializable {

    /** Rows counted, nothing known of their content: Spark's readers in their timed runs. */
    static TaskResult counted(List<String> files, long records, long nanos) {
        return new TaskResult(files, records, null, null, null, nanos, 0);
    }

    /** Records read and their checksum folded: a codec's timed read. */
    static TaskResult checksummed(String file, long records, String checksum, long nanos) {
        return new TaskResult(List.of(file), records, checksum, null, null, nanos, 0);
    }

    /** The same result, with the task's untimed work. */
    TaskResult withUntimed(long nanosOutsideTheLoop) {
        return new TaskResult(files, records, checksum, contentDigest, sha256, nanos, nanosOutsideTheLoop);
    }

    /** Records and their full content digest: a content check, untimed. */
    static TaskResult digested(List<String> files, long records, String contentDigest) {
        return new TaskResult(files, records, null, contentDigest, null, 0, 0);
    }
}
