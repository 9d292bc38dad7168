package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.CodecName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.messages.MessageSettings;
import io.formatbench.results.MessageRun;
import io.formatbench.run.MessagesRequest;
import io.formatbench.run.MessagesRun;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
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

    @Spec
    CommandSpec spec;

    @Option(names = "--schema", defaultValue = Defaults.SCHEMA, converter = NameConverters.OneSchema.class,
            preprocessor = BlankMeansDefault.class, description = "The record schema (default: ${DEFAULT-VALUE}).")
    DatasetSchema<?> chosenSchema;

    @Option(names = "--codecs", split = ",", converter = NameConverters.CodecNameItem.class,
            preprocessor = BlankMeansDefault.class,
            description = "Comma-separated codec names (default: every codec of the schema).")
    List<CodecName> codecs = new ArrayList<>();

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

    @Option(names = "--time", defaultValue = Defaults.MESSAGE_TIME, converter = OptionConverters.IterationTime.class,
            preprocessor = BlankMeansDefault.class, description = "Length of each iteration, warm-up or measured: a whole number with ms, s or m (default:"
                    + " ${DEFAULT-VALUE}).")
    Duration time;

    @Option(names = "--threads", converter = OptionConverters.AtLeastOne.class, preprocessor = BlankMeansDefault.class,
            description = "N: throughput with 1, 2, 4, ... and N threads (default: this machine's cores).")
    Integer threads;

    @Option(names = "--batches", split = ",", converter = OptionConverters.BatchSizeItem.class,
            preprocessor = BlankMeansDefault.class,
            description = "Comma-separated list sizes to measure, some of 1, 10 and 100 (default: all three).")
    List<Integer> batches = new ArrayList<>();

    @Mixin
    NewRunOptions run;

    @Mixin
    ForkJvmOptions jvm;

    @Override
    public Integer call() throws Exception {
        MessageSettings settings = new MessagesRequest(chosenSchema, codecs, forks, warmups, iterations, time, threads,
                batches, jvm.java("messages"), jvm.extraArgs("messages")).settings();
        MessagesPrinter printer = new MessagesPrinter(spec.commandLine().getOut(), spec.commandLine().getErr());
        try {
            MessagesRun.run(settings, run.folder(), run.runId(), printer);
        } catch (MessagesRun.ResultsExistException e) {
            throw new FormatBenchCommand.UsageException("--run: " + e.getMessage());
        }
        return ExitCodes.OK;
    }
}
