package io.formatbench.cli;

import io.formatbench.bench.BenchRunner;
import io.formatbench.bench.BenchSettings;
import io.formatbench.bench.Operation;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Schemas;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {
            "Measures writing and reading the dataset with every codec of one format, each (codec, operation) in "
                    + "fresh JVMs, and writes results/<run>/<format>.json.",
            "Blank option values (as Maven passes unset -D properties) mean the default."
        })
final class BenchCommand implements Callable<Integer> {

    private static final DateTimeFormatter RUN_ID = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

    @Spec
    CommandSpec spec;

    @Option(names = "--format", required = true, description = "json or protobuf.")
    String format;

    @Option(names = "--codecs", defaultValue = "", description = "Comma-separated codec names (default: every codec of the format).")
    String codecs;

    @Option(names = "--operations", defaultValue = "write,read", description = "write, read or both (default: ${DEFAULT-VALUE}).")
    String operations;

    @Option(names = "--data", defaultValue = "data", description = "Dataset folder (default: ${DEFAULT-VALUE}).")
    Path data;

    @Option(names = "--results", defaultValue = "results", description = "Results folder (default: ${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--run", defaultValue = "", description = "Run id: the results subfolder (default: the UTC time, yyyyMMdd-HHmmss).")
    String run;

    @Option(names = "--warmups", defaultValue = "3", description = "Warm-up iterations per fork (default: ${DEFAULT-VALUE}).")
    String warmups;

    @Option(names = "--iterations", defaultValue = "5", description = "Measured iterations per fork (default: ${DEFAULT-VALUE}).")
    String iterations;

    @Option(names = "--forks", defaultValue = "2",
            description = "Forked JVMs per codec and operation, run interleaved with the other codecs' (default: ${DEFAULT-VALUE}).")
    String forks;

    @Option(names = "--heap", defaultValue = "1g", description = "-Xms and -Xmx of every fork (default: ${DEFAULT-VALUE}).")
    String heap;

    @Option(names = "--jvm", defaultValue = "", description = "JDK home or java executable for the forks (default: the java running this tool).")
    String jvm;

    @Option(names = "--jvm-arg", description = "Extra JVM argument for the forks (repeatable).")
    List<String> jvmArgs = new ArrayList<>();

    @Option(names = "--fsync", arity = "0..1", defaultValue = "false", fallbackValue = "true",
            description = "End each timed write with fsync, so that it includes the device (default: ${DEFAULT-VALUE}).")
    String fsync;

    @Option(names = "--latency-pass", arity = "0..1", defaultValue = "true", fallbackValue = "true",
            description = "Run a separate pass that times every record for the latency percentiles (default: ${DEFAULT-VALUE}).")
    String latencyPass;

    @Option(names = "--bare-loops", description = "Also run the hand-written bare loops the codecs are checked against.")
    boolean bareLoops;

    @Override
    public Integer call() throws Exception {
        BenchSettings settings = settings();
        BenchRunner.Outcome outcome = new BenchRunner(settings, spec.commandLine().getErr()).run();
        var out = spec.commandLine().getOut();
        out.println();
        out.print(SummaryTable.render(outcome.result()));
        out.println("results: " + outcome.resultsFile());
        out.flush();
        if (!outcome.unverified().isEmpty()) {
            throw BenchRunner.verificationFailed(outcome);
        }
        return ExitCodes.OK;
    }

    private BenchSettings settings() {
        Format chosenFormat = Options.format(format);
        List<String> codecNames = codecNames(chosenFormat);
        if (bareLoops) {
            codecNames = new ArrayList<>(codecNames);
            for (String name : List.copyOf(codecNames)) {
                codecNames.add("bare-loop:" + name);
            }
        }
        List<Operation> chosenOperations = new ArrayList<>();
        for (String operation : Options.list(operations, "write,read")) {
            try {
                chosenOperations.add(Operation.valueOf(operation.toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new FormatBenchCommand.UsageException("--operations: unknown operation '" + operation + "' (known: write, read)");
            }
        }
        String chosenHeap = Options.orDefault(heap, "1g");
        if (!chosenHeap.matches("[1-9][0-9]*[kKmMgG]?")) {
            throw new FormatBenchCommand.UsageException("--heap must be a JVM size such as 512m or 1g, was '" + heap + "'");
        }
        String runId = Options.orDefault(run, ZonedDateTime.now(ZoneOffset.UTC).format(RUN_ID));
        if (!runId.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            throw new FormatBenchCommand.UsageException("--run must be letters, digits, '.', '_' or '-', was '" + run + "'");
        }
        return new BenchSettings(chosenFormat, codecNames, chosenOperations, data, results, runId,
                Options.integer("--warmups", warmups, 3, 0), Options.integer("--iterations", iterations, 5, 1),
                Options.integer("--forks", forks, 2, 1), chosenHeap, java(),
                jvmArgs.stream().filter(arg -> !arg.isBlank()).toList(), Options.bool("--fsync", fsync, false),
                Options.bool("--latency-pass", latencyPass, true));
    }

    private List<String> codecNames(Format chosenFormat) {
        List<String> all = Schemas.USER.codecs(chosenFormat).stream().map(Codec::name).toList();
        List<String> chosen = Options.list(codecs, String.join(",", all));
        for (String name : chosen) {
            if (!all.contains(name)) {
                throw new FormatBenchCommand.UsageException("--codecs: unknown " + chosenFormat + " codec '" + name
                        + "' (known: " + String.join(", ", all) + ")");
            }
        }
        return chosen;
    }

    private Path java() {
        if (jvm == null || jvm.isBlank()) {
            return Path.of(System.getProperty("java.home"), "bin", "java");
        }
        Path path = Path.of(jvm);
        Path candidate = Files.isDirectory(path) ? path.resolve("bin").resolve("java") : path;
        if (!Files.isRegularFile(candidate) || !Files.isExecutable(candidate)) {
            throw new FormatBenchCommand.UsageException("--jvm: no java executable at " + candidate
                    + " (give a JDK home or the path of its bin/java)");
        }
        return candidate;
    }

    /** Parsing of option values that Maven may pass blank. */
    static final class Options {
        private Options() {}

        static String orDefault(String value, String fallback) {
            return value == null || value.isBlank() ? fallback : value.strip();
        }

        static List<String> list(String value, String fallback) {
            return Arrays.stream(orDefault(value, fallback).split(","))
                    .map(String::strip)
                    .filter(item -> !item.isEmpty())
                    .distinct()
                    .toList();
        }

        static int integer(String option, String value, int fallback, int minimum) {
            int parsed;
            try {
                parsed = value == null || value.isBlank() ? fallback : Integer.parseInt(value.strip());
            } catch (NumberFormatException e) {
                throw new FormatBenchCommand.UsageException(option + " must be a whole number, was '" + value + "'");
            }
            if (parsed < minimum) {
                throw new FormatBenchCommand.UsageException(option + " must be at least " + minimum + ", was " + parsed);
            }
            return parsed;
        }

        static boolean bool(String option, String value, boolean fallback) {
            String text = orDefault(value, String.valueOf(fallback)).toLowerCase(Locale.ROOT);
            return switch (text) {
                case "true" -> true;
                case "false" -> false;
                default -> throw new FormatBenchCommand.UsageException(option + " must be true or false, was '" + value + "'");
            };
        }

        static Format format(String value) {
            try {
                return Format.fromId(orDefault(value, ""));
            } catch (IllegalArgumentException e) {
                throw new FormatBenchCommand.UsageException("--format: " + e.getMessage());
            }
        }
    }
}
