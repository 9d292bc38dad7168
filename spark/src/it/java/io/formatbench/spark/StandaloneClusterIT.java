package io.formatbench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.DatasetGenerator;
import io.formatbench.dataset.Schemas;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.spark.launcher.SparkLauncher;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job on a Spark standalone cluster of separate JVMs on this machine (scripts/spark-cluster.sh):
 * started by the core's spark command as a user starts it, and through spark-submit's launcher
 * (SparkLauncher, given the Spark home the script makes of Maven Central's jars); an executor killed
 * mid-read, which costs the job time and nothing else; a worker killed for good, which ends it in one
 * line; then the cluster stopped under a running job, which leaves no process of it behind.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StandaloneClusterIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path TOOL_JAR = ClusterScript.PROJECT.resolve("target/formatbench.jar");
    private static final Path ENGINE_JAR = ClusterScript.PROJECT.resolve("target/formatbench-engine.jar");
    private static final Path JOB_JAR = ClusterScript.PROJECT.resolve("spark/target/formatbench-spark.jar");

    /** Records of the dataset an executor is killed under: enough that each task reads for a second or more. */
    private static final int BIG = 400_000;

    @TempDir
    static Path dir;
    private static Path data;
    private static Path big;
    private static String master;
    private static List<Long> groups;

    @BeforeAll
    static void startCluster() throws Exception {
        data = dir.resolve("user");
        DatasetGenerator.generate(Schemas.USER, Schemas.USER.version(), 4_000, 42, 2, Compression.NONE,
                List.of(Format.JSON, Format.PROTOBUF), data, (done, total) -> { });
        big = dir.resolve("big");
        DatasetGenerator.generate(Schemas.USER, Schemas.USER.version(), BIG, 42, 2, Compression.NONE,
                List.of(Format.JSON), big, (done, total) -> { });
        ClusterScript.Result started = ClusterScript.run("start");
        assertEquals(0, started.exitCode(), started.err());
        master = started.out();
        assertTrue(master.matches("spark://127\\.0\\.0\\.1:[0-9]+"), started.out());
        groups = ClusterScript.groups();
        assertEquals(3, groups.size(), "a master and two workers: " + groups);
    }

    @AfterAll
    static void stopCluster() throws Exception {
        ClusterScript.run("stop");
        assertEquals(List.of(), ClusterScript.left(groups));
    }

    private static JsonNode engineJson(Path results, String run) throws IOException {
        return JSON.readTree(results.resolve(run).resolve("engine.json").toFile());
    }

    /** The executors of the run: two JVMs of one core each, and each run's tasks on both. */
    private static void ranOnTwoExecutors(JsonNode document) {
        assertEquals(master, document.at("/engine/master").asText());
        JsonNode executors = document.at("/engine/executors");
        assertEquals(2, executors.size(), executors.toString());
        Set<String> ids = new HashSet<>();
        for (JsonNode executor : executors) {
            ids.add(executor.get("id").asText());
            assertEquals(1, executor.get("cores").asInt(), executor.toString());
        }
        assertEquals(2, ids.size(), ids.toString());
        for (JsonNode entry : document.get("entries")) {
            assertTrue(entry.get("verified").asBoolean(), entry.toString());
            assertEquals(2, entry.get("executors").size(), "one task on each executor: " + entry);
        }
        // Each codec and each Spark reader in an application of its own: its executors ran nothing else.
        java.util.Map<String, String> readerOf = new java.util.HashMap<>();
        for (JsonNode figure : document.get("figures")) {
            String reader = figure.get("format").asText() + " " + figure.get("reader").asText()
                    + (figure.get("reader_kind").asText().equals("codec") ? "" : " " + figure.get("variant"));
            String before = readerOf.putIfAbsent(figure.get("application").asText(), reader);
            assertTrue(before == null || before.equals(reader), before + " and " + reader + " in one application");
        }
        assertEquals(readerOf.size(), new HashSet<>(readerOf.values()).size(), readerOf.toString());
    }

    /**
     * The job on the big dataset through spark-submit's launcher, one warm-up run and 3 counted runs of
     * Spark's JSON reader (a fixed warm-up, which the core's spark command leaves to bench's rule: on a busy
     * machine that rule alone may take minutes); its output lines gathered as they come, each offered to
     * {@code onLine}.
     */
    private static Process bigJob(String run, List<String> lines, java.util.function.Consumer<String> onLine)
            throws IOException {
        Process job = new SparkLauncher()
                .setSparkHome(ClusterScript.HOME.toString())
                .setMaster(master)
                .setAppResource(JOB_JAR.toString())
                .setMainClass("io.formatbench.spark.SparkJobMain")
                .addJar(ENGINE_JAR.toString())
                .setConf(SparkLauncher.DRIVER_MEMORY, "512m")
                .setConf(SparkLauncher.EXECUTOR_MEMORY, "512m")
                .setConf(SparkLauncher.EXECUTOR_EXTRA_JAVA_OPTIONS, "-Xms512m -XX:+UseG1GC -XX:+AlwaysPreTouch")
                .addAppArgs("--data", big.toString(), "--results", dir.resolve("results").toString(), "--run", run,
                        "--runs", "3", "--warmups", "1", "--max-warmups", "1", "--executors", "2",
                        "--workloads", "spark-json")
                .redirectError(dir.resolve(run + ".err").toFile())
                .launch();
        Thread reader = new Thread(() -> {
            try (BufferedReader output = new BufferedReader(new InputStreamReader(job.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line; (line = output.readLine()) != null; ) {
                    lines.add(line);
                    onLine.accept(line);
                }
            } catch (IOException e) {
                lines.add(e.toString());
            }
        });
        reader.setDaemon(true);
        reader.start();
        return job;
    }

    private static void kill(String signal, String target) throws Exception {
        assertEquals(0, new ProcessBuilder("kill", signal, "--", target).inheritIO().start().waitFor(), target);
    }

    @Test
    @Order(3)
    void anExecutorKilledMidReadCostsTimeNotDataNorAFigure() throws Exception {
        List<String> lines = java.util.Collections.synchronizedList(new ArrayList<>());
        CountDownLatch counting = new CountDownLatch(1);
        Process job = bigJob("k1", lines, line -> {
            if (line.startsWith("spark: run 1,")) {
                counting.countDown();
            }
        });
        try {
            assertTrue(counting.await(10, TimeUnit.MINUTES), String.join("\n", lines));
            // The next run's tasks are reading now (each reads for a second or more): one executor JVM killed under them.
            Thread.sleep(300);
            List<Long> executors = ClusterScript.executors(ClusterScript.group("worker-1"));
            assertEquals(1, executors.size(), executors.toString());
            kill("-KILL", String.valueOf(executors.get(0)));
            assertTrue(job.waitFor(10, TimeUnit.MINUTES), String.join("\n", lines));
            assertEquals(0, job.exitValue(), String.join("\n", lines));
        } finally {
            job.destroyForcibly();
        }
        JsonNode document = engineJson(dir.resolve("results"), "k1");
        List<JsonNode> lost = new ArrayList<>();
        int counted = 0;
        for (JsonNode entry : document.get("entries")) {
            // Every run verified, the one that lost its executor too: its tasks ran again, on the executors left.
            assertTrue(entry.get("verified").asBoolean(), entry.toString());
            assertTrue(entry.get("digest_verified").asBoolean(), entry.toString());
            if (entry.get("lost_executors").size() > 0) {
                lost.add(entry);
                assertFalse(entry.get("counted").asBoolean(), entry.toString());
            }
            counted += entry.get("counted").asBoolean() ? 1 : 0;
        }
        assertEquals(1, lost.size(), String.join("\n", lines));
        assertTrue(lost.get(0).get("failed_task_attempts").size() >= 1, "a task ran again: " + lost.get(0));
        // The runs asked for, all counted; the replacement JVM warmed up again before the next of them.
        assertEquals(3, counted, String.join("\n", lines));
        JsonNode figure = document.get("figures").get(0);
        assertEquals(3, figure.get("counted_runs").asInt(), figure.toString());
        assertEquals(1, figure.get("lost_runs").asInt(), figure.toString());
        assertTrue(String.join("\n", lines).contains("executor lost ("), String.join("\n", lines));
    }

    @Test
    @Order(4)
    void aWorkerThatDoesNotComeBackEndsTheJobInOneLineNothingHalfWritten() throws Exception {
        List<String> lines = java.util.Collections.synchronizedList(new ArrayList<>());
        CountDownLatch counting = new CountDownLatch(1);
        Process job = bigJob("k2", lines, line -> {
            if (line.startsWith("spark: run 1,")) {
                counting.countDown();
            }
        });
        try {
            assertTrue(counting.await(10, TimeUnit.MINUTES), String.join("\n", lines));
            Thread.sleep(300);
            // The worker and its executor, for good: the master has no other core to give the application.
            kill("-KILL", "-" + ClusterScript.group("worker-2"));
            assertTrue(job.waitFor(ClusterWatch.GRACE_MILLIS + 180_000, TimeUnit.MILLISECONDS),
                    "the job did not end without its worker");
            assertEquals(JobException.IO_ERROR, job.exitValue(), String.join("\n", lines));
        } finally {
            job.destroyForcibly();
        }
        // The job's one line is on its stderr, which the launcher wrote to a file, among Spark's log lines.
        String last = Files.readAllLines(dir.resolve("k2.err")).stream().filter(line -> line.startsWith("spark: "))
                .reduce((a, b) -> b).orElse("");
        assertTrue(last.matches("spark: 1 of 2 executors for [0-9]+ s: the cluster at .* did not replace it .*"),
                last + "\n" + String.join("\n", lines));
        // engine.json whole, with the runs so far; no temporary file, no scratch folder left beside the dataset.
        JsonNode document = engineJson(dir.resolve("results"), "k2");
        assertTrue(document.get("entries").size() >= 2, document.toString());
        assertFalse(Files.exists(dir.resolve("results/k2/engine.json.tmp")));
        try (java.util.stream.Stream<Path> left = Files.list(big)) {
            assertEquals(List.of(), left.filter(file -> file.getFileName().toString().startsWith(".spark-scratch"))
                    .toList());
        }
    }

    @Test
    @Order(1)
    void theSparkCommandRunsTheJobOnExecutorsOfTheirOwn() throws Exception {
        Path results = dir.resolve("results");
        Process job = new ProcessBuilder("java", "-jar", TOOL_JAR.toString(), "spark", "--master", master,
                "--executors", "2", "--data", data.toString(), "--results", results.toString(), "--run", "c1",
                "--runs", "1", "--warmups", "1", "--heap", "512m", "--codecs", "jackson-streaming,protobuf-delimited",
                "--workloads", "codec-read,codec-write,spark-json,spark-protobuf")
                .redirectErrorStream(true).start();
        String output = new String(job.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(job.waitFor(5, TimeUnit.MINUTES));
        assertEquals(0, job.exitValue(), output);
        JsonNode document = engineJson(results, "c1");
        ranOnTwoExecutors(document);
        // bench's heap settings, for the driver's JVM and each executor's.
        assertTrue(document.at("/engine/driver_jvm_args").toString().contains("\"-Xms512m\""), document.toString());
        assertEquals("512m", document.at("/engine/executor_memory").asText());
        assertTrue(document.at("/engine/executor_java_options").asText()
                .contains("-Xms512m -XX:+UseG1GC -XX:+AlwaysPreTouch"), document.toString());
    }

    @Test
    @Order(2)
    void sparkSubmitsLauncherRunsTheJob() throws Exception {
        Path results = dir.resolve("results");
        // launch(), not startApplication(): the job runs an application after another in its driver, and a handle
        // follows the first alone (the launcher's server takes one connection a launch), so the process is what ends.
        Process submitted = new SparkLauncher()
                .setSparkHome(ClusterScript.HOME.toString())
                .setMaster(master)
                .setAppResource(JOB_JAR.toString())
                .setMainClass("io.formatbench.spark.SparkJobMain")
                .addJar(ENGINE_JAR.toString())
                .setConf(SparkLauncher.DRIVER_MEMORY, "512m")
                .setConf(SparkLauncher.EXECUTOR_MEMORY, "512m")
                .setConf(SparkLauncher.EXECUTOR_EXTRA_JAVA_OPTIONS, "-Xms512m -XX:+UseG1GC -XX:+AlwaysPreTouch")
                .addAppArgs("--data", data.toString(), "--results", results.toString(), "--run", "l1", "--runs", "1",
                        "--warmups", "0", "--max-warmups", "0", "--executors", "2", "--format", "protobuf", "--codecs",
                        "protobuf-coded", "--workloads", "codec-read,spark-protobuf")
                .redirectOutput(dir.resolve("launcher.out").toFile())
                .redirectError(dir.resolve("launcher.err").toFile())
                .launch();
        assertTrue(submitted.waitFor(5, TimeUnit.MINUTES), "the application did not end");
        assertEquals(0, submitted.exitValue(), Files.readString(dir.resolve("launcher.err")));
        ranOnTwoExecutors(engineJson(results, "l1"));
    }

    @Test
    @Order(5)
    void stoppingTheClusterUnderARunningJobLeavesNothingRunningAndEndsTheJobInOneLine() throws Exception {
        Process job = new ProcessBuilder("java", "-jar", TOOL_JAR.toString(), "spark", "--master", master,
                "--executors", "1", "--data", data.toString(), "--results", dir.resolve("results").toString(),
                "--run", "s1", "--runs", "100", "--heap", "512m", "--format", "json", "--codecs", "jackson-streaming",
                "--workloads", "codec-read,text").redirectErrorStream(true).start();
        List<String> lines = java.util.Collections.synchronizedList(new ArrayList<>());
        CountDownLatch running = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try (BufferedReader output = new BufferedReader(new InputStreamReader(job.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line; (line = output.readLine()) != null; ) {
                    lines.add(line);
                    if (line.startsWith("spark: run 1,")) {
                        running.countDown();
                    }
                }
            } catch (IOException e) {
                lines.add(e.toString());
            }
        });
        reader.start();
        try {
            assertTrue(running.await(3, TimeUnit.MINUTES), String.join("\n", lines));
            ClusterScript.Result stopped = ClusterScript.run("stop");
            assertEquals(0, stopped.exitCode(), stopped.err());
            assertEquals("spark-cluster: stopped", stopped.err());
            // Master, workers and the job's executors: every process the cluster started is gone.
            assertEquals(List.of(), ClusterScript.left(groups));
            // Spark would wait for executors for ever; the job gives up after a grace period, in one line.
            assertTrue(job.waitFor(ClusterWatch.GRACE_MILLIS + 120_000, TimeUnit.MILLISECONDS),
                    "the job did not end without its cluster");
            reader.join(10_000);
            assertEquals(JobException.IO_ERROR, job.exitValue(), String.join("\n", lines));
            String last = lines.stream().filter(line -> line.startsWith("spark: ")).reduce((a, b) -> b).orElse("");
            assertTrue(last.startsWith("spark: no executor for "), String.join("\n", lines));
        } finally {
            job.destroyForcibly();
        }
    }
}
