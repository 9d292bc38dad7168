package io.formatbench.spark;

import io.formatbench.Defaults;
import io.formatbench.bench.WarmupPolicy;
import java.util.List;

/**
 * When a workload's warm-up runs are over: bench's own rule ({@link WarmupPolicy}, the class bench's forks
 * run), with bench's window and tolerance, judged by each warm-up run's work time per core (the executors'
 * run time less the tasks' untimed work, what one of bench's passes times). Used so that Spark's figure and
 * bench's come from the same warm-up and the same count of measured passes.
 */
final class WarmupRule {

    private final WarmupPolicy policy;

    WarmupRule(int min, int max) {
        this.policy = new WarmupPolicy(min, max, Defaults.WARMUP_WINDOW, Defaults.WARMUP_TOLERANCE_PERCENT / 100.0);
    }

    /** Whether these warm-up runs of one workload (work ms per core, in order) end its warm-up. */
    boolean isDone(List<Double> warmupWorkMs) {
        return policy.isDone(warmupWorkMs);
    }

    int min() {
        return policy.min();
    }

    int max() {
        return policy.max();
    }

    /** As engine.json records it. */
    String describe() {
        return policy.min() == policy.max() ? policy.min() + " warm-up run(s)"
                : "bench's rule: " + policy.min() + " to " + policy.max() + " warm-up runs, until "
                        + policy.window() + " in a row are no faster than the fastest before them by "
                        + Defaults.WARMUP_TOLERANCE_PERCENT + "%";
    }
}
