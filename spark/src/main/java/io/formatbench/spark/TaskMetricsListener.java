package io.formatbench.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import org.apache.spark.SparkContext;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Collects the metrics of every task that ends, for the workload running now: the job runs one
 * workload at a time and drains the list after each.
 */
final class TaskMetricsListener extends SparkListener {

    private final List<TaskSample> samples = new ArrayList<>();

    @Override
    public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
        TaskMetrics metrics = end.taskMetrics();
        if (metrics != null && end.taskInfo().successful()) {
            samples.add(new TaskSample(metrics.executorRunTime(), metrics.executorCpuTime(), metrics.jvmGCTime(),
                    metrics.inputMetrics().bytesRead(), end.taskInfo().executorId()));
        }
    }

    /**
     * The samples since the last call. Spark delivers listener events on a thread of its own, after
     * the action that caused them has returned, so this first waits for its queue to empty (the bus is
     * Spark-internal, public to Java, as Spark's own tests use it).
     */
    List<TaskSample> drain(SparkContext context) {
        try {
            context.listenerBus().waitUntilEmpty(60_000);
        } catch (TimeoutException e) {
            throw new IllegalStateException("Spark's listener queue did not empty within 60 s", e);
        }
        synchronized (this) {
            List<TaskSample> copy = List.copyOf(samples);
            samples.clear();
            return copy;
        }
    }
}
