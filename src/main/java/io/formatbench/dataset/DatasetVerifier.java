package io.formatbench.dataset;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.UnknownFields;
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
 * back by the chosen codecs through the decompressor, and, for readers that skip unknown fields, how
 * many they skipped.
 */
public final class DatasetVerifier {

    /**
     * Told of each check that passed, for the user to see what was verified; and of each that failed,
     * which by default ends the verification there.
     */
    public interface Listener {
        void passed(String what);

        /**
         * A check failed: a format's files differ from the manifest ({@code codec} null: none of the
         * format's codecs reads them then), or a codec refused them or read other records than the
         * manifest's. Throwing {@code failure} ends the verification; returning goes on with the next
         * codec and format (verify --all-codecs, which tells each codec's outcome).
         */
        default void failed(Format format, CodecName codec, IOException failure) throws IOException {
            throw failure;
        }
    }

    private DatasetVerifier() {}

    /** Verifies with readers that reject unknown fields: a dataset of the tool's own schema version. */
    public static Manifest verify(Path datasetDir, boolean allCodecs, Listener listener) throws IOException {
        return verify(datasetDir, allCodecs, UnknownFields.REJECT, listener);
    }

    /**
     * @param allCodecs read each file with every codec of its format, not only the primary one
     * @param unknownFields what the strict readers do with fields outside the schema: a dataset of
     *     the newer schema version ({@link NewerSchema}) is read only with {@link UnknownFields#SKIP},
     *     and then each file's skipped fields must be the manifest's count
     */
    public static Manifest verify(Path datasetDir, boolean allCodecs, UnknownFields unknownFields, Listener listener)
            throws IOException {
        Manifest manifest = ManifestFiles.read(datasetDir);
        DatasetSchema<?> schema = schemaOf(manifest, datasetDir);
        requireReadable(manifest, schema, datasetDir, unknownFields);
        ReadOptions options = ReadOptions.of(ReadChecks.STRICT, unknownFields);
        for (Format format : Format.all()) {
            if (!manifest.has(format)) {
                continue;
            }
            List<Manifest.DataFile> shards = manifest.files(format);
            try {
                checkFiles(datasetDir, manifest, shards, listener);
            } catch (DatasetException | BadInputException differ) {
                // Read by any codec, files of other bytes than the manifest's would only fail again.
                listener.failed(format, null, differ);
                continue;
            }
            for (Codec<?> codec : allCodecs ? schema.codecs(format) : List.of(schema.primaryCodec(format))) {
                try {
                    readWithCodec(datasetDir, manifest, format, schema, codec, options, listener);
                } catch (DatasetException | BadInputException failed) {
                    listener.failed(format, codec.name(), failed);
                }
            }
        }
        return manifest;
    }

    /** Each file of one format (its shards): there, and of the manifest's size and SHA-256, uncompressed too. */
    private static void checkFiles(Path datasetDir, Manifest manifest, List<Manifest.DataFile> shards,
                                   Listener listener) throws IOException {
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
    }

    /** One format's files read with one codec: each file's records and content, then all the shards'. */
    private static void readWithCodec(Path datasetDir, Manifest manifest, Format format, DatasetSchema<?> schema,
                                      Codec<?> codec, ReadOptions options, Listener listener) throws IOException {
        List<Manifest.DataFile> shards = manifest.files(format);
        ContentDigest dataset = new ContentDigest();
        for (Manifest.DataFile entry : shards) {
            Path file = datasetDir.resolve(entry.name());
            DatasetReader.Summary summary = readWith(schema, codec, file, manifest.compression(), options, dataset);
            requireMatch(file.toString(), codec.name(), summary, entry.records(), entry.contentDigest());
            if (options.skipsUnknownFields()) {
                requireSkipped(file.toString(), codec.name(), summary.skippedFields(), entry.unknownFields());
            }
            listener.passed(file + ": " + summary.records() + " records, content " + summary.digest()
                    + (options.skipsUnknownFields() ? ", " + summary.skippedFields() + " unknown fields skipped" : "")
                    + " (read with " + codec.name() + ")");
        }
        if (shards.size() > 1) {
            DatasetReader.Summary all = new DatasetReader.Summary(dataset.records(), Manifest.digestLabel(dataset.hex()));
            requireMatch(datasetDir + ": the " + shards.size() + " " + format + " shards", codec.name(), all,
                    manifest.records(), manifest.contentDigest());
            listener.passed(shards.size() + " " + format + " shards: " + all.records() + " records, content "
                    + all.digest() + " (read with " + codec.name() + ")");
        }
    }

