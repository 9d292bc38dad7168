package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.codec.avro.AvroModule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

class ManifestFilesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void readsWhatItWrote(@TempDir Path folder) throws IOException {
        Manifest written = DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.NONE, folder, (done, total)
                -> { });

        assertEquals(written, ManifestFiles.read(folder));
    }

    @ParameterizedTest
    @ValueSource(strings = {"../users.pb", "/etc/passwd", "sub/users.pb", "..", ".", "users\u0000.pb", ""})
    void aDataFileNameThatLeavesTheFolderIsRejected(String name, @TempDir Path folder) throws IOException {
        DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.NONE, folder, (done, total) -> { });
        ObjectNode manifest = (ObjectNode) JSON.readTree(ManifestFiles.path(folder).toFile());
        ((ObjectNode) manifest.get("files").get(1)).put("name", name);
        JSON.writeValue(ManifestFiles.path(folder).toFile(), manifest);

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertTrue(e.getMessage().contains("is not a plain file name"), e.getMessage());
    }

    @Test
    void aManifestWithoutFilesIsRejected(@TempDir Path folder) throws IOException {
        DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.NONE, folder, (done, total) -> { });
        ObjectNode manifest = (ObjectNode) JSON.readTree(ManifestFiles.path(folder).toFile());
        manifest.set("files", JSON.createArrayNode());
        JSON.writeValue(ManifestFiles.path(folder).toFile(), manifest);

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertTrue(e.getMessage().contains("lists no data files"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"records=-1", "schema=null", "content_digest=null", "files.bytes=-1", "files.sha256=xyz",
            "shards=0", "shards=-1", "shards=2", "shards=100000", "files.shard=1", "files.shard=-1", "files.records=9",
            "files.records=-1", "files.content_digest=null", "files.content_digest=fbd2:0000000000000000",
            "manifest_version=1", "files.format=xml", "files.format=null", "schema=a b"})
    void aManifestMissingWhatEveryCommandReliesOnIsRejected(String change, @TempDir Path folder) throws IOException {
        DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.NONE, folder, (done, total) -> { });
        ObjectNode manifest = (ObjectNode) JSON.readTree(ManifestFiles.path(folder).toFile());
        String[] keyValue = change.split("=");
        ObjectNode target = keyValue[0].startsWith("files.") ? (ObjectNode) manifest.get("files").get(0) : manifest;
        String key = keyValue[0].replace("files.", "");
        switch (keyValue[1]) {
            case "null" -> target.putNull(key);
            case "-1" -> target.put(key, -1);
            default -> {
                if (keyValue[1].matches("[0-9]+")) {
                    target.put(key, Long.parseLong(keyValue[1]));
                } else {
                    target.put(key, keyValue[1]);
                }
            }
        }
        JSON.writeValue(ManifestFiles.path(folder).toFile(), manifest);

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertTrue(e.getMessage().contains("regenerate the dataset"), e.getMessage());
    }

    @Test
    void aValueTheToolRefusesIsNamedWhereItIs(@TempDir Path folder) throws IOException {
        DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.NONE, folder, (done, total) -> { });
        ObjectNode manifest = (ObjectNode) JSON.readTree(ManifestFiles.path(folder).toFile());
        ((ObjectNode) manifest.get("files").get(1)).put("format", "xml");
        JSON.writeValue(ManifestFiles.path(folder).toFile(), manifest);

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertEquals(ManifestFiles.path(folder) + ": not a valid manifest: files[1].format: unknown format 'xml'"
                + " (known: json, protobuf, cbor, smile, msgpack, avro); regenerate the dataset with "
                + DatasetException.GENERATE_COMMAND,
                e.getMessage());
    }

    /**
     * The formats' own options are one object; a manifest from before gave each its own key
     * ("avro_blocks"), one from before Avro's block codecs none: both read as what their files are.
     */
    @Test
    void formatOptionsAsOneObjectOrEachAsItsOwnKeyOrNone(@TempDir Path folder) throws IOException {
        Manifest written = DatasetGenerator.generate(Schemas.USER, Schemas.USER.version(), 10, 7, 1, Compression.NONE,
                AvroBlockCodec.ZSTANDARD.options(), List.of(Format.JSON, AvroModule.FORMAT), folder, (done, total) -> { });
        ObjectNode manifest = (ObjectNode) JSON.readTree(ManifestFiles.path(folder).toFile());
        assertEquals("{\"avro_blocks\":\"zstandard\"}", manifest.get("format_options").toString());
        assertEquals(written, ManifestFiles.read(folder));

        manifest.put("avro_blocks", manifest.remove("format_options").get("avro_blocks").asText());
        JSON.writeValue(ManifestFiles.path(folder).toFile(), manifest);
        assertEquals(AvroBlockCodec.ZSTANDARD.options(), ManifestFiles.read(folder).formatOptions(),
                "each option as a key of its own");

        manifest.remove("avro_blocks");
        JSON.writeValue(ManifestFiles.path(folder).toFile(), manifest);
        assertEquals(FormatOptions.DEFAULTS, ManifestFiles.read(folder).formatOptions(), "no option: every default");
    }

    @ParameterizedTest
    @ValueSource(strings = {"avro_blocks=snappy", "sync_interval=64k"})
    void anOptionOrAValueThisToolDoesNotHaveSaysToRegenerate(String option, @TempDir Path folder) throws IOException {
        DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.NONE, folder, (done, total) -> { });
        ObjectNode manifest = (ObjectNode) JSON.readTree(ManifestFiles.path(folder).toFile());
        String[] nameValue = option.split("=");
        manifest.putObject("format_options").put(nameValue[0], nameValue[1]);
        JSON.writeValue(ManifestFiles.path(folder).toFile(), manifest);

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertTrue(e.getMessage().contains(nameValue[1].equals("snappy") ? "unknown Avro block codec 'snappy'"
                : "sync_interval"), e.getMessage());
        assertTrue(e.getMessage().contains("regenerate the dataset"), e.getMessage());
    }

    @Test
    void aDatasetOfTheDigestBeforeThisOneSaysToRegenerate(@TempDir Path folder) throws IOException {
        DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.NONE, folder, (done, total) -> { });
        String fbd2 = Files.readString(ManifestFiles.path(folder));
        Files.writeString(ManifestFiles.path(folder), fbd2.replace("\"fbd2:", "\"fbd1:"));

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertEquals(ManifestFiles.path(folder) + ": its content digests are fbd1, an earlier version of the tool's,"
                + " and this one's are fbd2; regenerate the dataset with " + DatasetException.GENERATE_COMMAND,
                e.getMessage());
    }

    @Test
    void aManifestOfTheVersionBeforeShardsSaysToRegenerate(@TempDir Path folder) throws IOException {
        Files.writeString(ManifestFiles.path(folder),
                "{\"manifest_version\": 1, \"schema\": \"user\", \"schema_version\": 1,"
                + " \"records\": 10, \"seed\": 7, \"content_digest\": \"fbd2:0000000000000000\", \"files\": []}");

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertTrue(e.getMessage().contains("manifest version 1 is not the version 3 this tool reads; regenerate"),
                e.getMessage());
    }

    /**
     * Version 2 had no compression: its sizes and SHA-256 are of uncompressed files, and it lacks the uncompressed
     * sizes.
     */
    @Test
    void aManifestOfTheVersionBeforeCompressionSaysToRegenerate(@TempDir Path folder) throws IOException {
        DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.NONE, folder, (done, total) -> { });
        ObjectNode manifest = (ObjectNode) new ObjectMapper().readTree(ManifestFiles.path(folder).toFile());
        manifest.put("manifest_version", 2);
        manifest.remove("compression");
        manifest.withArray("files").forEach(file -> ((ObjectNode) file).remove("uncompressed_bytes"));
        Files.writeString(ManifestFiles.path(folder), manifest.toString());

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertEquals(ManifestFiles.path(folder)
                + ": manifest version 2 is not the version 3 this tool reads; regenerate"
                + " the dataset with " + DatasetException.GENERATE_COMMAND, e.getMessage());
    }

    /** A file named for one compression in a dataset of another is never read as the dataset's. */
    @ParameterizedTest
    @ValueSource(strings = {"none:users.jsonl.zst", "zstd:users.jsonl", "zstd:users.jsonl.gz", "gzip:users.jsonl.zst"})
    void aFileNamedForAnotherCompressionIsRefused(String change, @TempDir Path folder) throws IOException {
        String compression = change.substring(0, change.indexOf(':'));
        String name = change.substring(change.indexOf(':') + 1);
        DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.fromId(compression), folder, (done, total)
                -> { });
        ObjectNode manifest = (ObjectNode) new ObjectMapper().readTree(ManifestFiles.path(folder).toFile());
        ((ObjectNode) manifest.withArray("files").get(0)).put("name", name);
        Files.writeString(ManifestFiles.path(folder), manifest.toString());

        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertTrue(e.getMessage().contains("file " + name + " is named as "), e.getMessage());
        assertTrue(e.getMessage().contains("but the dataset's compression is " + compression + "; regenerate"),
                e.getMessage());
    }

    @Test
    void aMissingManifestSaysHowToGenerate(@TempDir Path folder) {
        DatasetException e = assertThrows(DatasetException.class, () -> ManifestFiles.read(folder));

        assertTrue(e.getMessage().contains("mvn -Pgenerate-data exec:java"), e.getMessage());
        assertTrue(Files.notExists(ManifestFiles.path(folder)));
    }
}
