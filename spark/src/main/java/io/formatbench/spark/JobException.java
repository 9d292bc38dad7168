package io.formatbench.spark;

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
}
