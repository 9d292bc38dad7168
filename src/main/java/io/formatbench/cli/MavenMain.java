package io.formatbench.cli;

/**
 * The entry point of the Maven profiles. exec:java runs in Maven's own JVM, where System.exit would
 * end Maven abruptly; a failure is reported by throwing instead, after the command has printed its
 * one-line error, and Maven turns it into a failed build.
 */
public final class MavenMain {

    private MavenMain() {}

    public static void main(String[] args) {
        int exitCode = FormatBenchCommand.newCommandLine().execute(args);
        if (exitCode != ExitCodes.OK) {
            throw new CommandFailedException(exitCode);
        }
    }

    /** Carries the exit code through Maven; the command has already said what went wrong. */
    static final class CommandFailedException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        CommandFailedException(int exitCode) {
            super("formatbench failed with exit code " + exitCode + " (the error is printed above)", null, false, false);
        }
    }
}
