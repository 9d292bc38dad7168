package io.formatbench.cli;

import io.formatbench.bench.FixedHeap;
import io.formatbench.messages.MessageInputs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The types of the commands' options, converted when picocli parses them: a converter per kind of
 * value, shared by every option of that kind. Here numbers, lengths of time, sizes and paths; the
 * tool's own things by name (formats, schemas, codecs, ...) are in {@link NameConverters}. A value
 * they refuse is an {@link OptionError}: one line naming the option ({@link FormatBenchCommand}),
 * exit code 2. Blank values never reach them ({@link BlankMeansDefault}).
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

    /** A whole number of at least 1, as large as a long: --records. */
    static final class LongAtLeastOne implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            long parsed = new WholeNumber().convert(value);
            if (parsed < 1) {
                throw new OptionError(" must be at least 1, was " + parsed);
            }
            return parsed;
        }
    }

    /** Any whole number a long holds: a seed. */
    static final class WholeNumber implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return Long.parseLong(value.strip());
            } catch (NumberFormatException e) {
                throw new OptionError(" must be a whole number, was '" + value + "'");
            }
        }
    }

    /** true or false, in any case: an option that takes its value after {@code =} (--fsync=false). */
    static final class TrueOrFalse implements ITypeConverter<Boolean> {
        @Override
        public Boolean convert(String value) {
            return switch (value.strip().toLowerCase(Locale.ROOT)) {
                case "true" -> true;
                case "false" -> false;
                default -> throw new OptionError(" must be true or false, was '" + value + "'");
            };
        }
    }

    /**
     * A fraction given as a percentage or a plain number: "5%" or "0.05"; "0" or "none" for none. At
     * least 0 and below 1 (100%): --precision, --margin.
     */
    static final class Fraction implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            String text = value.strip().toLowerCase(Locale.ROOT);
            if (text.equals("none")) {
                return 0.0;
            }
            double parsed;
            try {
                parsed = text.endsWith("%") ? Double.parseDouble(text.substring(0, text.length() - 1).strip()) / 100
                        : Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw new OptionError(" must be a percentage such as 5% or a fraction such as 0.05, was '" + value
                        + "'");
            }
            if (!(parsed >= 0 && parsed < 1)) {
                throw new OptionError(" must be at least 0 and below 100%, was '" + value + "'");
            }
            return parsed;
        }
    }

    /** A confidence level: "95%", "99.9%" or "0.95", above 0 and below 100%: --confidence. */
    static final class Level implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            double level = new Fraction().convert(value);
            if (!(level > 0)) {
                throw new OptionError(" must be above 0 and below 100%, such as 95% or 99.9%, was '" + value + "'");
            }
            return level;
        }
    }

    /** A length of time: "90s", "3m", "1m30s", "2h"; "0" or "none" for none: --time-budget. */
    static final class TimeBudget implements ITypeConverter<Duration> {
        /** Hours, minutes and seconds, each optional, in that order. */
        private static final Pattern TIME = Pattern.compile("(?:([0-9]{1,6})h)?(?:([0-9]{1,6})m)?(?:([0-9]{1,9})s)?");

        @Override
        public Duration convert(String value) {
            String text = value.strip().toLowerCase(Locale.ROOT).replace(" ", "");
            if (text.equals("none") || text.equals("0")) {
                return Duration.ZERO;
            }
            Matcher matcher = TIME.matcher(text);
            if (!matcher.matches() || text.isEmpty()) {
                throw new OptionError(" must be a time such as 90s, 3m or 1m30s (or 0 for none), was '" + value + "'");
            }
            return Duration.ofHours(amount(matcher.group(1))).plusMinutes(amount(matcher.group(2)))
                    .plusSeconds(amount(matcher.group(3)));
        }

        private static long amount(String digits) {
            return digits == null ? 0 : Long.parseLong(digits);
        }
    }

    /** JMH's iteration time: "500ms", "1s", "2m", at least a millisecond: messages --time. */
    static final class IterationTime implements ITypeConverter<Duration> {
        private static final Pattern TIME = Pattern.compile("([0-9]{1,9})\\s*(ms|s|m)");

        @Override
        public Duration convert(String value) {
            Matcher matcher = TIME.matcher(value.strip().toLowerCase(Locale.ROOT));
            if (!matcher.matches() || Long.parseLong(matcher.group(1)) == 0) {
                throw new OptionError(" must be a duration such as 500ms, 1s or 2m, was '" + value + "'");
            }
            long amount = Long.parseLong(matcher.group(1));
            return switch (matcher.group(2)) {
                case "ms" -> Duration.ofMillis(amount);
                case "s" -> Duration.ofSeconds(amount);
                default -> Duration.ofMinutes(amount);
            };
        }
    }

    /** A JVM size as -Xms and -Xmx take it ({@link FixedHeap#SIZE}): --heap. */
    static final class HeapSize implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            String size = value.strip();
            if (!FixedHeap.SIZE.matcher(size).matches()) {
                throw new OptionError(" must be a JVM size such as 512m or 2g, was '" + value + "'");
            }
            return size;
        }
    }

    /** An item of a list of thread counts, each at least 1: bench's --threads. */
    static final class ThreadCountItem implements ITypeConverter<List<Integer>> {
        @Override
        public List<Integer> convert(String value) {
            return value.isBlank() ? List.of() : List.of(atLeast(1, value));
        }
    }

    /** An item of a list of record counts, each at least 1: --scaling. */
    static final class RecordCountItem implements ITypeConverter<List<Long>> {
        @Override
        public List<Long> convert(String value) {
            if (value.isBlank()) {
                return List.of();
            }
            long records = new WholeNumber().convert(value);
            if (records < 1) {
                throw new OptionError(": record counts must be at least 1, was " + records);
            }
            return List.of(records);
        }
    }

    /** An item of messages --batches: one of the list sizes the message inputs hold. */
    static final class BatchSizeItem implements ITypeConverter<List<Integer>> {
        @Override
        public List<Integer> convert(String value) {
            String text = value.strip();
            if (text.isEmpty()) {
                return List.of();
            }
            if (!text.matches("[0-9]{1,4}") || !MessageInputs.BATCHES.contains(Integer.parseInt(text))) {
                throw new OptionError(": '" + value + "' is not one of " + MessageInputs.BATCHES.stream()
                        .map(String::valueOf).collect(Collectors.joining(", ")));
            }
            return List.of(Integer.parseInt(text));
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
}
