package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.bench.CodecChoice;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import io.formatbench.run.BenchRequest;
import io.formatbench.run.BenchRun;
import io.formatbench.run.SchemaMismatchException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {
            "Measures writing and reading the dataset with every codec of the chosen formats in one run: forks run in"
                    + " rounds, each round one fresh JVM per benchmark in a shuffled order. Writes"
                    + " results/<run>/files.json.",
            "Blank option values (as Maven passes unset -D properties) mean the default."
        })
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--format", split = ",", converter = NameConverters.FormatItem.class,
            preprocessor = BlankMeansDefault.class,
            description = "Comma-separated formats: json, protobuf, cbor, smile, msgpack, avro, or " + Defaults.ALL_FORMATS
                    + " (default: every format of the dataset; one it lacks is refused: generate --formats writes it).")
    List<Format> formats = new ArrayList<>();

    @Option(names = "--codecs", converter = NameConverters.Codecs.class, preprocessor = BlankMeansDefault.class,
            description = "Comma-separated codec names, " + Defaults.ALL_CODECS + ", or " + Defaults.HEADLINE_CODECS
                    + " (each format's first idiomatic and first tuned codec: those the head-to-head pairs) (default:"
                    + " every codec of the formats).")
    CodecChoice codecs = CodecChoice.ALL;

    @Option(names = "--variants", defaultValue = Defaults.VARIANTS, split = ",",
            converter = NameConverters.VariantItem.class, preprocessor = BlankMeansDefault.class,
            description = "Comma-separated: library (the codecs as users run them, each on its library's own type:"
                    + " protoc's messages for protobuf-java's codecs), mapped (protobuf-java's codecs on the schema's"
                    + " record instead, the copy between the two inside the clock), strict (reads with every check of"
                    + " the bad-input policy), bare-loop (the same library calls as a bare loop), newer-data (library"
                    + " reads of the dataset's newer twin in DATA-v2, skipping the fields a newer schema version added;"
                    + " generate it with generate --schema-version 2), twin (the A/A control: the library variant"
                    + " measured again as if another codec; it must never differ from it), floor (each format's file"
                    + " read through the same I/O stack, every record's end found, none decoded: once per format) and"
                    + " plain-read (the file's bytes only) (default: ${DEFAULT-VALUE}).")
    List<Variant> variants;

    @Option(names = "--unknown-fields", defaultValue = Defaults.UNKNOWN_FIELDS,
            converter = NameConverters.UnknownFieldsId.class, preprocessor = BlankMeansDefault.class, description = "What the reads of --data"
            + " do with fields outside the schema: reject, or skip and count them (a dataset of a newer schema version"
            + " needs skip, and then only reads can be measured); newer-data reads always skip (default:"
            + " ${DEFAULT-VALUE}).")
    UnknownFields unknownFields;

    @Option(names = "--operations", defaultValue = Defaults.OPERATIONS, split = ",",
            converter = NameConverters.FileOperationItem.class, preprocessor = BlankMeansDefault.class,
            description = "write, read or both (default: ${DEFAULT-VALUE}).")
    List<Operation> operations;

    @Option(names = "--schema", split = ",", converter = NameConverters.SchemaItem.class,
            preprocessor = BlankMeansDefault.class, description = "Record schema, a comma-separated list of schemas, or "
            + Defaults.ALL_SCHEMAS + "; several are measured one after the other as runs RUN-SCHEMA, RUN/schemas.json"
            + " listing them for the report's summary across schemas (default: the dataset's in --data, else "
            + Defaults.SCHEMA + ").")
    List<DatasetSchema<?>> schemas = new ArrayList<>();

    @Option(names = "--data", converter = OptionConverters.StrippedPath.class, preprocessor = BlankMeansDefault.class,
            description = "Dataset folder (default: " + Defaults.DATA_DIR + "/SCHEMA, or " + Defaults.DATA_DIR
                    + "/SCHEMA-<compression> with --compression); with several schemas, the folder that holds a"
                    + " folder per schema.")
    Path data;

    @Option(names = "--compression", converter = NameConverters.CompressionId.class,
            preprocessor = BlankMeansDefault.class, description = "none, gzip or zstd: the dataset's compression,"
            + " which every benchmark writes and reads through. It picks the default dataset folder and must be the"
            + " one in the dataset's manifest (default: the manifest's).")
    Compression compression;

    @Mixin
    NewRunOptions run;

    @Option(names = "--forks", defaultValue = "" + Defaults.FORKS, converter = OptionConverters.AtLeastOne.class,
            preprocessor = BlankMeansDefault.class,
            description = "The fewest forks per benchmark, run in as many rounds; all of them with --precision none"
                    + " (default: ${DEFAULT-VALUE}).")
    int forks;

    @Option(names = "--max-forks", defaultValue = "" + Defaults.MAX_FORKS, converter = OptionConverters.AtLeastOne.class,
            preprocessor = BlankMeansDefault.class,
            description = "The most forks per benchmark while the precision is not reached (default:"
                    + " ${DEFAULT-VALUE}).")
    int maxForks;

    @Option(names = "--precision", defaultValue = Defaults.PRECISION, converter = OptionConverters.Fraction.class,
            preprocessor = BlankMeansDefault.class,
            description = "After --forks rounds, more until every watched time ratio (the head-to-head's, each"
                    + " benchmark against its twin, on another --jvm against the first, on Jackson 3 against Jackson 2, jackson3-databind against its"
                    + " twin with one default set back)"
                    + " has its verdict, a winner or about the same (see --margin), or is"
                    + " within --bound; with one format, until each benchmark's interval is within this of its mean (5%%"
                    + " or 0.05); or the time budget is spent. The intervals hold however many rounds are looked at."
                    + " none: exactly --forks rounds (default: ${DEFAULT-VALUE}).")
    double precision;

    @Option(names = "--margin", defaultValue = "" + Defaults.MARGIN, converter = OptionConverters.Fraction.class,
            preprocessor = BlankMeansDefault.class,
            description = "The equivalence margin: a time ratio whose interval lies within it of 1 (5%% or 0.05:"
                    + " from 1/1.05 to 1.05) is \"about the same\", a verdict that ends the rounds as a winner does;"
                    + " 0 for none (default: ${DEFAULT-VALUE}).")
    double margin;

    @Option(names = "--confidence", defaultValue = "" + Defaults.CONFIDENCE, converter = OptionConverters.Level.class,
            preprocessor = BlankMeansDefault.class,
            description = "The confidence every time verdict of the run holds at, all of them together and however"
                    + " many rounds were looked at (95%% or 0.95; 99.9%% takes about twice the rounds) (default:"
                    + " ${DEFAULT-VALUE}).")
    double confidence;

    @Option(names = "--bound", defaultValue = "none", converter = OptionConverters.Fraction.class,
            preprocessor = BlankMeansDefault.class,
            description = "An answer short of a verdict that ends the rounds for a time ratio: its interval within this"
                    + " of 1 (15%% or 0.15: from 1/1.15 to 1.15), \"no winner; within ±15%%\". none: only a verdict"
                    + " (a winner, or about the same) ends them (default: ${DEFAULT-VALUE}).")
    double bound;

    @Option(names = "--time-budget", defaultValue = Defaults.TIME_BUDGET,
            converter = OptionConverters.TimeBudget.class, preprocessor = BlankMeansDefault.class,
            description = "No round after the first starts that would end after this long from the first fork (90s,"
                    + " 3m, 1m30s; none for no budget): on a slow machine the run ends on time with fewer forks, and"
                    + " says so (default: ${DEFAULT-VALUE}).")
    Duration timeBudget;

    @Option(names = "--warmups", defaultValue = "" + Defaults.WARMUPS, converter = OptionConverters.AtLeastZero.class,
            preprocessor = BlankMeansDefault.class,
            description = "The fewest warm-up passes per fork, before its measured ones; warm-up goes on until "
                    + Defaults.WARMUP_WINDOW + " passes in a row are no faster than the fastest before them by more"
                    + " than " + Defaults.WARMUP_TOLERANCE_PERCENT + "%% (default: ${DEFAULT-VALUE}).")
    int warmups;

    @Option(names = "--max-warmups", converter = OptionConverters.AtLeastZero.class,
            preprocessor = BlankMeansDefault.class,
            description = "The most warm-up passes per fork (default: " + Defaults.MAX_WARMUPS
                    + ", or --warmups if more).")
    Integer maxWarmups;

    @Option(names = "--iterations", defaultValue = "" + Defaults.ITERATIONS,
            converter = OptionConverters.AtLeastOne.class, preprocessor = BlankMeansDefault.class,
            description = "Measured passes per fork, after its warm-up, every one counted; the fork's figure is their"
                    + " mean (default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--heap", defaultValue = Defaults.HEAP, converter = OptionConverters.HeapSize.class,
            preprocessor = BlankMeansDefault.class,
            description = "-Xms and -Xmx of every fork (default: ${DEFAULT-VALUE}).")
    String heap;

    @Mixin
    ForkJvmOptions jvm;

    @Option(names = "--fsync", arity = "0..1", defaultValue = "false", fallbackValue = "true",
            converter = OptionConverters.TrueOrFalse.class, preprocessor = BlankMeansDefault.class,
            description = "End each timed write with fsync, so that it includes the device (default:"
                    + " ${DEFAULT-VALUE}).")
    boolean fsync;

    @Option(names = "--latency-pass", arity = "0..1", defaultValue = "true", fallbackValue = "true",
            converter = OptionConverters.TrueOrFalse.class, preprocessor = BlankMeansDefault.class,
            description = "Run a separate pass that times every record for the latency percentiles (default:"
                    + " ${DEFAULT-VALUE}).")
    boolean latencyPass;

    @Option(names = "--threads", defaultValue = Defaults.THREADS, split = ",",
            converter = OptionConverters.ThreadCountItem.class, preprocessor = BlankMeansDefault.class, description = "Comma-separated thread counts, each"
            + " measured as its own benchmark: N threads in one fork write and read the dataset's shards side by side;"
            + " needs a dataset of at least N shards (generate --shards) (default: ${DEFAULT-VALUE}).")
    List<Integer> threads;

    @Option(names = "--scaling", split = ",", converter = OptionConverters.RecordCountItem.class,
            preprocessor = BlankMeansDefault.class, description = "Comma-separated record counts: the benchmarks run"
            + " once per count, each on a dataset of that many records (generated into DATA/scaling/COUNT, with DATA's"
            + " schema, seed and shards, or kept when it is there), as runs RUN-COUNT; RUN/scaling.json lists them for"
            + " the report (default: none, the dataset in --data).")
    List<Long> scaling = new ArrayList<>();

    @Option(names = "--shuffle-seed", converter = OptionConverters.WholeNumber.class,
            preprocessor = BlankMeansDefault.class,
            description = "Seed of the rounds' shuffled order (default: a new one, recorded in the results).")
    Long shuffleSeed;

    @Override
    public Integer call() throws Exception {
        BenchRequest request = new BenchRequest(formats, codecs, variants, operations, threads, forks, maxForks,
                precision, margin, confidence, bound, timeBudget, warmups, maxWarmups, iterations, heap, jvm.given(), jvm.extraArgs(), fsync,
                latencyPass, compression, unknownFields, shuffleSeed, schemas, data, scaling);
        try {
            request.run(run.folder(), run.runId(), new BenchPrinter(spec.commandLine().getOut(),
                    spec.commandLine().getErr()));
        } catch (SchemaMismatchException e) {
            throw new FormatBenchCommand.UsageException("--schema " + e.asked() + ": the dataset in "
                    + e.folder() + " is of schema " + e.found());
        } catch (BenchRun.PlanRefusedException e) {
            throw new FormatBenchCommand.UsageException("--codecs/--variants: " + e.getMessage());
        } catch (BenchRun.FormatsMissingException e) {
            throw new FormatBenchCommand.UsageException("--format: " + e.getMessage());
        }
        return ExitCodes.OK;
    }
}
