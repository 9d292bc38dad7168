package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.fs.FolderLock;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** generate and verify through picocli, as a user types them: exit codes, one-line errors. */
class CommandLineTest {

    @TempDir
    static Path shared;

    static Path data;
    static Manifest manifest;
    private static Locale defaultLocale;

    @BeforeAll
    static void generateDataset() throws IOException {
        // A locale with another decimal separator and digit grouping: output must not depend on it.
        defaultLocale = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        data = shared.resolve("data");
        CliRun run = CliRun.of("generate", "--records", "500", "--seed", "3", "--data", data.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        manifest = ManifestFiles.read(data);
    }

    @AfterAll
    static void restoreLocale() {
        Locale.setDefault(defaultLocale);
    }

    @Test
    void generateWritesTheDatasetAndSaysWhatItWrote() {
        assertEquals(500, manifest.records());
        assertEquals(3, manifest.seed());
        CliRun again = CliRun.of("generate", "--records", "500", "--seed", "3", "--data",
                shared.resolve("again").toString());

        assertEquals(ExitCodes.OK, again.exitCode(), again.toString());
        assertTrue(again.out().startsWith("generated 500 user records (seed 3) in "), again.out());
        assertTrue(again.out().matches("(?s).* in \\d+\\.\\d s into .*"), "Locale.ROOT decimal point: " + again.out());
        assertTrue(again.out().contains(manifest.contentDigest()), again.out());
        assertTrue(again.out().contains(String.format(Locale.ROOT, "%,d bytes", manifest.files().get(0).bytes())),
                again.out());
        assertTrue(again.err().contains("100%"), "progress on stderr: " + again.err());
        assertTrue(again.err().matches("(?s)generate:  10% \\(50 of 500 records\\) \\(ETA \\d+:\\d\\d\\)\n.*"),
                "with the time left: " + again.err());
    }

    @Test
    void generateOfMoreThanTheDiskCanHoldIsRefusedBeforeWritingAByte(@TempDir Path temp) throws IOException {
        Path folder = temp.resolve("data");

        CliRun run = CliRun.of("generate", "--records", "1000000000000", "--data", folder.toString());

        assertEquals(ExitCodes.IO_ERROR, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.errLines().get(0).startsWith("generate: " + folder + ": 1,000,000,000,000 records need about "),
                run.toString());
        assertTrue(run.errLines().get(0).endsWith(" free; free some space or choose another --data"), run.toString());
        try (var files = Files.list(folder)) {
            assertEquals(List.of(FolderLock.FILE_NAME), files.map(path -> path.getFileName().toString()).toList());
        }
    }

    /** --reuse reaches the run (GenerateRunTest has what it keeps and why not), and the kept dataset is said. */
    @Test
    void generateWithReuseKeepsTheSameIntactDataset(@TempDir Path temp) throws IOException {
        Path folder = temp.resolve("data");
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--records", "300", "--seed", "5", "--data",
                folder.toString()).exitCode());
        java.nio.file.attribute.FileTime written = Files.getLastModifiedTime(folder.resolve("users.pb"));

