package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.bench.FixedHeap;
import io.formatbench.results.RunId;
import io.formatbench.run.SparkJobLauncher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code spark}: the formats inside Apache Spark (docs/spark.md). Only launches: the job runs in a JVM
 * of its own with Spark's classpath ({@link SparkJobLauncher}), and says itself what it measured.
 */
@Command(name = "spark", mixinStandardHelpOptions = true,
        description = {"Reads and writes a sharded dataset inside Apache Spark, one shard a task: the tool's codecs"
                + " in the tasks as bench runs them, and Spark's own readers (JSON with the schema given and"
                + " inferred, Avro, delimited protobuf, Parquet, text as the floor); warm-up runs first, every"
                + " shard's count and digest checked; writes results/RUN/engine.json. Needs the Spark job built: "
                + SparkJobLauncher.BUILD_COMMAND})
final class SparkCommand implements Callable<Integer> {

    @Option(names = "--data", defaultValue = "", description = "Dataset folder (default: " + Defaults.DATA_DIR
            + "/" + Defaults.SCHEMA + "); made by generate --shards N, one task a shard.")
    String data;

    @Mixin
    NewRunOptions run;

    @Option(names = "--master", defaultValue = "", description = "Spark master (default: local[*], Spark embedded);"
            + " spark://HOST:PORT for a standalone cluster (scripts/spark-cluster.sh start).")
    String master;

    @Option(names = "--executors", defaultValue = "", description = "Executors to wait for before the first run, on"
            + " a cluster (default: none; they join as they start).")
    String executors;

    @Option(names = "--format", defaultValue = "", description = "Comma-separated formats (default: the dataset's).")
    String format;

    @Option(names = "--codecs", defaultValue = "", description = "Comma-separated codecs (default: every codec of"
            + " the formats).")
    String codecs;

    @Option(names = "--runs", defaultValue = "", description = "Runs of every workload, interleaved (default: 3).")
    String runs;

    @Option(names = "--warmups", defaultValue = "", description = "Warm-up runs of every workload before them, not"
            + " counted (default: 1).")
    String warmups;

    @Option(names = "--workloads", defaultValue = "", description = "codec-read, codec-read-strict, codec-write,"
            + " spark-json, spark-json-inferred, spark-avro, spark-protobuf, spark-parquet, text (default: all).")
    String workloads;

    @Option(names = "--heap", defaultValue = "", description = "Heap of the job's JVMs, fixed and pre-touched as"
            + " bench's forks': the driver and, embedded, its executors; on a cluster, each executor (default: 2g).")
    String heap;

    /**
     * The project folder, which holds spark/: the Maven profiles name it; the jar sits in its target/;
     * else the working folder.
     */
    static Path findProject() {
        String basedir = System.getProperty(MavenMain.BASEDIR_PROPERTY);
        if (basedir != null) {
            return Path.of(basedir);
        }
        try {
            Path code = Path.of(SparkCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(code) && code.getParent() != null && code.getParent().getParent() != null) {
                return code.getParent().getParent();
            }
        } catch (java.net.URISyntaxException | SecurityException e) {
            // fall back to the working folder
        }
        return Path.of("").toAbsolutePath();
    }

    @Override
    public Integer call() throws Exception {
        String size = heap.isBlank() ? "2g" : heap.strip();
        if (!FixedHeap.SIZE.matcher(size).matches()) {
            throw new FormatBenchCommand.UsageException("--heap must be a JVM size such as 512m or 2g, was '" + heap
                    + "'");
        }
        List<String> arguments = new ArrayList<>();
        arguments.add("--data=" + (data.isBlank() ? Defaults.DATA_DIR + "/" + Defaults.SCHEMA : data));
        arguments.add("--results=" + run.results);
        // The job names its results folder and, beside the dataset, its scratch folder after the run id.
        arguments.add("--run=" + run.runId().map(RunId::toString).orElse(""));
        arguments.add("--master=" + master);
        arguments.add("--format=" + format);
        arguments.add("--codecs=" + codecs);
        arguments.add("--runs=" + runs);
        arguments.add("--warmups=" + warmups);
        arguments.add("--executors=" + executors);
        arguments.add("--workloads=" + workloads);
        return new SparkJobLauncher(findProject()).launch(size, arguments);
    }
}
