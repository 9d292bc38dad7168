package io.formatbench.spark;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One workload measured once: an entry of engine.json (docs/results-format.md). Throughput is the
 * records over the wall time of the workload's Spark job (as the driver saw it); per task, the
 * records of each task over its own timed loop (median over the tasks); per core, the records over
 * the executors' run time summed over the tasks, less what the tasks did outside their timed loop
 * that bench's passes do outside their clock (a write's generating its records and checking its
 * file): what one busy core did, with the engine's own cost in it.
 */
final class EngineEntry {

    private EngineEntry() {}

    /**
     * @param application Spark's id of the application the run was in, with its group's workloads only
     * @param warmup a warm-up run, recorded but not counted
     * @param lost what the cluster lost during the run: a run that lost an executor is not counted
     * @param digested whether the workload's content digest has been checked against the manifest
     *     (by its tasks; else by its content check after its last run, which marks its entries then)
     * @param canaryMs the speed canary's times in the driver just before the run, in milliseconds
     */
    static Map<String, Object> of(String engineVersion, String master, String application, Workload workload,
                                  int run, boolean warmup, ExecutorLosses.Since lost, List<TaskResult> results,
                                  List<TaskSample> samples, long wallNanos, String failure, boolean digested,
                                  List<Double> canaryMs) {
        long records = results.stream().mapToLong(TaskResult::records).sum();
        long runMillis = samples.stream().mapToLong(TaskSample::runMillis).sum();
        long untimedMillis = results.stream().mapToLong(TaskResult::untimedNanos).sum() / 1_000_000;
        long workMillis = runMillis - untimedMillis;
        long fileBytes = workload.shards().stream().mapToLong(ShardFile::bytes).sum();
        boolean write = workload.operation().equals("write");
        long bytesRead = samples.stream().mapToLong(TaskSample::bytesRead).sum();
        if (bytesRead == 0 && !write) {
            // The tool's codecs open their files themselves, out of Spark's input metrics: their files' size.
            bytesRead = fileBytes;
        }
        double[] perTask = results.stream()
                .filter(result -> result.nanos() > 0)
                .mapToDouble(result -> result.records() * 1e9 / result.nanos())
                .sorted()
                .toArray();
        long[] taskMillis = samples.stream().mapToLong(TaskSample::runMillis).sorted().toArray();
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("engine", "spark");
        entry.put("engine_version", engineVersion);
        entry.put("master", master);
        entry.put("format", workload.format());
        entry.put("reader", workload.reader());
        entry.put("reader_kind", workload.kind());
        entry.put("variant", workload.variant());
        entry.put("operation", workload.operation());
        entry.put("application", application);
        entry.put("io_path", workload.ioPath());
        entry.put("run", run);
        entry.put("warmup", warmup);
        // Counted: a measured run (not a warm-up) on the executors it started on, none lost under it.
        entry.put("counted", !warmup && !lost.lostAny());
        entry.put("lost_executors", lost.removed());
        entry.put("failed_task_attempts", lost.failedAttempts());
        entry.put("records", records);
        entry.put("tasks", results.size());
        entry.put("executors", samples.stream().map(TaskSample::executor).distinct().sorted().toList());
        entry.put("wall_s", wallNanos / 1e9);
        entry.put("records_per_s", wallNanos > 0 ? records * 1e9 / wallNanos : null);
        entry.put("records_per_s_per_task", perTask.length == 0 ? null : perTask[(perTask.length - 1) / 2]);
        entry.put("records_per_s_per_core", workMillis > 0 ? records * 1e3 / workMillis : null);
        Map<String, Object> taskTime = new LinkedHashMap<>();
        taskTime.put("p50", percentile(taskMillis, 0.50));
        taskTime.put("p90", percentile(taskMillis, 0.90));
        taskTime.put("p99", percentile(taskMillis, 0.99));
        taskTime.put("max", taskMillis.length == 0 ? null : taskMillis[taskMillis.length - 1]);
        entry.put("task_time_ms", taskTime);
        entry.put("executor_run_time_ms", runMillis);
        entry.put("untimed_ms", untimedMillis);
        // What bench's pass times: the work of every task, one core each (the warm-up rule judges runs by it).
        entry.put("work_ms", workMillis);
        entry.put("executor_cpu_time_ms", samples.stream().mapToLong(TaskSample::cpuNanos).sum() / 1_000_000);
        entry.put("gc_time_ms", samples.stream().mapToLong(TaskSample::gcMillis).sum());
        entry.put("canary_ms", List.copyOf(canaryMs));
        entry.put("bytes_read", bytesRead);
        // What a write wrote: the dataset files' size, which its bytes or its records were checked against.
        entry.put("bytes_written", write ? fileBytes : 0L);
        entry.put("verified", failure == null);
        entry.put("digest_verified", failure == null && digested);
        entry.put("failure", failure);
        return entry;
    }

    /** The nearest-rank percentile of sorted values, null for none. */
    static Long percentile(long[] sorted, double fraction) {
        if (sorted.length == 0) {
            return null;
        }
        int rank = (int) Math.ceil(fraction * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}
