package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import io.formatbench.dataset.ManifestFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs of other kinds than BenchCommandTest's, end to end in real forks: on a zstd dataset, and a scaling
 * run over record counts.
 */
class BenchRunKindsTest {

    /**
     * A zstd dataset: every codec writes and reads through zstd in its forks, each write byte for byte
     * the dataset's compressed file, and the results and the report say so. It is also the run of every
     * kind of variant beside the library's, in one run, each in a fork of its own, verified and labelled:
     * mapped (protobuf on the record), bare loops, strict reads, floors, plain reads, each with the latency pass
 * or without, as its kind has.
     * One codec of each format is enough for that: which codecs get which variant is the plan's
     * (BenchmarkPlanTest), and each codec's bare loops and strict reader are VariantWorkloadsTest's.
     */
    @Test
    void aCompressedDatasetIsWrittenAndReadThroughItsCompression(@TempDir Path scratch) throws IOException {
        Path zstd = scratch.resolve("data-zstd");
        CliRun generate = run("generate", "--records", "1500", "--compression", "zstd", "--data", zstd.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.err());
        Path results = scratch.resolve("results");

        CliRun bench = run("bench", "--data", zstd.toString(), "--compression", "zstd", "--results", results.toString(),
                "--run", "z", "--variants", "library,mapped,bare-loop,strict,floor,plain-read", "--codecs",
                "jackson-databind,protobuf-delimited",
                "--warmups", "0", "--max-warmups", "0", "--iterations", "1", "--forks", "1", "--precision", "none",
                "--heap", "128m", TestForks.C1_ONLY);

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.err());
        assertTrue(bench.err()
                .contains("the dataset is zstd (zstd-jni, level 3, content checksum): every benchmark writes"
                + " and reads through it, inside the timed region"), bench.err());
        assertTrue(bench.err().contains("round 1/1: json jackson-databind write (zstd)"), bench.err());
        JsonNode result = new ObjectMapper().readTree(results.resolve("z/files.json").toFile());
        assertEquals("zstd", result.get("dataset").get("compression").asText());
        assertEquals(Set.of("users.jsonl.zst", "users.pb.zst"), fieldNames(result.get("dataset").get("file_bytes")));
        JsonNode benchmarks = result.get("benchmarks");
        List<String> labels = new ArrayList<>();
        for (JsonNode benchmark : benchmarks) {
            String variant = benchmark.get("variant").asText();
            String label = benchmark.get("codec").asText() + " " + variant + " " + benchmark.get("operation").asText();
            labels.add(label);
            assertTrue(benchmark.get("verified").asBoolean(), label + ": " + benchmark);
            JsonNode fork = benchmark.get("forks").get(0);
            if (variant.equals("bare-loop") || variant.equals("floor") || variant.equals("plain-read")) {
                // A bare loop, a floor, a plain read have no per-record latency to time: no latency pass.
                assertTrue(fork.get("latency_ns").isNull(), label + ": " + fork);
            } else {
                assertTrue(fork.get("latency_ns").get("p99").asLong() > 0, label + ": " + fork);
            }
            assertEquals("zstd", benchmark.get("compression").asText(), label);
            long fileBytes = benchmark.get("file_bytes").asLong();
            long rawBytes = benchmark.get("raw_file_bytes").asLong();
            assertTrue(fileBytes > 0 && fileBytes * 2 < rawBytes, label + ": " + fileBytes + " of " + rawBytes);
            double mbPerS = benchmark.get("mb_per_s").get("mean").asDouble();
            assertEquals(mbPerS * rawBytes / fileBytes, benchmark.get("raw_mb_per_s").get("mean").asDouble(),
                    mbPerS * rawBytes / fileBytes * 1e-9, label + ": the same passes, in raw bytes");
        }
        // Two codecs, library and bare loop, write and read; protobuf's mapped too; their strict reads; two floors,
        // two plain reads.
        assertEquals(Set.of("jackson-databind library write", "jackson-databind library read",
                "jackson-databind bare-loop write", "jackson-databind bare-loop read", "jackson-databind strict read",
                "protobuf-delimited library write", "protobuf-delimited library read",
                "protobuf-delimited bare-loop write", "protobuf-delimited bare-loop read",
                "protobuf-delimited strict read", "protobuf-delimited mapped write", "protobuf-delimited mapped read",
                "jackson-streaming floor read", "protobuf-coded floor read",
                "jackson-streaming plain-read read", "protobuf-coded plain-read read"), new HashSet<>(labels));
        assertEquals(16, labels.size(), labels.toString());

