package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** generate --schema-version and verify --unknown-fields as a user types them. */
class SchemaVersionCommandTest {

    private static final int RECORDS = 300;

    @TempDir
    static Path shared;

    static Path data;
    static Path newer;
    static CliRun generated;

    @BeforeAll
    static void generateBothVersions() {
        data = shared.resolve("data");
        newer = shared.resolve("data-v2");
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--records", "" + RECORDS, "--data",
                data.toString()).exitCode());
        generated = CliRun.of("generate", "--records", "" + RECORDS, "--schema-version", "2", "--data",
                data.toString());
        assertEquals(ExitCodes.OK, generated.exitCode(), generated.toString());
    }

    @Test
    void theNewerVersionGoesBesideTheDatasetAndSaysWhatItIs() throws IOException {
        assertTrue(generated.out().startsWith("generated 300 user records (seed 42, schema version 2) in "),
                generated.out());
        assertTrue(generated.out().contains("into " + newer), generated.out());
        Manifest manifest = ManifestFiles.read(newer);
        assertEquals(2, manifest.schemaVersion());
        assertEquals(ManifestFiles.read(data).contentDigest(), manifest.contentDigest());
        assertTrue(generated.out().contains(manifest.contentDigest()
                + " (of the records as schema version 1 reads them; 2"
                + " unknown fields per record to skip)"), generated.out());
    }

    @Test
    void verifyRefusesNewerDataInOneLineThatSaysToSkip() {
        CliRun run = CliRun.of("verify", "--data", newer.toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.err().contains("schema user version 2 is newer than this tool's version 1"), run.err());
        assertTrue(run.err().contains("--unknown-fields=skip"), run.err());
    }

    @Test
    void verifyWithSkipAcceptsNewerDataAndSaysHowManyFieldsItSkipped() {
        CliRun run = CliRun.of("verify", "--data", newer.toString(), "--unknown-fields", "skip", "--all-codecs");

        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        for (String codec : List.of("jackson-databind", "jackson-streaming", "protobuf-delimited", "protobuf-coded")) {
            assertTrue(run.out().contains(", 600 unknown fields skipped (read with " + codec + ")"), run.out());
        }
        assertTrue(run.out().contains("dataset " + newer + " verified: 300 user records of schema version 2, content "),
                run.out());
        assertTrue(run.out().endsWith(", 1200 unknown fields skipped, as the manifest says\n"), run.out());
    }

    @Test
    void verifyWithSkipOnTheToolsOwnVersionSkipsNothing() {
        CliRun run = CliRun.of("verify", "--data", data.toString(), "--unknown-fields", "skip");

        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains(", 0 unknown fields skipped (read with "), run.out());
    }

    @Test
    void aCountThatIsNotTheManifestsFailsVerification(@TempDir Path temp) throws IOException {
        Path copy = temp.resolve("copy");
        Files.createDirectories(copy);
        for (String name : List.of("users.jsonl", "users.pb", "manifest.json")) {
            Files.copy(newer.resolve(name), copy.resolve(name));
        }
        Path manifest = ManifestFiles.path(copy);
        Files.writeString(manifest, Files.readString(manifest).replaceFirst("\"unknown_fields\" : 600",
                "\"unknown_fields\" : 599"));

        CliRun run = CliRun.of("verify", "--data", copy.toString(), "--unknown-fields", "skip");

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.err().contains("users.jsonl: read with jackson-streaming skips 600 unknown fields; the "
                + "manifest says 599"),
                run.err());
    }

    @Test
    void aSingleNewerFileIsBadInputUnlessSkipped() {
        for (String format : List.of("json", "protobuf")) {
            Path file = newer.resolve(format.equals("json") ? "users.jsonl" : "users.pb");
            CliRun rejected = CliRun.of("verify", "--format", format, "--all-codecs", file.toString());
            assertEquals(ExitCodes.BAD_INPUT, rejected.exitCode(), rejected.toString());
            int readers = io.formatbench.dataset.Schemas.USER.codecs(io.formatbench.codec.Format.fromId(format)).size();
            // Every codec's refusal, then their sum.
            List<String> lines = rejected.errLines();
            assertEquals(readers + 1, lines.size(), rejected.toString());
            for (String line : lines.subList(0, readers)) {
                assertTrue(line.startsWith("verify: bad input: " + file + ": record 1 at byte 0: "), line);
                assertTrue(line.contains(UnknownFields.HINT), line);
            }
            assertTrue(lines.get(readers).contains(readers + " of " + readers + " codecs refused it"), rejected.err());

            CliRun skipped = CliRun.of("verify", "--format", format, "--all-codecs", "--unknown-fields", "skip",
                    file.toString());
            assertEquals(ExitCodes.OK, skipped.exitCode(), skipped.toString());
            assertEquals(readers, skipped.out().lines().filter(line -> line.contains(": 300 records, content ")
                    && line.contains(", 600 unknown fields skipped (read with ")).count(), skipped.out());
        }
    }

    @Test
    void badVersionsAndPoliciesAreUsageErrors() {
        for (String[] arguments : List.of(
                new String[] {"generate", "--schema-version", "3", "--data", shared.resolve("x").toString()},
                new String[] {"generate", "--schema-version", "two", "--data", shared.resolve("x").toString()},
                new String[] {"verify", "--data", data.toString(), "--unknown-fields", "ignore"},
                new String[] {"bench", "--data", data.toString(), "--unknown-fields", "ignore"})) {
            CliRun run = CliRun.of(arguments);
            assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
            assertEquals(1, run.errLines().size(), run.toString());
            assertFalse(Files.exists(shared.resolve("x")), "nothing written");
        }
    }
}
