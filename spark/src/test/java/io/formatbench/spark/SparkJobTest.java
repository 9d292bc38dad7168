package io.formatbench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.DatasetGenerator;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.Schemas;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job end to end in an embedded Spark (local[2]) over a tiny sharded dataset of every format:
 * 2 shards of 1,000 user records, read and written by every codec and read by Spark's readers. One
 * session for the JVM, as a real run has one: the tests leave it to the JVM's end, for the next class.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SparkJobTest {

    private static final int RECORDS = 2_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static Path data;

    @BeforeAll
    static void generate() throws IOException {
        data = dir.resolve("user");
        DatasetGenerator.generate(Schemas.USER, Schemas.USER.version(), RECORDS, 42, 2, Compression.NONE,
                Format.all(), data, (done, total) -> { });
    }

    private record Outcome(int exitCode, String out, String err) {}

    private static Outcome run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkJobMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    @Order(1)
    void aBadMasterIsOneLine() {
        // Refused before Spark starts: Spark itself logs a stack trace for a master it cannot parse.
        Outcome outcome = run("--data=" + data, "--results=" + dir.resolve("results"), "--master=nowhere://x");
        assertEquals(JobException.USAGE, outcome.exitCode(), outcome.err());
        assertEquals(1, outcome.err().lines().filter(line -> line.startsWith("spark: ")).count(), outcome.err());
        assertTrue(outcome.err().contains("cannot start Spark with master 'nowhere://x'"), outcome.err());
    }

    @Test
    @Order(2)
    void everyFormatReadsVerifiedIntoEngineJson() throws IOException {
        Path results = dir.resolve("results");
        // Every codec reads; Spark's readers too, the protobuf source and Parquet's copy among them.
        Outcome outcome = run("--data=" + data, "--results=" + results, "--run=r1", "--master=local[2]",
                "--runs=1", "--warmups=0", "--max-warmups=0", "--workloads=codec-read,spark-json,spark-json-inferred,"
                        + "spark-avro,spark-protobuf,spark-protobuf-strict,spark-parquet,text");
        // One codec a format writes (and protobuf-json, which writes other bytes than the dataset's) and reads strictly.
        Outcome writes = run("--data=" + data, "--results=" + results, "--run=w1", "--warmups=0", "--max-warmups=0",
                "--workloads=codec-write,codec-read-strict",
                "--codecs=jackson-streaming,protobuf-json,protobuf-coded,cbor-databind,smile-streaming,avro-direct");
        assertEquals(0, writes.exitCode(), writes.err());
        assertEquals(0, outcome.exitCode(), outcome.err());
        JsonNode document = JSON.readTree(results.resolve("r1/engine.json").toFile());
        assertEquals(3, document.get("engine_version").asInt());
        assertEquals("local[2]", document.at("/engine/master").asText());
        assertTrue(document.at("/engine/version").asText().startsWith("4."));
        // Embedded, the driver is the one executor, with the master's cores.
        assertEquals("driver", document.at("/engine/executors/0/id").asText());
        assertEquals(2, document.at("/engine/executors/0/cores").asInt());
        assertEquals(RECORDS, document.at("/dataset/records").asLong());
        assertEquals(0, document.at("/settings/warmups").asInt());
        // In as many threads at once as the tasks have cores (local[2]), as bench's canary in a pass's threads.
        assertEquals(2, document.at("/settings/canary_threads").asInt(), document.at("/settings").toString());
        // An application per codec and per Spark reader, after the one that checked the files.
        JsonNode applications = document.at("/engine/applications");
        Set<String> applicationIds = new HashSet<>();
        applications.forEach(application -> applicationIds.add(application.get("id").asText()));
        assertEquals(applications.size(), applicationIds.size(), applications.toString());
        assertEquals("check", applications.get(0).get("name").asText());
        assertTrue(document.at("/engine/isolation").asText().contains("embedded"), document.toString());
        JsonNode entries = document.get("entries");
        int workloads = document.at("/settings/readers").size();
        assertEquals(workloads, entries.size());
        List<JsonNode> all = new java.util.ArrayList<>();
        entries.forEach(all::add);
        JSON.readTree(results.resolve("w1/engine.json").toFile()).get("entries").forEach(all::add);
        Set<String> readers = new HashSet<>();
        for (JsonNode entry : all) {
            for (String key : List.of("engine", "master", "format", "reader", "reader_kind", "variant", "operation",
                    "application", "io_path", "run", "warmup", "counted", "lost_executors", "failed_task_attempts",
                    "work_ms", "records", "tasks", "executors", "wall_s", "records_per_s",
                    "records_per_s_per_task", "records_per_s_per_core", "task_time_ms", "executor_run_time_ms",
                    "untimed_ms", "executor_cpu_time_ms", "gc_time_ms", "bytes_read", "bytes_written", "verified",
                    "digest_verified", "failure", "canary_ms")) {
                assertTrue(entry.has(key), key + " missing in " + entry);
            }
            // The speed canary, timed in the driver just before the run, as bench times it before a pass.
            assertEquals(GroupRuns.CANARY_TIMES, entry.get("canary_ms").size(), entry.toString());
            entry.get("canary_ms").forEach(time -> assertTrue(time.asDouble() > 0, entry.toString()));
            assertEquals(RECORDS, entry.get("records").asLong(), entry.toString());
            assertEquals(2, entry.get("tasks").asInt(), entry.toString());
            assertFalse(entry.get("warmup").asBoolean(), entry.toString());
            assertTrue(entry.get("counted").asBoolean(), entry.toString());
            assertEquals(0, entry.get("lost_executors").size(), entry.toString());
            assertTrue(entry.get("io_path").asText().startsWith("Hadoop "), entry.toString());
            assertEquals(List.of("driver"), List.of(entry.get("executors").get(0).asText()), entry.toString());
            assertTrue(entry.get("verified").asBoolean(), entry.toString());
            // Spark's readers too: their rows, back in the dataset's format, read by the tool's codec into the digest.
            assertTrue(entry.get("digest_verified").asBoolean(), entry.toString());
            String operation = entry.get("operation").asText();
            assertTrue(entry.get(operation.equals("read") ? "bytes_read" : "bytes_written").asLong() > 0,
                    entry.toString());
            assertTrue(entry.get("records_per_s").asDouble() > 0, entry.toString());
            boolean codec = entry.get("reader_kind").asText().equals("codec");
            boolean protobufSource = entry.get("reader").asText().contains("delimited-protobuf");
            assertEquals(codec || protobufSource, entry.get("variant").isTextual(), entry.toString());
            readers.add(operation + " " + entry.get("format").asText() + " " + entry.get("reader").asText()
                    + (entry.get("variant").isTextual() ? " " + entry.get("variant").asText() : ""));
            // The codec tasks open their files raw; Spark's sources through the checksummed local file system.
            assertEquals(codec ? "Hadoop RawLocalFileSystem (file:)" : "Hadoop LocalFileSystem (file:)",
                    entry.get("io_path").asText(), entry.toString());
            if (operation.equals("write")) {
                // A write task generates its records and checks its file outside its timed loop: left out per core.
                assertTrue(entry.get("untimed_ms").asLong() >= 0, entry.toString());
            }
        }
        // The relocated libraries at work: Jackson's three factories, both protobuf codecs, Avro.
        assertTrue(readers.containsAll(List.of("read json jackson-databind library",
                "read json spark.read.json(schema)", "read json spark.read.json(inferred)", "read json spark.read.text",
                "read protobuf protobuf-coded library", "read protobuf protobuf-delimited library",
                "read cbor cbor-streaming library", "read smile smile-databind library", "read avro avro-generic library",
                "read avro spark.read.format(avro)", "read protobuf spark.read.format(delimited-protobuf) library",
                "read protobuf spark.read.format(delimited-protobuf) strict",
                "read parquet spark.read.parquet")), readers.toString());
        // Each write's bytes were the dataset file's (or, for a codec of other bytes, read back the same).
        assertTrue(readers.containsAll(List.of("write json jackson-streaming library",
                "write json protobuf-json library", "write protobuf protobuf-coded library",
                "write cbor cbor-databind library", "write smile smile-streaming library",
                "write avro avro-direct library", "read protobuf protobuf-coded strict",
                "read avro avro-direct strict")), readers.toString());
        // Each reader's figure: its one counted run, in an application of its own.
        Set<String> figureApplications = new HashSet<>();
        for (JsonNode figure : document.get("figures")) {
            assertEquals(1, figure.get("counted_runs").asInt(), figure.toString());
            assertTrue(figure.get("records_per_s_per_core").asDouble() > 0, figure.toString());
            assertTrue(figure.get("canary_mean_ms").asDouble() > 0, figure.toString());
            assertTrue(figure.get("canary_cv").isNumber() && figure.get("canary_cv").asDouble() >= 0, figure.toString());
            figureApplications.add(figure.get("application").asText());
        }
        assertEquals(document.get("figures").size(), figureApplications.size(), "no two readers in one application");
        // The Parquet copy is written once, beside the dataset, and the writes' scratch folder is gone.
        try (Stream<Path> copies = Files.list(data.resolve("parquet"))) {
            assertEquals(2, copies.filter(file -> file.toString().endsWith(".parquet")).count());
        }
        try (Stream<Path> left = Files.list(data)) {
            assertEquals(List.of(), left.filter(file -> file.getFileName().toString().startsWith(".spark-scratch"))
                    .toList());
        }
    }

    @Test
    @Order(3)
    void runsAreInterleavedAfterWarmUps() throws IOException {
        Path results = dir.resolve("results");
        Outcome outcome = run("--data=" + data, "--results=" + results, "--run=r4", "--format=json",
                "--codecs=jackson-streaming", "--workloads=codec-read,codec-read-strict", "--warmups=1", "--max-warmups=1",
                "--runs=2");
        assertEquals(0, outcome.exitCode(), outcome.err());
        List<String> order = new java.util.ArrayList<>();
        for (JsonNode entry : JSON.readTree(results.resolve("r4/engine.json").toFile()).get("entries")) {
            order.add(entry.get("run").asInt() + (entry.get("warmup").asBoolean() ? " warm-up " : " ")
                    + entry.get("variant").asText());
        }
        // Within the codec's application each run starts one workload later: none is always first; the warm-up run
        // is recorded, not counted.
        assertEquals(List.of("1 warm-up library", "1 warm-up strict", "2 strict", "2 library", "3 library",
                "3 strict"), order);
    }

    @Test
    @Order(4)
    void aShardOfOtherContentFailsTheRunBeforeAnyWorkload() throws IOException {
        Path copy = copyOf(data, "changed");
        Manifest.DataFile first = manifestFile(copy, "protobuf");
        Path manifest = copy.resolve(Manifest.FILE_NAME);
        Files.writeString(manifest, Files.readString(manifest).replace(first.contentDigest(), "fbd2:0123456789abcdef"));
        Outcome outcome = run("--data=" + copy, "--results=" + dir.resolve("results"), "--run=r2",
                "--format=protobuf", "--codecs=protobuf-coded", "--runs=1");
        assertEquals(JobException.DATASET_MISMATCH, outcome.exitCode(), outcome.err());
        assertEquals("spark: " + copy.toUri().toString().replace("file:///", "file:/") + first.name()
                + ": content digest " + first.contentDigest() + ", the manifest says fbd2:0123456789abcdef",
                outcome.err().strip());
        // Bytes that are not the manifest's, whatever they hold, fail it too.
        Manifest.DataFile json = manifestFile(copy, "json");
        Path jsonFile = copy.resolve(json.name());
        Files.writeString(jsonFile, Files.readString(jsonFile).replace("\"id\":1,", "\"id\":1 ,"));
        Outcome bytes = run("--data=" + copy, "--results=" + dir.resolve("results"), "--run=r3", "--format=json",
                "--workloads=spark-json", "--runs=1");
        assertEquals(JobException.DATASET_MISMATCH, bytes.exitCode(), bytes.err());
        assertTrue(bytes.err().strip().matches("spark: .*" + json.name() + ": [0-9]+ bytes, the manifest says "
                + json.bytes()), bytes.err());
        assertFalse(Files.exists(dir.resolve("results/r2/engine.json")), "no workload ran: nothing measured");
    }

    @Test
    @Order(5)
    void userErrorsAreOneLine() throws IOException {
        Outcome missing = run("--data=" + dir.resolve("nothing-here"));
        assertEquals(JobException.DATASET_MISMATCH, missing.exitCode());
        assertTrue(missing.err().strip().matches("spark: no dataset in .*nothing-here .*"),
                missing.err());
        Path copy = copyOf(data, "gone");
        Manifest.DataFile second = manifestFile(copy, "json");
        Files.delete(copy.resolve(second.name()));
        Outcome gone = run("--data=" + copy, "--format=json");
        assertEquals(JobException.DATASET_MISMATCH, gone.exitCode());
        assertTrue(gone.err().strip().endsWith(second.name() + " is missing: the manifest lists it;"
                + " generate the dataset again"), gone.err());
        Outcome runs = run("--data=" + data, "--runs=0");
        assertEquals(JobException.USAGE, runs.exitCode());
        assertTrue(runs.err().startsWith("spark: --runs must be a whole number from 1 to 100, was '0'"), runs.err());
        Outcome warmups = run("--data=" + data, "--warmups=x");
        assertEquals(JobException.USAGE, warmups.exitCode());
        assertTrue(warmups.err().startsWith("spark: --warmups must be a whole number from 0 to 100, was 'x'"),
                warmups.err());
        // A scheme no file system on the classpath serves: s3a without its connector.
        Outcome s3a = run("--data=s3a://bucket/data/user");
        assertEquals(JobException.IO_ERROR, s3a.exitCode(), s3a.err());
        assertTrue(s3a.err().startsWith("spark: cannot read the manifest in s3a://bucket/data/user: ")
                && s3a.err().contains("hadoop-aws"), s3a.err());
        Outcome codec = run("--data=" + data, "--format=json", "--codecs=protobuf-coded");
        assertEquals(JobException.USAGE, codec.exitCode());
        assertTrue(codec.err().startsWith("spark: no codec named protobuf-coded among the formats [json]"),
                codec.err());
        Outcome again = run("--data=" + data, "--results=" + dir.resolve("results"), "--run=r1");
        assertEquals(JobException.IO_ERROR, again.exitCode());
        assertTrue(again.err().strip().endsWith("engine.json exists already: give another --run"), again.err());
        for (Outcome outcome : List.of(missing, gone, runs, warmups, s3a, codec, again)) {
            assertEquals(1, outcome.err().lines().count(), outcome.err());
        }
    }

    private static Manifest.DataFile manifestFile(Path dataset, String format) throws IOException {
        return io.formatbench.dataset.ManifestFiles.read(dataset).files(Format.fromId(format)).get(0);
    }

    private static Path copyOf(Path source, String name) throws IOException {
        Path target = dir.resolve(name);
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(source)) {
            for (Path file : files.toList()) {
                Files.copy(file, target.resolve(file.getFileName()));
            }
        }
        return target;
    }
}
