package io.formatbench.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkContext;
import org.apache.spark.status.api.v1.ExecutorSummary;

/**
 * The executors the job runs on, as Spark's status store lists them (what its web UI shows): on a
 * cluster, each executor JVM with its host and cores; embedded, the driver, which runs the tasks
 * itself. Read through the store Spark keeps for its UI (Spark-internal, public to Java).
 */
final class Executors {

    /** One executor: its id ("0", "1", ...; "driver" embedded), host and cores. */
    record Executor(String id, String host, int cores, long maxMemoryBytes) {

        Map<String, Object> toJson() {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("id", id);
            json.put("host", host);
            json.put("cores", cores);
            json.put("max_memory_bytes", maxMemoryBytes);
            return json;
        }
    }

    private static final String DRIVER = "driver";

    private Executors() {}

    /** The active executors; embedded, the driver alone. */
    static List<Executor> of(SparkContext context) {
        List<Executor> executors = new ArrayList<>();
        Executor driver = null;
        scala.collection.Iterator<ExecutorSummary> all = context.statusStore().executorList(true).iterator();
        while (all.hasNext()) {
            ExecutorSummary summary = all.next();
            String host = summary.hostPort().contains(":")
                    ? summary.hostPort().substring(0, summary.hostPort().lastIndexOf(':')) : summary.hostPort();
            Executor executor = new Executor(summary.id(), host, summary.totalCores(), summary.maxMemory());
            if (summary.id().equals(DRIVER)) {
                driver = executor;
            } else {
                executors.add(executor);
            }
        }
        if (executors.isEmpty() && driver != null) {
            executors.add(driver);
        }
        return List.copyOf(executors);
    }

    /**
     * Waits until {@code count} executors (beside the driver) have joined, as on a cluster they do one
     * by one after the job starts; 0 waits for none.
     */
    static void await(SparkContext context, int count, long timeoutMillis) {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (joined(context) < count) {
            if (System.currentTimeMillis() > deadline) {
                throw new JobException(JobException.USAGE, joined(context) + " of " + count + " executors joined"
                        + " within " + timeoutMillis / 1000 + " s: is the cluster at " + context.master() + " up, with"
                        + " room for them? (scripts/spark-cluster.sh start)");
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new JobException(JobException.USAGE, "stopped while waiting for executors");
            }
        }
    }

    /** The executors beside the driver: on a cluster, the JVMs the tasks can run in. */
    static long joined(SparkContext context) {
        return of(context).stream().filter(executor -> !executor.id().equals(DRIVER)).count();
    }
}
