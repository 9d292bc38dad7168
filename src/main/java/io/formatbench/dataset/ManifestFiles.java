package io.formatbench.dataset;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads and writes manifest.json (snake_case keys, as documented in the README). */
public final class ManifestFiles {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT)
            // Newer tools may add keys; what this version needs is checked below.
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
            .build();

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
        Path path = path(datasetDir);
        Manifest manifest;
        try {
            manifest = MAPPER.readValue(Files.newInputStream(path), Manifest.class);
        } catch (NoSuchFileException e) {
            throw DatasetException.missing(datasetDir);
        } catch (JacksonException e) {
            throw new DatasetException(path + ": not a valid manifest: " + e.getOriginalMessage()
                    + "; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
        }
        if (manifest.manifestVersion() != Manifest.CURRENT_VERSION) {
            throw new DatasetException(path + ": manifest version " + manifest.manifestVersion()
                    + " is not the version " + Manifest.CURRENT_VERSION + " this tool reads; regenerate the dataset with "
                    + DatasetException.GENERATE_COMMAND);
        }
        if (manifest.schema() == null || manifest.contentDigest() == null || manifest.records() < 0) {
            throw new DatasetException(path + ": not a valid manifest: schema, content_digest and a records count of"
                    + " 0 or more are required; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
        }
        if (manifest.files() == null || manifest.files().isEmpty()) {
            throw new DatasetException(path + ": the manifest lists no data files; regenerate the dataset with "
                    + DatasetException.GENERATE_COMMAND);
        }
        for (Manifest.DataFile file : manifest.files()) {
            // A manifest names files inside its own folder, never a path that leads out of it.
            if (file == null || !isPlainFileName(file.name())) {
                throw new DatasetException(path + ": the data file name '" + (file == null ? null : file.name())
                        + "' is not a plain file name in the dataset folder");
            }
            if (file.bytes() < 0 || file.sha256() == null || !file.sha256().matches("[0-9a-f]{64}")) {
                throw new DatasetException(path + ": file " + file.name() + ": a size of 0 or more and a SHA-256 of 64"
                        + " hex digits are required; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
            }
        }
        return manifest;
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
