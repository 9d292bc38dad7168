package io.formatbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.dataset.SchemaFiles;
import io.formatbench.report.SampleRunsAccess;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {

    @Test
    void theKeyIsWrittenAsFieldsAndUndefinedFiguresAsNull(@TempDir Path folder) throws Exception {
        BenchmarkKey key = new BenchmarkKey(SchemaName.of("user"), Format.PROTOBUF, Compression.NONE,
                CodecName.of("protobuf-coded"), Variant.BARE_LOOP, Operation.READ, Mode.FILE, 1);
        org.HdrHistogram.Histogram latencies = new org.HdrHistogram.Histogram(3);
        latencies.recordValue(310);
        latencies.recordValue(2_900);
        String histogram = LatencyHistograms.encode(latencies);
        ForkResult fork = new ForkResult(1, 1, List.of(100.0), true, List.of(80.0), 80.0, 80.0, 249.0, 1, 0, 0.0,
                List.of(90.0),
                List.of(Double.NaN), List.of(5.0, 5.1), List.of(9.0), Double.NaN, false, 5, null, Double.NaN, 0,
                new ForkSeconds(2.0, 0.3, 0.2, 0.1, 0.0, 0.5, 0.3, 0.2, 0.1, 0.3), null, histogram, Map.of());
        BenchmarkResult benchmark = new BenchmarkResult(key, Style.TUNED, 1, 1, 1, new Estimate(80.0, Double.NaN, 1),
                new Estimate(12.5e6, Double.NaN, 1), new Estimate(673.0, Double.NaN, 1), new Estimate(673.0,
                        Double.NaN, 1), 80.0, 80.0, null, List.of(),
                Estimate.MISSING, new Estimate(249.0, Double.NaN, 1), Estimate.MISSING, Estimate.MISSING, 0, 0.0,
                        53_887_724,
                53_887_724, 16_386_131, 0, Double.NaN, false, 0, 1, 5.05, 0.014, false, 0.01, false, true, histogram,
                List.of(fork));
        RunResult run = new RunResult(RunResult.CURRENT_VERSION, "r", "2026-11-22T00:00:00Z",
                new RunResult.Tool("formatbench", "0.1.0", "abc"), null, new RunResult.Dataset(SchemaName.of("user"), 1,
                        42,
                        "fbd1:0", Compression.NONE,
                        Map.of("users.pb", 53_887_724L)), null, new RunResult.Machine(Double.NaN, false, 5.05,
                                0.014, false),
                new RunResult.Stopping(StopRule.PRECISION, 1, 10.0, 0.04, 0, false), List.of(benchmark));
        Path file = ResultFiles.path(folder, "r", Mode.FILE);

        ResultFiles.write(run, file);

        JsonNode entry = new ObjectMapper().readTree(file.toFile()).get("benchmarks").get(0);
        assertEquals("protobuf", entry.get("format").asText());
        assertEquals("bare-loop", entry.get("variant").asText());
        assertEquals("read", entry.get("operation").asText());
        assertEquals("file", entry.get("mode").asText());
        assertFalse(entry.has("key"), "the key's fields stand at the top level of the entry");
        assertTrue(entry.get("time_ms").get("ci999").isNull(), "one fork: no interval, written as null");
        assertTrue(entry.get("other_cpu_cores").isNull());
        assertEquals("files.json", file.getFileName().toString());

        RunResult read = ResultFiles.read(file);
        assertEquals(key, read.benchmarks().get(0).key());
        assertTrue(Double.isNaN(read.benchmarks().get(0).timeMs().ci999()), "null reads back as NaN");
        assertTrue(Double.isNaN(read.benchmarks().get(0).forks().get(0).otherCpuCores().get(0)));
        assertEquals(80.0, read.benchmarks().get(0).timeMs().mean());
        assertEquals(histogram, entry.get("latency_histogram").asText());
        assertEquals(latencies, LatencyHistograms.decode(read.benchmarks().get(0).latencyHistogram()));
        assertEquals(latencies, LatencyHistograms.decode(read.benchmarks().get(0).forks().get(0).latencyHistogram()));
        assertEquals("none", entry.get("compression").asText());
    }

    /** A results file written before skipped_fields and unknown_fields existed reads as what it measured. */
    @Test
    void aFileWithoutTheKeysAddedSinceReadsAsRejectingAndSkippingNothing(@TempDir Path folder) throws Exception {
        RunResult run = SampleRunsAccess.run();
        Path file = ResultFiles.path(folder, run.runId(), Mode.FILE);
        ResultFiles.write(run, file);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        ((ObjectNode) tree.get("settings")).remove("unknown_fields");
        ((ObjectNode) tree.get("tool")).remove("schema_files");
        tree.get("benchmarks").forEach(b -> {
            ((ObjectNode) b).remove(List.of("skipped_fields", "latency_histogram"));
            b.get("forks").forEach(fork -> ((ObjectNode) fork).remove("latency_histogram"));
        });
        new ObjectMapper().writeValue(file.toFile(), tree);

        RunResult read = ResultFiles.read(file);

        assertEquals(UnknownFields.REJECT, read.settings().unknownFields());
        assertTrue(read.benchmarks().stream().allMatch(b -> b.skippedFields() == 0));
        assertTrue(read.benchmarks().stream().allMatch(b -> b.latencyHistogram() == null
                && b.forks().stream().allMatch(fork -> fork.latencyHistogram() == null)), "histograms not kept then");
        assertEquals(run.benchmarks().size(), read.benchmarks().size());
        assertNull(read.tool().schemaFiles(), "the schema's files not known then");
    }

    /** The .proto files the schema was built from, beside the commit: their hash, and what git did not have. */
    @Test
    void theSchemaFilesAreWrittenInTheTool(@TempDir Path folder) throws Exception {
        RunResult sample = SampleRunsAccess.run();
        SchemaFiles files = new SchemaFiles("ab".repeat(32), List.of("acme/orders.proto", "user.proto"),
                List.of("acme/orders.proto"), List.of());
        RunResult run = new RunResult(sample.resultVersion(), sample.runId(), sample.created(),
                new RunResult.Tool("formatbench", "0.1.0", "abc", files), sample.env(), sample.dataset(),
                sample.settings(), sample.machine(), sample.stopping(), sample.benchmarks());
        Path file = ResultFiles.path(folder, run.runId(), Mode.FILE);

        ResultFiles.write(run, file);

        JsonNode written = new ObjectMapper().readTree(file.toFile()).get("tool").get("schema_files");
        assertEquals("{\"sha256\":\"" + "ab".repeat(32) + "\",\"files\":[\"acme/orders.proto\",\"user.proto\"],"
                + "\"untracked\":[\"acme/orders.proto\"],\"modified\":[]}", written.toString());
        assertEquals(files, ResultFiles.read(file).tool().schemaFiles());
    }

    /**
     * The key's format options are one object, each option by its name; a file from before wrote each as a
     * key of its own ("avro_blocks", "null" for every format whose files have no blocks), one from before
     * Avro's block codecs none: both read as what they measured.
     */
    @Test
    void formatOptionsAreOneObjectAndFilesOfEachOptionAsItsOwnKeyStillRead(@TempDir Path folder) throws Exception {
        RunResult run = SampleRunsAccess.withAvro(AvroBlockCodec.DEFLATE);
        Path file = ResultFiles.path(folder, run.runId(), Mode.FILE);
        ResultFiles.write(run, file);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        int avro = 0;
        for (JsonNode benchmark : tree.get("benchmarks")) {
            boolean ofAvro = benchmark.get("format").asText().equals("avro");
            assertEquals(ofAvro ? "{\"avro_blocks\":\"deflate\"}" : "{}", benchmark.get("format_options").toString());
            assertFalse(benchmark.has("avro_blocks"), "no option outside the format's options");
            avro += ofAvro ? 1 : 0;
        }
        assertEquals(4, avro);
        assertEquals(keys(run), keys(ResultFiles.read(file)));

        ObjectNode before = tree.deepCopy();
        before.get("benchmarks").forEach(b -> ((ObjectNode) b).put("avro_blocks",
                ((ObjectNode) b).remove("format_options").path("avro_blocks").asText("null")));
        new ObjectMapper().writeValue(file.toFile(), before);
        assertEquals(keys(run), keys(ResultFiles.read(file)), "each option as a key of its own");

        ObjectNode beforeBlocks = tree.deepCopy();
        beforeBlocks.get("benchmarks").forEach(b -> ((ObjectNode) b).remove("format_options"));
        new ObjectMapper().writeValue(file.toFile(), beforeBlocks);
        assertTrue(ResultFiles.read(file).benchmarks().stream()
                .allMatch(b -> b.key().formatOptions().equals(FormatOptions.DEFAULTS)), "no option: every default");
    }

    private static List<BenchmarkKey> keys(RunResult run) {
        return run.benchmarks().stream().map(BenchmarkResult::key).toList();
    }

    @Test
    void anOptionOrAValueThisToolDoesNotHaveIsBadInput(@TempDir Path folder) throws Exception {
        RunResult run = SampleRunsAccess.withAvro(AvroBlockCodec.NULL);
        Path file = ResultFiles.path(folder, run.runId(), Mode.FILE);
        ResultFiles.write(run, file);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        ((ObjectNode) tree.get("benchmarks").get(0)).putObject("format_options").put("avro_blocks", "snappy");
        new ObjectMapper().writeValue(file.toFile(), tree);
        BadInputException value = assertThrows(BadInputException.class, () -> ResultFiles.read(file));
        assertTrue(value.getMessage().contains("unknown Avro block codec 'snappy'"), value.getMessage());

        ((ObjectNode) tree.get("benchmarks").get(0)).putObject("format_options").put("sync_interval", "64k");
        new ObjectMapper().writeValue(file.toFile(), tree);
        BadInputException option = assertThrows(BadInputException.class, () -> ResultFiles.read(file));
        assertTrue(option.getMessage().contains("sync_interval"), option.getMessage());
    }

    /**
     * A version 3 file, from before the speed canary: its machine's speed is unknown, never "unsteady",
     * its busy flags stand as measured, and its rounds were the forks it was asked for.
     */
    @Test
    void resultsOfVersion3ReadWithTheMachinesSpeedUnknown(@TempDir Path folder) throws Exception {
        RunResult run = SampleRunsAccess.run();
        Path file = ResultFiles.path(folder, run.runId(), Mode.FILE);
        ResultFiles.write(run, file);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        tree.put("result_version", 3);
        tree.remove("stopping");
        ((ObjectNode) tree.get("machine")).retain("other_cpu_cores_before");
        ((ObjectNode) tree.get("settings")).remove(List.of("unsteady_cv", "precision", "time_budget_s", "max_forks"));
        ((ObjectNode) tree.get("benchmarks").get(0)).put("machine_busy", true);
        for (JsonNode benchmark : tree.get("benchmarks")) {
            ((ObjectNode) benchmark).remove(List.of("busy_forks", "unjudged_forks", "canary_mean_ms", "canary_cv",
                    "machine_unsteady"));
            benchmark.get("forks").forEach(fork -> ((ObjectNode) fork).remove(List.of("canary_ms",
                    "life_other_cpu_cores", "machine_busy")));
        }
        new ObjectMapper().writeValue(file.toFile(), tree);

        RunResult read = ResultFiles.read(file);

        assertEquals(3, read.resultVersion(), "the file's own version");
        assertEquals(StopRule.FORKS, read.stopping().rule());
        assertEquals(run.settings().forks(), read.stopping().rounds());
        assertTrue(Double.isNaN(read.machine().canaryCv()));
        assertFalse(read.machine().unsteady());
        assertTrue(read.machine().busy(), "a benchmark was busy");
        assertTrue(read.benchmarks().get(0).machineBusy(), "as measured");
        assertTrue(read.benchmarks().get(0).forks().stream().allMatch(ForkResult::machineBusy));
        assertTrue(read.benchmarks().stream().noneMatch(BenchmarkResult::machineUnsteady));
        assertTrue(read.benchmarks().stream().allMatch(b -> Double.isNaN(b.canaryCv()) && b.forks().stream()
                .allMatch(fork -> fork.canaryMs().isEmpty())));
    }

    /**
     * A version 4 file, from before confidence sequences and measured passes that are the settled ones:
     * its time ratios read at 99.9% each (no family, no looking), with no margin of its own, its latency
     * in every round, its canary as it judged it and no slow stretch, and no record of its forks' seconds.
     */
    @Test
    void resultsOfVersion4ReadAsTheyWereJudged(@TempDir Path folder) throws Exception {
        RunResult run = SampleRunsAccess.run();
        Path file = ResultFiles.path(folder, run.runId(), Mode.FILE);
        ResultFiles.write(run, file);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        tree.put("result_version", 4);
        ((ObjectNode) tree.get("settings")).remove(List.of("slow_canary", "margin", "latency_rounds"));
        ((ObjectNode) tree.get("stopping")).remove(List.of("family", "sequential"));
        ((ObjectNode) tree.get("stopping")).put("rule", "precision");
        for (JsonNode benchmark : tree.get("benchmarks")) {
            ((ObjectNode) benchmark).remove(List.of("canary_slower", "machine_slow"));
            benchmark.get("forks").forEach(fork -> ((ObjectNode) fork).remove(List.of("canary_warmup_ms",
                    "write_chunk_records", "seconds")));
        }
        new ObjectMapper().writeValue(file.toFile(), tree);

        RunResult read = ResultFiles.read(file);

        assertEquals(4, read.resultVersion(), "the file's own version");
        assertEquals(StopRule.PRECISION, read.stopping().rule());
        assertEquals(0, read.stopping().family(), "its ratios each at 99.9%");
        assertFalse(read.stopping().sequential());
        assertTrue(Double.isNaN(read.settings().margin()), "the report's margin, not one of its own");
        assertEquals(read.settings().maxForks(), read.settings().latencyRounds(), "latency in every round");
        assertEquals(run.machine().canaryCv(), read.machine().canaryCv(), 1e-12, "its canary as it judged it");
        assertTrue(read.benchmarks().stream().noneMatch(BenchmarkResult::machineSlow));
        assertTrue(read.benchmarks().stream().flatMap(b -> b.forks().stream())
                .allMatch(fork -> fork.seconds() == null && fork.canaryWarmupMs().isEmpty()));
    }

    /**
     * A version 5 file, from before every measured pass counted: each fork's time was the median of its
     * measured passes, and reads as that, whatever the mean of its passes is.
     */
    @Test
    void resultsOfVersion5ReadWithEachForksMedianAsItsTime(@TempDir Path folder) throws Exception {
        RunResult run = SampleRunsAccess.run();
        Path file = ResultFiles.path(folder, run.runId(), Mode.FILE);
        ResultFiles.write(run, file);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        tree.put("result_version", 5);
        for (JsonNode benchmark : tree.get("benchmarks")) {
            for (JsonNode fork : benchmark.get("forks")) {
                ObjectNode entry = (ObjectNode) fork;
                entry.remove("mean_ms");
                entry.set("iteration_ms", new ObjectMapper().createArrayNode().add(100.0).add(101.0).add(130.0));
                entry.put("median_ms", 101.0);
            }
        }
        new ObjectMapper().writeValue(file.toFile(), tree);

        RunResult read = ResultFiles.read(file);

        assertEquals(5, read.resultVersion(), "the file's own version");
        assertTrue(read.benchmarks().stream().flatMap(b -> b.forks().stream())
                .allMatch(fork -> fork.meanMs() == 101.0), "the median it was measured by, not the mean, 110.3");
    }

    /** Results from before compression measured uncompressed files, and read as such. */
    @Test
    void resultsOfVersion2ReadAsUncompressed(@TempDir Path folder) throws Exception {
        Path file = ResultFiles.path(folder, "old", Mode.FILE);
        java.nio.file.Files.createDirectories(file.getParent());
        java.nio.file.Files.writeString(file, SAMPLE_VERSION_2);

        RunResult read = ResultFiles.read(file);

        assertEquals(2, read.resultVersion(), "the file's own version");
        assertEquals(Compression.NONE, read.dataset().compression());
        BenchmarkResult benchmark = read.benchmarks().get(0);
        assertEquals(Compression.NONE, benchmark.key().compression());
        assertEquals("json jackson-streaming read", benchmark.key().label());
        assertEquals(97_012_345, benchmark.rawFileBytes());
        assertEquals(benchmark.mbPerS(), benchmark.rawMbPerS());
    }

    /**
     * Results name schemas and codecs; reading them needs no registry, so a file of ones the tool no longer
     * has reads. A name that is none is not a results file.
     */
    @Test
    void namesAreReadAsNamesWhateverTheToolHasToday(@TempDir Path folder) throws Exception {
        Path file = ResultFiles.path(folder, "old", Mode.FILE);
        java.nio.file.Files.createDirectories(file.getParent());
        java.nio.file.Files.writeString(file, SAMPLE_VERSION_2.replace("\"user\"", "\"acme.orders.v1.Order\"")
                .replace("jackson-streaming", "jackson-blackbird"));

        BenchmarkKey key = ResultFiles.read(file).benchmarks().get(0).key();

        assertEquals(SchemaName.of("acme.orders.v1.Order"), key.schema());
        assertEquals(CodecName.of("jackson-blackbird"), key.codec());
        java.nio.file.Files.writeString(file, SAMPLE_VERSION_2.replace("jackson-streaming", "Jackson Streaming"));
        BadInputException e = assertThrows(BadInputException.class, () -> ResultFiles.read(file));
        assertTrue(e.getMessage().contains("codec name 'Jackson Streaming'"), e.getMessage());
    }

    /** A version 2 results file as the tool wrote it before compression: one benchmark, one fork. */
    private static final String SAMPLE_VERSION_2 = """
            {"result_version": 2, "run_id": "old", "created": "2026-11-01T00:00:00Z",
             "tool": {"name": "formatbench", "version": "0.1.0", "commit": "abc"}, "env": null,
             "dataset": {"schema": "user", "records": 1000000, "seed": 42, "digest": "fbd1:0",
                         "file_bytes": {"users.jsonl": 97012345}},
             "settings": null, "machine": {"other_cpu_cores_before": null},
             "benchmarks": [{"schema": "user", "format": "json", "codec": "jackson-streaming", "variant": "library",
               "operation": "read", "mode": "file", "threads": 1, "style": "tuned", "warmups_min": 1, "warmups_max": 1,
               "iterations": 1, "time_ms": {"mean": 250.0, "ci999": null, "forks": 1},
               "records_per_s": {"mean": 4000000.0, "ci999": null, "forks": 1},
               "mb_per_s": {"mean": 388.0, "ci999": null, "forks": 1}, "min_ms": 250.0, "max_ms": 250.0,
               "latency_ns": null, "latency_percentiles": [],
                       "latency_p99_ns": {"mean": null, "ci999": null, "forks": 0},
               "alloc_bytes_per_record": {"mean": 126.0, "ci999": null, "forks": 1},
               "peak_heap_bytes": {"mean": 1.0, "ci999": null, "forks": 1},
               "live_heap_after_bytes": {"mean": 1.0, "ci999": null, "forks": 1}, "gc_count": 0, "gc_ms": 0.0,
               "file_bytes": 97012345, "gzip_bytes": 18812345, "other_cpu_cores": null, "machine_busy": false,
               "verified": true,
               "forks": [{"round": 1, "slot": 1, "warmup_ms": [300.0], "steady": true, "iteration_ms": [250.0],
                 "median_ms": 250.0, "alloc_bytes_per_record": 126.0, "peak_heap_bytes": 1, "gc_count": 0, "gc_ms": 0.0,
                 "cpu_ms": [260.0], "other_cpu_cores": [null], "live_heap_after_bytes": 1, "latency_ns": null,
                 "latency_overhead_ns": null, "failure": null}]}]}
            """;

    @Test
    void twoRunsStartedInTheSameSecondGetTwoFolders(@TempDir Path folder) throws Exception {
        ResultsFolder results = new ResultsFolder(folder.resolve("results"));
        String first = results.claimNewRunId();
        String second = results.claimNewRunId();
        assertTrue(!first.equals(second), first + " and " + second);
        assertTrue(java.nio.file.Files.isDirectory(results.runDir(first)), "claimed by creating it");
        assertTrue(second.startsWith(first.substring(0, 8)), second);
    }
}
