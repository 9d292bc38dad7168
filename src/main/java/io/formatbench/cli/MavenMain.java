package io.formatbench.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
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
    /** The folders the build compiles from, separated by commas, set by the profiles. */
    static final String SOURCES_PROPERTY = "formatbench.sources";

    private MavenMain() {}

    public static void main(String[] args) {
        String classes = System.getProperty(CLASSES_PROPERTY);
        String sources = System.getProperty(SOURCES_PROPERTY);
        if (classes != null && sources != null) {
            List<Path> roots = Arrays.stream(sources.split(",")).map(String::strip).filter(s -> !s.isEmpty())
                    .map(Path::of).toList();
            Optional<Path> newer = StaleBuildCheck.newerSource(Path.of(classes), roots);
            if (newer.isPresent()) {
                PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
                err.println("formatbench: " + StaleBuildCheck.message(newer.get(), Path.of(classes)));
                throw new CommandFailedException(ExitCodes.STALE_BUILD);
            }
        }
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
