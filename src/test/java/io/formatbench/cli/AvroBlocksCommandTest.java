package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.bench.TestForks;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.file.DataFileStream;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * generate --avro-codec: the Avro files' blocks compressed by Avro's own codec, recorded in the
 * manifest, apart from --compression (both only when both are given); verify reads them; bench writes
 * and reads them and labels them "+ deflate blocks" in its results and report; bad values are one line.
 */
class AvroBlocksCommandTest {

    private static final String[] QUICK = {"--warmups", "0", "--max-warmups", "0", "--iterations", "1", "--heap",
        "128m", "--forks", "1", "--precision", "none", TestForks.C1_ONLY};

    @Test
    void deflateBlocksAreGeneratedRecordedVerifiedMeasuredAndLabelled(@TempDir Path temp) throws IOException {
        Path plain = temp.resolve("plain");
        Path data = temp.resolve("data");
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--records", "2000", "--formats", "json,avro", "--data",
                plain.toString()).exitCode());
        CliRun generate = CliRun.of("generate", "--records", "2000", "--formats", "json,avro", "--avro-codec",
                "deflate", "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());
        assertTrue(generate.out().contains("Avro block codec: Avro's deflate codec, level 6"), generate.out());
        assertTrue(generate.out().contains("avro + deflate blocks"), generate.out());

        Manifest manifest = ManifestFiles.read(data);
        assertEquals(AvroBlockCodec.DEFLATE.options(), manifest.formatOptions());
        assertEquals(Compression.NONE, manifest.compression(), "a block codec is not the tool's compression");
        assertEquals("deflate", new ObjectMapper().readTree(ManifestFiles.path(data).toFile()).path("format_options")
                .path("avro_blocks").asText(), "the option by its name, in the manifest's format options");
        Path avro = data.resolve(manifest.files(AvroModule.FORMAT).get(0).name());
        assertEquals("users.avro", avro.getFileName().toString());
        try (InputStream in = Files.newInputStream(avro);
             DataFileStream<GenericRecord> file = new DataFileStream<>(in, new GenericDatumReader<>())) {
            assertEquals("deflate", file.getMetaString("avro.codec"));
        }
        assertTrue(Files.size(avro) < Files.size(plain.resolve("users.avro")) / 2);
        assertEquals(Files.size(plain.resolve("users.jsonl")), Files.size(data.resolve("users.jsonl")),
                "JSON has no blocks");

        CliRun verify = CliRun.of("verify", "--all-codecs", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());

        Path results = temp.resolve("results");
        // Writes only: a write is checked by reading its file back and by its SHA-256, the dataset file's.
        List<String> bench = new ArrayList<>(List.of("bench", "--data", data.toString(), "--results",
                results.toString(), "--run", "b", "--codecs", "avro-generic", "--operations", "write"));
        bench.addAll(List.of(QUICK));
        CliRun run = CliRun.of(bench.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("avro avro-generic + deflate blocks write"), run.out());
        JsonNode files = new ObjectMapper().readTree(results.resolve("b/files.json").toFile());
        int avroBenchmarks = 0;
        for (JsonNode benchmark : files.get("benchmarks")) {
            // The write reproduced the dataset's file byte for byte: deflate blocks, as generated.
            assertTrue(benchmark.get("verified").asBoolean(), benchmark.toString());
            assertEquals("deflate", benchmark.path("format_options").path("avro_blocks").asText(),
                    benchmark.toString());
            assertEquals(Files.size(avro), benchmark.get("file_bytes").asLong());
            avroBenchmarks++;
        }
        assertEquals(1, avroBenchmarks);
        CliRun report = CliRun.of("report", "--results", results.toString(), "--run", "b");
        assertEquals(ExitCodes.OK, report.exitCode(), report.toString());
        String markdown = Files.readString(results.resolve("b/report.md"));
        assertTrue(markdown.contains("avro-generic + deflate blocks (avro, idiomatic)"), markdown);
        assertTrue(markdown.contains("| Avro block codec | Avro's deflate codec, level 6 |"), markdown);
    }

    @Test
    void bothAtOnceOnlyWhenBothAreGiven(@TempDir Path temp) throws IOException {
        Path data = temp.resolve("data");
        CliRun generate = CliRun.of("generate", "--records", "300", "--formats", "avro", "--compression", "zstd",
                "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());
        assertEquals(FormatOptions.DEFAULTS, ManifestFiles.read(data).formatOptions(), "--compression alone: null blocks");

        CliRun both = CliRun.of("generate", "--records", "300", "--formats", "avro", "--compression", "zstd",
                "--avro-codec", "zstandard", "--data", data.toString());
        assertEquals(ExitCodes.OK, both.exitCode(), both.toString());
        Manifest manifest = ManifestFiles.read(data);
        assertEquals(Compression.ZSTD, manifest.compression());
        assertEquals(AvroBlockCodec.ZSTANDARD, manifest.formatOptions().get(AvroBlockCodec.OPTION));
        assertEquals(ExitCodes.OK, CliRun.of("verify", "--all-codecs", "--data", data.toString()).exitCode());
    }

    @Test
    void aBlockCodecWithoutAvroFilesOrOfAnotherNameIsOneLine(@TempDir Path temp) {
        CliRun noAvro = CliRun.of("generate", "--records", "10", "--avro-codec", "deflate", "--data",
                temp.resolve("a").toString());
        assertEquals(ExitCodes.USAGE, noAvro.exitCode(), noAvro.toString());
        assertEquals(1, noAvro.errLines().size(), noAvro.err());
        assertTrue(noAvro.err().contains("--avro-codec deflate: the dataset has no avro files (--formats"
                + " json,protobuf); add avro to --formats"), noAvro.err());

        CliRun unknown = CliRun.of("generate", "--records", "10", "--formats", "avro", "--avro-codec", "snappy",
                "--data", temp.resolve("b").toString());
        assertEquals(ExitCodes.USAGE, unknown.exitCode(), unknown.toString());
        assertEquals(1, unknown.errLines().size(), unknown.err());
        assertTrue(unknown.err().contains("--avro-codec: unknown Avro block codec 'snappy' (known: null, deflate,"
                + " zstandard)"), unknown.err());
    }
}
