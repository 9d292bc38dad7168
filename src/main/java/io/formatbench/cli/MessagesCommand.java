package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.measure.MachineInfo;
import io.formatbench.messages.MessageSettings;
import io.formatbench.messages.MessageInputs;
import io.formatbench.results.MessageRun;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunId;
import io.formatbench.run.MessagesRun;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "messages", mixinStandardHelpOptions = true,
        description = {
            "Measures single messages in memory with JMH: every codec of the schema encodes one record, and lists of 10"
                    + " and 100, to a byte[] and decodes them back; average and sampled time with one thread,"
                    + " throughput with 1..N threads, bytes allocated per operation. Writes results/<run>/messages.json"
                    + " and JMH's own"
                    + " JSON beside it (" + MessageRun.JMH_FILE_NAME + ").",
            "Blank option values (as Maven passes unset -D properties) mean the default."
        })
final class MessagesCommand implements Callable<Integer> {

    private static final Pattern DURATION = Pattern.compile("([0-9]{1,9})\\s*(ms|s|m)");

    @Spec
    CommandSpec spec;

    @Option(names = "--schema", defaultValue = Defaults.SCHEMA,
            description = "The record schema (default: ${DEFAULT-VALUE}).")
    String schema;

    @Option(names = "--codecs", defaultValue = "",
            description = "Comma-separated codec names (default: every codec of the schema).")
    String codecs;

    @Option(names = "--forks", defaultValue = "" + Defaults.MESSAGE_FORKS,
            description = "JVMs JMH forks per measurement (default: ${DEFAULT-VALUE}).")
    String forks;

    @Option(names = "--warmups", defaultValue = "" + Defaults.MESSAGE_WARMUPS,
            description = "Warm-up iterations per fork (default: ${DEFAULT-VALUE}).")
    String warmups;

    @Option(names = "--iterations", defaultValue = "" + Defaults.MESSAGE_ITERATIONS,
            description = "Measured iterations per fork (default: ${DEFAULT-VALUE}).")
    String iterations;

    @Option(names = "--time", defaultValue = Defaults.MESSAGE_TIME,
            description = "Length of each iteration, warm-up or measured: a whole number with ms, s or m (default:"
                    + " ${DEFAULT-VALUE}).")
    String time;

    @Option(names = "--threads", defaultValue = "",
            description = "N: throughput with 1, 2, 4, ... and N threads (default: this machine's cores).")
    String threads;

    @Option(names = "--batches", defaultValue = "",
            description = "Comma-separated list sizes to measure, some of 1, 10 and 100 (default: all three).")
    String batches;

    @Option(names = "--results", defaultValue = Defaults.RESULTS_DIR,
            description = "Results folder (default: ${DEFAULT-VALUE}).")
    String resultsOption;

    @Option(names = "--run", defaultValue = "",
            description = "Run id: the results subfolder (default: the UTC time, yyyyMMdd-HHmmss).")
    String run;

    @Option(names = "--jvm", defaultValue = "",
            description = "JDK home or java executable for JMH's forks (default: the java running this tool).")
    String jvm;

    @Option(names = "--jvm-arg", description = "Extra JVM argument for JMH's forks (repeatable).")
    List<String> extraJvmArgs = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        DatasetSchema<?> chosenSchema;
        try {
            chosenSchema = Schemas.byName(SchemaName.of(OptionValues.orDefault(schema, Defaults.SCHEMA)));
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException("--schema: " + e.getMessage());
        }
        List<Codec<?>> chosenCodecs = OptionValues.parsed("--codecs", codecs,
                String.join(",", chosenSchema.codecs().stream().map(c -> c.name().toString()).toList()),
                name -> chosenSchema.codec(CodecName.of(name)));
        int forkCount = OptionValues.integer("--forks", forks, Defaults.MESSAGE_FORKS, 1);
        int warmupCount = OptionValues.integer("--warmups", warmups, Defaults.MESSAGE_WARMUPS, 0);
        int iterationCount = OptionValues.integer("--iterations", iterations, Defaults.MESSAGE_ITERATIONS, 1);
        Duration iterationTime = duration(OptionValues.orDefault(time, Defaults.MESSAGE_TIME));
        int maxThreads = OptionValues.integer("--threads", threads, MachineInfo.cores(), 1);
        List<Integer> batchSizes = OptionValues.parsed("--batches", batches,
                MessageInputs.BATCHES.stream().map(String::valueOf).collect(Collectors.joining(",")),
                MessagesCommand::batchSize);
        batchSizes.sort(null);
        String runId = OptionValues.orDefault(run, "");
        if (!runId.isEmpty()) {
            try {
                ResultsFolder.checkedNewRunId(runId);
            } catch (IllegalArgumentException e) {
                throw new FormatBenchCommand.UsageException("--run: " + e.getMessage());
            }
        }
        Path java = JavaOption.executable(jvm);
        List<String> jvmArgs = new ArrayList<>(List.of("-Xms" + Defaults.HEAP, "-Xmx" + Defaults.HEAP, "-XX:+UseG1GC"));
        extraJvmArgs.stream().filter(arg -> !arg.isBlank()).forEach(jvmArgs::add);
        MessageSettings settings = new MessageSettings(chosenSchema, chosenCodecs, forkCount, warmupCount,
                iterationCount,
                iterationTime, MessageSettings.threadCounts(maxThreads), batchSizes, java, List.copyOf(jvmArgs),
                false);

        ResultsFolder folder = new ResultsFolder(OptionValues.path(resultsOption, Defaults.RESULTS_DIR));
        MessagesPrinter printer = new MessagesPrinter(spec.commandLine().getOut(), spec.commandLine().getErr());
        try {
            MessagesRun.run(settings, folder, runId.isEmpty() ? Optional.empty() : Optional.of(RunId.of(runId)),
                    printer);
        } catch (MessagesRun.ResultsExistException e) {
            throw new FormatBenchCommand.UsageException("--run: " + e.getMessage());
        }
        return ExitCodes.OK;
    }

    /** "500ms", "1s", "2m": JMH's iteration time, which must be at least a millisecond. */
    static Duration duration(String text) {
        Matcher matcher = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!matcher.matches() || Long.parseLong(matcher.group(1)) == 0) {
            throw new FormatBenchCommand.UsageException("--time must be a duration such as 500ms, 1s or 2m, was '"
                    + text + "'");
        }
        long amount = Long.parseLong(matcher.group(1));
        return switch (matcher.group(2)) {
            case "ms" -> Duration.ofMillis(amount);
            case "s" -> Duration.ofSeconds(amount);
            default -> Duration.ofMinutes(amount);
        };
    }

    /** A list size of --batches: one of those the message inputs hold. */
    private static Integer batchSize(String text) {
        if (!text.strip().matches("[0-9]{1,4}") || !MessageInputs.BATCHES.contains(Integer.parseInt(text.strip()))) {
            throw new IllegalArgumentException("'" + text + "' is not one of " + MessageInputs.BATCHES.stream()
                    .map(String::valueOf).collect(Collectors.joining(", ")));
        }
        return Integer.parseInt(text.strip());
    }
}
