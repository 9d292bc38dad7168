package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.Sha256;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's own records, end to end in real forks: lines no seed makes, imported, are written and read by
 * a codec of each format (protobuf on protoc's messages, its own objects), every write byte for byte the
 * dataset's file; and a run refuses, in one line naming it, a records file that is not the one generate
 * wrote.
 */
class ImportedRecordsBenchTest {

    private static final String SCHEMA = "formatbench.kinds.EveryKind";

    /** Written by hand: values, nesting, maps, a oneof and well-known types no generator draws alike. */
    private static final String LINES = String.join("\n",
            "{\"aDouble\":-0.0,\"aFloat\":\"NaN\",\"anInt64\":\"-9223372036854775808\",\"aString\":\"Zoë 🦊\","
                    + "\"someBytes\":\"AP8=\",\"level\":\"LEVEL_HIGH\",\"address\":{\"street\":\"1 Main St\","
                    + "\"zip\":12345,\"lines\":[\"flat 2\",\"\"]},\"ids\":[\"9007199254740993\",-1],"
                    + "\"labels\":{\"team\":\"core\"},\"addressesById\":{\"7\":{\"city\":\"Graz\"}},"
                    + "\"text\":\"hand-written\",\"createdAt\":\"2024-02-29T12:00:00.500Z\",\"elapsed\":\"1.500s\","
                    + "\"attributes\":{\"a\":[1.5,\"two\",null,{\"b\":false}]},\"updateMask\":\"aString,level\"}",
            "{\"number\":\"42\",\"maybeCount\":0,\"scores\":[\"Infinity\",4.9E-324],\"customName\":\"mine\"}",
            "{\"place\":{\"street\":\"\\u65e5\\u672c\"},\"flags\":{\"18446744073709551615\":true},\"verified\":false}",
            "{\"aBool\":true,\"tree\":{\"name\":\"root\",\"children\":[{\"name\":\"leaf\"}]}}",
            "{\"levelsByName\":{\"x\":\"LEVEL_LOW\"},\"history\":[\"1970-01-01T00:00:00Z\"],\"extra\":\"just this\"}",
            "");

    @Test
    void importedRecordsAreWrittenAndReadInForksAndATamperedRecordsFileIsRefused(@TempDir Path temp)
            throws IOException {
        Path source = temp.resolve("mine.jsonl");
        Files.writeString(source, LINES, StandardCharsets.UTF_8);
        Path data = temp.resolve("data");

        CliRun generate = CliRun.of("generate", "--schema", SCHEMA, "--from-json", source.toString(), "--data",
                data.toString());

        assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());
        assertTrue(generate.out().contains("generated 5 " + SCHEMA + " records (imported from mine.jsonl, sha256 "
                + Sha256.of(source) + ")"), generate.out());
        assertFalse(generate.out().contains("seed"), generate.out());
        Manifest manifest = ManifestFiles.read(data);
        assertEquals(null, manifest.seed());
        assertEquals("mine.jsonl", manifest.imported().source());

        Path results = temp.resolve("results");
        CliRun bench = bench(data, results, "imported");

        assertEquals(ExitCodes.OK, bench.exitCode(), bench.toString());
        assertTrue(bench.err().contains("checking that " + data.resolve(SCHEMA + ".records") + " holds the 5 records"
                + " imported from mine.jsonl, which the writes write"), bench.err());
        JsonNode run = new ObjectMapper().readTree(results.resolve("imported/files.json").toFile());
        assertTrue(run.get("dataset").get("seed").isNull(), run.get("dataset").toString());
        assertEquals("mine.jsonl", run.get("dataset").get("imported").get("source").asText());
        List<String> measured = new ArrayList<>();
        for (JsonNode benchmark : run.get("benchmarks")) {
            String label = benchmark.get("codec").asText() + " " + benchmark.get("operation").asText();
            measured.add(label);
            assertTrue(benchmark.get("verified").asBoolean(), label + ": " + benchmark);
        }
        assertEquals(List.of("jackson-streaming read", "jackson-streaming write", "protobuf-coded read",
                "protobuf-coded write"), measured.stream().sorted().toList());

        Path records = data.resolve(SCHEMA + ".records");
        byte[] bytes = Files.readAllBytes(records);
        bytes[bytes.length - 5] ^= 1;
        Files.write(records, bytes);
        CliRun refused = bench(data, results, "tampered");

        assertEquals(ExitCodes.DATASET_MISMATCH, refused.exitCode(), refused.toString());
        List<String> errors = refused.errLines().stream().filter(line -> line.startsWith("bench: ")).toList();
        assertEquals(1, errors.size(), refused.err());
        assertTrue(errors.get(0).startsWith("bench: " + records + ": SHA-256 "), errors.get(0));
        assertTrue(errors.get(0).endsWith("not the file generate wrote; import the records again with generate"
                + " --from-json mine.jsonl"), errors.get(0));
        assertFalse(refused.err().contains("\tat "), "no stack trace: " + refused.err());
        assertFalse(refused.err().contains("round 1/1"), "no fork started: " + refused.err());
    }

    /** One fork of each benchmark, as cheap as a fork gets. */
    private static CliRun bench(Path data, Path results, String run) {
        return CliRun.of("bench", "--data", data.toString(), "--results", results.toString(), "--run", run,
                "--codecs", "jackson-streaming,protobuf-coded", "--variants", "library", "--warmups", "1",
                "--max-warmups", "1", "--iterations", "2", "--forks", "1", "--precision", "none", "--heap", "64m",
                TestForks.C1_ONLY);
    }
}
