package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.Defaults;
import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.User;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Operation;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunId;
import io.formatbench.results.RunResult;
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import io.formatbench.run.BenchOptions;
import io.formatbench.run.BenchRun;
import io.formatbench.run.Dataset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The harness end to end on small datasets: real forked JVMs, real results files. A zstd dataset and a
 * scaling run: BenchRunKindsTest; a small heap and a CPU hog: BenchUnderPressureTest.
 */
class BenchCommandTest {

    private static final List<String> KEY_FIELDS = List.of("schema", "format", "compression", "codec", "variant",
            "operation", "mode", "threads", "jvm");
    private static final List<String> BENCHMARK_FIELDS = List.of("style", "warmups_min", "warmups_max", "iterations",
            "time_ms", "records_per_s", "mb_per_s", "raw_mb_per_s", "min_ms", "max_ms", "latency_ns",
            "latency_percentiles", "latency_p99_ns", "alloc_bytes_per_record", "peak_heap_bytes",
                    "live_heap_after_bytes",
            "gc_count", "gc_ms", "file_bytes", "raw_file_bytes", "gzip_bytes", "other_cpu_cores", "machine_busy",
            "busy_forks", "unjudged_forks", "canary_mean_ms", "canary_cv", "machine_unsteady", "canary_slower",
            "machine_slow", "verified", "forks");
    private static final List<String> FORK_FIELDS = List.of("round", "slot", "warmup_ms", "steady", "iteration_ms",
            "median_ms", "mean_ms", "alloc_bytes_per_record", "peak_heap_bytes", "gc_count", "gc_ms", "cpu_ms",
            "other_cpu_cores",
            "canary_ms", "canary_warmup_ms", "life_other_cpu_cores", "machine_busy", "live_heap_after_bytes",
            "latency_ns", "latency_overhead_ns", "write_chunk_records", "seconds", "failure");
    private static final List<String> SECONDS_FIELDS = List.of("total", "jvm_start", "setup", "canary", "records",
            "warmups", "measured", "latency", "verification", "rest");

    @TempDir
    static Path shared;

    static Path data;

