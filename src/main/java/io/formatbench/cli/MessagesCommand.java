package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.measure.MachineInfo;
import io.formatbench.messages.MessageSettings;
import io.formatbench.messages.MessageInputs;
import io.formatbench.results.MessageRun;
import io.formatbench.run.MessagesRun;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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

    @Option(names = "--schema", defaultValue = Defaults.SCHEMA, converter = OptionConverters.OneSchema.class,
            preprocessor = BlankMeansDefault.class, description = "The record schema (default: ${DEFAULT-VALUE}).")
    DatasetSchema<?> chosenSchema;

    @Option(names = "--codecs", defaultValue = "",
            description = "Comma-separated codec names (default: every codec of the schema).")
    String codecs;

    @Option(names = "--forks", defaultValue = "" + Defaults.MESSAGE_FORKS, converter = OptionConverters.AtLeastOne.class,
            preprocessor = BlankMeansDefault.class,
            description = "JVMs JMH forks per measurement (default: ${DEFAULT-VALUE}).")
    int forks;

    @Option(names = "--warmups", defaultValue = "" + Defaults.MESSAGE_WARMUPS,
            converter = OptionConverters.AtLeastZero.class, preprocessor = BlankMeansDefault.class,
            description = "Warm-up iterations per fork (default: ${DEFAULT-VALUE}).")
    int warmups;

    @Option(names = "--iterations", defaultValue = "" + Defaults.MESSAGE_ITERATIONS,
            converter = OptionConverters.AtLeastOne.class, preprocessor = BlankMeansDefault.class,
            description = "Measured iterations per fork (default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--time", defaultValue = Defaults.MESSAGE_TIME,
            description = "Length of each iteration, warm-up or measured: a whole number with ms, s or m (default:"
                    + " ${DEFAULT-VALUE}).")
    String time;

    @Option(names = "--threads", converter = OptionConverters.AtLeastOne.class, preprocessor = BlankMeansDefault.class,
            description = "N: throughput with 1, 2, 4, ... and N threads (default: this machine's cores).")
    Integer threads;

    @Option(names = "--batches", defaultValue = "",
            description = "Comma-separated list sizes to measure, some of 1, 10 and 100 (default: all three).")
    String batches;

    @Mixin
    NewRunOptions run;

    @Mixin
    ForkJvmOptions jvm;

    @Override
    public Integer call() throws Exception {
        List<Codec<?>> chosenCodecs = OptionValues.parsed("--codecs", codecs,
                String.join(",", chosenSchema.codecs().stream().map(c -> c.name().toString()).toList()),
                name -> chosenSchema.codec(CodecName.of(name)));
        Duration iterationTime = duration(OptionValues.orDefault(time, Defaults.MESSAGE_TIME));
        int maxThreads = threads != null ? threads : MachineInfo.cores();
        List<Integer> batchSizes = OptionValues.parsed("--batches", batches,
                MessageInputs.BATCHES.stream().map(String::valueOf).collect(Collectors.joining(",")),
                MessagesCommand::batchSize);
        batchSizes.sort(null);
        List<String> jvmArgs = new ArrayList<>(List.of("-Xms" + Defaults.HEAP, "-Xmx" + Defaults.HEAP, "-XX:+UseG1GC"));
        jvmArgs.addAll(jvm.extraArgs());
        MessageSettings settings = new MessageSettings(chosenSchema, chosenCodecs, forks, warmups, iterations,
                iterationTime, MessageSettings.threadCounts(maxThreads), batchSizes, jvm.java(), List.copyOf(jvmArgs),
                false);

        MessagesPrinter printer = new MessagesPrinter(spec.commandLine().getOut(), spec.commandLine().getErr());
        try {
            MessagesRun.run(settings, run.folder(), run.runId(), printer);
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