    /**
     * Refuses a dataset of another compression than the one asked for (null: whatever it has): what
     * follows would measure something other than asked.
     */
    public static void requireCompression(Compression asked, Manifest manifest,
            Path datasetDir) throws DatasetException {
        if (asked != null && asked != manifest.compression()) {
            throw new DatasetException(datasetDir + ": the dataset is " + (manifest.compression().compressed()
                    ? manifest.compression() + "-compressed" : "not compressed") + ", not " + asked
                    + (asked.compressed() ? "-compressed" : "") + " as asked; generate one with --compression " + asked
                    + " (-Dcompression=" + asked + "), or leave the compression to the dataset's manifest");
        }
    }

    /** Fails unless what was read from {@code what} (a file, or a format's shards) is what the manifest promises. */
    public static void requireMatch(String what, CodecName codecName, DatasetReader.Summary summary, long records,
                                    String contentDigest) throws DatasetException {
        if (summary.records() != records || !summary.digest().equals(contentDigest)) {
            throw new DatasetException(what + ": read with " + codecName + " gives " + summary.records()
                    + " records, content " + summary.digest() + "; the manifest says " + records
                    + " records, content " + contentDigest);
        }
    }

    /** Fails unless a reader skipping fields it does not know skipped as many as the manifest says the file has. */
    public static void requireSkipped(String what, CodecName codecName, long skipped, long unknownFields)
            throws DatasetException {
        if (skipped != unknownFields) {
            throw new DatasetException(what + ": read with " + codecName + " skips " + skipped
                    + " unknown fields; the manifest says " + unknownFields);
        }
    }

    /**
     * The dataset's schema; its version is the tool's, or the newer one of {@link NewerSchema} (whose
     * records readers read only when they skip unknown fields: see {@link #requireReadable}).
     */
    public static DatasetSchema<?> schemaOf(Manifest manifest, Path datasetDir) throws DatasetException {
        DatasetSchema<?> schema;
        try {
            schema = Schemas.byName(manifest.schema());
        } catch (IllegalArgumentException e) {
            throw new DatasetException(ManifestFiles.path(datasetDir) + ": " + e.getMessage());
        }
        requireSchema(manifest, schema, datasetDir);
        return schema;
    }

    /**
     * Fails unless the dataset is of the schema, in the tool's version or the newer one: what a run
     * planned with the schema {@link #schemaOf} gave checks when it reads the manifest again.
     */
    public static void requireSchema(Manifest manifest, DatasetSchema<?> schema, Path datasetDir)
            throws DatasetException {
        if (!manifest.schema().equals(schema.name())) {
            throw new DatasetException(ManifestFiles.path(datasetDir) + ": schema " + manifest.schema() + ", not "
                    + schema.name());
        }
        if (schema.version() != manifest.schemaVersion() && !NewerSchema.isNewer(manifest, schema)) {
            throw new DatasetException(ManifestFiles.path(datasetDir) + ": schema " + manifest.schema() + " version "
                    + manifest.schemaVersion() + ", this tool has version " + schema.version()
                    + "; regenerate the dataset with " + DatasetException.GENERATE_COMMAND);
        }
    }

    /**
     * Fails, saying what to do, when the dataset is of the newer schema version and the readers would
     * reject the fields it added: every record would be bad input.
     */
    public static void requireReadable(Manifest manifest, DatasetSchema<?> schema, Path datasetDir,
                                       UnknownFields unknownFields) throws DatasetException {
        if (NewerSchema.isNewer(manifest, schema) && unknownFields == UnknownFields.REJECT) {
            throw new DatasetException(ManifestFiles.path(datasetDir) + ": schema " + schema.name() + " version "
                    + manifest.schemaVersion() + " is newer than this tool's version " + schema.version()
                    + ": its records"
                    + " carry " + NewerSchema.ADDED_FIELDS + " fields each that version " + schema.version()
                    + " does not have, and --unknown-fields=reject (the default) refuses them; read it with"
                    + " --unknown-fields=skip");
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
                                                      Compression compression, ReadOptions options,
                                                      ContentDigest dataset) throws IOException {
        return DatasetReader.read(schema, (Codec<T>) codec, file, compression, options, dataset);
    }
}