    @BeforeAll
    static void generateDataset() {
        data = shared.resolve("data");
        CliRun generate = run("generate", "--records", "2000", "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.err());
    }

    /** A run, made once for several tests that each assert other things of it. */
    private record SharedRun(CliRun bench, Path results, String id) {

        Path file() {
            return results.resolve(id).resolve("files.json");
        }
    }

    private static SharedRun everyCodec;
    /** A run made by {@link BenchRun} itself, its events recorded. */
    private record RecordedRun(RecordedEvents events, Path results, String id) {

        Path file() {
            return results.resolve(id).resolve("files.json");
        }
    }

    private static RecordedRun inRounds;

    /**
     * Every codec's library read, one fork each: with BenchUnderPressureTest's fork of every codec's write, every
     * codec's forks are these (the ITs count on it). Its writes are not here: those forks, with more records than
     * their heap holds, verify each codec's write byte for byte and check a write's fields, and a write that holds
     * its records is the rounds' run's; ten more forks here proved no more. Nor are the other variants: which codecs
     * get which is the plan's (BenchmarkPlanTest), the bare loops' and strict readers' own code of every codec is
     * VariantWorkloadsTest's, and a fork of each kind of variant, its fields checked, is BenchRunKindsTest's zstd
     * run: eighteen forks here proved no more either.
     */
    private static synchronized SharedRun everyCodec() {
        if (everyCodec == null) {
            Path results = shared.resolve("results");
            CliRun bench = run("bench", "--data", data.toString(), "--results", results.toString(), "--run", "every",
                    "--variants", "library", "--operations", "read", "--warmups", "1", "--max-warmups", "2",
                    "--iterations", "2", "--forks", "1", "--precision", "none", "--heap", "128m", TestForks.C1_ONLY);
            everyCodec = new SharedRun(bench, results, "every");
        }
        return everyCodec;
    }

    /**
     * Two rounds of one codec's writes and reads with one thread and with two, over two shards: the
     * rounds' tests and the threads' test read it.
     */
    private static synchronized RecordedRun inRounds() throws IOException {
        if (inRounds == null) {
            Path sharded = shared.resolve("data-sharded");
            CliRun generate = run("generate", "--records", "3001", "--shards", "2", "--data", sharded.toString());
            assertEquals(ExitCodes.OK, generate.exitCode(), generate.err());
            Path results = shared.resolve("results");
            BenchOptions options = new BenchOptions(List.of(Format.PROTOBUF), CodecChoice.named("protobuf-coded"),
                    List.of(Variant.LIBRARY), List.of(Operation.WRITE, Operation.READ), List.of(1, 2),
                    new RoundPolicy(2, Defaults.MAX_FORKS, 0, Defaults.MARGIN, Duration.ZERO), 11,
                    new WarmupPolicy(1, 1, 1, Defaults.WARMUP_TOLERANCE_PERCENT / 100.0), 1, "64m",
                    probed(List.of(), List.of(TestForks.C1_ONLY_ARG)), false,
                    true, null, UnknownFields.REJECT);
            RecordedEvents events = new RecordedEvents();
            try {
                BenchRun.run(options, new Dataset(null, sharded), new ResultsFolder(results),
                        Optional.of(RunId.of("threads")), events);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
            inRounds = new RecordedRun(events, results, "threads");
        }
        return inRounds;
    }

    /**
     * Every codec of both formats in one run, each field of the results written. Every codec's write, and a
     * write's own fields: BenchUnderPressureTest's small heap; a write that holds its records: the rounds' run's
     * (runsInRoundsEveryBenchmarksFirstForkBeforeAnySecond). The variants beside the
     * library's (the bare loops and the strict readers, the yardsticks the README's figures are checked
     * against; the floors and plain reads), labelled, in one run: BenchRunKindsTest's zstd run. (A run of
     * named variants measures no others: the scaling test's second run.)
     */
    @Test
    void measuresEveryCodecOfBothFormatsInOneRunAndWritesEveryField() throws IOException {
        CliRun bench = everyCodec().bench();

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.err());
        JsonNode result = new ObjectMapper().readTree(everyCodec().file().toFile());
        assertEquals(6, result.get("result_version").asInt());
        assertEquals("none", result.get("dataset").get("compression").asText());
        for (String key : List.of("tool", "env", "dataset", "settings", "machine", "benchmarks")) {
            assertTrue(result.has(key), key);
        }
        assertTrue(result.get("env").get("jvm_args").toString().contains("-Xmx128m"), "forks get the stated heap");
        assertTrue(result.get("env").get("jvm_args").toString().contains("-XX:+AlwaysPreTouch"),
                "and touch it at start");
        assertEquals("[\"json\",\"protobuf\"]", result.get("settings").get("formats").toString(),
                "every format of the dataset");
        assertEquals(2000, result.get("dataset").get("records").asLong());
        assertTrue(result.get("machine").has("other_cpu_cores_before"));
        assertEquals("forks", result.get("stopping").get("rule").asText(), "no precision: the forks asked for");
        assertEquals(1, result.get("stopping").get("rounds").asInt());
        assertFalse(result.get("stopping").get("sequential").asBoolean(), "a fixed number of rounds: no looking");
        assertEquals(7, result.get("stopping").get("family").asInt(), "reads only: the two head-to-head pairs, each"
                + " Jackson 3 codec against its Jackson 2 counterpart, and jackson3-databind against each set-back twin");
        assertTrue(result.get("machine").get("canary_mean_ms").asDouble() > 0, "the canary ran");

        JsonNode benchmarks = result.get("benchmarks");
        Set<String> keys = new HashSet<>();
        List<String> labels = new ArrayList<>();
        for (JsonNode benchmark : benchmarks) {
            for (String field : KEY_FIELDS) {
                assertTrue(benchmark.has(field), "the key's fields are the entry's: " + field);
            }
            for (String field : BENCHMARK_FIELDS) {
                assertTrue(benchmark.has(field), benchmark.get("codec") + " lacks " + field);
            }
            String variant = benchmark.get("variant").asText();
            labels.add(benchmark.get("codec").asText() + " " + variant + " " + benchmark.get("operation").asText());
            if (variant.equals("library")) {
                keys.add(benchmark.get("format").asText() + "/" + benchmark.get("codec").asText() + "/"
                        + benchmark.get("operation").asText());
            }
            assertEquals("none", benchmark.get("compression").asText());
            assertEquals(benchmark.get("file_bytes"), benchmark.get("raw_file_bytes"), "uncompressed, the file is raw");
            assertEquals("file", benchmark.get("mode").asText());
            assertEquals(1, benchmark.get("threads").asInt());
            assertTrue(benchmark.get("verified").asBoolean(), benchmark.toString());
            assertTrue(benchmark.get("time_ms").get("mean").asDouble() > 0);
            assertEquals(1, benchmark.get("time_ms").get("forks").asInt());
            assertEquals("read", benchmark.get("operation").asText(), "the reads only, as asked");
            assertTrue(benchmark.get("gzip_bytes").asLong() > 0, benchmark.toString());
            JsonNode forks = benchmark.get("forks");
            assertEquals(1, forks.size());
            JsonNode fork = forks.get(0);
            for (String field : FORK_FIELDS) {
                assertTrue(fork.has(field), "fork lacks " + field);
            }
            assertEquals(2, fork.get("iteration_ms").size());
            double mean = (fork.get("iteration_ms").get(0).asDouble() + fork.get("iteration_ms").get(1).asDouble()) / 2;
            assertEquals(mean, fork.get("mean_ms").asDouble(), 1e-9, "a fork's time: the mean of every measured pass");
            assertEquals(mean, benchmark.get("time_ms").get("mean").asDouble(), 1e-9, "one fork's, the benchmark's");
            int warmups = fork.get("warmup_ms").size();
            assertTrue(warmups >= 1 && warmups <= 2, "warm-ups between the least and the most: " + warmups);
            assertEquals(2, fork.get("cpu_ms").size(), "the fork's CPU per pass");
            assertTrue(fork.get("life_other_cpu_cores").isNull()
                    || fork.get("life_other_cpu_cores").asDouble() >= 0,
                    "never negative: " + fork.get("life_other_cpu_cores"));
            assertEquals(2, fork.get("canary_ms").size(), "a canary before every measured pass");
            assertEquals(warmups, fork.get("canary_warmup_ms").size(), "and one before every warm-up, apart");
            // The other variants' latency passes, or their absence: BenchRunKindsTest's zstd run.
            assertTrue(fork.get("latency_ns").get("p99").asLong() > 0);
            assertEquals(0, fork.get("write_chunk_records").asInt(), "a read writes no records: " + fork);
            JsonNode seconds = fork.get("seconds");
            double phases = 0;
            for (String phase : SECONDS_FIELDS) {
                assertTrue(seconds.get(phase).isNumber(), "seconds lack " + phase);
                phases += phase.equals("total") ? 0 : seconds.get(phase).asDouble();
            }
            assertEquals(seconds.get("total").asDouble(), phases, 1e-6, "the phases and the rest make the total");
            assertTrue(seconds.get("jvm_start").asDouble() > 0 && seconds.get("measured").asDouble() > 0,
                    seconds.toString());
            assertEquals(0, seconds.get("records").asDouble(), "only a write generates records: " + seconds);
        }
        int codecs = defaultDatasetCodecs().size();
        assertEquals(codecs, keys.size(), "every codec's read: " + keys);
        assertTrue(bench.out().contains("verified"), bench.out());
        assertTrue(bench.out().contains("seconds per fork, mean over the forks"), bench.out());
        assertEquals(codecs, labels.size(), "the library's variant only, as asked: " + labels);
    }

    @Test
    void runsInRoundsEveryBenchmarksFirstForkBeforeAnySecond() throws IOException {
        RecordedEvents bench = inRounds().events();

        JsonNode result = new ObjectMapper().readTree(inRounds().file().toFile());
        assertEquals(11, result.get("settings").get("shuffle_seed").asLong());
        assertEquals("forks", result.get("stopping").get("rule").asText(), "no precision: the forks asked for");
        assertEquals(2, result.get("stopping").get("rounds").asInt());
        JsonNode benchmarks = result.get("benchmarks");
        for (JsonNode benchmark : benchmarks) {
            boolean write = benchmark.get("operation").asText().equals("write");
            for (JsonNode fork : benchmark.get("forks")) {
                // 3,001 records fit a quarter of 64 MiB: a write holds them, generated once for its passes.
                assertEquals(0, fork.get("write_chunk_records").asInt(), fork.toString());
                assertEquals(write, fork.get("seconds").get("records").asDouble() > 0,
                        "only a write generates records: " + fork.get("seconds"));
            }
            assertEquals(2, benchmark.get("time_ms").get("forks").asInt());
            assertTrue(benchmark.get("time_ms").get("ci999").isNumber(), "two forks give an interval");
            JsonNode forks = benchmark.get("forks");
            assertEquals(2, forks.size());
            for (int i = 0; i < 2; i++) {
                assertEquals(i + 1, forks.get(i).get("round").asInt());
            }
        }

        List<Integer> rounds = bench.of(BenchEvent.ForkStarting.class).stream().map(BenchEvent.ForkStarting::round)
                .toList();
        List<Integer> expected = new ArrayList<>(java.util.Collections.nCopies(benchmarks.size(), 1));
        expected.addAll(java.util.Collections.nCopies(benchmarks.size(), 2));
        assertEquals(expected, rounds, "every benchmark's first fork before any second: " + bench);
        assertTrue(bench.forkOutput().contains("writes hold their 3001 records, generated once for every pass"),
                bench.forkOutput());
        List<BenchEvent.RoundsStopped> stopped = bench.of(BenchEvent.RoundsStopped.class);
        assertEquals(List.of(new BenchEvent.RoundsStopped(2, StopRule.FORKS)), stopped, bench.toString());
    }

    /**
     * The run's order, as printed and as recorded by round and slot, is the one its recorded seed gives the
     * plan of its benchmarks: a run with the same seed orders alike. Round 2 is ordered anew.
     */
    @Test
    void eachRoundIsShuffledFromTheRecordedSeed() throws IOException {
        RecordedEvents bench = inRounds().events();
        RunResult run = ResultFiles.read(inRounds().file());
        DatasetSchema<?> schema = Schemas.byName(run.dataset().schema());
        List<PlannedBenchmark> benchmarks = run.benchmarks().stream()
                .map(benchmark -> new PlannedBenchmark(benchmark.key(), schema.codec(benchmark.key().codec())))
                .toList();

        List<List<PlannedBenchmark>> rounds = new BenchmarkPlan(schema, benchmarks, 2, run.settings().shuffleSeed())
                .rounds();

        List<String> expected = rounds.stream().flatMap(List::stream).map(b -> b.key().label()).toList();
        assertEquals(expected, bench.of(BenchEvent.ForkStarting.class).stream().map(fork -> fork.key().label())
                .toList(), "the recorded seed's order");
        List<String> recorded = new ArrayList<>();
        for (int round = 1; round <= 2; round++) {
            String[] slots = new String[benchmarks.size()];
            for (BenchmarkResult benchmark : run.benchmarks()) {
                for (ForkResult fork : benchmark.forks()) {
                    if (fork.round() == round) {
                        slots[fork.slot() - 1] = benchmark.key().label();
                    }
                }
            }
            recorded.addAll(List.of(slots));
        }
        assertEquals(expected, recorded, "each fork's round and slot in the results");
        assertEquals(8, expected.size());
        assertNotEquals(rounds.get(0), rounds.get(1), "round 2 is ordered anew: " + expected);
    }

    @Test
    void threadsReadAndWriteTheShardsSideBySideAndTheReportShowsTheSpeedUp() throws IOException {
        inRounds();
        Path sharded = shared.resolve("data-sharded");

        JsonNode run = new ObjectMapper().readTree(inRounds().file().toFile());
        assertTrue(run.get("env").get("jvm_args").toString().contains("-XX:TieredStopAtLevel=1"),
                "--jvm-arg reaches the forks: " + run.get("env"));
        JsonNode benchmarks = run.get("benchmarks");
        assertEquals(4, benchmarks.size());
        Set<String> measured = new HashSet<>();
        for (JsonNode benchmark : benchmarks) {
            measured.add(benchmark.get("operation").asText() + " " + benchmark.get("threads").asInt());
            assertTrue(benchmark.get("verified").asBoolean(), benchmark.toString());
            // Both shards' files, read or written: the whole dataset, whatever the threads.
            assertEquals(Files.size(sharded.resolve("users-1-of-2.pb"))
                    + Files.size(sharded.resolve("users-2-of-2.pb")),
                    benchmark.get("file_bytes").asLong());
            // Every thread's allocation counts: protobuf-coded allocates per record read, in any thread.
            if (benchmark.get("operation").asText().equals("read")) {
                assertTrue(benchmark.get("alloc_bytes_per_record").get("mean").asDouble() > 50, benchmark.toString());
            }
        }
        assertEquals(Set.of("write 1", "write 2", "read 1", "read 2"), measured);

        CliRun report = run("report", "--results", inRounds().results().toString(), "--run", "threads");
        assertEquals(ExitCodes.OK, report.exitCode(), report.err());
        String markdown = Files.readString(inRounds().results().resolve("threads/report.md"));
        assertTrue(markdown.contains("## Threads"), markdown);
        assertTrue(markdown.contains("| protobuf-coded | read | 2 |"), markdown);
    }

    @Test
    void neverOverwritesEarlierResults(@TempDir Path results) throws IOException {
        Path earlier = results.resolve("same").resolve("files.json");
        Files.createDirectories(earlier.getParent());
        Files.writeString(earlier, "{}");

        CliRun bench = run("bench", "--format", "protobuf", "--data", data.toString(), "--results", results.toString(),
                "--run", "same", "--iterations", "1", "--warmups", "0");

        assertEquals(ExitCodes.IO_ERROR, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains("never overwritten"), bench.err());
        assertEquals("{}", Files.readString(earlier));
    }

    @Test
    void moreThreadsThanShardsAreRefusedBeforeAnyFork(@TempDir Path results) {
        CliRun bench = run("bench", "--threads", "2", "--data", data.toString(), "--results", results.toString(),
                "--run", "too-many");

        assertEquals(ExitCodes.DATASET_MISMATCH, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains("1 shard(s), too few for 2 threads"), bench.err());
        assertTrue(bench.err().contains("--shards 2"), bench.err());
        assertFalse(bench.err().contains("round 1"), bench.err());
    }

    @Test
    void aReadThatDoesNotMatchTheManifestFailsTheRunAndIsMarked(@TempDir Path scratch) throws IOException {
        Path tampered = copyOfDataset(scratch.resolve("data"), "users.jsonl", "users.pb");
        // The files are intact (sizes and SHA-256 match), but the manifest promises other content.
        writeManifest(tampered, manifest -> {
            manifest.put("content_digest", "fbd2:0000000000000000");
            manifest.get("files").forEach(file -> ((ObjectNode) file).put("content_digest", "fbd2:0000000000000000"));
        });

        CliRun bench = run("bench", "--format", "protobuf", "--codecs", "protobuf-coded", "--operations", "read",
                "--data", tampered.toString(), "--results", scratch.resolve("results").toString(), "--run", "bad",
                "--warmups", "0", "--max-warmups", "0", "--iterations", "1", "--forks", "1", "--precision", "none",
                "--heap", "128m", TestForks.C1_ONLY);

        assertEquals(ExitCodes.DATASET_MISMATCH, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains("verification failed"), bench.err());
        assertTrue(bench.out().contains("NO - FAILED VERIFICATION"), bench.out());
        JsonNode result = new ObjectMapper().readTree(scratch.resolve("results/bad/files.json").toFile());
        assertFalse(result.get("benchmarks").get(0).get("verified").asBoolean());
    }

    @Test
    void aWriteWhoseSeedDoesNotMakeTheDatasetIsRefusedBeforeAnyFork(@TempDir Path scratch) throws IOException {
        Path reseeded = copyOfDataset(scratch.resolve("data"), "users.jsonl", "users.pb");
        // Files, sizes, SHA-256 and content digest all as generated; only the seed is not theirs.
        ObjectNode manifest = writeManifest(reseeded, m -> m.put("seed", m.get("seed").asLong() + 1));

        CliRun bench = run("bench", "--format", "json", "--codecs", "jackson-streaming", "--operations", "write",
                "--data", reseeded.toString(), "--results", scratch.resolve("results").toString(), "--run", "bad",
                "--warmups", "0", "--iterations", "1", "--forks", "1", "--precision", "none", "--heap", "128m");

        assertEquals(ExitCodes.DATASET_MISMATCH, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains("manifest.json: seed " + manifest.get("seed").asLong() + " generates 2000"
                + " records with content "), bench.err());
        assertTrue(bench.err().contains("the writes would not write this dataset"), bench.err());
        assertFalse(bench.err().contains("round 1"), "no fork ran: " + bench.err());
    }

    @Test
    void theScratchFilesOfAKilledRunAreRemovedAndALiveRunsAreKept(@TempDir Path scratch) throws Exception {
        Path copy = copyOfDataset(scratch.resolve("data"), "users.jsonl", "users.pb", "manifest.json");
        Process ended = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-version")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        ended.waitFor();
        Path dead = Files.writeString(copy.resolve(ScratchFiles.name("users.pb", ended.pid())), "half a file");
        Path live = Files.writeString(copy.resolve(ScratchFiles.name("users.jsonl", ProcessHandle.current().pid())),
                "another run's file");

        CliRun bench = run("bench", "--format", "protobuf", "--codecs", "protobuf-coded", "--operations", "read",
                "--data", copy.toString(), "--results", scratch.resolve("results").toString(), "--warmups", "0",
                "--max-warmups", "0", "--iterations", "1", "--forks", "1", "--precision", "none",
                "--latency-pass=false", "--heap", "128m", TestForks.C1_ONLY);

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains("removed 1 scratch file(s) of a killed benchmark run from " + copy),
                bench.err());
        assertFalse(Files.exists(dead));
        assertTrue(Files.exists(live), "a live process's scratch file stays");
    }

