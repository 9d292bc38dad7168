package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.ImportedRecords;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.Shards;
import io.formatbench.run.Dataset;
import io.formatbench.run.GenerateOptions;
import io.formatbench.run.GenerateRun;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "generate", mixinStandardHelpOptions = true, modelTransformer = FormatOptionFlags.class,
        description = "Writes the dataset: a file per format of --formats (JSON Lines and delimited protobuf by"
                + " default; CBOR, Smile, Avro), compressed with --compression, then manifest.json.")
final class GenerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--records", defaultValue = "" + Defaults.RECORDS,
            description = "Number of records (default: ${DEFAULT-VALUE}).")
    String recordsOption;

    @Option(names = "--seed", defaultValue = "" + Defaults.SEED,
            description = "Seed of the generator (default: ${DEFAULT-VALUE}).")
    String seedOption;

    @Option(names = "--shards", defaultValue = "" + Defaults.SHARDS, description = "Files per format: the records split"
            + " into this many shards, which bench -Dthreads=N reads and writes in N threads (default:"
            + " ${DEFAULT-VALUE}).")
    String shardsOption;

    @Option(names = "--data", converter = OptionConverters.StrippedPath.class, preprocessor = BlankMeansDefault.class,
            description = "Dataset folder (default: " + Defaults.DATA_DIR + "/SCHEMA, or " + Defaults.DATA_DIR
                    + "/SCHEMA-gzip, -zstd for a compressed dataset); with several schemas, the folder that holds a"
                    + " folder per schema.")
    Path data;

    @Option(names = "--compression", defaultValue = Defaults.COMPRESSION,
            converter = OptionConverters.CompressionId.class, preprocessor = BlankMeansDefault.class, description = "none, gzip or zstd: the data"
            + " files are written through it (users.jsonl.zst, ...), and every benchmark writes and reads through it"
            + " (default: ${DEFAULT-VALUE}).")
    Compression compression;

    // Each format's own options (--avro-codec) are options of their own, from the formats' modules: FormatOptionFlags.

    @Option(names = "--schema", defaultValue = Defaults.SCHEMA, split = ",",
            converter = OptionConverters.SchemaItem.class, preprocessor = BlankMeansDefault.class,
            description = "Record schema, a comma-separated list of schemas, or " + Defaults.ALL_SCHEMAS
                    + " (default: ${DEFAULT-VALUE}).")
    List<DatasetSchema<?>> schemas;

    @Option(names = "--formats", defaultValue = Defaults.FORMATS, split = ",",
            converter = OptionConverters.FormatItem.class, preprocessor = BlankMeansDefault.class,
            description = "Comma-separated formats to write: json, protobuf, cbor, smile, avro, or "
                    + Defaults.ALL_FORMATS + " (default: ${DEFAULT-VALUE}). bench measures the formats the dataset"
                    + " has.")
    List<Format> formatsOption;

    @Option(names = "--schema-version", defaultValue = "", description = "Version of the schema to write: the tool's"
            + " own (default), or the next one, which adds two fields to every record (revision, a number, and"
            + " provenance, a nested message) that the tool's readers skip with --unknown-fields=skip. A version other"
            + " than the tool's goes beside --data, into DATA-vN (data-v2).")
    String schemaVersionOption;

    @Option(names = "--reuse", description = "Keep the dataset already in --data when it has this schema, record count,"
            + " seed, shards, compression and formats and verifies against its manifest; generate it otherwise.")
    boolean reuse;

    @Option(names = "--from-json", defaultValue = "", description = "Make the dataset of your own records: a file of"
            + " one proto3 JSON object per line, of the --schema message (a message of proto/ by its full name). The"
            + " file's lines are the records (--records and --seed play no part); a bad line writes nothing.")
    String fromJsonOption;

    @Override
    public Integer call() throws Exception {
        long records = OptionValues.longInteger("--records", recordsOption, Defaults.RECORDS);
        long seed = OptionValues.longInteger("--seed", seedOption, Defaults.SEED);
        if (records < 1) {
            throw new FormatBenchCommand.UsageException("--records must be at least 1, was " + records);
        }
        int shards = OptionValues.integer("--shards", shardsOption, Defaults.SHARDS, 1);
        if (shards > Shards.MAX || shards > records) {
            throw new FormatBenchCommand.UsageException("--shards must be 1 to " + Math.min(Shards.MAX, records)
                    + " (at most one per record), was " + shards);
        }
        // In the formats' order, each once, whatever the order asked for: the dataset's files are the same.
        List<Format> formats = Format.all().stream().filter(formatsOption::contains).toList();
        if (formats.isEmpty()) {
            throw new FormatBenchCommand.UsageException("--formats: no format given");
        }
        FormatOptions formatOptions = FormatOptionFlags.parsed(spec);
        for (FormatOptions.Key<?> key : formatOptions.keys()) {
            // An option asked for is a file of its format asked for: never dropped in silence.
            if (!formats.contains(key.format())) {
                throw new FormatBenchCommand.UsageException(key.words().flag() + " " + formatOptions.get(key).id()
                        + ": the dataset has no " + key.format().id() + " files (--formats " + formats.stream()
                                .map(Format::id).collect(Collectors.joining(",")) + "); add " + key.format().id()
                        + " to --formats");
            }
        }
        // Every schema's options first: a bad one is refused before any dataset is written.
        List<GenerateOptions> datasets = new ArrayList<>();
        for (Dataset dataset : Datasets.of(schemas.isEmpty() ? List.of(Datasets.defaultSchema())
                : schemas.stream().distinct().toList(), data, compression)) {
            DatasetSchema<?> datasetSchema = dataset.schema();
            int version = OptionValues.integer("--schema-version", schemaVersionOption, datasetSchema.version(), 1);
            if (version != datasetSchema.version() && version != NewerSchema.version(datasetSchema)) {
                throw new FormatBenchCommand.UsageException("--schema-version must be " + datasetSchema.version()
                        + " (schema " + datasetSchema.name() + " as the tool reads it) or "
                        + NewerSchema.version(datasetSchema) + " (with the fields a newer version adds), was "
                        + version);
            }
            long datasetRecords = records;
            if (!fromJsonOption.isBlank()) {
                ImportedRecords imported = importedRecords(datasetSchema, version, shards);
                datasetSchema = imported.schema();
                datasetRecords = imported.records();
            } else {
                requireGeneratable(datasetSchema, seed);
            }
            // The newer version goes beside the dataset's own folder, whatever decided it (Datasets).
            datasets.add(new GenerateOptions(datasetSchema, version, datasetRecords, seed, shards, compression,
                    formatOptions, formats, NewerSchema.folder(dataset.folder(), datasetSchema, version), reuse));
        }
        GenerateRun.makeEach(datasets, new GeneratePrinter(spec.commandLine().getOut(),
                spec.commandLine().getErr()));
        return ExitCodes.OK;
    }

    /** A message type whose records could only be empty is a usage error, said before anything is written. */
    private static void requireGeneratable(DatasetSchema<?> datasetSchema, long seed) {
        try {
            datasetSchema.generator().create(seed, 0).next();
        } catch (IllegalArgumentException nothingToSet) {
            throw new FormatBenchCommand.UsageException("--schema " + datasetSchema.name() + ": "
                    + nothingToSet.getMessage());
        }
    }

    /** The records of --from-json, checked line by line before anything is written. */
    private ImportedRecords importedRecords(DatasetSchema<?> datasetSchema, int version, int shards)
            throws IOException {
        if (reuse) {
            throw new FormatBenchCommand.UsageException("--reuse and --from-json: an import is made anew each time");
        }
        if (version != datasetSchema.version()) {
            throw new FormatBenchCommand.UsageException("--schema-version and --from-json: the file's records are"
                    + " written as they are");
        }
        ImportedRecords imported = ImportedRecords.of(datasetSchema, Path.of(fromJsonOption));
        if (shards > imported.records()) {
            throw new FormatBenchCommand.UsageException("--shards must be 1 to " + imported.records()
                    + " (at most one per record of " + fromJsonOption + "), was " + shards);
        }
        return imported;
    }
}
