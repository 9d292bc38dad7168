package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.Defaults;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.Schemas;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.Sha256;
import io.formatbench.run.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** generate, verify and the dataset's files with --compression: names, manifest, and broken files in one line. */
class CompressedDatasetTest {

    @TempDir
    static Path shared;

    static Path plain;

    @BeforeAll
    static void generateAnUncompressedDataset() {
        plain = shared.resolve("data");
        CliRun run = CliRun.of("generate", "--records", "600", "--seed", "5", "--shards", "2", "--data",
                plain.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
    }

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = {"GZIP", "ZSTD"})
    void generateWritesCompressedFilesThatVerifyAndHoldTheSameRecords(Compression compression, @TempDir Path temp)
            throws IOException {
        Path data = temp.resolve("data");
        CliRun generate = CliRun.of("generate", "--records", "600", "--seed", "5", "--shards", "2", "--compression",
                compression.id(), "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());
        assertTrue(generate.out().contains(", " + compression.description() + ") in "), generate.out());
        assertTrue(generate.out().contains("users-1-of-2.jsonl" + compression.suffix()), generate.out());

        Manifest manifest = ManifestFiles.read(data);
        Manifest uncompressed = ManifestFiles.read(plain);
        assertEquals(compression, manifest.compression());
        assertEquals(uncompressed.contentDigest(), manifest.contentDigest(),
                "the same records, whatever the compression");
        assertEquals(List.of("users-1-of-2.jsonl" + compression.suffix(), "users-1-of-2.pb" + compression.suffix(),
                        "users-2-of-2.jsonl" + compression.suffix(), "users-2-of-2.pb" + compression.suffix()),
                manifest.files().stream().map(Manifest.DataFile::name).toList());
        for (int i = 0; i < manifest.files().size(); i++) {
            Manifest.DataFile file = manifest.files().get(i);
            Manifest.DataFile raw = uncompressed.files().get(i);
            Path path = data.resolve(file.name());
            assertEquals(Files.size(path), file.bytes(), file.name() + ": the size on disk");
            assertEquals(Sha256.of(path), file.sha256(), file.name() + ": the SHA-256 of the file on disk");
            assertEquals(raw.bytes(), file.uncompressedBytes(), file.name() + ": uncompressed, the plain file's size");
            assertTrue(file.bytes() < file.uncompressedBytes(), file.name());
            assertEquals(raw.contentDigest(), file.contentDigest(), file.name());
        }

        CliRun verify = CliRun.of("verify", "--all-codecs", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
        assertTrue(verify.out().contains("bytes uncompressed (" + compression + ")"), verify.out());
        assertTrue(verify.out().contains("(read with jackson-databind)") && verify.out().contains(
                "(read with protobuf-delimited)"), verify.out());

        Path single = data.resolve("users-2-of-2.pb" + compression.suffix());
        CliRun file = CliRun.of("verify", "--format", "protobuf", single.toString());
        assertEquals(ExitCodes.OK, file.exitCode(), "the compression from the name: " + file);
        assertTrue(file.out().contains(": 300 records, content " + manifest.files().get(3).contentDigest()),
                file.out());
    }

    /** One folder per schema and compression by default, so that datasets of each sit side by side. */
    @Test
    void theDefaultFolderIsOnePerSchemaAndCompression() {
        assertEquals("data/user", Defaults.dataFolder(SchemaName.of("user"), Compression.NONE));
        assertEquals("data/user-gzip", Defaults.dataFolder(SchemaName.of("user"), Compression.GZIP));
        assertEquals("data/event-zstd", Defaults.dataFolder(SchemaName.of("event"), Compression.ZSTD));
        assertEquals(Path.of("data/user-zstd"), Datasets.of(List.of(Schemas.USER), null, Compression.ZSTD).get(0)
                .folder());
        assertEquals(Path.of("data/user"), Datasets.of(List.of(Schemas.USER), null, null).get(0).folder(),
                "none: the manifest decides");
        assertEquals(Path.of("elsewhere"), Datasets.of(List.of(Schemas.USER), Path.of("elsewhere"), Compression.ZSTD)
                .get(0).folder());
    }

    @Test
    void aDatasetOfAnotherCompressionThanAskedIsRefusedInOneLine() {
        CliRun run = CliRun.of("verify", "--compression", "zstd", "--data", plain.toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        assertEquals(List.of("verify: " + plain
                + ": the dataset is not compressed, not zstd-compressed as asked; generate"
                + " one with --compression zstd (-Dcompression=zstd), or leave the compression to the dataset's"
                + " manifest"), run.errLines());
        assertEquals(ExitCodes.USAGE, CliRun.of("verify", "--compression", "lz4", "--data",
                plain.toString()).exitCode());
    }

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = {"GZIP", "ZSTD"})
    void aTruncatedOrCorruptCompressedFileIsALineForEachCodecAndExitCode3(Compression compression, @TempDir Path temp)
            throws IOException {
        Path data = zstdOrGzip(temp, compression);
        byte[] good = Files.readAllBytes(data.resolve("users.jsonl" + compression.suffix()));
        Path truncated = temp.resolve("truncated.jsonl" + compression.suffix());
        Files.write(truncated, Arrays.copyOf(good, good.length / 2));
        Path corrupt = temp.resolve("corrupt.jsonl" + compression.suffix());
        byte[] changed = good.clone();
        changed[changed.length - 3] ^= 0x10;
        Files.write(corrupt, changed);

        for (Path file : List.of(truncated, corrupt)) {
            CliRun run = CliRun.of("verify", "--format", "json", "--all-codecs", file.toString());

            assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run.toString());
            List<String> codecs = Schemas.USER.codecs(Format.JSON).stream().map(codec -> codec.name().toString())
                    .toList();
            List<String> lines = run.errLines();
            // Each codec's refusal, then their sum.
            assertEquals(codecs.size() + 1, lines.size(), run.toString());
            for (int i = 0; i < codecs.size(); i++) {
                assertTrue(lines.get(i).startsWith("verify: bad input: " + file + ": by byte "), lines.get(i));
                assertTrue(lines.get(i).contains(compression.id() + " stream"), lines.get(i));
                assertTrue(lines.get(i).endsWith("(read with " + codecs.get(i) + ")"), lines.get(i));
            }
            assertTrue(lines.get(codecs.size()).startsWith("verify: " + file + ": " + codecs.size() + " of "
                    + codecs.size() + " codecs refused it"), run.err());
            assertFalse(run.err().contains("Exception"), run.err());
        }
    }

    /**
     * A dataset whose manifest says zstd over a file of gzip (its size and SHA-256 made to match): the
     * file is refused before anything is decoded from it.
     */
    @Test
    void aFileOfAnotherCompressionThanTheManifestsIsRefused(@TempDir Path temp) throws IOException {
        Path gzip = zstdOrGzip(temp.resolve("g"), Compression.GZIP);
        Path data = zstdOrGzip(temp.resolve("z"), Compression.ZSTD);
        Path file = data.resolve("users.pb.zst");
        Files.copy(gzip.resolve("users.pb.gz"), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        changeManifest(data, manifest -> manifest.withArray("files").forEach(entry -> {
            if (entry.get("name").asText().equals("users.pb.zst")) {
                try {
                    ((ObjectNode) entry).put("bytes", Files.size(file)).put("sha256", Sha256.of(file));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }));

        CliRun run = CliRun.of("verify", "--data", data.toString());

        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run.toString());
        assertEquals(List.of("verify: bad input: " + file + ": not zstd-compressed: it starts with 1f 8b 08 00, gzip's"
                + " magic, not zstd's magic bytes 28 b5 2f fd"), run.errLines());
    }

    /** The uncompressed size is checked too: a manifest that misstates it is a dataset that differs from it. */
    @Test
    void aManifestWithAnotherUncompressedSizeIsExitCode4(@TempDir Path temp) throws IOException {
        Path data = zstdOrGzip(temp, Compression.ZSTD);
        changeManifest(data, manifest -> ((ObjectNode) manifest.withArray("files").get(0)).put("uncompressed_bytes",
                12));

        CliRun run = CliRun.of("verify", "--data", data.toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        assertTrue(run.err().matches("verify: .*users\\.jsonl\\.zst: \\d+ bytes uncompressed, the manifest says 12\\n"),
                run.err());
    }

    private static Path zstdOrGzip(Path temp, Compression compression) {
        Path data = temp.resolve("data");
        CliRun run = CliRun.of("generate", "--records", "300", "--seed", "5", "--compression", compression.id(),
                "--data",
                data.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        return data;
    }

    private static void changeManifest(Path data, Consumer<ObjectNode> change) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode manifest = (ObjectNode) mapper.readTree(ManifestFiles.path(data).toFile());
        change.accept(manifest);
        Files.writeString(ManifestFiles.path(data), mapper.writeValueAsString(manifest));
    }
}
