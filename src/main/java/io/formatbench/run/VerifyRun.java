package io.formatbench.run;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetReader;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.DatasetVerifier;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.fs.InputFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code verify}: checks a dataset against its manifest, or reads one file strictly and says what it
 * holds. A file that does not match is a {@link io.formatbench.dataset.DatasetException}, a bad one a
 * {@link io.formatbench.codec.BadInputException}. Reading with every codec, a verify goes on past a
 * codec that fails, telling each failure, and ends in a {@link ChecksFailedException} if any did.
 */
public final class VerifyRun {

    /**
     * A dataset to check.
     *
     * @param dataset its folder, and the schema it must be of (null: whichever the manifest names)
     * @param compression the compression it must have (null: whichever the manifest names)
     * @param allCodecs read each file with every codec of its format, not only the primary one
     */
    public record DatasetOptions(Dataset dataset, Compression compression, boolean allCodecs,
                                 UnknownFields unknownFields) {}

    /**
     * A single file to read, in {@code format}, of {@code schema}'s records, through {@code compression}.
     *
     * @param schema the schema of its records (null: the default schema, {@link Datasets#defaultSchema})
     * @param codec the codec to read it with, of the schema and the format (null: the format's primary)
     * @param allCodecs read it with every codec of the format instead, whatever {@code codec} says
     * @param compression how it is compressed (null: what its name ends with, {@link Compression#ofFileName})
     * @throws IllegalArgumentException for a codec the schema does not have, or one of another format
     */
    public record FileOptions(Path file, DatasetSchema<?> schema, Format format, CodecName codec, boolean allCodecs,
                              Compression compression, UnknownFields unknownFields) {

        public FileOptions {
            schema = schema != null ? schema : Datasets.defaultSchema();
            compression = compression != null ? compression : Compression.ofFileName(file.getFileName().toString());
            if (codec != null && !allCodecs && schema.codec(codec).format() != format) {
                throw new IllegalArgumentException("codec " + codec + " reads " + schema.codec(codec).format()
                        + ", not " + format);
            }
        }
    }

    private VerifyRun() {}

    /** Checks the dataset, telling {@code listener} each check that passed, then the dataset verified. */
    public static Manifest dataset(DatasetOptions options, VerifyEvent.Listener listener) throws IOException {
        Path folder = options.dataset().folder();
        SchemaName asked = options.dataset().schema() == null ? null : options.dataset().schema().name();
        // A folder without a manifest is the verifier's to refuse, in its own words.
        if (asked != null && Files.isRegularFile(ManifestFiles.path(folder))) {
            SchemaName found = ManifestFiles.read(folder).schema();
            if (!found.equals(asked)) {
                throw new SchemaMismatchException(asked, found, folder);
            }
        }
        if (options.compression() != null) {
            DatasetVerifier.requireCompression(options.compression(), ManifestFiles.read(folder), folder);
        }
        List<VerifyEvent.CheckFailed> failures = new ArrayList<>();
        Manifest manifest = DatasetVerifier.verify(folder, options.allCodecs(), options.unknownFields(),
                new DatasetVerifier.Listener() {
                    @Override
                    public void passed(String what) {
                        listener.on(new VerifyEvent.CheckPassed(what));
                    }

                    @Override
                    public void failed(Format format, CodecName codec, IOException failure) throws IOException {
                        // Reading with one codec a format, the first failure is the answer; with every
                        // codec, each codec's is, and one codec's known gap must not hide the others'.
                        if (!options.allCodecs()) {
                            throw failure;
                        }
                        told(new VerifyEvent.CheckFailed(format, codec, failure), failures, listener);
                    }
                });
        if (!failures.isEmpty()) {
            DatasetSchema<?> schema = DatasetVerifier.schemaOf(manifest, folder);
            Map<Format, Integer> codecs = new LinkedHashMap<>();
            Format.all().stream().filter(manifest::has).forEach(format -> codecs.put(format,
                    schema.codecs(format).size()));
            throw ChecksFailedException.ofDataset(folder, codecs, failures);
        }
        listener.on(new VerifyEvent.DatasetVerified(folder, manifest, options.unknownFields()));
        return manifest;
    }

    private static void told(VerifyEvent.CheckFailed failed, List<VerifyEvent.CheckFailed> failures,
                             VerifyEvent.Listener listener) {
        failures.add(failed);
        listener.on(failed);
    }

    /** Reads the file with each codec, telling {@code listener} what each read. */
    public static void file(FileOptions options, VerifyEvent.Listener listener) throws IOException {
        InputFiles.requireReadable(options.file());
        read(options.schema(), options, listener);
    }

    private static <T> void read(DatasetSchema<T> schema, FileOptions options, VerifyEvent.Listener listener)
            throws IOException {
        ReadOptions readOptions = ReadOptions.of(ReadChecks.STRICT, options.unknownFields());
        List<Codec<T>> codecs = options.allCodecs() ? schema.codecs(options.format())
                : List.of(options.codec() == null ? schema.primaryCodec(options.format())
                        : schema.codec(options.codec()));
        List<VerifyEvent.CheckFailed> failures = new ArrayList<>();
        for (Codec<T> codec : codecs) {
            DatasetReader.Summary summary;
            try {
                summary = DatasetReader.read(schema, codec, options.file(), options.compression(), readOptions);
            } catch (BadInputException refused) {
                if (!options.allCodecs()) {
                    throw refused;
                }
                told(new VerifyEvent.CheckFailed(options.format(), codec.name(), refused), failures, listener);
                continue;
            }
            listener.on(new VerifyEvent.FileRead(options.file(), summary, codec.name(),
                    readOptions.skipsUnknownFields()));
        }
        if (!failures.isEmpty()) {
            throw ChecksFailedException.ofFile(options.file(), codecs.size(), failures);
        }
    }
}
