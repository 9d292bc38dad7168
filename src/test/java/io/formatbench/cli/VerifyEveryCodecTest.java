package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * verify --all-codecs reads every format's files with every codec, whatever one codec did: each
 * failure is told as it happens, every other codec's read still printed, and the verify fails at the
 * end, with the exit code of its first failure.
 */
class VerifyEveryCodecTest {

    @TempDir
    static Path shared;

    /** Events of every format, imported, one of them with a -0.0, which protobuf-json reads as 0.0 (documented). */
    static Path data;

    @BeforeAll
    static void importEventsWithANegativeZero() throws IOException {
        Path generated = shared.resolve("generated");
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--schema", "event", "--records", "3", "--data",
                generated.toString()).exitCode());
        List<String> lines = Files.readAllLines(generated.resolve("events.jsonl"), StandardCharsets.UTF_8);
        String negativeZero = lines.get(1).replaceFirst("\"rtt\":[-0-9.eE]+", "\"rtt\":-0.0");
        assertTrue(negativeZero.contains("\"rtt\":-0.0"), negativeZero);
        Path records = Files.write(shared.resolve("events.jsonl"), List.of(lines.get(0), negativeZero, lines.get(2)),
                StandardCharsets.UTF_8);
        data = shared.resolve("data");
        CliRun imported = CliRun.of("generate", "--schema", "event", "--formats", "all", "--from-json",
                records.toString(), "--data", data.toString());
        assertEquals(ExitCodes.OK, imported.exitCode(), imported.toString());
    }

    @Test
    void aCodecThatReadsOtherRecordsIsToldAndEveryOtherCodecOfEveryFormatStillReads() throws IOException {
        CliRun run = CliRun.of("verify", "--all-codecs", "--data", data.toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        List<String> codecs = everyCodec();
        List<String> lines = run.errLines();
        assertEquals(2, lines.size(), run.toString());
        assertTrue(lines.get(0).startsWith("verify: " + data.resolve("events.jsonl") + ": read with protobuf-json"
                + " gives 3 records, content "), lines.get(0));
        assertTrue(lines.get(0).endsWith("; the manifest says 3 records, content "
                + ManifestFiles.read(data).contentDigest()), lines.get(0));
        assertEquals("verify: " + data + ": 1 of " + codecs.size() + " codecs did not verify: protobuf-json reading"
                + " json; the other " + (codecs.size() - 1) + " verified every file as the manifest says", lines.get(1));
        assertEquals(codecs.stream().filter(codec -> !codec.equals("protobuf-json")).toList(), codecsThatRead(run));
        assertFalse(run.out().contains("dataset " + data + " verified"), run.out());
        ErrorWords.assertInUsersWords("verify", run);
    }

    @Test
    void withoutEveryCodecTheFormatsOwnCodecsVerifyIt() {
        CliRun run = CliRun.of("verify", "--data", data.toString());

        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("dataset " + data + " verified"), run.out());
    }

    @Test
    void filesThatDifferFromTheManifestAreToldAndTheirCodecsNotReadButEveryOtherFormatIs(@TempDir Path temp)
            throws IOException {
        Path copy = temp.resolve("data");
        Files.createDirectories(copy);
        try (Stream<Path> files = Files.list(data)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, copy.resolve(file.getFileName()));
            }
        }
        byte[] protobuf = Files.readAllBytes(copy.resolve("events.pb"));
        protobuf[protobuf.length / 2] ^= 0x01;
        Files.write(copy.resolve("events.pb"), protobuf);

        CliRun run = CliRun.of("verify", "--all-codecs", "--data", copy.toString());

        assertEquals(ExitCodes.DATASET_MISMATCH, run.exitCode(), run.toString());
        assertEquals(3, run.errLines().size(), run.toString());
        assertTrue(run.errLines().get(0).startsWith("verify: " + copy.resolve("events.jsonl")
                + ": read with protobuf-json gives"), run.err());
        assertTrue(run.errLines().get(1).startsWith("verify: " + copy.resolve("events.pb") + ": SHA-256 "), run.err());
        int protobufCodecs = Schemas.EVENT.codecs(Format.PROTOBUF).size();
        assertEquals("verify: " + copy + ": " + (1 + protobufCodecs) + " of " + everyCodec().size() + " codecs did not"
                + " verify: protobuf-json reading json, the protobuf files, which differ from the manifest ("
                + protobufCodecs + " codecs not read); the other " + (everyCodec().size() - 1 - protobufCodecs)
                + " verified every file as the manifest says", run.errLines().get(2));
        List<String> read = codecsThatRead(run);
        for (Format after : Format.listOf("cbor,smile,avro")) {
            Schemas.EVENT.codecs(after).forEach(codec -> assertTrue(read.contains(codec.name().toString()),
                    codec.name() + " read the " + after + " files after the protobuf files failed: " + run.out()));
        }
        ErrorWords.assertInUsersWords("verify", run);
    }

    @Test
    void aFileEveryCodecRefusesIsToldCodecByCodecThenSummedUp(@TempDir Path temp) throws IOException {
        byte[] json = Files.readAllBytes(data.resolve("events.jsonl"));
        Path cut = Files.write(temp.resolve("cut.jsonl"), Arrays.copyOf(json, json.length - 10));

        CliRun run = CliRun.of("verify", "--schema", "event", "--format", "json", "--all-codecs", cut.toString());

        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run.toString());
        List<String> codecs = Schemas.EVENT.codecs(Format.JSON).stream().map(codec -> codec.name().toString()).toList();
        List<String> lines = run.errLines();
        assertEquals(codecs.size() + 1, lines.size(), run.toString());
        for (int i = 0; i < codecs.size(); i++) {
            assertTrue(lines.get(i).startsWith("verify: bad input: " + cut + ": record 3 at byte "), lines.get(i));
            assertTrue(lines.get(i).endsWith(" (read with " + codecs.get(i) + ")"), lines.get(i));
        }
        assertEquals("verify: " + cut + ": " + codecs.size() + " of " + codecs.size() + " codecs refused it: "
                + String.join(", ", codecs), lines.get(codecs.size()));
        assertEquals("", run.out());
        ErrorWords.assertInUsersWords("verify", run);
    }

    /** Every codec of every format of the dataset, in the order verify reads with them. */
    private static List<String> everyCodec() throws IOException {
        Manifest manifest = ManifestFiles.read(data);
        return Format.all().stream().filter(manifest::has).flatMap(format -> Schemas.EVENT.codecs(format).stream())
                .map(Codec::name).map(Object::toString).toList();
    }

    private static final Pattern READ_WITH = Pattern.compile("\\(read with ([^)]*)\\)$");

    /** The codecs that stdout says read a file, in order, each once. */
    private static List<String> codecsThatRead(CliRun run) {
        return run.out().lines().map(READ_WITH::matcher).filter(java.util.regex.Matcher::find)
                .map(found -> found.group(1)).distinct().collect(Collectors.toList());
    }
}
