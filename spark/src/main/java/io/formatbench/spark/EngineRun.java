package io.formatbench.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkConf;

/**
 * Runs the workloads, each group in a Spark application of its own ({@link RunApplication}), one after
 * the other: first the run's check of its files ({@link DatasetCheck}) and the preparations (the Parquet
 * copy), then each codec's workloads, then each of Spark's readers, each group's runs as bench runs a
 * fork ({@link GroupRuns}). engine.json is written at the end, however the run ends, with the entries so
 * far (through a temporary file, never half a file), and the writes' scratch folder removed.
 */
final class EngineRun {

    private final JobSettings settings;
    private final PrintStream out;

    EngineRun(JobSettings settings, PrintStream out) {
        this.settings = settings;
        this.out = out;
    }

    /** A workload as the job's lines name it: "read json jackson-streaming (strict)". */
    static String describe(Workload workload) {
        return workload.operation() + " " + workload.format() + " " + workload.reader() + label(workload);
    }

    private static String label(Workload workload) {
        return CodecTasks.STRICT.equals(workload.variant()) ? " (strict)" : "";
    }

    /** Measures, writes engine.json and returns its path. */
    Path run() {
        Path file = EngineResultsFile.claim(settings.results(), settings.run());
        WarmupRule rule = new WarmupRule(settings.warmups(), settings.maxWarmups());
        DriverCanary canary = null;
        List<Map<String, Object>> entries = new ArrayList<>();
        List<Map<String, Object>> applications = new ArrayList<>();
        Map<String, Object> document = null;
        String scratch = null;
        Configuration hadoop = null;
        try {
            DatasetPlan plan;
            List<String> groups = new ArrayList<>();
            try (RunApplication check = RunApplication.start(settings, "check")) {
                hadoop = new Configuration(check.spark().sparkContext().hadoopConfiguration());
                DatasetPlan unchecked = DatasetPlan.of(check.files(), settings.data(), settings.formats(),
                        settings.codecs());
                scratch = HadoopFiles.child(unchecked.dir(), ".spark-scratch-" + settings.run());
                plan = check(check, unchecked, scratch);
                // Every workload once, for its group; the Parquet copy made here, so that no group's executors make it.
                List<Workload> all = Workloads.of(context(check, scratch), plan, settings.workloads());
                all.stream().map(Workload::group).distinct().forEach(groups::add);
                noteIdleCores(check, plan);
                // The machine's speed beside every run, in as many threads as the tasks have cores, as bench's.
                canary = new DriverCanary(Math.max(1, cores(check)));
                canary.warmUp();
                document = document(check, plan, all, rule, entries, applications);
                settings(document).put("canary_threads", canary.threads());
                applications.add(check.toJson(List.of("the run's check of its files")));
            }
            for (String group : groups) {
                try (RunApplication app = RunApplication.start(settings, group)) {
                    List<Workload> workloads = Workloads.of(context(app, scratch), plan, settings.workloads(),
                            group::equals);
                    applications.add(app.toJson(workloads.stream().map(EngineRun::describe).toList()));
                    measure(app, rule, canary, workloads, entries);
                    // The executors as they were at the end: on a cluster, all that joined.
                    applications.set(applications.size() - 1, app.toJson(workloads.stream().map(EngineRun::describe)
                            .toList()));
                }
            }
        } finally {
            if (canary != null) {
                canary.close();
            }
            if (scratch != null) {
                removeScratch(scratch, hadoop);
            }
            if (document != null) {
                document.put("figures", CountedFigures.of(entries));
                if (!applications.isEmpty()) {
                    // The last application's executors stand for the cluster's (the report looks there).
                    engine(document).put("executors", applications.get(applications.size() - 1).get("executors"));
                }
                EngineResultsFile.write(file, document);
            }
        }
        return file;
    }

