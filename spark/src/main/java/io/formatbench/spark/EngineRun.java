package io.formatbench.spark;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.SparkSession;

/**
 * Runs the workloads, all of them once per run, in interleaved runs: run r starts at the r-th workload,
 * so that no workload is always first (JIT warm-up, a cold page cache) or always last. After each
 * workload its shards are checked; the first that does not verify ends the run, with engine.json
 * written so far and the failure as one line.
 */
final class EngineRun {

    private final SparkSession spark;
    private final JobSettings settings;
    private final DatasetPlan plan;
    private final PrintStream out;
    private final TaskMetricsListener listener = new TaskMetricsListener();

    EngineRun(SparkSession spark, JobSettings settings, DatasetPlan plan, PrintStream out) {
        this.spark = spark;
        this.settings = settings;
        this.plan = plan;
        this.out = out;
    }

    /** Measures, writes engine.json and returns its path. */
    Path run() {
        Path file = EngineResultsFile.claim(settings.results(), settings.run());
        spark.sparkContext().addSparkListener(listener);
        List<Workload> workloads = Workloads.of(spark, plan, settings.workloads());
        int cores = spark.sparkContext().defaultParallelism();
        if (plan.manifest().shards() < cores) {
            // One shard a task: fewer shards than cores leave cores idle, and the figures say so only here.
            out.printf("spark: note: the dataset has %d shard(s) for %d cores: %d cores idle in every workload;"
                    + " generate --shards %d for all of them%n", plan.manifest().shards(), cores,
                    cores - plan.manifest().shards(), cores);
        }
        String master = spark.sparkContext().master();
        String version = spark.version();
        List<Map<String, Object>> entries = new ArrayList<>();
        Map<String, Object> document = document(master, version, workloads, entries);
        try {
            for (int run = 1; run <= settings.runs(); run++) {
                for (int i = 0; i < workloads.size(); i++) {
                    Workload workload = workloads.get((i + run - 1) % workloads.size());
                    Map<String, Object> entry = measure(workload, run, master, version);
                    entries.add(entry);
                    Object failure = entry.get("failure");
                    if (failure != null) {
                        throw new JobException(JobException.DATASET_MISMATCH, workload.operation() + " "
                                + workload.format() + " " + workload.reader() + ", run " + run + ": " + failure);
                    }
                }
            }
        } finally {
            spark.sparkContext().removeSparkListener(listener);
            EngineResultsFile.write(file, document);
        }
        return file;
    }

    private Map<String, Object> measure(Workload workload, int run, String master, String version) {
        listener.drain(spark.sparkContext());
        long start = System.nanoTime();
        List<TaskResult> results = workload.run(spark);
        long wall = System.nanoTime() - start;
        List<TaskSample> samples = listener.drain(spark.sparkContext());
        Optional<String> failure = ShardCheck.check(workload.shards(), results, workload.digests());
        boolean digested = workload.digests();
        if (failure.isEmpty() && !digested) {
            List<TaskResult> content = workload.contentCheck(spark);
            if (!content.isEmpty()) {
                failure = ShardCheck.check(workload.shards(), content, true).map(line -> "content check: " + line);
                digested = true;
            }
            listener.drain(spark.sparkContext());
        }
        Map<String, Object> entry = EngineEntry.of(version, master, workload, run, results, samples, wall,
                failure.orElse(null), digested);
        out.printf("spark: run %d, %s %s %s: %,d records, %d tasks, %.2f s%s%n", run, workload.operation(),
                workload.format(), workload.reader(), (Long) entry.get("records"), results.size(), wall / 1e9,
                failure.isPresent() ? ", NOT VERIFIED" : "");
        return entry;
    }

    private Map<String, Object> document(String master, String version, List<Workload> workloads,
                                         List<Map<String, Object>> entries) {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("engine_version", 1);
        document.put("run_id", settings.run());
        document.put("created", Instant.now().toString());
        Map<String, Object> engine = new LinkedHashMap<>();
        engine.put("name", "spark");
        engine.put("version", version);
        engine.put("master", master);
        engine.put("default_parallelism", spark.sparkContext().defaultParallelism());
        engine.put("java_version", System.getProperty("java.version"));
        document.put("engine", engine);
        Map<String, Object> dataset = new LinkedHashMap<>();
        dataset.put("path", settings.data().toAbsolutePath().normalize().toString());
        dataset.put("schema", plan.schema().name().toString());
        dataset.put("records", plan.manifest().records());
        dataset.put("shards", plan.manifest().shards());
        dataset.put("compression", plan.compression().id());
        dataset.put("digest", plan.manifest().contentDigest());
        document.put("dataset", dataset);
        Map<String, Object> jobSettings = new LinkedHashMap<>();
        jobSettings.put("runs", settings.runs());
        jobSettings.put("workloads", settings.workloads());
        jobSettings.put("readers", workloads.stream().map(w -> w.format() + " " + w.reader()).toList());
        document.put("settings", jobSettings);
        document.put("entries", entries);
        return document;
    }
}
