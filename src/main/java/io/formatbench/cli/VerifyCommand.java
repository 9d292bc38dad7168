package io.formatbench.cli;

import io.formatbench.Defaults;
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
import io.formatbench.dataset.Schemas;
import io.formatbench.run.Dataset;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {
            "Without FILE: checks the dataset in --data against its manifest (sizes, SHA-256, record counts, content"
                    + " digests).",
            "With FILE: reads FILE strictly as --format (through --compression, by default the one its name ends"
                    + " with: .gz gzip, .zst zstd) and prints its record count and content digest."
        })
final class VerifyCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "A single data file to read.")
    Path file;

    @Option(names = "--format", description = "Format of FILE: json, protobuf, cbor, smile or avro.")
    String format;

    @Option(names = "--codec", description = "Codec to read FILE with (default: the format's tuned codec).")
    String codec;

    @Option(names = "--all-codecs", description = "Read every file with every codec of its format.")
    boolean allCodecs;

    @Option(names = "--data", defaultValue = "", description = "Dataset folder (default: " + Defaults.DATA_DIR
            + "/SCHEMA, or " + Defaults.DATA_DIR + "/SCHEMA-<compression> with --compression).")
    String dataOption;

    @Option(names = "--compression", converter = OptionConverters.CompressionId.class,
            preprocessor = BlankMeansDefault.class, description = "none, gzip or zstd. Without FILE: the dataset's"
            + " compression, which picks the default folder and must be the manifest's (default: the manifest's)."
            + " With FILE: how FILE is compressed (default: what its name ends with).")
    Compression compression;

    @Option(names = "--schema", defaultValue = "", description = "Record schema of the dataset or of FILE (default: the"
            + " dataset's in --data, else " + Defaults.SCHEMA + ").")
    String schema;

    @Option(names = "--unknown-fields", defaultValue = Defaults.UNKNOWN_FIELDS, description = "What the readers do with"
            + " fields outside the schema: reject them as bad input, or skip them, as data of a newer schema version"
            + " needs (generate --schema-version), counting each and checking the count against the manifest (default:"
            + " ${DEFAULT-VALUE}).")
    String unknownFieldsOption;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        UnknownFields unknownFields = OptionValues.unknownFields(unknownFieldsOption);
        if (file == null) {
            if (format != null || codec != null) {
                throw new FormatBenchCommand.UsageException("--format and --codec go with a FILE");
            }
            Path data = datasetFolder(compression);
            if (compression != null) {
                DatasetVerifier.requireCompression(compression, ManifestFiles.read(data), data);
            }
            Manifest manifest = DatasetVerifier.verify(data, allCodecs, unknownFields,
                    what -> out.println("ok  " + what));
            long skipped = manifest.files().stream().mapToLong(Manifest.DataFile::unknownFields).sum();
            out.printf(Locale.ROOT, "dataset %s verified: %d %s records%s, content %s%s%n", data, manifest.records(),
                    manifest.schema(), manifest.schemaVersion() == Schemas.byName(manifest.schema()).version() ? ""
                            : " of schema version " + manifest.schemaVersion(),
                    manifest.contentDigest(), unknownFields == UnknownFields.SKIP
                            ? ", " + skipped + " unknown fields skipped, as the manifest says" : "");
            return ExitCodes.OK;
        }
        if (format == null) {
            throw new FormatBenchCommand.UsageException("verify FILE needs --format json|protobuf|cbor|smile|avro");
        }
        // Arguments first, so that a typo is reported as one even when FILE is missing too.
        Format fileFormat = parseFormat();
        DatasetSchema<?> datasetSchema = Datasets.schema(schema);
        if (!Files.isRegularFile(file)) {
            throw new NoSuchFileException(file.toString());
        }
        return readFile(datasetSchema, fileFormat, compression != null ? compression
                : Compression.ofFileName(file.getFileName().toString()), ReadOptions.of(ReadChecks.STRICT,
                        unknownFields),
                out);
    }

    private <T> int readFile(DatasetSchema<T> datasetSchema, Format fileFormat, Compression compression,
                             ReadOptions options, PrintWriter out) throws Exception {
        List<Codec<T>> codecs = allCodecs ? datasetSchema.codecs(fileFormat) : List.of(chosenCodec(datasetSchema,
                fileFormat));
        for (Codec<T> reader : codecs) {
            DatasetReader.Summary summary = DatasetReader.read(datasetSchema, reader, file, compression, options);
            out.printf(Locale.ROOT, "%s: %d records, content %s%s (read with %s)%n", file, summary.records(),
                    summary.digest(),
                    options.skipsUnknownFields() ? ", " + summary.skippedFields() + " unknown fields skipped" : "",
                    reader.name());
        }
        return ExitCodes.OK;
    }

    private <T> Codec<T> chosenCodec(DatasetSchema<T> datasetSchema, Format fileFormat) {
        if (codec == null) {
            return datasetSchema.primaryCodec(fileFormat);
        }
        Codec<T> chosen;
        try {
            chosen = datasetSchema.codec(CodecName.of(codec));
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException(e.getMessage());
        }
        if (chosen.format() != fileFormat) {
            throw new FormatBenchCommand.UsageException("codec " + codec + " reads " + chosen.format() + ", not "
                    + fileFormat);
        }
        return chosen;
    }

    private Format parseFormat() {
        try {
            return Format.fromId(format);
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException(e.getMessage());
        }
    }

    /** --data, or the folder of --schema's dataset; a dataset of another schema than --schema is refused. */
    private Path datasetFolder(Compression compression) throws java.io.IOException {
        boolean schemaGiven = schema != null && !schema.isBlank();
        if (dataOption != null && !dataOption.isBlank() && !schemaGiven) {
            return Path.of(dataOption.strip());
        }
        Dataset dataset = Datasets.of(Datasets.schema(schema), dataOption, compression);
        if (Files.isRegularFile(ManifestFiles.path(dataset.folder()))) {
            SchemaName actual = ManifestFiles.read(dataset.folder()).schema();
            if (!actual.equals(dataset.schema().name())) {
                throw new FormatBenchCommand.UsageException("--schema " + dataset.schema().name() + ": the dataset in "
                        + dataset.folder() + " is of schema " + actual);
            }
        }
        return dataset.folder();
    }
}
