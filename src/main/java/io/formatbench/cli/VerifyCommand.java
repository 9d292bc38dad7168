package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.run.Dataset;
import io.formatbench.run.Datasets;
import io.formatbench.run.SchemaMismatchException;
import io.formatbench.run.VerifyRun;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
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

    @Option(names = "--format", converter = NameConverters.FormatId.class, preprocessor = BlankMeansDefault.class,
            description = "Format of FILE: json, protobuf, cbor, smile, msgpack or avro.")
    Format format;

    @Option(names = "--codec", converter = NameConverters.OneCodecName.class, preprocessor = BlankMeansDefault.class,
            description = "Codec to read FILE with (default: the format's tuned codec).")
    CodecName codec;

    @Option(names = "--all-codecs", description = "Read every file with every codec of its format: a codec that"
            + " fails is told, and verify goes on with the others, then fails with the code of the first failure.")
    boolean allCodecs;

    @Option(names = "--data", converter = OptionConverters.StrippedPath.class, preprocessor = BlankMeansDefault.class,
            description = "Dataset folder (default: " + Defaults.DATA_DIR + "/SCHEMA, or " + Defaults.DATA_DIR
                    + "/SCHEMA-<compression> with --compression).")
    Path data;

    @Option(names = "--compression", converter = NameConverters.CompressionId.class,
            preprocessor = BlankMeansDefault.class, description = "none, gzip or zstd. Without FILE: the dataset's"
            + " compression, which picks the default folder and must be the manifest's (default: the manifest's)."
            + " With FILE: how FILE is compressed (default: what its name ends with).")
    Compression compression;

    @Option(names = "--schema", converter = NameConverters.OneSchema.class, preprocessor = BlankMeansDefault.class,
            description = "Record schema of the dataset or of FILE (default: the dataset's in --data, else "
                    + Defaults.SCHEMA + ").")
    DatasetSchema<?> schema;

    @Option(names = "--unknown-fields", defaultValue = Defaults.UNKNOWN_FIELDS,
            converter = NameConverters.UnknownFieldsId.class, preprocessor = BlankMeansDefault.class, description = "What the readers do with"
            + " fields outside the schema: reject them as bad input, or skip them, as data of a newer schema version"
            + " needs (generate --schema-version), counting each and checking the count against the manifest (default:"
            + " ${DEFAULT-VALUE}).")
    UnknownFields unknownFields;

    @Override
    public Integer call() throws Exception {
        VerifyPrinter printer = new VerifyPrinter(spec.commandLine().getOut(), spec.commandLine().getErr());
        if (file == null) {
            if (format != null || codec != null) {
                throw new FormatBenchCommand.UsageException("--format and --codec go with a FILE");
            }
            try {
                VerifyRun.dataset(new VerifyRun.DatasetOptions(dataset(), compression, allCodecs, unknownFields),
                        printer);
            } catch (SchemaMismatchException e) {
                throw new FormatBenchCommand.UsageException("--schema " + e.asked() + ": the dataset in " + e.folder()
                        + " is of schema " + e.found());
            }
            return ExitCodes.OK;
        }
        if (format == null) {
            throw new FormatBenchCommand.UsageException("verify FILE needs --format json|protobuf|cbor|smile|avro");
        }
        VerifyRun.FileOptions options = refusedAsUsage(() -> new VerifyRun.FileOptions(file, schema, format, codec,
                allCodecs, compression, unknownFields));
        VerifyRun.file(options, printer);
        return ExitCodes.OK;
    }

    /** A value refused in its own words (an unknown format or codec, a codec of another format): a usage error. */
    private static <T> T refusedAsUsage(Supplier<T> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException(e.getMessage());
        }
    }

    /** --data, or the folder of --schema's dataset, which must then be of that schema. */
    private Dataset dataset() {
        return Datasets.toRead(schema == null ? List.of() : List.of(schema), data, compression).get(0);
    }
}
