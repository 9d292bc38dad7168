package io.formatbench.cli;

/** The exit codes of every command, as `--help` lists them and docs/bad-input.md explains them. */
public final class ExitCodes {

    /** The command did what it was asked. */
    public static final int OK = 0;
    /** A bug or an unexpected failure; --verbose shows the stack trace. */
    public static final int INTERNAL_ERROR = 1;
    /** Bad arguments or options (picocli's usage error code). */
    public static final int USAGE = 2;
    /** A file is corrupt, truncated or not of the expected format. */
    public static final int BAD_INPUT = 3;
    /** The dataset is missing or differs from its manifest, or a benchmark's read did not verify. */
    public static final int DATASET_MISMATCH = 4;
    /** The file system refused: a missing file, no permission, a full disk. */
    public static final int IO_ERROR = 5;
    /** Build first: the compiled classes are older than the sources (Maven profiles), or the Spark job is not built. */
    public static final int STALE_BUILD = 6;

    private ExitCodes() {}
}
