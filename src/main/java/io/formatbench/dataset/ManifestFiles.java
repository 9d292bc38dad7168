package io.formatbench.dataset;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.json.JacksonWords;
import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads and writes manifest.json (snake_case keys, as documented in the README). */
public final class ManifestFiles {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT)
            // Newer tools may add keys; what this version needs is checked below, a value left out too
            // (requirePresent): Jackson's FAIL_ON_NULL_CREATOR_PROPERTIES cannot let the two that may be out go.
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    /** What a manifest may leave out: a generated dataset's {@code imported}, an imported one's {@code seed}. */
    private static final Set<String> OPTIONAL = Set.of("seed", "imported");

    /** A component's key in the file, as MAPPER writes it. */
    private static final PropertyNamingStrategies.NamingBase SNAKE_CASE =
            (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.SNAKE_CASE;

    private ManifestFiles() {}

    public static Path path(Path datasetDir) {
        return datasetDir.resolve(Manifest.FILE_NAME);
    }

    public static void write(Manifest manifest, Path datasetDir) throws IOException {
        try (AtomicFile file = AtomicFile.create(path(datasetDir))) {
            file.write(temporary -> MAPPER.writeValue(temporary.toFile(), manifest));
            file.commit();
        }
    }

    /** Reads the manifest, or fails with a {@link DatasetException} that says how to make one. */
    public static Manifest read(Path datasetDir) throws IOException {
        try (InputStream in = Files.newInputStream(path(datasetDir))) {
            return read(in, path(datasetDir).toString());
        } catch (NoSuchFileException e) {
            throw DatasetException.missing(datasetDir);
        }
    }

    /**
     * Reads a manifest from a stream opened elsewhere (an engine's file system: hdfs://, s3a://), with
     * the same checks; {@code path} names it in errors.
     */
    public static Manifest read(InputStream in, String path) throws IOException {
        Manifest manifest;
        try {
            JsonNode tree = MAPPER.readTree(in);
            if (tree == null || !tree.isObject()) {
                throw new DatasetException(path
                        + ": not a valid manifest: not a JSON object; regenerate the dataset with "
                        + DatasetException.GENERATE_COMMAND);
            }
            // Before binding: a manifest of another version lacks fields this one requires, and that is what to say.
            int version = tree.path("manifest_version").asInt();
            if (version != Manifest.CURRENT_VERSION) {
                throw new DatasetException(path + ": manifest version " + version + " is not the version "
                        + Manifest.CURRENT_VERSION + " this tool reads; regenerate the dataset with "
                        + DatasetException.GENERATE_COMMAND);
            }
            FormatOptionsJson.upgrade(tree);
            manifest = MAPPER.treeToValue(tree, Manifest.class);
        } catch (ValueInstantiationException e) {
            // A value the tool refuses (a format it does not have, a name that is none) says so in its own words.
            throw new DatasetException(path + ": not a valid manifest: " + where(e) + e.getCause().getMessage()
                    + "; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
        } catch (JacksonException e) {
            throw new DatasetException(path + ": not a valid manifest: " + JacksonWords.of(e.getOriginalMessage())
                    + "; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
        }
        if (manifest.schema() == null || manifest.contentDigest() == null || manifest.records() < 0) {
            throw new DatasetException(path + ": not a valid manifest: schema, content_digest and a records count of"
                    + " 0 or more are required; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
        }
        if (manifest.files() == null || manifest.files().isEmpty()) {
            throw new DatasetException(path + ": the manifest lists no data files; regenerate the dataset with "
                    + DatasetException.GENERATE_COMMAND);
        }
        requirePresent(manifest, "", OPTIONAL, path);
        checkOrigin(manifest, path);
        for (int i = 0; i < manifest.files().size(); i++) {
            if (manifest.files().get(i) != null) {
                requirePresent(manifest.files().get(i), "files[" + i + "].", Set.of(), path);
            }
        }
        for (Manifest.DataFile file : manifest.files()) {
            // A manifest names files inside its own folder, never a path that leads out of it.
            if (file == null || !isPlainFileName(file.name())) {
                throw new DatasetException(path + ": the data file name '" + (file == null ? null : file.name())
                        + "' is not a plain file name in the dataset folder");
            }
            if (file.bytes() < 0 || file.uncompressedBytes() < 0 || file.sha256() == null
                    || !file.sha256().matches("[0-9a-f]{64}") || file.unknownFields() < 0) {
                throw new DatasetException(path + ": file " + file.name() + ": a size and an uncompressed size of 0 or"
                        + " more, a SHA-256 of 64 hex digits and a count of unknown fields of 0 or more are required;"
                        + " regenerate the dataset with "
                        + DatasetException.GENERATE_COMMAND);
            }
            checkCompression(manifest.compression(), file, path);
        }
        checkShards(manifest, path);
        return manifest;
    }

    /**
     * Every value of {@code value} is there (not absent, not null) but the {@code optional} ones: what the
     * manifest's readers rely on. {@code where} is the value's place in the manifest, "files[0].".
     */
    private static void requirePresent(Record value, String where, Set<String> optional, String path)
            throws DatasetException {
        for (RecordComponent component : value.getClass().getRecordComponents()) {
            Object held;
            try {
                held = component.getAccessor().invoke(value);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("a record's accessor is public: " + component, e);
            }
            if (held == null && !optional.contains(component.getName())) {
                throw new DatasetException(path + ": not a valid manifest: " + where
                        + SNAKE_CASE.translate(component.getName()) + " is missing; regenerate the dataset with "
                        + DatasetException.GENERATE_COMMAND);
            }
        }
    }

    /**
     * Where the records come from: a seed, or a user's file with the tool's own file of its records in the
     * dataset folder ({@link RecordsDump}); one or the other, never both or neither.
     */
    private static void checkOrigin(Manifest manifest, String path) throws DatasetException {
        Manifest.Imported imported = manifest.imported();
        if ((manifest.seed() == null) == (imported == null)) {
            throw new DatasetException(path + ": not a valid manifest: " + (imported == null
                    ? "neither a seed nor imported records" : "both a seed and imported records")
                    + " (a dataset's records come from one or the other); regenerate the dataset with "
                    + DatasetException.GENERATE_COMMAND);
        }
        if (imported == null) {
            return;
        }
        requirePresent(imported, "imported.", Set.of(), path);
        if (!isPlainFileName(imported.recordsFile())) {
            throw new DatasetException(path + ": the records file name '" + imported.recordsFile()
                    + "' is not a plain file name in the dataset folder");
        }
        if (imported.recordsFileBytes() < 0 || !imported.recordsFileSha256().matches("[0-9a-f]{64}")
                || !imported.sourceSha256().matches("[0-9a-f]{64}")) {
            throw new DatasetException(path + ": imported: a records file size of 0 or more and SHA-256s of 64 hex"
                    + " digits are required; import the records again with generate --from-json");
        }
    }

    /**
     * A file's name says its compression, and it must be the dataset's: a file of another compression
     * is never read as this one. Uncompressed, its size is its uncompressed size.
     */
    private static void checkCompression(Compression compression, Manifest.DataFile file, String path)
            throws DatasetException {
        Compression named = Compression.ofFileName(file.name());
        if (named != compression) {
            throw new DatasetException(path + ": file " + file.name() + " is named as " + (named.compressed()
                    ? named + "-compressed" : "not compressed") + ", but the dataset's compression is " + compression
                    + "; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
        }
        if (!compression.compressed() && file.uncompressedBytes() != file.bytes()) {
            throw new DatasetException(path + ": file " + file.name() + " is not compressed, yet its uncompressed size "
                    + file.uncompressedBytes() + " is not its size " + file.bytes() + "; regenerate the dataset with "
                    + DatasetException.GENERATE_COMMAND);
        }
    }

    /** Every format's files are the shards of {@link Shards}, each once, with the rule's record counts. */
    private static void checkShards(Manifest manifest, String path) throws DatasetException {
        if (manifest.shards() < 1 || manifest.shards() > Shards.MAX) {
            throw new DatasetException(path + ": " + manifest.shards() + " shards; a dataset has 1 to " + Shards.MAX
                    + "; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
        }
        for (Manifest.DataFile file : manifest.files()) {
            String digest = file.contentDigest();
            if (digest != null && digest.matches("fbd[0-9]+:[0-9a-f]{16}")
                    && !digest.startsWith(Manifest.DIGEST_ALGORITHM + ":")) {
                String algorithm = digest.substring(0, digest.indexOf(':'));
                throw new DatasetException(path + ": its content digests are " + algorithm
                        + ", an earlier version of the tool's, and this one's are " + Manifest.DIGEST_ALGORITHM
                        + "; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
            }
        }
        List<Shards.Shard> shards = manifest.shardList();
        Map<Format, Set<Integer>> shardsByFormat = new HashMap<>();
        for (Manifest.DataFile file : manifest.files()) {
            boolean known = file.shard() >= 0 && file.shard() < shards.size()
                    && file.records() == shards.get(file.shard()).records()
                    && file.contentDigest() != null
                    && file.contentDigest().matches(Manifest.DIGEST_ALGORITHM + ":[0-9a-f]{16}")
                    && shardsByFormat.computeIfAbsent(file.format(),
                            f -> new HashSet<>()).add(file.shard());
            if (!known) {
                throw new DatasetException(path + ": file " + file.name() + ": shard " + file.shard() + " with "
                        + file.records() + " records and content " + file.contentDigest() + " is not one of the "
                        + manifest.shards() + " shards of " + manifest.records()
                        + " records; regenerate the dataset with "
                        + DatasetException.GENERATE_COMMAND);
            }
        }
        for (Manifest.DataFile file : manifest.files()) {
            // The one shard is the dataset: a file that says otherwise is a manifest that contradicts itself.
            if (manifest.shards() == 1 && !file.contentDigest().equals(manifest.contentDigest())) {
                throw new DatasetException(path + ": file " + file.name() + " has content " + file.contentDigest()
                        + ", the dataset " + manifest.contentDigest() + "; regenerate the dataset with "
                        + DatasetException.GENERATE_COMMAND);
            }
        }
        for (Map.Entry<Format, Set<Integer>> format : shardsByFormat.entrySet()) {
            if (format.getValue().size() != manifest.shards()) {
                throw new DatasetException(path + ": " + format.getValue().size() + " " + format.getKey()
                        + " file(s) for "
                        + manifest.shards() + " shards; regenerate the dataset with "
                        + DatasetException.GENERATE_COMMAND);
            }
        }
    }

    /** "files[1].format: ", where in the manifest a value was refused; empty where Jackson does not say. */
    private static String where(JsonMappingException e) {
        StringBuilder where = new StringBuilder();
        for (JsonMappingException.Reference reference : e.getPath()) {
            if (reference.getFieldName() != null) {
                where.append(where.isEmpty() ? "" : ".").append(reference.getFieldName());
            } else {
                where.append('[').append(reference.getIndex()).append(']');
            }
        }
        return where.isEmpty() ? "" : where + ": ";
    }

    /** A name of one file in the dataset folder: no separator, no "." or "..", nothing the file system refuses. */
    private static boolean isPlainFileName(String name) {
        if (name == null || name.isEmpty() || name.equals(".") || name.equals("..")) {
            return false;
        }
        try {
            return name.equals(Path.of(name).getFileName().toString());
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