        CliRun same = CliRun.of("generate", "--reuse", "--records", "300", "--seed", "5", "--data", folder.toString());
        assertEquals(ExitCodes.OK, same.exitCode(), same.toString());
        assertEquals("dataset " + folder + " kept: 300 user records (seed 5), verified against its manifest\n",
                same.out());
        assertEquals(written, Files.getLastModifiedTime(folder.resolve("users.pb")), "nothing rewritten");
    }

    @Test
    void verifyPassesTheDataset() {
        for (String[] args : List.of(new String[] {"verify", "--data", data.toString()},
                new String[] {"verify", "--all-codecs", "--data", data.toString()})) {
            CliRun run = CliRun.of(args);

            assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
            assertTrue(run.out().contains("verified: 500 user records, content " + manifest.contentDigest()),
                    run.out());
            assertEquals("", run.err());
        }
    }

    @Test
    void verifyReadsASingleFileWithEveryCodecOfItsFormat() {
        for (String[] args : List.of(
                new String[] {"verify", "--format", "json", data.resolve("users.jsonl").toString()},
                new String[] {"verify", "--format", "JSON", "--codec", "jackson-databind",
                        data.resolve("users.jsonl").toString()},
                new String[] {"verify", "--format", "protobuf", data.resolve("users.pb").toString()},
                new String[] {"verify", "--format", "protobuf", "--all-codecs", data.resolve("users.pb").toString()})) {
            CliRun run = CliRun.of(args);

            assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
            assertTrue(run.out().contains(": 500 records, content " + manifest.contentDigest() + " (read with "),
                    run.out());
        }
        CliRun all = CliRun.of("verify", "--format", "protobuf", "--all-codecs", data.resolve("users.pb").toString());
        assertTrue(all.out().contains("protobuf-delimited") && all.out().contains("protobuf-coded"), all.out());
    }

    @Test
    void aCorruptFileIsOneLineNamingFileRecordAndByteAndExitCode3(@TempDir Path temp) throws IOException {
        byte[] pb = Files.readAllBytes(data.resolve("users.pb"));
        Path corrupt = temp.resolve("corrupt.pb");
        // Cut the file inside its last record.
        Files.write(corrupt, Arrays.copyOf(pb, pb.length - 3));

        for (String codec : List.of("protobuf-delimited", "protobuf-coded")) {
            CliRun run = CliRun.of("verify", "--format", "protobuf", "--codec", codec, corrupt.toString());

            assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run.toString());
            assertOneLineBadInput(run, corrupt, 499);
            assertEquals("", run.out());
        }
    }

    @Test
    void aTruncatedJsonFileIsBadInputToo(@TempDir Path temp) throws IOException {
        byte[] json = Files.readAllBytes(data.resolve("users.jsonl"));
        Path corrupt = temp.resolve("corrupt.jsonl");
        Files.write(corrupt, Arrays.copyOf(json, json.length - 10));

        // One codec: with every codec (--all-codecs), each refusal is a line (VerifyEveryCodecTest).
        CliRun run = CliRun.of("verify", "--format", "json", corrupt.toString());

        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run.toString());
        assertOneLineBadInput(run, corrupt, 499);
    }

    @Test
    void aFileOfTheOtherFormatIsBadInput() {
        CliRun jsonAsProtobuf = CliRun.of("verify", "--format", "protobuf", data.resolve("users.jsonl").toString());
        assertEquals(ExitCodes.BAD_INPUT, jsonAsProtobuf.exitCode(), jsonAsProtobuf.toString());
        assertOneLineBadInput(jsonAsProtobuf, data.resolve("users.jsonl"), 0);

        CliRun protobufAsJson = CliRun.of("verify", "--format", "json", data.resolve("users.pb").toString());
        assertEquals(ExitCodes.BAD_INPUT, protobufAsJson.exitCode(), protobufAsJson.toString());
        assertOneLineBadInput(protobufAsJson, data.resolve("users.pb"), 0);
    }

    @Test
    void verboseAddsTheStackTrace(@TempDir Path temp) throws IOException {
        Path corrupt = temp.resolve("corrupt.pb");
        Files.write(corrupt, new byte[] {(byte) 0x80});

        CliRun run = CliRun.of("verify", "--verbose", "--format", "protobuf", corrupt.toString());

        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run.toString());
        assertTrue(run.err().contains("BadInputException") && run.err().contains("\tat "), run.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"users.pb", "users.jsonl"})
    void aTamperedDatasetIsExitCode4(String name, @TempDir Path temp) throws IOException {
        Path copy = copyDataset(temp);
        byte[] bytes = Files.readAllBytes(copy.resolve(name));
        bytes[bytes.length / 2] ^= 0x01;
        Files.write(copy.resolve(name), bytes);

        CliRun run = CliRun.of("verify", "--data", copy.toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.err().contains(name) && run.err().contains("SHA-256"), run.err());
    }

    @Test
    void aManifestWithAnUnknownFormatIsExitCode4(@TempDir Path temp) throws IOException {
        Path copy = copyDataset(temp);
        Path manifestFile = ManifestFiles.path(copy);
        Files.writeString(manifestFile, Files.readString(manifestFile).replace("\"protobuf\"", "\"xml\""));

        CliRun run = CliRun.of("verify", "--data", copy.toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.err().contains("unknown format 'xml'"), run.err());
    }

    @Test
    void aMissingDatasetIsExitCode4WithTheCommandToMakeOne(@TempDir Path temp) {
        CliRun run = CliRun.of("verify", "--data", temp.resolve("nothing-here").toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.err().contains("generate"), run.err());
    }

    @Test
    void aDatasetWithoutItsDataFileIsExitCode4(@TempDir Path temp) throws IOException {
        Path copy = copyDataset(temp);
        Files.delete(copy.resolve("users.pb"));

        CliRun run = CliRun.of("verify", "--data", copy.toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        assertTrue(run.err().contains("users.pb") && run.err().contains("generate"), run.err());
    }

    @Test
    void aMissingFileIsAFileSystemError(@TempDir Path temp) {
        CliRun run = CliRun.of("verify", "--format", "json", temp.resolve("missing.jsonl").toString());

        assertEquals(ExitCodes.IO_ERROR, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.err().contains("missing.jsonl"), run.err());
    }

    @Test
    void generateIntoAFolderThatCannotExistIsAFileSystemError(@TempDir Path temp) throws IOException {
        Files.writeString(temp.resolve("file"), "x");

        CliRun run = CliRun.of("generate", "--records", "10", "--data",
                temp.resolve("file").resolve("data").toString());

        assertEquals(ExitCodes.IO_ERROR, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
    }

    @Test
    void argumentsThatParseButMakeNoSenseAreExitCode2() {
        String jsonl = data.resolve("users.jsonl").toString();
        assertUsageErrors(List.of(
                new String[] {"generate", "--records", "0", "--data", shared.resolve("x").toString()},
                new String[] {"generate", "--records", "-5", "--data", shared.resolve("x").toString()},
                new String[] {"generate", "--schema", "orders", "--data", shared.resolve("x").toString()},
                new String[] {"verify", "--format", "xml", jsonl},
                new String[] {"verify", "--format", "xml", shared.resolve("missing.xml").toString()},
                new String[] {"verify", "--format", "json", "--codec", "gson", jsonl},
                new String[] {"verify", "--format", "json", "--codec", "protobuf-coded", jsonl},
                new String[] {"verify", jsonl},
                new String[] {"verify", "--format", "json", "--data", data.toString()},
                new String[] {"verify", "--schema", "orders", "--format", "json", jsonl}));
        assertTrue(CliRun.of("generate", "--records", "0").err().contains("--records must be at least 1, was 0"));
        assertTrue(CliRun.of("verify", "--format", "xml", jsonl).err().contains("unknown format 'xml'"));
        assertFalse(Files.exists(shared.resolve("x")));
    }

    @Test
    void argumentsThatDoNotParseAreExitCode2() {
        String jsonl = data.resolve("users.jsonl").toString();
        assertUsageErrors(List.of(
                new String[] {"generate", "--records", "abc"},
                new String[] {"generate", "--seed", "1.5"},
                new String[] {"generate", "--no-such-option"},
                new String[] {"verify", jsonl, jsonl},
                new String[] {"no-such-command"}));
    }

    private static void assertUsageErrors(List<String[]> badArguments) {
        for (String[] args : badArguments) {
            CliRun run = CliRun.of(args);

            assertEquals(ExitCodes.USAGE, run.exitCode(), String.join(" ", args) + "\n" + run);
            assertFalse(run.err().isEmpty(), "an error message: " + run);
            assertFalse(run.err().contains("\tat "), "no stack trace: " + run);
        }
    }

    @Test
    void helpShowsTheDefaultsAndTheExitCodes() {
        CliRun help = CliRun.of("generate", "--help");
        assertEquals(ExitCodes.OK, help.exitCode());
        assertTrue(help.out().contains("default: 1000000") && help.out().contains("default: 42")
                && help.out().contains("default: data"),
                help.out());

        CliRun top = CliRun.of("--help");
        // What the tool measures, in the description above the options (whose lines picocli wraps): every
        // format, and a user's own schema.
        String description = top.out().substring(0, top.out().indexOf("-h, --help")).replaceAll("\\s+", " ");
        for (String measured : List.of("JSON Lines", "protobuf", "Avro", "CBOR", "Smile", ".proto")) {
            assertTrue(description.contains(measured), measured + " named: " + description);
        }
        assertEquals(6, ExitCodes.STALE_BUILD, "the last exit code listed");
        for (int code = 0; code <= ExitCodes.STALE_BUILD; code++) {
            assertTrue(top.out().contains("  " + code + "   "), "exit code " + code + " listed: " + top.out());
        }
    }

    /** picocli prints its own warnings (a description it cannot format, say) straight to System.err. */
    @Test
    void everyCommandsHelpFormatsWithoutAWarning() {
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        PrintStream original = System.err;
        List<String> commands = List.copyOf(FormatBenchCommand.newCommandLine().getSubcommands().keySet());
        System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
        try {
            for (String command : commands) {
                assertEquals(ExitCodes.OK, CliRun.of(command, "--help").exitCode(), command);
            }
        } finally {
            System.setErr(original);
        }
        assertTrue(commands.contains("bench"), commands.toString());
        assertEquals("", stderr.toString(StandardCharsets.UTF_8));
        String benchHelp = CliRun.of("bench", "--help").out().replaceAll("\\s+", " ");
        assertTrue(benchHelp.contains("warm-up goes on until 2 passes in a row are no faster than the fastest before"
                + " them by more than 5% (default: 2)"), benchHelp);
        assertTrue(benchHelp.contains("is \"about the same\", a verdict that ends the rounds as a winner does; 0 for"
                + " none (default: 0.05)"), benchHelp);
    }

    /** One line on stderr: the file, the record and the byte where it starts; no stack trace. */
    private static void assertOneLineBadInput(CliRun run, Path file, long recordIndex) {
        List<String> lines = run.errLines();
        assertEquals(1, lines.size(), run.toString());
        String line = lines.get(0);
        assertTrue(line.startsWith("verify: bad input: " + file + ": record " + (recordIndex + 1) + " at byte "), line);
        assertFalse(line.contains("Exception"), line);
    }

    private static Path copyDataset(Path temp) throws IOException {
        Path copy = temp.resolve("data");
        Files.createDirectories(copy);
        for (String name : List.of("users.jsonl", "users.pb", "manifest.json")) {
            Files.copy(data.resolve(name), copy.resolve(name));
        }
        return copy;
    }

    static String utf8(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
