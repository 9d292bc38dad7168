package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.Defaults;
import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The harness under pressure, each test on a dataset of its own (they run in separate JVMs: the hog test in the
 * `alone` execution): a heap smaller than the records, a CPU hog beside the run.
 */
class BenchUnderPressureTest {

    /**
     * More records than a 16 MiB heap holds, with a margin: a quarter of it holds some 21,500 users, so all of it
     * some 86,000. 16 MiB is about the least every codec's fork runs in (fastjson2-direct's write fails at 12).
     */
    private static final int MORE_THAN_THE_HEAP_HOLDS = 120_000;

    @Test
    void writesOfMoreRecordsThanTheHeapHoldsRunWithAFixedHeap(@TempDir Path scratch) throws IOException {
        // 120,000 users take about 20 MB as records: more than a 16 MiB heap, which holds a chunk. One pass
        // generates, writes and lets go of some six chunks in turn.
        Path big = dataset(scratch.resolve("data-big"), MORE_THAN_THE_HEAP_HOLDS, "json,protobuf");

        CliRun bench = run("bench", "--operations", "write", "--data", big.toString(), "--results",
                scratch.resolve("results").toString(), "--run", "small-heap", "--warmups", "0", "--max-warmups", "0",
                "--iterations", "1", "--forks", "1", "--precision", "none", "--heap", "16m", "--latency-pass=false",
                TestForks.C1_ONLY);

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.err());
        Matcher chunks = Pattern.compile("writes generate their records in every pass, in chunks of (\\d+) per thread")
                .matcher(bench.err());
        assertTrue(chunks.find(), bench.err());
        // A chunk is about a quarter of the heap's worth: four of them are fewer records than the dataset's.
        assertTrue(4L * Integer.parseInt(chunks.group(1)) < MORE_THAN_THE_HEAP_HOLDS, chunks.group());
        JsonNode benchmarks = new ObjectMapper().readTree(scratch.resolve("results/small-heap/files.json").toFile())
                .get("benchmarks");
        int codecs = Format.listOf(Defaults.FORMATS).stream().mapToInt(f -> Schemas.USER.codecs(f).size()).sum();
        assertEquals(codecs, benchmarks.size(), "every codec's write, of the formats a dataset has by default");
        // Every codec's write in a fork, verified byte for byte (BenchCommandTest's every-codec run is of reads), and
        // a write's own fields.
        for (JsonNode benchmark : benchmarks) {
            String codec = benchmark.get("codec").asText();
            assertTrue(benchmark.get("verified").asBoolean(), codec);
            assertEquals("write", benchmark.get("operation").asText(), codec);
            if (codec.equals("protobuf-json")) {
                // Verified by reading it back, in other bytes than the dataset file's: no gzip size of its own.
                assertEquals(-1, benchmark.get("gzip_bytes").asLong());
            } else {
                assertTrue(benchmark.get("gzip_bytes").asLong() > 0, benchmark.toString());
            }
            JsonNode fork = benchmark.get("forks").get(0);
            int chunk = fork.get("write_chunk_records").asInt();
            assertTrue(chunk > 0 && 4L * chunk < MORE_THAN_THE_HEAP_HOLDS, "generated in chunks: " + fork);
            assertTrue(fork.get("seconds").get("records").asDouble() > 0, "a write generates records: " + fork);
        }
    }

    /**
     * A CPU hog beside the run: the run says so before it starts, in its results and on the console. The hog
     * would be a busy machine to every test JVM beside it: this one runs alone (pom.xml).
     */
    @Test
    @Tag("alone")
    void aRunBesideACpuHogSaysSoInItsResultsAndOnTheConsole(@TempDir Path scratch) throws Exception {
        // Passes long enough for /proc/stat's clock ticks (100 a second per core): 150,000 JSON records, eight passes.
        // JSON only: the run reads nothing else.
        Path bigger = dataset(scratch.resolve("data-json"), 150_000, "json");
        Process hog = new ProcessBuilder("sh", "-c", "while :; do :; done").start();
        CliRun bench;
        try {
            bench = run("bench", "--data", bigger.toString(), "--results", scratch.resolve("results").toString(),
                    "--run", "hog", "--format", "json", "--codecs", "jackson-streaming", "--operations", "read",
                    "--warmups", "1", "--max-warmups", "1", "--iterations", "8", "--forks", "1", "--precision",
                    "none", "--heap", "256m", "--latency-pass=false");
        } finally {
            hog.destroyForcibly().waitFor();
        }

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.err());
        assertTrue(bench.err().contains("WARNING: machine busy: other processes used"), "warned before the first fork: "
                + bench.err());
        JsonNode result = new ObjectMapper().readTree(scratch.resolve("results/hog/files.json").toFile());
        assertTrue(result.get("machine").get("other_cpu_cores_before").asDouble() > 0.5,
                result.get("machine").toString());
        JsonNode benchmark = result.get("benchmarks").get(0);
        assertTrue(benchmark.get("other_cpu_cores").asDouble() > 0.5, "the hog is about one core: " + benchmark);
        assertTrue(benchmark.get("machine_busy").asBoolean());
        assertTrue(bench.out().contains("MACHINE BUSY during json jackson-streaming read"), bench.out());

        CliRun report = run("report", "hog", "--results", scratch.resolve("results").toString());
        assertEquals(ExitCodes.OK, report.exitCode(), report.err());
        assertTrue(report.out().contains("> **MACHINE BUSY**"), report.out());
    }

    private static Path dataset(Path folder, int records, String formats) {
        CliRun generate = run("generate", "--records", "" + records, "--formats", formats, "--data", folder.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.err());
        return folder;
    }

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }
}
