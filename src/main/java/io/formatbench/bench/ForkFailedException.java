package io.formatbench.bench;

/** A forked benchmark JVM ended without an outcome; the message carries its own error line. */
public final class ForkFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final boolean badInput;

    ForkFailedException(ForkSpec spec, int exitCode, String errorLine) {
        super(spec.key().label() + ", round " + spec.round() + ": the forked JVM exited with code "
                + exitCode + ": " + errorLine.strip(), null, false, false);
        this.badInput = exitCode == ForkMain.BAD_INPUT;
    }

    /** Whether the fork failed because its input file was corrupt, rather than for a reason of its own. */
    public boolean badInput() {
        return badInput;
    }
}
