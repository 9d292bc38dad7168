package io.formatbench.spark;

import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.spark.SparkContext;

/**
 * On a cluster, ends the run when the application has had fewer executors than it needs for a while:
 * the cluster stopped, or lost a worker that did not come back. A lost executor alone is replaced by
 * its worker within seconds (the run's figures of that moment are then not counted, see
 * {@link ExecutorLosses}); Spark itself would wait for a lost one to come back for as long as the driver
 * runs, its jobs pending. This cancels them, so that the run ends with one line saying why. Embedded, the
 * driver is the executor, and nothing is watched.
 */
final class ClusterWatch implements AutoCloseable {

    /** Longer than a cluster takes to start an executor again after losing one. */
    static final long GRACE_MILLIS = 60_000;

    private final SparkContext context;
    private final int expected;
    private final ScheduledExecutorService timer;
    private long since = -1;
    private volatile String lost;

    private ClusterWatch(SparkContext context, int expected, boolean watch) {
        this.context = context;
        this.expected = expected;
        if (watch) {
            timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
                Thread thread = new Thread(runnable, "formatbench-cluster-watch");
                thread.setDaemon(true);
                return thread;
            });
            timer.scheduleWithFixedDelay(this::look, 1, 1, TimeUnit.SECONDS);
        } else {
            timer = null;
        }
    }

    /** @param expected the executors the application needs (at least 1 on a cluster) */
    static ClusterWatch start(SparkContext context, int expected) {
        return new ClusterWatch(context, expected, !context.isLocal());
    }

    private void look() {
        if (lost != null) {
            return;
        }
        long joined = io.formatbench.spark.Executors.joined(context);
        if (joined >= expected) {
            since = -1;
            return;
        }
        long now = System.currentTimeMillis();
        if (since < 0) {
            since = now;
        } else if (now - since > GRACE_MILLIS) {
            lost = joined == 0
                    ? "no executor for " + GRACE_MILLIS / 1000 + " s: the cluster at " + context.master()
                            + " stopped or lost them; the run ends here"
                    : joined + " of " + expected + " executors for " + GRACE_MILLIS / 1000 + " s: the cluster at "
                            + context.master() + " lost one and did not replace it (a worker gone?); the run ends"
                            + " here";
            context.cancelAllJobs();
        }
    }

    /** Why the run's jobs were cancelled, if they were. */
    Optional<String> lost() {
        return Optional.ofNullable(lost);
    }

    @Override
    public void close() {
        if (timer != null) {
            timer.shutdownNow();
        }
    }
}
