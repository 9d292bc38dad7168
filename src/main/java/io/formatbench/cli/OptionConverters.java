package io.formatbench.cli;

import io.formatbench.codec.Compression;
import io.formatbench.results.RunId;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The types of the options several commands share, converted when picocli parses them. A value they
 * refuse is an {@link OptionError}: one line naming the option ({@link FormatBenchCommand}), exit
 * code 2. Blank values never reach them ({@link BlankMeansDefault}).
 */
final class OptionConverters {

    private OptionConverters() {}

    /**
     * A refused option value; its message follows the option's name: ": unknown ..." or " must be ...".
     * picocli says which option it was.
     */
    static final class OptionError extends TypeConversionException {
        private static final long serialVersionUID = 1L;

        OptionError(String message) {
            super(message);
        }
    }

    /** A whole number of at least 0: warm-ups. */
    static final class AtLeastZero implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return atLeast(0, value);
        }
    }

    /** A whole number of at least 1: forks, iterations, threads. */
    static final class AtLeastOne implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return atLeast(1, value);
        }
    }

    private static int atLeast(int minimum, String value) {
        int parsed;
        try {
            parsed = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new OptionError(" must be a whole number, was '" + value + "'");
        }
        if (parsed < minimum) {
            throw new OptionError(" must be at least " + minimum + ", was " + parsed);
        }
        return parsed;
    }

    /** The id of a new run: the name of its folder in the results folder. */
    static final class NewRunId implements ITypeConverter<RunId> {
        @Override
        public RunId convert(String value) {
            try {
                return RunId.of(value.strip());
            } catch (IllegalArgumentException e) {
                throw new OptionError(": " + e.getMessage());
            }
        }
    }

    /** A folder or file, its value stripped of the blanks around it. */
    static final class StrippedPath implements ITypeConverter<Path> {
        @Override
        public Path convert(String value) {
            return Path.of(value.strip());
        }
    }

    /** A JDK home or a java executable: the java executable. */
    static final class JavaExecutable implements ITypeConverter<Path> {
        @Override
        public Path convert(String value) {
            Path path = Path.of(value.strip());
            Path candidate = Files.isDirectory(path) ? path.resolve("bin").resolve("java") : path;
            if (!Files.isRegularFile(candidate) || !Files.isExecutable(candidate)) {
                throw new OptionError(": no java executable at " + candidate
                        + " (give a JDK home or the path of its bin/java)");
            }
            return candidate;
        }
    }

    /** none, gzip or zstd. */
    static final class CompressionId implements ITypeConverter<Compression> {
        @Override
        public Compression convert(String value) {
            try {
                return Compression.fromId(value.strip());
            } catch (IllegalArgumentException e) {
                throw new OptionError(": " + e.getMessage());
            }
        }
    }
}
