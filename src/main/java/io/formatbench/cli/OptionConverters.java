package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.bench.CodecChoice;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.RunId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The types of the options several commands share, converted when picocli parses them. A value they
 * refuse is an {@link OptionError}: one line naming the option ({@link FormatBenchCommand}), exit
 * code 2. Blank values never reach them ({@link BlankMeansDefault}).
 *
 * <p>A list option ({@code split = ","}) is converted item by item; an item that stands for several
 * values ("all") or none (a blank between two commas) converts to a list, whose values picocli adds
 * to the option's list one by one.
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

    /** One format, by its id in any case: verify's --format, report's --baseline. */
    static final class FormatId implements ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            try {
                return Format.fromId(value.strip());
            } catch (IllegalArgumentException e) {
                throw new OptionError(": " + e.getMessage());
            }
        }
    }

    /** An item of a list of formats: a format's id, or all, every format. */
    static final class FormatItem implements ITypeConverter<List<Format>> {
        @Override
        public List<Format> convert(String value) {
            String id = value.strip();
            if (id.isEmpty()) {
                return List.of();
            }
            if (id.equalsIgnoreCase(Defaults.ALL_FORMATS)) {
                return Format.all();
            }
            return List.of(new FormatId().convert(id));
        }
    }

    /** An item of a list of schemas: a schema's name, or all, the tool's own schemas. */
    static final class SchemaItem implements ITypeConverter<List<DatasetSchema<?>>> {
        @Override
        public List<DatasetSchema<?>> convert(String value) {
            String name = value.strip();
            if (name.isEmpty()) {
                return List.of();
            }
            if (name.equals(Defaults.ALL_SCHEMAS)) {
                return Schemas.all();
            }
            return List.of(schema(name, " or " + Defaults.ALL_SCHEMAS));
        }
    }

    /** The schema of a command that works on one dataset or file: a list, or all, is refused. */
    static final class OneSchema implements ITypeConverter<DatasetSchema<?>> {
        @Override
        public DatasetSchema<?> convert(String value) {
            String name = value.strip();
            if (name.contains(",") || name.equals(Defaults.ALL_SCHEMAS)) {
                throw new OptionError(": this command takes one schema, was '" + value + "'");
            }
            return schema(name, "");
        }
    }

    private static DatasetSchema<?> schema(String name, String alternatives) {
        SchemaName schemaName = SchemaName.of(name);
        try {
            return Schemas.byName(schemaName);
        } catch (IllegalArgumentException e) {
            // An unknown name, with the names there are; or a message of proto/ the tool cannot carry.
            throw new OptionError(Schemas.names().contains(schemaName) ? " " + name + ": " + e.getMessage()
                    : ": " + e.getMessage() + alternatives);
        }
    }

    /**
     * The codecs bench measures: a comma-separated list of names, all, or headline. Whether the
     * dataset's schema has the named ones is known only once its manifest is read: {@link
     * io.formatbench.bench.BenchmarkPlan} says.
     */
    static final class Codecs implements ITypeConverter<CodecChoice> {
        @Override
        public CodecChoice convert(String value) {
            List<String> names = Arrays.stream(value.split(",")).map(String::strip).filter(name -> !name.isEmpty())
                    .toList();
            for (String word : List.of(Defaults.ALL_CODECS, Defaults.HEADLINE_CODECS)) {
                if (names.contains(word) && names.size() > 1) {
                    throw new OptionError(": " + word + " goes alone, was '" + value + "'");
                }
            }
            if (names.isEmpty() || names.equals(List.of(Defaults.ALL_CODECS))) {
                return CodecChoice.ALL;
            }
            if (names.equals(List.of(Defaults.HEADLINE_CODECS))) {
                return CodecChoice.HEADLINE;
            }
            try {
                return CodecChoice.named(names.toArray(String[]::new));
            } catch (IllegalArgumentException e) {
                throw new OptionError(": " + e.getMessage());
            }
        }
    }
}
