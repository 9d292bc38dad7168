package io.formatbench.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * Runs the workloads: first the run's check of its files ({@link DatasetCheck}), then every workload
 * once per run, in interleaved runs: run r starts at the r-th workload, so that no workload is always
 * first (JIT warm-up, a cold page cache) or always last. The first {@code warmups} runs warm the
 * executors' JIT and are recorded but not counted. After each run of a workload its shards are
 * checked, and after its first run, its content too; the first that does not verify ends the run,
 * with engine.json written so far and the failure as one line.
 */
final class EngineRun {

    /** How long a cluster's executors have to join before the first run. */
    private static final long EXECUTORS_TIMEOUT_MILLIS = 120_000;

    private final SparkSession spark;
    private final JobSettings settings;
    private final PrintStream out;
    private final TaskMetricsListener listener = new TaskMetricsListener();

    EngineRun(SparkSession spark, JobSettings settings, PrintStream out) {
        this.spark = spark;
        this.settings = settings;
        this.out = out;
    }

    /** Measures, writes engine.json and returns its path. */
    Path run() {
        Path file = EngineResultsFile.claim(settings.results(), settings.run());
        HadoopFiles files = HadoopFiles.of(spark);
        DatasetPlan plan = DatasetPlan.of(files, settings.data(), settings.formats(), settings.codecs());
        Executors.await(spark.sparkContext(), settings.executors(), EXECUTORS_TIMEOUT_MILLIS);
        try (ClusterWatch watch = ClusterWatch.start(spark.sparkContext())) {
            try {
                run(file, files, plan);
            } catch (Exception e) {
                // A job the watch cancelled fails in Spark's words (a SparkException, which Scala throws unchecked);
                // the watch's say why.
                if (watch.lost().isPresent()) {
                    throw new JobException(JobException.IO_ERROR, watch.lost().get());
                }
                throw e;
            }
        }
        return file;
    }

    /** @param unchecked the plan before the check of its files gives their checksums */
    private void run(Path file, HadoopFiles files, DatasetPlan unchecked) {
        DatasetPlan plan = unchecked;
        spark.sparkContext().addSparkListener(listener);
        String scratch = HadoopFiles.child(plan.dir(), ".spark-scratch-" + settings.run());
        List<Map<String, Object>> entries = new ArrayList<>();
        Map<String, Object> document = null;
        try {
            files.createFolder(scratch);
            out.printf("spark: checking the %d files of %s against its manifest%n",
                    plan.files().values().stream().mapToInt(List::size).sum(), plan.dir());
            plan = plan.withChecksums(DatasetCheck.run(spark, files, plan));
            listener.drain(spark.sparkContext());
            List<Workload> workloads = Workloads.of(new Workloads.Context(spark, files, scratch, settings.run(), out),
                    plan, settings.workloads());
            listener.drain(spark.sparkContext());
            noteIdleCores(plan);
            document = document(plan, workloads, entries);
            measure(workloads, entries);
        } catch (IOException e) {
            throw JobException.ofFiles("cannot make the scratch folder " + scratch, e);
        } finally {
            spark.sparkContext().removeSparkListener(listener);
            try {
                files.delete(scratch);
            } catch (IOException e) {
                out.println("spark: note: cannot remove " + scratch + ": " + e.getMessage());
            }
            if (document != null) {
                // The executors as they were at the end: on a cluster, all that joined.
                engine(document).put("executors", Executors.of(spark.sparkContext()).stream()
                        .map(Executors.Executor::toJson).toList());
                EngineResultsFile.write(file, document);
            }
        }
    }

    private void measure(List<Workload> workloads, List<Map<String, Object>> entries) {
        Set<Workload> contentChecked = new HashSet<>();
        int all = settings.warmups() + settings.runs();
        for (int run = 1; run <= all; run++) {
            boolean warmup = run <= settings.warmups();
            for (int i = 0; i < workloads.size(); i++) {
                Workload workload = workloads.get((i + run - 1) % workloads.size());
                Map<String, Object> entry = measure(workload, run, warmup, contentChecked.add(workload));
                entries.add(entry);
                Object failure = entry.get("failure");
                if (failure != null) {
                    throw new JobException(JobException.DATASET_MISMATCH, workload.operation() + " "
                            + workload.format() + " " + workload.reader() + label(workload) + ", run " + run + ": "
                            + failure);
                }
            }
        }
    }