        CliRun report = run("report", "z", "--results", results.toString());
        assertEquals(ExitCodes.OK, report.exitCode(), report.err());
        assertTrue(report.out().contains("## Compression"), report.out());
        assertTrue(report.out().contains("| jackson-databind (json, zstd, idiomatic) |"), report.out());
        // Through zstd, the floors and the reads' shares of them; and each throughput of the raw bytes too.
        assertTrue(report.out().contains("| json, zstd | "), report.out());
        assertTrue(report.out().contains("| json jackson-databind read (zstd) | "), report.out());
        assertTrue(report.out().contains("| Read throughput (MB/s of its records' raw bytes) |"), report.out());
        assertTrue(report.out().lines().anyMatch(line -> line.startsWith("| protobuf-delimited | read | ")
                && line.contains(" | mapped to the record | ")), report.out());

        CliRun wrong = run("bench", "--data", zstd.toString(), "--compression", "gzip", "--results", results.toString(),
                "--run", "g");
        assertEquals(ExitCodes.DATASET_MISMATCH, wrong.exitCode(), wrong.err());
        assertTrue(wrong.err().contains("the dataset is zstd-compressed, not gzip-compressed as asked"), wrong.err());
        assertFalse(Files.exists(results.resolve("g")), "nothing left of a refused run");
    }

    private static Set<String> fieldNames(JsonNode object) {
        Set<String> names = new HashSet<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /**
     * Reads only: a record count's run is a run like any other, and its writes' forks would show nothing of the
     * scaling that its reads do not (each count's own dataset, its run, the report's rows by count).
     */
    @Test
    void aScalingRunMeasuresEachRecordCountOnItsOwnDatasetAndTheReportSetsThemSideBySide(@TempDir Path scratch)
            throws IOException {
        Path data = scratch.resolve("data");
        Path results = scratch.resolve("results");
        String[] scaling = {"bench", "--scaling", "3000,1000", "--format", "protobuf", "--codecs", "protobuf-coded",
                "--operations", "read", "--data", data.toString(), "--results", results.toString(), "--run", "grow",
                "--warmups", "1", "--max-warmups", "1", "--iterations", "1", "--forks", "1", "--precision", "none",
                "--heap", "64m", "--latency-pass=false", TestForks.C1_ONLY};

        CliRun bench = run(scaling);

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.err());
        for (long records : new long[] {1000, 3000}) {
            assertEquals(records, ManifestFiles.read(data.resolve("scaling/" + records)).records());
            JsonNode run = new ObjectMapper().readTree(results.resolve("grow-" + records + "/files.json").toFile());
            assertEquals(records, run.get("dataset").get("records").asLong());
        }
        JsonNode index = new ObjectMapper().readTree(results.resolve("grow/scaling.json").toFile());
        assertEquals("[{\"records\":1000,\"run\":\"grow-1000\"},{\"records\":3000,\"run\":\"grow-3000\"}]",
                index.get("runs").toString(), "smallest first");

        CliRun report = run("report", "--results", results.toString(), "--run", "grow");
        assertEquals(ExitCodes.OK, report.exitCode(), report.err());
        String markdown = Files.readString(results.resolve("grow/scaling.md"));
        assertTrue(markdown.contains("| protobuf protobuf-coded read | 1,000 |"), markdown);
        assertTrue(markdown.contains("| protobuf protobuf-coded read | 3,000 |"), markdown);
        assertFalse(markdown.contains("protobuf-coded write"), "the reads only, as asked: " + markdown);
        assertTrue(Files.readString(results.resolve("grow/scaling.html")).contains("<svg"), "the charts");

        // Strict reads only: the datasets this run finds are the first run's, and it measures the variant asked
        // for and no other.
        CliRun again = run(Stream.concat(java.util.Arrays.stream(scaling)
                .map(arg -> arg.equals("grow") ? "grow-again" : arg), Stream.of("--variants", "strict"))
                .toArray(String[]::new));
        assertEquals(ExitCodes.OK, again.exitCode(), again.err());
        assertTrue(again.out().contains("kept: 1000 user records (seed 42), verified"), again.out());
        assertTrue(again.out().contains("kept: 3000 user records (seed 42), verified"), again.out());
        for (long records : new long[] {1000, 3000}) {
            JsonNode run = new ObjectMapper().readTree(results.resolve("grow-again-" + records + "/files.json")
                    .toFile());
            List<String> labels = new ArrayList<>();
            run.get("benchmarks").forEach(b -> labels.add(b.get("variant").asText() + " " + b.get("operation")
                    .asText()));
            assertEquals(List.of("strict read"), labels, "only the variant asked for");
        }
    }

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }
}