    private DatasetPlan check(RunApplication check, DatasetPlan plan, String scratch) {
        try {
            check.files().createFolder(scratch);
        } catch (IOException e) {
            throw JobException.ofFiles("cannot make the scratch folder " + scratch, e);
        }
        out.printf("spark: checking the %d files of %s against its manifest%n",
                plan.files().values().stream().mapToInt(List::size).sum(), plan.dir());
        return failingInOneLine(check, () -> plan.withChecksums(DatasetCheck.run(check.spark(), check.files(), plan)));
    }

    private void measure(RunApplication app, WarmupRule rule, DriverCanary canary, List<Workload> workloads,
                         List<Map<String, Object>> entries) {
        failingInOneLine(app, () -> {
            new GroupRuns(app, settings, rule, canary, out).measure(workloads, entries);
            return null;
        });
    }

    /**
     * A job the application's watch cancelled fails in Spark's words (a SparkException, which Scala throws
     * unchecked); the watch's say why.
     */
    private static <T> T failingInOneLine(RunApplication app, java.util.function.Supplier<T> work) {
        try {
            return work.get();
        } catch (Exception e) {
            // Exception, not RuntimeException: Scala throws SparkException, checked in Java's terms, unchecked.
            if (app.watch().lost().isPresent() && !(e instanceof JobException)) {
                throw new JobException(JobException.IO_ERROR, app.watch().lost().get());
            }
            throw e;
        }
    }

    private Workloads.Context context(RunApplication app, String scratch) {
        return new Workloads.Context(app.spark(), app.files(), scratch, settings.run(), out);
    }

    private void removeScratch(String scratch, Configuration hadoop) {
        try {
            org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(scratch);
            HadoopFiles.fileSystem(path, hadoop).delete(path, true);
        } catch (IOException | RuntimeException e) {
            out.println("spark: note: cannot remove " + scratch + ": " + e.getMessage());
        }
    }

    private static int cores(RunApplication app) {
        return Executors.of(app.spark().sparkContext()).stream().mapToInt(Executors.Executor::cores).sum();
    }

    private void noteIdleCores(RunApplication app, DatasetPlan plan) {
        int cores = cores(app);
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

    @SuppressWarnings("unchecked")
    private static Map<String, Object> settings(Map<String, Object> document) {
        return (Map<String, Object>) document.get("settings");
    }

    private Map<String, Object> document(RunApplication check, DatasetPlan plan, List<Workload> workloads,
                                         WarmupRule rule, List<Map<String, Object>> entries,
                                         List<Map<String, Object>> applications) {
        SparkConf conf = check.spark().sparkContext().getConf();
        boolean embedded = check.spark().sparkContext().isLocal();
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("engine_version", EngineResultsFile.VERSION);
        document.put("run_id", settings.run());
        document.put("created", Instant.now().toString());
        Map<String, Object> engine = new LinkedHashMap<>();
        engine.put("name", "spark");
        engine.put("version", check.spark().version());
        engine.put("master", check.spark().sparkContext().master());
        engine.put("default_parallelism", check.spark().sparkContext().defaultParallelism());
        engine.put("java_version", System.getProperty("java.version"));
        engine.put("driver_jvm_args", ManagementFactory.getRuntimeMXBean().getInputArguments());
        engine.put("executor_memory", conf.get("spark.executor.memory", null));
        engine.put("executor_java_options", conf.get("spark.executor.extraJavaOptions", null));
        // What runs beside a codec's tasks in their JVMs: on a cluster, nothing of another codec's.
        engine.put("isolation", embedded
                ? "an application per codec and per Spark reader, all in the driver's JVM (embedded): the JIT of"
                        + " that one JVM sees every codec"
                : "an application per codec and per Spark reader, one after the other: executor JVMs of their own");
        engine.put("applications", applications);
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
        jobSettings.put("max_warmups", settings.maxWarmups());
        jobSettings.put("warmup_rule", rule.describe());
        jobSettings.put("figure", CountedFigures.RULE);
        jobSettings.put("workloads", settings.workloads());
        jobSettings.put("readers", workloads.stream().map(EngineRun::describe).toList());
        document.put("settings", jobSettings);
        document.put("entries", entries);
        return document;
    }
}
