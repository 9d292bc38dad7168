package io.formatbench.messages;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.formatbench.bench.ToolClasspath;
import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs {@link MessageBenchmark} through JMH's Runner: average and sampled time with one thread, then
 * throughput with each thread count, all with JMH's GC profiler for the allocation per operation.
 * JMH forks, warms up, consumes the results and computes the intervals; this class only sets it up
 * and collects JMH's JSON of every part into one file.
 */
public final class MessageSuite {

    private static final String CLASSPATH_PROPERTY = "java.class.path";

    private MessageSuite() {}

    /** Runs every measurement of the settings; JMH's JSON of all of them goes to {@code jmhFile}. */
    public static List<RunResult> run(MessageSettings settings, Path jmhFile) throws RunnerException, IOException {
        Path parts = Files.createTempDirectory("formatbench-jmh");
        List<RunResult> results = new ArrayList<>();
        List<Path> partFiles = new ArrayList<>();
        // JMH starts its forks with java.class.path, which under exec:java names Maven's own jars.
        String classpath = System.getProperty(CLASSPATH_PROPERTY);
        System.setProperty(CLASSPATH_PROPERTY, ToolClasspath.get());
        try {
            Path part = parts.resolve("time.json");
            partFiles.add(part);
            results.addAll(run(options(settings, part).mode(Mode.AverageTime).mode(Mode.SampleTime).threads(1)
                    .timeUnit(TimeUnit.NANOSECONDS)));
            for (int threads : settings.threads()) {
                part = parts.resolve("throughput-" + threads + ".json");
                partFiles.add(part);
                results.addAll(run(options(settings, part).mode(Mode.Throughput).threads(threads)
                        .timeUnit(TimeUnit.SECONDS)));
            }
            joinJson(partFiles, jmhFile);
        } finally {
            if (classpath == null) {
                System.clearProperty(CLASSPATH_PROPERTY);
            } else {
                System.setProperty(CLASSPATH_PROPERTY, classpath);
            }
            for (Path part : partFiles) {
                Files.deleteIfExists(part);
            }
            Files.deleteIfExists(parts);
        }
        return results;
    }

    private static Collection<RunResult> run(ChainedOptionsBuilder options) throws RunnerException {
        return new Runner(options.build()).run();
    }

    private static ChainedOptionsBuilder options(MessageSettings settings, Path resultFile) {
        TimeValue time = TimeValue.milliseconds(settings.time().toMillis());
        return new OptionsBuilder()
                .include("^" + Pattern.quote(MessageBenchmark.class.getName()) + "\\.")
                .param("schema", settings.schema().name().toString())
                .param("codec", settings.codecs().stream().map(codec -> codec.name().toString()).toArray(String[]::new))
                .param("batch", settings.batches().stream().map(String::valueOf).toArray(String[]::new))
                .forks(settings.forks())
                .warmupIterations(settings.warmups())
                .warmupTime(time)
                .measurementIterations(settings.iterations())
                .measurementTime(time)
                .addProfiler(GCProfiler.class)
                .jvm(settings.java().toString())
                .jvmArgs(settings.jvmArgs().toArray(String[]::new))
                // A failed check in a decode ends the run: its figures would describe a broken codec.
                .shouldFailOnError(true)
                .verbosity(settings.quiet() ? VerboseMode.SILENT : VerboseMode.NORMAL)
                .resultFormat(ResultFormatType.JSON)
                .result(resultFile.toString());
    }

    /** JMH writes one JSON array per Runner; its tools read one array per file. */
    private static void joinJson(List<Path> partFiles, Path jmhFile) throws IOException {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ArrayNode all = mapper.createArrayNode();
        for (Path part : partFiles) {
            JsonNode array = mapper.readTree(part.toFile());
            if (array != null && array.isArray()) {
                all.addAll((ArrayNode) array);
            }
        }
        try (AtomicFile atomic = AtomicFile.create(jmhFile)) {
            atomic.write(temporary -> mapper.writeValue(temporary.toFile(), all));
            atomic.commit(false);
        }
    }
}
