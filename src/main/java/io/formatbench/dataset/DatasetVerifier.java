package io.formatbench.dataset;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.fs.CountingSink;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Checks a dataset against its manifest: each file's size and SHA-256 (of the file on disk, compressed
 * or not), a compressed file's uncompressed size, then its record count and content digest as read
 * back by the chosen codecs through the decompressor.
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
            formatOf(entry, datasetDir);
        }
        for (Format format : Format.values()) {
            if (manifest.files().stream().noneMatch(file -> file.format().equals(format.id()))) {
                continue;
            }
            List<Manifest.DataFile> shards = manifest.files(format);
            for (Manifest.DataFile entry : shards) {
                Path file = datasetDir.resolve(entry.name());
                checkBytes(file, entry);
                listener.passed(file + ": " + entry.bytes() + " bytes, SHA-256 " + entry.sha256());
                if (manifest.compression().compressed()) {
                    checkUncompressedBytes(file, manifest.compression(), entry);
                    listener.passed(file + ": " + entry.uncompressedBytes() + " bytes uncompressed ("
                            + manifest.compression() + ")");
                }
            }
            for (Codec<?> codec : allCodecs ? schema.codecs(format) : List.of(schema.primaryCodec(format))) {
                ContentDigest dataset = new ContentDigest();
                for (Manifest.DataFile entry : shards) {
                    Path file = datasetDir.resolve(entry.name());
                    DatasetReader.Summary summary = readWith(schema, codec, file, manifest.compression(), dataset);
                    requireMatch(file.toString(), codec.name(), summary, entry.records(), entry.contentDigest());
                    listener.passed(file + ": " + summary.records() + " records, content " + summary.digest()
                            + " (read with " + codec.name() + ")");
                }
                if (shards.size() > 1) {
                    DatasetReader.Summary all = new DatasetReader.Summary(dataset.records(),
                            Manifest.digestLabel(dataset.hex()));
                    requireMatch(datasetDir + ": the " + shards.size() + " " + format + " shards", codec.name(), all,
                            manifest.records(), manifest.contentDigest());
                    listener.passed(shards.size() + " " + format + " shards: " + all.records() + " records, content "
                            + all.digest() + " (read with " + codec.name() + ")");
                }
            }
        }
        return manifest;
    }

    /**
     * Refuses a dataset of another compression than the one asked for (null: whatever it has): what
     * follows would measure something other than asked.
     */
    public static void requireCompression(Compression asked, Manifest manifest, Path datasetDir) throws DatasetException {
        if (asked != null && asked != manifest.compression()) {
            throw new DatasetException(datasetDir + ": the dataset is " + (manifest.compression().compressed()
                    ? manifest.compression() + "-compressed" : "not compressed") + ", not " + asked
                    + (asked.compressed() ? "-compressed" : "") + " as asked; generate one with --compression " + asked
                    + " (-Dcompression=" + asked + "), or leave the compression to the dataset's manifest");
        }
    }

    /** Fails unless what was read from {@code what} (a file, or a format's shards) is what the manifest promises. */
    public static void requireMatch(String what, String codecName, DatasetReader.Summary summary, long records,
                                    String contentDigest) throws DatasetException {
        if (summary.records() != records || !summary.digest().equals(contentDigest)) {
            throw new DatasetException(what + ": read with " + codecName + " gives " + summary.records()
                    + " records, content " + summary.digest() + "; the manifest says " + records
                    + " records, content " + contentDigest);
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

    /** Fails unless {@code file} decompresses to the manifest's uncompressed size; returns that size. */
    public static long checkUncompressedBytes(Path file, Compression compression, Manifest.DataFile entry)
            throws IOException {
        long bytes = uncompressedBytes(file, compression);
        if (bytes != entry.uncompressedBytes()) {
            throw new DatasetException(file + ": " + bytes + " bytes uncompressed, the manifest says "
                    + entry.uncompressedBytes());
        }
        return bytes;
    }

    private static long uncompressedBytes(Path file, Compression compression) throws IOException {
        CountingSink sink = new CountingSink();
        try (InputStream in = IoStack.openInput(file, compression)) {
            in.transferTo(sink);
        }
        return sink.bytes();
    }

    @SuppressWarnings("unchecked")
    private static <T> DatasetReader.Summary readWith(DatasetSchema<T> schema, Codec<?> codec, Path file,
                                                      Compression compression, ContentDigest dataset) throws IOException {
        return DatasetReader.read(schema, (Codec<T>) codec, file, compression, dataset);
    }
}
