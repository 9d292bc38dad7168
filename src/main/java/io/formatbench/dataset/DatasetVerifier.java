package io.formatbench.dataset;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Checks a dataset against its manifest: each file's size and SHA-256, then its record count and
 * content digest as read back by the chosen codecs.
 */
public final class DatasetVerifier {

    /** Told of each check that passed, for the user to see what was verified. */
    public interface Listener {
        void passed(String what);
    }

    private DatasetVerifier() {}

    /**
     * @param allCodecs read each file with every codec of its format, not only the primary one
     */
    public static Manifest verify(Path datasetDir, boolean allCodecs, Listener listener) throws IOException {
        Manifest manifest = ManifestFiles.read(datasetDir);
        DatasetSchema<?> schema = schemaOf(manifest, datasetDir);
        for (Manifest.DataFile entry : manifest.files()) {
            Path file = datasetDir.resolve(entry.name());
            checkBytes(file, entry);
            listener.passed(file + ": " + entry.bytes() + " bytes, SHA-256 " + entry.sha256());
            Format format = formatOf(entry, datasetDir);
            for (Codec<?> codec : allCodecs ? schema.codecs(format) : List.of(schema.primaryCodec(format))) {
                DatasetReader.Summary summary = readWith(schema, codec, file);
                requireMatch(file, codec.name(), summary, manifest);
                listener.passed(file + ": " + summary.records() + " records, content " + summary.digest()
                        + " (read with " + codec.name() + ")");
            }
        }
        return manifest;
    }

    /** Fails unless what was read is what the manifest promises. */
    public static void requireMatch(Path file, String codecName, DatasetReader.Summary summary, Manifest manifest)
            throws DatasetException {
        if (summary.records() != manifest.records() || !summary.digest().equals(manifest.contentDigest())) {
            throw new DatasetException(file + ": read with " + codecName + " gives " + summary.records()
                    + " records, content " + summary.digest() + "; the manifest says " + manifest.records()
                    + " records, content " + manifest.contentDigest());
        }
    }

    public static DatasetSchema<?> schemaOf(Manifest manifest, Path datasetDir) throws DatasetException {
        try {
            DatasetSchema<?> schema = Schemas.byName(manifest.schema());
            if (schema.version() != manifest.schemaVersion()) {
                throw new DatasetException(ManifestFiles.path(datasetDir) + ": schema " + manifest.schema() + " version "
                        + manifest.schemaVersion() + ", this tool has version " + schema.version()
                        + "; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
            }
            return schema;
        } catch (IllegalArgumentException e) {
            throw new DatasetException(ManifestFiles.path(datasetDir) + ": " + e.getMessage());
        }
    }

    /** A tampered manifest is a dataset problem, not a crash. */
    private static Format formatOf(Manifest.DataFile entry, Path datasetDir) throws DatasetException {
        try {
            return Format.fromId(String.valueOf(entry.format()));
        } catch (IllegalArgumentException e) {
            throw new DatasetException(ManifestFiles.path(datasetDir) + ": file " + entry.name() + ": " + e.getMessage()
                    + "; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
        }
    }

    /** Fails unless the file exists with the manifest's size and SHA-256. */
    public static void checkBytes(Path file, Manifest.DataFile entry) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new DatasetException(file + ": missing, though the manifest lists it; regenerate the dataset with "
                    + DatasetException.GENERATE_COMMAND);
        }
        long bytes = Files.size(file);
        if (bytes != entry.bytes()) {
            throw new DatasetException(file + ": " + bytes + " bytes, the manifest says " + entry.bytes());
        }
        String sha256 = Sha256.of(file);
        if (!sha256.equals(entry.sha256())) {
            throw new DatasetException(file + ": SHA-256 " + sha256 + ", the manifest says " + entry.sha256());
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> DatasetReader.Summary readWith(DatasetSchema<T> schema, Codec<?> codec, Path file)
            throws IOException {
        return DatasetReader.read(schema, (Codec<T>) codec, file);
    }
}
