package io.formatbench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.apache.spark.launcher.SparkAppHandle;
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
 * (SparkLauncher, given the Spark home the script makes of Maven Central's jars); then the cluster
 * stopped under a running job, which leaves no process of it behind.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StandaloneClusterIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path TOOL_JAR = ClusterScript.PROJECT.resolve("target/formatbench.jar");
    private static final Path ENGINE_JAR = ClusterScript.PROJECT.resolve("target/formatbench-engine.jar");
    private static final Path JOB_JAR = ClusterScript.PROJECT.resolve("spark/target/formatbench-spark.jar");

    @TempDir
    static Path dir;
    private static Path data;
    private static String master;
    private static List<Long> groups;

    @BeforeAll
    static void startCluster() throws Exception {
        data = dir.resolve("user");
        DatasetGenerator.generate(Schemas.USER, Schemas.USER.version(), 4_000, 42, 2, Compression.NONE,
                List.of(Format.JSON, Format.PROTOBUF), data, (done, total) -> { });
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
        assertEquals(Set.of("0", "1"), ids);
        for (JsonNode entry : document.get("entries")) {
            assertTrue(entry.get("verified").asBoolean(), entry.toString());
            assertEquals(2, entry.get("executors").size(), "one task on each executor: " + entry);
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
        CountDownLatch ended = new CountDownLatch(1);
        SparkAppHandle handle = new SparkLauncher()
                .setSparkHome(ClusterScript.HOME.toString())
                .setMaster(master)
                .setAppResource(JOB_JAR.toString())
                .setMainClass("io.formatbench.spark.SparkJobMain")
                .addJar(ENGINE_JAR.toString())
                .setConf(SparkLauncher.DRIVER_MEMORY, "512m")
                .setConf(SparkLauncher.EXECUTOR_MEMORY, "512m")
                .setConf(SparkLauncher.EXECUTOR_EXTRA_JAVA_OPTIONS, "-Xms512m -XX:+UseG1GC -XX:+AlwaysPreTouch")
                .addAppArgs("--data", data.toString(), "--results", results.toString(), "--run", "l1", "--runs", "1",
                        "--warmups", "0", "--executors", "2", "--format", "protobuf", "--codecs", "protobuf-coded",
                        "--workloads", "codec-read,spark-protobuf")
                .redirectOutput(dir.resolve("launcher.out").toFile())
                .redirectError(dir.resolve("launcher.err").toFile())
                .startApplication(new SparkAppHandle.Listener() {
                    @Override
                    public void stateChanged(SparkAppHandle handle) {
                        if (handle.getState().isFinal()) {
                            ended.countDown();
                        }
                    }

                    @Override
                    public void infoChanged(SparkAppHandle handle) {}
                });
        assertTrue(ended.await(5, TimeUnit.MINUTES), "the application did not end");
        String log = Files.readString(dir.resolve("launcher.err"));
        assertEquals(SparkAppHandle.State.FINISHED, handle.getState(), log);
        ranOnTwoExecutors(engineJson(results, "l1"));
    }

    @Test
    @Order(3)
    void stoppingTheClusterUnderARunningJobLeavesNothingRunningAndEndsTheJobInOneLine() throws Exception {
        Process job = new ProcessBuilder("java", "-jar", TOOL_JAR.toString(), "spark", "--master", master,
                "--executors", "2", "--data", data.toString(), "--results", dir.resolve("results").toString(),
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
