package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Format;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.run.GenerateRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * generate --formats: the dataset has the files of the formats chosen, in shards and compressed like
 * any other; verify reads every format it has; --reuse keeps only the same formats; bench refuses a
 * format the dataset lacks in one line that names the command that writes it.
 */
class FormatsCommandTest {

    @Test
    void theBinaryFormatsAreShardedCompressedAndVerified(@TempDir Path temp) throws IOException {
        Path data = temp.resolve("data");
        CliRun generate = CliRun.of("generate", "--records", "500", "--seed", "3", "--shards", "2", "--compression",
                "zstd", "--formats", "cbor,smile,json", "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());

        Manifest manifest = ManifestFiles.read(data);
        assertEquals(List.of(Format.JSON, BinaryJson.CBOR.format(), BinaryJson.SMILE.format()), GenerateRun.formatsOf(manifest));
        assertEquals(List.of("users-1-of-2.jsonl.zst", "users-1-of-2.cbor.zst", "users-1-of-2.smile.zst",
                        "users-2-of-2.jsonl.zst", "users-2-of-2.cbor.zst", "users-2-of-2.smile.zst"),
                manifest.files().stream().map(Manifest.DataFile::name).toList());
        assertTrue(Files.notExists(data.resolve("users-1-of-2.pb.zst")));

        CliRun verify = CliRun.of("verify", "--all-codecs", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
        for (String codec : List.of("cbor-databind", "cbor-streaming", "smile-databind", "smile-streaming")) {
            assertTrue(verify.out().contains("(read with " + codec + ")"), verify.out());
        }

        CliRun bench = CliRun.of("bench", "--format", "protobuf,cbor", "--data", data.toString(), "--results",
                temp.resolve("results").toString());
        assertEquals(ExitCodes.USAGE, bench.exitCode(), bench.toString());
        assertEquals(1, bench.errLines().size(), bench.err());
        assertTrue(bench.err().contains("has no protobuf files (it has json,cbor,smile): write them with generate"
                + " --formats json,protobuf,cbor,smile"), bench.err());
    }

    @Test
    void avroFilesAreShardedCompressedListedAndVerifiedByBothCodecs(@TempDir Path temp) throws IOException {
        Path data = temp.resolve("data");
        CliRun generate = CliRun.of("generate", "--records", "300", "--seed", "5", "--shards", "2", "--compression",
                "gzip", "--formats", "json,protobuf,avro", "--schema", "pipeline", "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());

        Manifest manifest = ManifestFiles.read(data);
        assertEquals(List.of(Format.JSON, Format.PROTOBUF, AvroModule.FORMAT), GenerateRun.formatsOf(manifest));
        List<Manifest.DataFile> avro = manifest.files().stream().filter(file -> file.format() == AvroModule.FORMAT).toList();
        assertEquals(List.of("pipelines-1-of-2.avro.gz", "pipelines-2-of-2.avro.gz"),
                avro.stream().map(Manifest.DataFile::name).toList());
        for (Manifest.DataFile file : avro) {
            assertEquals(Files.size(data.resolve(file.name())), file.bytes(), file.name());
            assertEquals(io.formatbench.dataset.Sha256.of(data.resolve(file.name())), file.sha256(), file.name());
        }

        CliRun verify = CliRun.of("verify", "--all-codecs", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
        for (String codec : List.of("avro-generic", "avro-direct")) {
            assertTrue(verify.out().contains("(read with " + codec + ")"), verify.out());
        }
    }

    @Test
    void anUnknownFormatIsAUsageError(@TempDir Path temp) {
        CliRun run = CliRun.of("generate", "--records", "10", "--formats", "json,xml", "--data", temp.toString());
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertTrue(run.err().contains("--formats: unknown format 'xml' (known: json, protobuf, cbor, smile, msgpack, avro)"),
                run.err());
    }
}
