package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.run.GenerateRequest;
import io.formatbench.run.GenerateRun;
import java.nio.file.Path;
import java.util.List;
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
            converter = OptionConverters.LongAtLeastOne.class, preprocessor = BlankMeansDefault.class,
            description = "Number of records (default: ${DEFAULT-VALUE}).")
    long records;

    @Option(names = "--seed", defaultValue = "" + Defaults.SEED, converter = OptionConverters.WholeNumber.class,
            preprocessor = BlankMeansDefault.class, description = "Seed of the generator (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--shards", defaultValue = "" + Defaults.SHARDS, converter = OptionConverters.AtLeastOne.class,
            preprocessor = BlankMeansDefault.class, description = "Files per format: the records split into this many"
            + " shards, which bench -Dthreads=N reads and writes in N threads (default: ${DEFAULT-VALUE}).")
    int shards;

    @Option(names = "--data", converter = OptionConverters.StrippedPath.class, preprocessor = BlankMeansDefault.class,
            description = "Dataset folder (default: " + Defaults.DATA_DIR + "/SCHEMA, or " + Defaults.DATA_DIR
                    + "/SCHEMA-gzip, -zstd for a compressed dataset); with several schemas, the folder that holds a"
                    + " folder per schema.")
    Path data;

    @Option(names = "--compression", defaultValue = Defaults.COMPRESSION,
            converter = NameConverters.CompressionId.class, preprocessor = BlankMeansDefault.class, description = "none, gzip or zstd: the data"
            + " files are written through it (users.jsonl.zst, ...), and every benchmark writes and reads through it"
            + " (default: ${DEFAULT-VALUE}).")
    Compression compression;

    // Each format's own options (--avro-codec) are options of their own, from the formats' modules: FormatOptionFlags.

    @Option(names = "--schema", defaultValue = Defaults.SCHEMA, split = ",",
            converter = NameConverters.SchemaItem.class, preprocessor = BlankMeansDefault.class,
            description = "Record schema, a comma-separated list of schemas, or " + Defaults.ALL_SCHEMAS
                    + " (default: ${DEFAULT-VALUE}).")
    List<DatasetSchema<?>> schemas;

    @Option(names = "--formats", defaultValue = Defaults.FORMATS, split = ",",
            converter = NameConverters.FormatItem.class, preprocessor = BlankMeansDefault.class,
            description = "Comma-separated formats to write: json, protobuf, cbor, smile, msgpack, avro, or "
                    + Defaults.ALL_FORMATS + " (default: ${DEFAULT-VALUE}). bench measures the formats the dataset"
                    + " has.")
    List<Format> formats;

    // Null for the schema's own version, which differs from schema to schema.
    @Option(names = "--schema-version", converter = OptionConverters.AtLeastOne.class,
            preprocessor = BlankMeansDefault.class, description = "Version of the schema to write: the tool's"
            + " own (default), or the next one, which adds two fields to every record (revision, a number, and"
            + " provenance, a nested message) that the tool's readers skip with --unknown-fields=skip. A version other"
            + " than the tool's goes beside --data, into DATA-vN (data-v2).")
    Integer schemaVersion;

    @Option(names = "--reuse", description = "Keep the dataset already in --data when it has this schema, record count,"
            + " seed, shards, compression and formats and verifies against its manifest; generate it otherwise.")
    boolean reuse;

    @Option(names = "--from-json", converter = OptionConverters.StrippedPath.class,
            preprocessor = BlankMeansDefault.class, description = "Make the dataset of your own records: a file of"
            + " one proto3 JSON object per line, of the --schema message (a message of proto/ by its full name). The"
            + " file's lines are the records (--records and --seed play no part); a bad line writes nothing. The"
            + " manifest names the file and its SHA-256 in place of a seed, and bench writes and reads these records.")
    Path fromJson;

    @Override
    public Integer call() throws Exception {
        GenerateRequest request = new GenerateRequest(schemas, data, records, seed, shards, compression,
                FormatOptionFlags.parsed(spec), formats, schemaVersion, reuse, fromJson);
        GenerateRun.makeEach(request.datasets(), new GeneratePrinter(spec.commandLine().getOut(),
                spec.commandLine().getErr()));
        return ExitCodes.OK;
    }
}
