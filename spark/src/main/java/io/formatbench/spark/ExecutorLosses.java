package io.formatbench.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerExecutorRemoved;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * What a cluster lost while a workload ran: the executors removed (a JVM killed, its worker gone) and the
 * task attempts that failed, which Spark runs again elsewhere. A run that lost an executor finished on
 * other JVMs than it started on, one of them cold, after waiting for it: its figures are not the engine's
 * cost, and the run is recorded but not counted. Drained by the run after each workload's run, as
 * {@link TaskMetricsListener} is (the same listener bus, emptied before either is read).
 */
final class ExecutorLosses extends SparkListener {

    /** Since the last drain: the executors removed ("1: Command exited with code 137") and failed attempts. */
    record Since(List<String> removed, List<String> failedAttempts) {

        boolean lostAny() {
            return !removed.isEmpty();
        }
    }

    private final List<String> removed = new ArrayList<>();
    private final List<String> failedAttempts = new ArrayList<>();

    @Override
    public synchronized void onExecutorRemoved(SparkListenerExecutorRemoved event) {
        removed.add(event.executorId() + ": " + firstLine(event.reason()));
    }

    @Override
    public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
        if (!end.taskInfo().successful()) {
            failedAttempts.add("task " + end.taskInfo().index() + " on executor " + end.taskInfo().executorId()
                    + ": " + firstLine(end.reason().toString()));
        }
    }

    /** What was lost since the last call; the caller has emptied the listener bus first. */
    synchronized Since drain() {
        Since since = new Since(List.copyOf(removed), List.copyOf(failedAttempts));
        removed.clear();
        failedAttempts.clear();
        return since;
    }

    private static String firstLine(String text) {
        return text == null ? "" : text.lines().findFirst().orElse("");
    }
}
