package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.FormatOptions;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.Schemas;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a verify tells, as events, and what it refuses. (The verify command's tests have its words.) */
class VerifyRunTest {

    @TempDir
    static Path temp;

    static Path data;

    @BeforeAll
    static void generate() throws Exception {
        data = temp.resolve("data");
        GenerateRun.make(new GenerateOptions(Schemas.USER, Schemas.USER.version(), 200, 42, 2, Compression.NONE,
                FormatOptions.DEFAULTS, Format.listOf(Defaults.FORMATS), data, false), event -> { });
    }

    @Test
    void aDatasetIsToldCheckByCheckThenVerified() throws Exception {
        List<VerifyEvent> events = new ArrayList<>();
        Manifest manifest = VerifyRun.dataset(new VerifyRun.DatasetOptions(new Dataset(Schemas.USER, data), null,
                false, UnknownFields.REJECT), events::add);

        assertEquals(ManifestFiles.read(data), manifest);
        assertEquals(new VerifyEvent.DatasetVerified(data, manifest, UnknownFields.REJECT),
                events.get(events.size() - 1));
        List<VerifyEvent> checks = events.subList(0, events.size() - 1);
        // Per format: each shard's bytes, each shard read, then the shards together.
        assertEquals(2 * (2 + 2 + 1), checks.size(), checks.toString());
        checks.forEach(check -> assertInstanceOf(VerifyEvent.CheckPassed.class, check));
    }

    @Test
    void aDatasetOfAnotherSchemaThanAskedIsRefused() {
        SchemaMismatchException refused = assertThrows(SchemaMismatchException.class, () -> VerifyRun.dataset(
                new VerifyRun.DatasetOptions(new Dataset(Schemas.EVENT, data), null, false, UnknownFields.REJECT),
                event -> { }));
        assertEquals(Schemas.EVENT.name(), refused.asked());
        assertEquals(Schemas.USER.name(), refused.found());
        assertEquals(data, refused.folder());
    }

    @Test
    void aFileIsReadOnceWithEachCodecAsked() throws Exception {
        Path file = data.resolve(ManifestFiles.read(data).files(Format.JSON).get(0).name());
        List<VerifyEvent> events = new ArrayList<>();
        VerifyRun.file(new VerifyRun.FileOptions(file, Schemas.USER, Format.JSON, null, true, Compression.NONE,
                UnknownFields.REJECT), events::add);

        List<CodecName> codecs = Schemas.USER.codecs(Format.JSON).stream().map(Codec::name).toList();
        assertEquals(codecs, events.stream().map(event -> ((VerifyEvent.FileRead) event).codec()).toList());
        Manifest.DataFile entry = ManifestFiles.read(data).files(Format.JSON).get(0);
        for (VerifyEvent event : events) {
            VerifyEvent.FileRead read = (VerifyEvent.FileRead) event;
            assertEquals(entry.records(), read.summary().records());
            assertEquals(entry.contentDigest(), read.summary().digest());
        }

        events.clear();
        VerifyRun.file(new VerifyRun.FileOptions(file, Schemas.USER, Format.JSON, null, false, Compression.NONE,
                UnknownFields.REJECT), events::add);
        assertEquals(List.of(Schemas.USER.primaryCodec(Format.JSON).name()),
                events.stream().map(event -> ((VerifyEvent.FileRead) event).codec()).toList());
    }

    @Test
    void aCodecOfAnotherFormatIsRefusedWhenTheOptionsAreMade() {
        CodecName protobuf = Schemas.USER.primaryCodec(Format.PROTOBUF).name();
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new VerifyRun.FileOptions(data.resolve("users.jsonl"), Schemas.USER, Format.JSON, protobuf,
                        false, Compression.NONE, UnknownFields.REJECT));
        assertEquals("codec " + protobuf + " reads protobuf, not json", refused.getMessage());
    }

    @Test
    void aMissingFileIsNoSuchFile() {
        Path missing = temp.resolve("missing.jsonl");
        NoSuchFileException refused = assertThrows(NoSuchFileException.class, () -> VerifyRun.file(
                new VerifyRun.FileOptions(missing, Schemas.USER, Format.JSON, null, false, Compression.NONE,
                        UnknownFields.REJECT), event -> { }));
        assertTrue(refused.getMessage().contains(missing.toString()));
    }

    /**
     * With every codec, a format whose files differ from the manifest is told once, none of its codecs
     * reading them, and every other format is still read with each of its codecs; the run then fails,
     * as its first failure would have.
     */
    @Test
    void withEveryCodecAFailureIsToldAndTheOtherFormatsAreStillRead(@TempDir Path copy) throws Exception {
        Manifest manifest = ManifestFiles.read(data);
        try (var files = Files.list(data)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, copy.resolve(file.getFileName()));
            }
        }
        Path protobuf = copy.resolve(manifest.files(Format.PROTOBUF).get(0).name());
        byte[] bytes = Files.readAllBytes(protobuf);
        bytes[bytes.length / 2] ^= 0x01;
        Files.write(protobuf, bytes);
        List<VerifyEvent> events = new ArrayList<>();

        ChecksFailedException failed = assertThrows(ChecksFailedException.class, () -> VerifyRun.dataset(
                new VerifyRun.DatasetOptions(new Dataset(Schemas.USER, copy), null, true, UnknownFields.REJECT),
                events::add));

        List<VerifyEvent.CheckFailed> failures = events.stream().filter(VerifyEvent.CheckFailed.class::isInstance)
                .map(VerifyEvent.CheckFailed.class::cast).toList();
        assertEquals(1, failures.size(), events.toString());
        assertEquals(Format.PROTOBUF, failures.get(0).format());
        assertEquals(null, failures.get(0).codec(), "no codec read the files");
        assertInstanceOf(DatasetException.class, failures.get(0).failure());
        assertEquals(failures, failed.failures());
        assertEquals(failures.get(0).failure(), failed.first());
        // The JSON files, read before, and no verified dataset after.
        for (Codec<?> codec : Schemas.USER.codecs(Format.JSON)) {
            assertTrue(events.stream().anyMatch(event -> event instanceof VerifyEvent.CheckPassed passed
                    && passed.what().endsWith("(read with " + codec.name() + ")")), codec.name() + ": " + events);
        }
        assertTrue(events.stream().noneMatch(VerifyEvent.DatasetVerified.class::isInstance), events.toString());

        // Without every codec, the same dataset fails at that check, as it always did.
        assertThrows(DatasetException.class, () -> VerifyRun.dataset(new VerifyRun.DatasetOptions(
                new Dataset(Schemas.USER, copy), null, false, UnknownFields.REJECT), event -> { }));
    }
}
