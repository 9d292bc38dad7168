package io.formatbench.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.io.IOException;
import java.util.Optional;

/**
 * The entry point of the Maven profiles. exec:java runs in Maven's own JVM, where System.exit would
 * end Maven abruptly; a failure is reported by throwing instead, after the command has printed its
 * one-line error, and Maven turns it into a failed build. exec:java also runs the classes of the
 * last build whatever the sources say now, so a stale build is refused first (the profiles pass the
 * folders as system properties).
 */
public final class MavenMain {

    /** The build's output folder, set by the profiles. */
    static final String CLASSES_PROPERTY = "formatbench.classes";
    /** The project's folder, set by the profiles. */
    static final String BASEDIR_PROPERTY = "formatbench.basedir";

    private MavenMain() {}

    public static void main(String[] args) {
        String classes = System.getProperty(CLASSES_PROPERTY);
        String basedir = System.getProperty(BASEDIR_PROPERTY);
        if (classes != null && basedir != null) {
            refuseStaleBuild(Path.of(basedir), Path.of(classes));
        }
        int exitCode = FormatBenchCommand.newCommandLine().execute(args);
        if (exitCode != ExitCodes.OK) {
            throw new CommandFailedException(exitCode);
        }
    }

    private static void refuseStaleBuild(Path basedir, Path classes) {
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        Optional<Path> stale;
        try {
            stale = StaleBuildCheck.staleSource(basedir, classes);
        } catch (IOException e) {
            err.println("formatbench: cannot compare the build with its sources: " + e);
            throw new CommandFailedException(ExitCodes.IO_ERROR);
        }
        if (stale.isPresent()) {
            err.println("formatbench: " + StaleBuildCheck.message(stale.get(), classes));
            throw new CommandFailedException(ExitCodes.STALE_BUILD);
        }
    }

    /** Carries the exit code through Maven; the command has already said what went wrong. */
    static final class CommandFailedException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        CommandFailedException(int exitCode) {
            super("formatbench failed with exit code " + exitCode + " (the error is printed above)", null, false,
                    false);
        }
    }
}
