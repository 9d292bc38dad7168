package io.formatbench.spark;

import java.io.IOException;
import org.apache.hadoop.fs.UnsupportedFileSystemException;

/**
 * A failure the user can act on (a missing dataset, a bad argument, a shard that did not verify): the
 * job prints its message as one line, without a stack trace, and exits with its code.
 */
final class JobException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The core's exit codes (io.formatbench.cli.ExitCodes), so that both commands mean the same. */
    static final int USAGE = 2;
    static final int BAD_INPUT = 3;
    static final int DATASET_MISMATCH = 4;
    static final int IO_ERROR = 5;

    private final int exitCode;

    JobException(int exitCode, String message) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }

    /**
     * A file system's refusal or failure as one line: what the job was doing, and why; a scheme that
     * no file system on the classpath serves (s3a: without its connector) says what to add.
     */
    static JobException ofFiles(String doing, IOException e) {
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst()
                .orElse("");
        if (e instanceof UnsupportedFileSystemException) {
            return new JobException(IO_ERROR, doing + ": " + why + " on the job's classpath; s3a: needs Hadoop's"
                    + " connector, hadoop-aws (docs/spark.md, On a cluster)");
        }
        return new JobException(IO_ERROR, doing + ": " + why);
    }
}
