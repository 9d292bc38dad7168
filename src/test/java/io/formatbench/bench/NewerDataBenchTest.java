package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading newer data in real forks: the newer-data variant, a newer dataset read directly, and the refusals. */
class NewerDataBenchTest {

    private static final int RECORDS = 2000;
    private static final String[] QUICK = {"--warmups", "0", "--max-warmups", "0", "--iterations", "1",
            "--heap", "128m", TestForks.C1_ONLY};

    @TempDir
    static Path shared;

    static Path data;
    static Path newer;

    @BeforeAll
    static void generateBothVersions() {
        data = shared.resolve("data");
        newer = shared.resolve("data-v2");
        for (String version : new String[] {"1", "2"}) {
            CliRun generate = CliRun.of("generate", "--records", "" + RECORDS, "--schema-version", version,
                    "--data", data.toString());
            assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());
        }
    }

    @Test
    void newerDataIsALabelledReadOfTheTwinWhoseSkippedFieldsAreRecordedAndReported(@TempDir Path results)
            throws IOException {
        CliRun bench = bench(data, results, "n", "--variants", "library,newer-data", "--operations", "read",
                "--codecs", "jackson-databind,protobuf-coded", "--forks", "1", "--precision", "none");

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.toString());
        JsonNode run = new ObjectMapper().readTree(results.resolve("n/files.json").toFile());
        assertEquals("reject", run.get("settings").get("unknown_fields").asText());
        Map<String, JsonNode> byLabel = new HashMap<>();
        for (JsonNode benchmark : run.get("benchmarks")) {
            assertTrue(benchmark.get("verified").asBoolean(), benchmark.toString());
            assertEquals("read", benchmark.get("operation").asText());
            byLabel.put(benchmark.get("codec").asText() + " " + benchmark.get("variant").asText(), benchmark);
        }
        assertEquals(4, byLabel.size(), byLabel.keySet().toString());
        for (String codec : new String[] {"jackson-databind", "protobuf-coded"}) {
            JsonNode older = byLabel.get(codec + " library");
            JsonNode newerRead = byLabel.get(codec + " newer-data");
            assertEquals(0, older.get("skipped_fields").asLong());
            assertEquals(2L * RECORDS, newerRead.get("skipped_fields").asLong(), "two added fields per record");
            String file = codec.startsWith("jackson") ? "users.jsonl" : "users.pb";
            assertEquals(Files.size(data.resolve(file)), older.get("file_bytes").asLong());
            assertEquals(Files.size(newer.resolve(file)), newerRead.get("file_bytes").asLong(), "the twin's file");
            assertTrue(newerRead.get("gzip_bytes").asLong() > older.get("gzip_bytes").asLong());
        }
        assertTrue(bench.out().contains("protobuf protobuf-coded read (newer-data)"), bench.out());

        CliRun report = CliRun.of("report", "--results", results.toString(), "--run", "n");
        assertEquals(ExitCodes.OK, report.exitCode(), report.toString());
        String markdown = Files.readString(results.resolve("n/report.md"));
        assertTrue(markdown.contains("## Reading newer data"), markdown);
        // Times on a shared machine say nothing here; the rows, their ratios and the skipped fields are there.
        for (String codec : new String[] {"jackson-databind \\| json", "protobuf-coded \\| protobuf"}) {
            assertTrue(markdown.matches("(?s).*\\| " + codec + " \\| [^|]+ ms \\| [^|]+ ms \\| [0-9.]+x [^|]* \\|[^\n]*"
                    + "\\| 2\\.00 \\|\n.*"), markdown);
        }
    }

    @Test
    void aNewerDatasetIsReadDirectlyWhenTheRunSkipsUnknownFields(@TempDir Path results) throws IOException {
        CliRun bench = bench(newer, results, "d", "--unknown-fields", "skip", "--operations", "read",
                "--codecs", "jackson-streaming,protobuf-delimited", "--forks", "1", "--precision", "none",
                "--variants", "library,strict");

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.toString());
        JsonNode run = new ObjectMapper().readTree(results.resolve("d/files.json").toFile());
        assertEquals("skip", run.get("settings").get("unknown_fields").asText());
        assertEquals(4, run.get("benchmarks").size());
        for (JsonNode benchmark : run.get("benchmarks")) {
            assertTrue(benchmark.get("verified").asBoolean(), benchmark.toString());
            assertEquals(2L * RECORDS, benchmark.get("skipped_fields").asLong(), benchmark.toString());
        }
    }

    @Test
    void aNewerDatasetIsRefusedInOneLineWhenItsFieldsWouldBeRejectedOrItWouldBeWritten(@TempDir Path results) {
        CliRun rejected = bench(newer, results, "r", "--operations", "read");
        assertOneLine(rejected, ExitCodes.DATASET_MISMATCH, "--unknown-fields=skip");

        CliRun written = bench(newer, results, "w", "--unknown-fields", "skip");
        assertOneLine(written, ExitCodes.DATASET_MISMATCH, "measure its reads only (--operations=read)");

        CliRun twice = bench(newer, results, "t", "--unknown-fields", "skip", "--operations", "read", "--variants",
                "newer-data");
        assertOneLine(twice, ExitCodes.DATASET_MISMATCH, "is of version 2 already");
    }

    @Test
    void newerDataWithoutItsTwinSaysHowToMakeIt(@TempDir Path scratch) throws IOException {
        Path alone = scratch.resolve("alone");
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--records", "100", "--seed", "5", "--data", alone.toString())
                .exitCode());

        CliRun missing = bench(alone, scratch.resolve("results"), "m", "--variants", "newer-data");
        assertOneLine(missing, ExitCodes.DATASET_MISMATCH, "generate it with generate --schema-version 2 --records 100"
                + " --seed 5 --shards 1 --compression none --data " + alone);

        assertEquals(ExitCodes.OK, CliRun.of("generate", "--records", "100", "--seed", "6", "--schema-version", "2",
                "--data", alone.toString()).exitCode());
        CliRun other = bench(alone, scratch.resolve("results"), "o", "--variants", "newer-data");
        assertOneLine(other, ExitCodes.DATASET_MISMATCH, "holds 100 user records of version 2 (seed 6");
    }

    private static CliRun bench(Path dataset, Path results, String run, String... options) {
        String[] args = new String[8 + QUICK.length + options.length];
        String[] head = {"bench", "--data", dataset.toString(), "--results", results.toString(), "--run", run,
                "--latency-pass=true"};
        System.arraycopy(head, 0, args, 0, head.length);
        System.arraycopy(QUICK, 0, args, head.length, QUICK.length);
        System.arraycopy(options, 0, args, head.length + QUICK.length, options.length);
        return CliRun.of(args);
    }

    private static void assertOneLine(CliRun run, int exitCode, String saying) {
        assertEquals(exitCode, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.err().contains(saying), run.err());
    }
}
