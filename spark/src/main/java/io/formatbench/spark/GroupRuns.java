package io.formatbench.spark;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The runs of one group's workloads in its own application ({@link RunApplication}), as bench runs a
 * fork: warm-up runs until bench's rule says each workload is warm ({@link WarmupRule}), then the
 * counted runs, every one counted. Runs are interleaved: round r starts at the r-th workload, so that no
 * workload is always first. After each run its shards are checked; after the last, the content of each
 * workload whose tasks did not digest it already, untimed, in the same application (nothing of the check
 * runs before a measured run); the first that does not verify ends the run in one line.
 *
 * <p>A run that lost an executor (a JVM killed, its worker gone) is recorded, not counted, and run again:
 * the cluster gives the application a new executor, cold, so every workload of the group warms up again
 * by the same rule before its next counted run. A cluster that loses executors again and again ends the
 * run.
 *
 * <p>Before each run the driver times the speed canary ({@link #CANARY_TIMES} times, the executors idle,
 * once the last run's tail has settled):
 * the machine's speed beside each run, as bench's forks time it beside each pass, so that a figure of a
 * run on an unsteady or slower host says so as bench's does.
 */
final class GroupRuns {

    /** Lost executors a group survives; one more ends the run: such a cluster measures nothing. */
    static final int MOST_LOSSES = 3;
    /**
     * Times of the speed canary before each run, with the executors idle: several, so that a run's own
     * figure is blind to one slow time (another JVM's collector or JIT thread on the other core).
     */
    static final int CANARY_TIMES = 3;
    /**
     * Before those, the canary runs until two times in a row agree within this fraction: a run leaves a tail
     * (its executors' collectors and JIT compilers, Spark's bookkeeping) that made the first times after a
     * short run up to ten times the machine's, on a 2-vCPU cluster.
     */
    static final double SETTLED = 0.10;
    /** The most canary times spent settling; past them the times are recorded as they are, and their variation shows it. */
    static final int MOST_SETTLING = 12;

    private final RunApplication app;
    private final JobSettings settings;
    private final WarmupRule rule;
    private final DriverCanary canary;
    private final PrintStream out;

    GroupRuns(RunApplication app, JobSettings settings, WarmupRule rule, DriverCanary canary, PrintStream out) {
        this.app = app;
        this.settings = settings;
        this.rule = rule;
        this.canary = canary;
        this.out = out;
    }

    /** Runs the workloads, adding each run's entry to {@code entries} as it ends. */
    void measure(List<Workload> workloads, List<Map<String, Object>> entries) {
        Map<Workload, List<Double>> warmups = new HashMap<>();
        Map<Workload, Integer> counted = new HashMap<>();
        Map<Workload, List<Map<String, Object>>> byWorkload = new LinkedHashMap<>();
        workloads.forEach(workload -> {
            warmups.put(workload, new ArrayList<>());
            counted.put(workload, 0);
            byWorkload.put(workload, new ArrayList<>());
        });
        int losses = 0;
        for (int round = 1; counted.values().stream().anyMatch(runs -> runs < settings.runs()); round++) {
            for (int i = 0; i < workloads.size(); i++) {
                Workload workload = workloads.get((i + round - 1) % workloads.size());
                if (counted.get(workload) >= settings.runs()) {
                    continue;
                }
                boolean warmup = !warmups.values().stream().allMatch(rule::isDone);
                app.awaitExecutors();
                Map<String, Object> entry = measure(workload, round, warmup, counted.get(workload) + 1);
                entries.add(entry);
                byWorkload.get(workload).add(entry);
                Object failure = entry.get("failure");
                if (failure != null) {
                    throw new JobException(JobException.DATASET_MISMATCH, EngineRun.describe(workload) + ", run "
                            + round + ": " + failure);
                }
                if (!((List<?>) entry.get("lost_executors")).isEmpty()) {
                    if (++losses > MOST_LOSSES) {
                        throw new JobException(JobException.IO_ERROR, "the cluster at " + app.spark().sparkContext()
                                .master() + " lost " + losses + " executors while " + EngineRun.describe(workload)
                                + " ran; the run ends here");
                    }
                    // The cluster's replacement is a cold JVM: every workload of the group warms up on it again.
                    warmups.values().forEach(List::clear);
                } else if (warmup) {
                    warmups.get(workload).add(((Number) entry.get("work_ms")).doubleValue());
                } else {
                    counted.merge(workload, 1, Integer::sum);
                }
            }
        }
        byWorkload.forEach(this::checkContent);
    }

    private Map<String, Object> measure(Workload workload, int round, boolean warmup, int countedRun) {
        settleCanary();
        List<Double> canaryMs = new ArrayList<>();
        for (int i = 0; i < CANARY_TIMES; i++) {
            canaryMs.add(canary.timeMillis());
        }
        app.tasks().drain(app.spark().sparkContext());
        long start = System.nanoTime();
        List<TaskResult> results = workload.run(app.spark());
        long wall = System.nanoTime() - start;
        List<TaskSample> samples = app.tasks().drain(app.spark().sparkContext());
        // Since the run before: an executor lost between two runs leaves this one on its cold replacement.
        ExecutorLosses.Since lost = app.losses().drain();
        Optional<String> failure = ShardCheck.check(workload.shards(), results);
        boolean digested = results.stream().allMatch(result -> result.contentDigest() != null);
        Map<String, Object> entry = EngineEntry.of(app.spark().version(), app.spark().sparkContext().master(),
                app.id(), workload, round, warmup, lost, results, samples, wall, failure.orElse(null), digested,
                canaryMs);
        out.printf("spark: %s, %s: %,d records, %d tasks, %.2f s%s%s%n",
                warmup ? "warm-up " + round : lost.lostAny() ? "run (not counted)" : "run " + countedRun,
                EngineRun.describe(workload), (Long) entry.get("records"), results.size(), wall / 1e9,
                lost.lostAny() ? ", executor lost (" + String.join("; ", lost.removed()) + "), "
                        + lost.failedAttempts().size() + " task attempt(s) run again" : "",
                failure.isPresent() ? ", NOT VERIFIED" : "");
        return entry;
    }

    /** Times the canary, unrecorded, until two times in a row agree within {@link #SETTLED}, or {@link #MOST_SETTLING}. */
    private void settleCanary() {
        double previous = canary.timeMillis();
        for (int i = 1; i < MOST_SETTLING; i++) {
            double next = canary.timeMillis();
            if (Math.abs(next - previous) <= SETTLED * Math.min(next, previous)) {
                return;
            }
            previous = next;
        }
    }

    /** The workload's content, read once more after its last run, untimed; its entries marked by the outcome. */
    private void checkContent(Workload workload, List<Map<String, Object>> entries) {
        if (entries.stream().allMatch(entry -> Boolean.TRUE.equals(entry.get("digest_verified")))) {
            return;
        }
        List<TaskResult> content = workload.contentCheck(app.spark());
        Optional<String> failure = ShardCheck.check(workload.shards(), content).map(line -> "content check: " + line);
        app.tasks().drain(app.spark().sparkContext());
        app.losses().drain();
        for (Map<String, Object> entry : entries) {
            entry.put("digest_verified", failure.isEmpty());
            if (failure.isPresent()) {
                entry.put("verified", false);
                entry.put("failure", failure.get());
            }
        }
        if (failure.isPresent()) {
            throw new JobException(JobException.DATASET_MISMATCH, EngineRun.describe(workload) + ": "
                    + failure.get());
        }
    }
}