    private static String label(Workload workload) {
        return CodecTasks.STRICT.equals(workload.variant()) ? " (strict)" : "";
    }

    private Map<String, Object> measure(Workload workload, int run, boolean warmup, boolean checkContent) {
        listener.drain(spark.sparkContext());
        long start = System.nanoTime();
        List<TaskResult> results = workload.run(spark);
        long wall = System.nanoTime() - start;
        List<TaskSample> samples = listener.drain(spark.sparkContext());
        Optional<String> failure = ShardCheck.check(workload.shards(), results);
        boolean digested = results.stream().allMatch(result -> result.contentDigest() != null);
        if (failure.isEmpty() && checkContent && !digested) {
            List<TaskResult> content = workload.contentCheck(spark);
            failure = ShardCheck.check(workload.shards(), content).map(line -> "content check: " + line);
            digested = true;
            listener.drain(spark.sparkContext());
        }
        String master = spark.sparkContext().master();
        Map<String, Object> entry = EngineEntry.of(spark.version(), master, workload, run, warmup, results, samples,
                wall, failure.orElse(null), digested || !checkContent);
        out.printf("spark: %s %d, %s %s %s%s: %,d records, %d tasks, %.2f s%s%n", warmup ? "warm-up" : "run",
                warmup ? run : run - settings.warmups(), workload.operation(), workload.format(), workload.reader(),
                label(workload), (Long) entry.get("records"), results.size(), wall / 1e9,
                failure.isPresent() ? ", NOT VERIFIED" : "");
        return entry;
    }

    private void noteIdleCores(DatasetPlan plan) {
        int cores = Executors.of(spark.sparkContext()).stream().mapToInt(Executors.Executor::cores).sum();
        if (plan.manifest().shards() < cores) {
            // One shard a task: fewer shards than cores leave cores idle, and the figures say so only here.
            out.printf("spark: note: the dataset has %d shard(s) for %d cores: %d cores idle in every workload;"
                    + " generate --shards %d for all of them%n", plan.manifest().shards(), cores,
                    cores - plan.manifest().shards(), cores);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> engine(Map<String, Object> document) {
        return (Map<String, Object>) document.get("engine");
    }

    private Map<String, Object> document(DatasetPlan plan, List<Workload> workloads, List<Map<String, Object>> entries) {
        SparkConf conf = spark.sparkContext().getConf();
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("engine_version", EngineResultsFile.VERSION);
        document.put("run_id", settings.run());
        document.put("created", Instant.now().toString());
        Map<String, Object> engine = new LinkedHashMap<>();
        engine.put("name", "spark");
        engine.put("version", spark.version());
        engine.put("master", spark.sparkContext().master());
        engine.put("default_parallelism", spark.sparkContext().defaultParallelism());
        engine.put("java_version", System.getProperty("java.version"));
        engine.put("driver_jvm_args", ManagementFactory.getRuntimeMXBean().getInputArguments());
        engine.put("executor_memory", conf.get("spark.executor.memory", null));
        engine.put("executor_java_options", conf.get("spark.executor.extraJavaOptions", null));
        engine.put("executors", List.of());
        document.put("engine", engine);
        Map<String, Object> dataset = new LinkedHashMap<>();
        dataset.put("path", plan.dir());
        dataset.put("schema", plan.schema().name().toString());
        dataset.put("records", plan.manifest().records());
        dataset.put("shards", plan.manifest().shards());
        dataset.put("compression", plan.compression().id());
        dataset.put("digest", plan.manifest().contentDigest());
        document.put("dataset", dataset);
        Map<String, Object> jobSettings = new LinkedHashMap<>();
        jobSettings.put("runs", settings.runs());
        jobSettings.put("warmups", settings.warmups());
        jobSettings.put("workloads", settings.workloads());
        jobSettings.put("readers", workloads.stream().map(w -> w.operation() + " " + w.format() + " " + w.reader()
                + label(w)).toList());
        document.put("settings", jobSettings);
        document.put("entries", entries);
        return document;
    }
}