    @Test
    void aChangedDataFileIsRefusedBeforeAnyFork(@TempDir Path scratch) throws IOException {
        Path changed = copyOfDataset(scratch.resolve("data"), "users.jsonl", "users.pb", "manifest.json");
        byte[] bytes = Files.readAllBytes(changed.resolve("users.pb"));
        bytes[bytes.length / 2] ^= 1;
        Files.write(changed.resolve("users.pb"), bytes);

        CliRun bench = run("bench", "--data", changed.toString(), "--results", scratch.resolve("results").toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains("users.pb: SHA-256"), bench.err());
        assertFalse(bench.err().contains("round 1"), "no fork ran: " + bench.err());
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
                Arguments.of(List.of("--forks", "5", "--max-forks", "4"), "--max-forks (4) is below --forks (5)"),
                Arguments.of(List.of("--precision", "fine"),
                        "--precision must be a percentage such as 5% or a fraction"),
                Arguments.of(List.of("--precision", "150%"),
                        "--precision must be at least 0 and below 100%, was '150%'"),
                Arguments.of(List.of("--precision", "-0.1"), "--precision must be at least 0 and below 100%"),
                Arguments.of(List.of("--time-budget", "soon"), "--time-budget must be a time such as 90s, 3m or 1m30s"),
                Arguments.of(List.of("--time-budget", "-5s"), "--time-budget must be a time such as 90s"),
                Arguments.of(List.of("--warmups", "-1"), "--warmups must be at least 0"),
                Arguments.of(List.of("--warmups", "5", "--max-warmups", "4"),
                        "--max-warmups (4) is below --warmups (5)"),
                Arguments.of(List.of("--iterations", "many"), "--iterations must be a whole number"),
                Arguments.of(List.of("--shuffle-seed", "x"), "--shuffle-seed must be a whole number"),
                Arguments.of(List.of("--jvm", "/no/such/jdk"), "--jvm: no java executable"),
                Arguments.of(List.of("--format", "json", "--codecs", "protobuf-coded"),
                        "codec 'protobuf-coded' is a protobuf codec, and protobuf is not measured"),
                Arguments.of(List.of("--codecs", "gson"), "codec 'gson' is not a codec of schema user"),
                Arguments.of(List.of("--variants", "fast"),
                        "--variants: unknown variant 'fast' (known: library, mapped, strict, bare-loop, newer-data, twin, floor,"
                                + " plain-read)"),
                Arguments.of(List.of("--variants", "strict", "--operations", "write"), "nothing to measure"),
                Arguments.of(List.of("--heap", "lots"), "--heap must be a JVM size"),
                Arguments.of(List.of("--operations", "append"),
                        "--operations: unknown operation 'append' (known: write, read)"),
                Arguments.of(List.of("--format", "xml"), "--format: unknown format 'xml'"),
                Arguments.of(List.of("--compression", "lz4"), "--compression: unknown compression 'lz4'"),
                Arguments.of(List.of("--run", "../escape"), "--run: a run id is letters, digits"));
    }

    @ParameterizedTest
    @MethodSource("badSettings")
    void badSettingsAreUsageErrorsBeforeAnythingRuns(List<String> options, String message, @TempDir Path results) {
        String[] args = Stream.concat(Stream.of("bench", "--data", data.toString(), "--results", results.toString()),
                options.stream()).toArray(String[]::new);

        CliRun bench = run(args);

        assertEquals(ExitCodes.USAGE, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains(message), bench.err());
        assertEquals(1, bench.err().strip().lines().count(), "one line, no stack trace: " + bench.err());
    }

    /** The JVMs asked what they are, as bench's options ask them. */
    private static ForkJvms probed(List<JvmGiven> jvms, List<String> everyJvm) throws IOException {
        try {
            return ForkJvms.probe(jvms, everyJvm);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    /** A folder with the shared dataset's files of these names, copied. */
    private static Path copyOfDataset(Path folder, String... names) throws IOException {
        Files.createDirectories(folder);
        for (String name : names) {
            Files.copy(data.resolve(name), folder.resolve(name));
        }
        return folder;
    }

    /** Writes into {@code folder} the shared dataset's manifest as {@code change} leaves it; returns it. */
    private static ObjectNode writeManifest(Path folder, Consumer<ObjectNode> change)
            throws IOException {
        ObjectNode manifest = (ObjectNode) new ObjectMapper().readTree(data.resolve("manifest.json").toFile());
        change.accept(manifest);
        new ObjectMapper().writeValue(folder.resolve("manifest.json").toFile(), manifest);
        return manifest;
    }

    /** The codecs of the formats a dataset has by default (json, protobuf): what bench measures of it. */
    private static List<Codec<User>> defaultDatasetCodecs() {
        return Format.listOf(Defaults.FORMATS).stream().flatMap(format -> Schemas.USER.codecs(format).stream())
                .toList();
    }
}
