package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The harness end to end on a small dataset: real forked JVMs, real results files. */
class BenchCommandTest {

    private static final List<String> BENCHMARK_KEYS = List.of("format", "codec", "operation", "forks",
            "warmup_iterations", "iterations", "iteration_ms", "median_ms", "mean_ms", "ci999_ms", "min_ms", "max_ms",
            "records_per_s", "mb_per_s", "latency_ns", "alloc_bytes_per_record", "peak_heap_bytes",
            "live_heap_after_bytes", "gc_count", "gc_ms", "file_bytes", "gzip_bytes", "verified");

    @TempDir
    static Path shared;

    static Path data;

    @BeforeAll
    static void generateDataset() {
        data = shared.resolve("data");
        CliRun generate = run("generate", "--records", "2000", "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "protobuf"})
    void runsEveryCodecOfTheFormatInForksAndWritesEveryKey(String format, @TempDir Path results) throws IOException {
        CliRun bench = run("bench", "--format", format, "--data", data.toString(), "--results", results.toString(),
                "--run", "t1", "--warmups", "1", "--iterations", "2", "--forks", "2", "--heap", "128m");

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.err());
        JsonNode result = new ObjectMapper().readTree(results.resolve("t1").resolve(format + ".json").toFile());
        for (String key : List.of("tool", "env", "dataset", "benchmarks")) {
            assertTrue(result.has(key), key);
        }
        for (String key : List.of("name", "version", "commit")) {
            assertTrue(result.get("tool").has(key), "tool." + key);
        }
        for (String key : List.of("jdk_vendor", "jdk_version", "jvm_args", "os", "cpu_model", "cores")) {
            assertTrue(result.get("env").has(key), "env." + key);
        }
        assertTrue(result.get("env").get("jvm_args").toString().contains("-Xmx128m"), "forks get the stated heap");
        assertEquals(2000, result.get("dataset").get("records").asLong());
        assertEquals(42, result.get("dataset").get("seed").asLong());
        assertTrue(result.get("dataset").get("digest").asText().startsWith("fbd1:"));

        JsonNode benchmarks = result.get("benchmarks");
        assertEquals(4, benchmarks.size(), "two codecs, write and read");
        for (JsonNode benchmark : benchmarks) {
            for (String key : BENCHMARK_KEYS) {
                assertTrue(benchmark.has(key), benchmark.get("codec") + " lacks " + key);
            }
            assertEquals(format, benchmark.get("format").asText());
            assertEquals(2, benchmark.get("forks").asInt());
            assertEquals(4, benchmark.get("iteration_ms").size(), "both forks' iterations, pooled");
            assertTrue(benchmark.get("verified").asBoolean());
            assertTrue(benchmark.get("median_ms").asDouble() > 0);
            assertTrue(benchmark.get("records_per_s").asDouble() > 0);
            for (String percentile : List.of("p50", "p90", "p99", "p999", "max")) {
                assertTrue(benchmark.get("latency_ns").get(percentile).asLong() > 0, percentile);
            }
            assertTrue(benchmark.get("latency_ns").get("p50").asLong() <= benchmark.get("latency_ns").get("max").asLong());
            assertTrue(benchmark.get("alloc_bytes_per_record").asDouble() > 0);
            assertTrue(benchmark.get("gzip_bytes").asLong() > 0);
            assertTrue(benchmark.get("gzip_bytes").asLong() < benchmark.get("file_bytes").asLong());
        }
        assertTrue(bench.out().contains("verified"), bench.out());
        assertTrue(bench.err().contains("[8/8]"), "progress names each fork: " + bench.err());
        assertTrue(bench.err().indexOf("fork 2/2") > bench.err().lastIndexOf("fork 1/2"),
                "forks interleave: every codec's first fork runs before any second one");
    }

    @Test
    void neverOverwritesEarlierResults(@TempDir Path results) throws IOException {
        Path earlier = results.resolve("same").resolve("protobuf.json");
        Files.createDirectories(earlier.getParent());
        Files.writeString(earlier, "{}");

        CliRun bench = run("bench", "--format", "protobuf", "--data", data.toString(), "--results", results.toString(),
                "--run", "same", "--iterations", "1", "--warmups", "0");

        assertEquals(ExitCodes.IO_ERROR, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains("never overwritten"), bench.err());
        assertEquals("{}", Files.readString(earlier));
    }

    @Test
    void aReadThatDoesNotMatchTheManifestFailsTheRunAndIsMarked(@TempDir Path scratch) throws IOException {
        Path tampered = scratch.resolve("data");
        Files.createDirectories(tampered);
        for (String name : List.of("users.jsonl", "users.pb")) {
            Files.copy(data.resolve(name), tampered.resolve(name));
        }
        // The files are intact (sizes and SHA-256 match), but the manifest promises other content.
        ObjectNode manifest = (ObjectNode) new ObjectMapper().readTree(data.resolve("manifest.json").toFile());
        manifest.put("content_digest", "fbd1:0000000000000000");
        new ObjectMapper().writeValue(tampered.resolve("manifest.json").toFile(), manifest);

        CliRun bench = run("bench", "--format", "protobuf", "--codecs", "protobuf-coded", "--operations", "read",
                "--data", tampered.toString(), "--results", scratch.resolve("results").toString(), "--run", "bad",
                "--warmups", "0", "--iterations", "1", "--forks", "1", "--heap", "128m");

        assertEquals(ExitCodes.DATASET_MISMATCH, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains("verification failed"), bench.err());
        assertTrue(bench.out().contains("NO - FAILED VERIFICATION"), bench.out());
        JsonNode result = new ObjectMapper().readTree(scratch.resolve("results/bad/protobuf.json").toFile());
        assertFalse(result.get("benchmarks").get(0).get("verified").asBoolean());
    }

    @Test
    void aMissingDatasetSaysHowToMakeOne(@TempDir Path empty) {
        CliRun bench = run("bench", "--format", "json", "--data", empty.toString(), "--results", empty.toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, bench.exitCode());
        assertTrue(bench.err().contains("generate"), bench.err());
        assertEquals(1, bench.err().strip().lines().count(), "one line, no stack trace: " + bench.err());
    }

    static Stream<Arguments> badSettings() {
        return Stream.of(
                Arguments.of(List.of("--iterations", "0"), "--iterations must be at least 1"),
                Arguments.of(List.of("--forks", "0"), "--forks must be at least 1"),
                Arguments.of(List.of("--warmups", "-1"), "--warmups must be at least 0"),
                Arguments.of(List.of("--iterations", "many"), "--iterations must be a whole number"),
                Arguments.of(List.of("--jvm", "/no/such/jdk"), "--jvm: no java executable"),
                Arguments.of(List.of("--codecs", "protobuf-coded"), "unknown json codec 'protobuf-coded'"),
                Arguments.of(List.of("--codecs", "gson"), "unknown json codec 'gson'"),
                Arguments.of(List.of("--heap", "lots"), "--heap must be a JVM size"),
                Arguments.of(List.of("--operations", "append"), "unknown operation 'append'"),
                Arguments.of(List.of("--run", "../escape"), "--run must be"));
    }

    @ParameterizedTest
    @MethodSource("badSettings")
    void badSettingsAreUsageErrorsBeforeAnythingRuns(List<String> options, String message, @TempDir Path results) {
        String[] args = Stream.concat(Stream.of("bench", "--format", "json", "--data", data.toString(),
                "--results", results.toString()), options.stream()).toArray(String[]::new);

        CliRun bench = run(args);

        assertEquals(ExitCodes.USAGE, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains(message), bench.err());
        assertEquals(1, bench.err().strip().lines().count(), "one line, no stack trace: " + bench.err());
    }

    @Test
    void anUnknownFormatIsAUsageError() {
        CliRun bench = run("bench", "--format", "xml");

        assertEquals(ExitCodes.USAGE, bench.exitCode());
        assertTrue(bench.err().contains("unknown format 'xml'"), bench.err());
    }

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }
}
