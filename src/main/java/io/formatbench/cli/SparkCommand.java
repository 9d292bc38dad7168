package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.run.SparkJobLauncher;
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

    // A folder, or a URI Spark reads (s3a://...): the job takes it as it is.
    @Option(names = "--data", defaultValue = "", description = "Dataset folder (default: " + Defaults.DATA_DIR
            + "/" + Defaults.SCHEMA + "); made by generate --shards N, one task a shard.")
    String data;

    @Mixin
    NewRunOptions run;

    @Option(names = "--master", defaultValue = "", description = "Spark master (default: local[*], Spark embedded);"
            + " spark://HOST:PORT for a standalone cluster (scripts/spark-cluster.sh start).")
    String master;

    // The job checks its counts and workloads itself (spark/'s JobSettings): they go to it as given.
    @Option(names = "--executors", defaultValue = "", description = "Executors to wait for before the first run, on"
            + " a cluster (default: none; they join as they start).")
    String executors;

    @Option(names = "--format", split = ",", converter = NameConverters.FormatItem.class,
            preprocessor = BlankMeansDefault.class, description = "Comma-separated formats (default: the dataset's).")
    List<Format> formats = new ArrayList<>();

    @Option(names = "--codecs", split = ",", converter = NameConverters.CodecNameItem.class,
            preprocessor = BlankMeansDefault.class, description = "Comma-separated codecs (default: every codec of"
            + " the formats).")
    List<CodecName> codecs = new ArrayList<>();

    @Option(names = "--runs", defaultValue = "", description = "Counted runs of every workload, every one"
            + " counted, as bench's --iterations (default: 3).")
    String runs;

    @Option(names = "--warmups", defaultValue = "", description = "The fewest warm-up runs of every workload before"
            + " them, not counted; then bench's warm-up rule, up to 12 (default: 2, as bench's).")
    String warmups;

    @Option(names = "--workloads", defaultValue = "", description = "codec-read, codec-read-strict, codec-write,"
            + " spark-json, spark-json-inferred, spark-avro, spark-protobuf, spark-protobuf-strict, spark-parquet, text"
            + " (default: all).")
    String workloads;

    @Option(names = "--heap", defaultValue = "2g", converter = OptionConverters.HeapSize.class,
            preprocessor = BlankMeansDefault.class, description = "Heap of the job's JVMs, fixed and pre-touched as"
            + " bench's forks': the driver and, embedded, its executors; on a cluster, each executor (default: 2g).")
    String heap;

    @Override
    public Integer call() throws Exception {
        SparkJobLauncher.Request request = new SparkJobLauncher.Request(data, run.results, run.runId(), master,
                formats, codecs, runs, warmups, executors, workloads, heap);
        return new SparkJobLauncher(SparkJobLauncher.findProject(System.getProperty(MavenMain.BASEDIR_PROPERTY)))
                .launch(request);
    }
}
