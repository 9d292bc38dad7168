package io.formatbench.spark;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * One Spark application of the run, and so, on a cluster, executor JVMs of its own: the run's check of
 * its files is one, and each codec's workloads and each of Spark's readers another, one after the other
 * on the same cluster. No executor JVM then runs two codecs' code: the JIT of each compiles one reader
 * behind Spark's call sites (the task's iterator, the file system's streams), as bench's fork of that
 * codec does, not every codec's at once. Embedded ({@code local[N]}), every application runs in the
 * driver's JVM, and engine.json says so.
 */
final class RunApplication implements AutoCloseable {

    /** How long a cluster's executors have to join before the application's first run. */
    private static final long EXECUTORS_TIMEOUT_MILLIS = 120_000;

    private final String name;
    private final SparkSession spark;
    private final HadoopFiles files;
    private final TaskMetricsListener tasks = new TaskMetricsListener();
    private final ExecutorLosses losses = new ExecutorLosses();
    private final ClusterWatch watch;
    private final int expectedExecutors;

    private RunApplication(String name, SparkSession spark, int executors) {
        this.name = name;
        this.spark = spark;
        SparkContext context = spark.sparkContext();
        context.addSparkListener(tasks);
        context.addSparkListener(losses);
        this.files = HadoopFiles.of(spark);
        Executors.await(context, executors, EXECUTORS_TIMEOUT_MILLIS);
        // The executors a run must have: those asked for, or those that joined by now; on a cluster, at least one.
        this.expectedExecutors = context.isLocal() ? 0
                : (int) Math.max(1, Math.max(executors, Executors.joined(context)));
        this.watch = ClusterWatch.start(context, expectedExecutors);
    }

    /** Starts the application {@code formatbench-spark: NAME} and waits for the executors the settings ask. */
    static RunApplication start(JobSettings settings, String name) {
        SparkSession spark = SparkSessions.start(settings.master(), "formatbench-spark: " + name);
        try {
            return new RunApplication(name, spark, settings.executors());
        } catch (RuntimeException e) {
            spark.stop();
            throw e;
        }
    }

    SparkSession spark() {
        return spark;
    }

    HadoopFiles files() {
        return files;
    }

    TaskMetricsListener tasks() {
        return tasks;
    }

    ExecutorLosses losses() {
        return losses;
    }

    ClusterWatch watch() {
        return watch;
    }

    /** Spark's id of the application (app-..., local-...). */
    String id() {
        return spark.sparkContext().applicationId();
    }

    /**
     * Before a run: waits until the application has its executors again (a lost one is replaced by the
     * cluster within seconds), so that no run starts short of a JVM; a cluster that does not give them back
     * ends the run through its watch, in one line.
     */
    void awaitExecutors() {
        while (Executors.joined(spark.sparkContext()) < expectedExecutors) {
            watch.lost().ifPresent(why -> {
                throw new JobException(JobException.IO_ERROR, why);
            });
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new JobException(JobException.IO_ERROR, "stopped while waiting for executors");
            }
        }
    }

    /** As engine.json records it: the application, the workloads it ran and its executors. */
    Map<String, Object> toJson(List<String> readers) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", id());
        json.put("name", name);
        json.put("readers", readers);
        json.put("executors", Executors.of(spark.sparkContext()).stream().map(Executors.Executor::toJson).toList());
        return json;
    }

    /** Stops the application: on a cluster, its executor JVMs end with it. */
    @Override
    public void close() {
        watch.close();
        spark.stop();
    }
}
