package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.proto.records.User;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A dataset of a user's own records: its manifest names the file they came from and its SHA-256 in place
 * of a seed, the tool's own file of the records lies beside the data files, and a manifest says where its
 * records come from, one way or the other, and nothing else.
 */
class ImportedDatasetTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Records no seed makes: written by hand. */
    private static final String LINES = "{\"id\":7,\"name\":\"Zoë Hand\",\"email\":\"zoe@example.org\",\"age\":41}\n"
            + "{\"id\":\"9007199254740993\",\"active\":true}\n{\"id\":3,\"name\":\"\\u65e5\\u672c\"}\n";

    @TempDir
    Path temp;

    @Test
    void theManifestNamesTheSourceAndItsHashAndHasNoSeed() throws IOException {
        Path source = source();
        Path data = temp.resolve("data");
        Manifest manifest = generate(ImportedRecords.of(Schemas.USER, source), data);

        assertNull(manifest.seed());
        assertEquals("mine.jsonl", manifest.imported().source());
        assertEquals(Sha256.of(source), manifest.imported().sourceSha256());
        Path records = data.resolve("users.records");
        assertEquals(records.getFileName().toString(), manifest.imported().recordsFile());
        assertEquals(Files.size(records), manifest.imported().recordsFileBytes());
        assertEquals(Sha256.of(records), manifest.imported().recordsFileSha256());
        assertEquals(manifest, ManifestFiles.read(data));
        JsonNode written = JSON.readTree(ManifestFiles.path(data).toFile());
        assertFalse(written.has("seed"), written.toString());
        assertEquals("mine.jsonl", written.get("imported").get("source").asText());

        List<User> back = new ArrayList<>();
        RecordGenerator<User> read = RecordsDumpReader.records(records, Schemas.USER.bindings()).create(0, 0);
        for (int i = 0; i < 3; i++) {
            back.add(read.next());
        }
        assertEquals(new User(9007199254740993L, "", "", 0, true), back.get(1));
        RecordsDump.requireIntact(manifest, data);
    }

    @Test
    void aGeneratedDatasetInTheFolderOfAnImportedOneLeavesNoRecordsFile() throws IOException {
        Path data = temp.resolve("data");
        generate(ImportedRecords.of(Schemas.USER, source()), data);
        assertTrue(Files.exists(data.resolve("users.records")));

        Manifest generated = DatasetGenerator.generate(Schemas.USER, 5, 42, 1, Compression.NONE, data,
                (done, total) -> { });

        assertEquals(42L, generated.seed());
        assertNull(generated.imported());
        assertFalse(JSON.readTree(ManifestFiles.path(data).toFile()).has("imported"));
        assertFalse(Files.exists(data.resolve("users.records")), "no file of records no manifest names");
    }

    @Test
    void aSourceChangedWhileTheDatasetIsWrittenWritesNothing() throws IOException {
        Path source = source();
        ImportedRecords imported = ImportedRecords.of(Schemas.USER, source);
        Files.writeString(source, LINES.replace("Zoë", "Zoe"), StandardCharsets.UTF_8);
        Path data = temp.resolve("data");

        DatasetException e = assertThrows(DatasetException.class, () -> generate(imported, data));

        assertTrue(e.getMessage().startsWith(source + ": changed while the dataset was made from it (SHA-256 "),
                e.getMessage());
        assertFalse(Files.exists(ManifestFiles.path(data)));
        assertFalse(Files.exists(data.resolve("users.records")));
    }

    @Test
    void aRecordsFileThatIsNotTheOneGenerateWroteIsRefusedNamingIt() throws IOException {
        Path data = temp.resolve("data");
        Manifest manifest = generate(ImportedRecords.of(Schemas.USER, source()), data);
        Path records = data.resolve("users.records");
        byte[] bytes = Files.readAllBytes(records);
        bytes[bytes.length - 2] ^= 1;
        Files.write(records, bytes);

        DatasetException changed = assertThrows(DatasetException.class,
                () -> RecordsDump.requireIntact(manifest, data));
        assertTrue(changed.getMessage().startsWith(records + ": SHA-256 "), changed.getMessage());
        assertTrue(changed.getMessage().endsWith("not the file generate wrote; import the records again with"
                + " generate --from-json mine.jsonl"), changed.getMessage());

        Files.delete(records);
        DatasetException missing = assertThrows(DatasetException.class,
                () -> RecordsDump.requireIntact(manifest, data));
        assertTrue(missing.getMessage().startsWith(records + ": missing"), missing.getMessage());
    }

    /** A manifest of before, with its seed and no word of imports, reads as it did. */
    @Test
    void aManifestOfBeforeWithASeedStillReads() throws IOException {
        Path data = temp.resolve("data");
        Manifest manifest = DatasetGenerator.generate(Schemas.USER, 5, 7, 1, Compression.NONE, data,
                (done, total) -> { });
        ObjectNode tree = (ObjectNode) JSON.readTree(ManifestFiles.path(data).toFile());
        assertFalse(tree.has("imported"));

        assertEquals(7L, ManifestFiles.read(data).seed());
        assertEquals(manifest, ManifestFiles.read(data));
    }

    @ParameterizedTest
    @ValueSource(strings = {"neither", "both", "imported.source_sha256=xyz", "imported.records_file=../users.records",
            "imported.records_file=null", "imported.source=null"})
    void aManifestSaysWhereItsRecordsComeFromOneWayOrTheOther(String change) throws IOException {
        Path data = temp.resolve("data");
        generate(ImportedRecords.of(Schemas.USER, source()), data);
        ObjectNode tree = (ObjectNode) JSON.readTree(ManifestFiles.path(data).toFile());
        ObjectNode imported = (ObjectNode) tree.get("imported");
        switch (change) {
            case "neither" -> tree.remove("imported");
            case "both" -> tree.put("seed", 42);
            default -> {
                String[] keyValue = change.substring("imported.".length()).split("=");
                if (keyValue[1].equals("null")) {
                    imported.putNull(keyValue[0]);
                } else {
                    imported.put(keyValue[0], keyValue[1]);
                }
            }
        }
        JSON.writeValue(ManifestFiles.path(data).toFile(), tree);

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(data));

        assertTrue(e.getMessage().startsWith(ManifestFiles.path(data) + ": "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    private Path source() throws IOException {
        Path source = temp.resolve("mine.jsonl");
        Files.writeString(source, LINES, StandardCharsets.UTF_8);
        return source;
    }

    private static Manifest generate(ImportedRecords imported, Path data) throws IOException {
        try (DatasetFolder folder = DatasetFolder.lockForWriting(data, imported.schema())) {
            return DatasetGenerator.generate(imported, 1, Compression.NONE, FormatOptions.DEFAULTS,
                    Format.listOf("json,protobuf"), folder, (done, total) -> { });
        }
    }
}
