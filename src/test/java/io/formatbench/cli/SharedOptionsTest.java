package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.bench.CodecChoice;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.Operation;
import io.formatbench.results.RunId;
import io.formatbench.results.Variant;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The commands' typed options (their converters and mixins): blank, as Maven passes an unset -D
 * property, is the default; a bad value is one line naming the option and exit code 2.
 */
class SharedOptionsTest {

    @Test
    void blankValuesAsMavenPassesThemAreTheDefaults() {
        BenchCommand bench = parsed(BenchCommand.class, "bench", "--run=", "--results=", "--forks=", "--max-forks=",
                "--warmups=", "--max-warmups=", "--iterations=", "--compression=", "--jvm=", "--jvm-arg=");
        assertEquals(Optional.empty(), bench.run.runId());
        assertEquals(Path.of(Defaults.RESULTS_DIR), bench.run.results);
        assertEquals(Defaults.FORKS, bench.forks);
        assertEquals(Defaults.MAX_FORKS, bench.maxForks);
        assertEquals(Defaults.WARMUPS, bench.warmups);
        assertNull(bench.maxWarmups, "the most warm-ups follow --warmups");
        assertEquals(Defaults.ITERATIONS, bench.iterations);
        assertNull(bench.compression, "whatever the dataset's manifest says");
        assertEquals(List.of(), bench.jvm.given(), "the java running the tool");
        assertEquals(Path.of(System.getProperty("java.home"), "bin", "java"), bench.jvm.java("bench"));
        assertEquals(List.of(), bench.jvm.extraArgs());

        BenchCommand datasetOptions = parsed(BenchCommand.class, "bench", "--schema=", "--data=", "--format=",
                "--codecs=");
        assertEquals(List.of(), datasetOptions.schemas, "the dataset's in --data, else the default schema");
        assertNull(datasetOptions.data);
        assertEquals(List.of(), datasetOptions.formats, "every format of the dataset");
        assertEquals(CodecChoice.ALL, datasetOptions.codecs);

        GenerateCommand generate = parsed(GenerateCommand.class, "generate", "--schema=", "--data=", "--formats=");
        assertEquals(List.of(Schemas.USER), generate.schemas);
        assertNull(generate.data);
        assertEquals(List.of(Format.JSON, Format.PROTOBUF), generate.formats);

        VerifyCommand verify = parsed(VerifyCommand.class, "verify", "--schema=", "--data=", "--format=");
        assertNull(verify.schema);
        assertNull(verify.data);
        assertNull(verify.format);

        ReportCommand report = parsed(ReportCommand.class, "report", "--results=", "--baseline=");
        assertEquals(Path.of(Defaults.RESULTS_DIR), report.results);
        assertNull(report.baseline, "json, which the run may lack");

        MessagesCommand messages = parsed(MessagesCommand.class, "messages", "--threads=", "--forks=", "--run=",
                "--schema=", "--codecs=", "--time=", "--batches=");
        assertEquals(Schemas.USER, messages.chosenSchema);
        assertNull(messages.threads, "this machine's cores");
        assertEquals(Defaults.MESSAGE_FORKS, messages.forks);
        assertEquals(List.of(), messages.codecs, "every codec of the schema");
        assertEquals(new OptionConverters.IterationTime().convert(Defaults.MESSAGE_TIME), messages.time);
        assertEquals(List.of(), messages.batches, "every list size");
    }

    @Test
    void blankValuesOfTheRunSettingsAreTheirDefaults() {
        GenerateCommand generate = parsed(GenerateCommand.class, "generate", "--records=", "--seed=", "--shards=",
                "--schema-version=", "--from-json=");
        assertEquals(Defaults.RECORDS, generate.records);
        assertEquals(Defaults.SEED, generate.seed);
        assertEquals(Defaults.SHARDS, generate.shards);
        assertNull(generate.schemaVersion, "the schema's own");
        assertNull(generate.fromJson, "generated records");

        BenchCommand bench = parsed(BenchCommand.class, "bench", "--variants=", "--operations=", "--precision=",
                "--margin=", "--time-budget=", "--heap=", "--fsync=", "--latency-pass=", "--threads=", "--scaling=",
                "--shuffle-seed=", "--unknown-fields=");
        assertEquals(List.of(Variant.LIBRARY), bench.variants);
        assertEquals(List.of(Operation.WRITE, Operation.READ), bench.operations);
        assertEquals(0.05, bench.precision, 1e-12);
        assertEquals(Defaults.MARGIN, bench.margin, 1e-12);
        assertEquals(Defaults.HEAP, bench.heap);
        assertFalse(bench.fsync);
        assertTrue(bench.latencyPass);
        assertEquals(List.of(1), bench.threads);
        assertEquals(List.of(), bench.scaling);
        assertNull(bench.shuffleSeed, "a new one");
        assertEquals(UnknownFields.REJECT, bench.unknownFields);

        SparkCommand spark = parsed(SparkCommand.class, "spark", "--format=", "--codecs=", "--heap=");
        assertEquals(List.of(), spark.formats);
        assertEquals(List.of(), spark.codecs);
        assertEquals("2g", spark.heap);

        assertNull(parsed(ReportCommand.class, "report", "--margin=").margin, "the run's own");
        assertNull(parsed(VerifyCommand.class, "verify", "--codec=").codec, "the format's tuned codec");
    }

    @Test
    void givenValuesAreTyped() {
        BenchCommand bench = parsed(BenchCommand.class, "bench", "--run= nightly ", "--results=out", "--forks=3",
                "--compression=zstd");
        assertEquals(Optional.of(RunId.of("nightly")), bench.run.runId());
        assertEquals(Path.of("out"), bench.run.results);
        assertEquals(3, bench.forks);
        assertEquals(Compression.ZSTD, bench.compression);

        BenchCommand datasets = parsed(BenchCommand.class, "bench", "--schema= user, all", "--data= mine ",
                "--format=JSON,,protobuf", "--codecs=headline");
        assertEquals(Schemas.USER, datasets.schemas.get(0));
        assertEquals(Schemas.all(), datasets.schemas.subList(1, datasets.schemas.size()));
        assertEquals(Path.of("mine"), datasets.data);
        assertEquals(List.of(Format.JSON, Format.PROTOBUF), datasets.formats);
        assertEquals(CodecChoice.HEADLINE, datasets.codecs);
        assertEquals(CodecChoice.named("jackson-databind", "protobuf-coded"), parsed(BenchCommand.class, "bench",
                "--codecs= jackson-databind,protobuf-coded,jackson-databind").codecs);
        assertEquals(CodecChoice.ALL, parsed(BenchCommand.class, "bench", "--codecs=all").codecs);

        GenerateCommand generate = parsed(GenerateCommand.class, "generate", "--schema=event", "--formats=all");
        assertEquals(List.of(Schemas.EVENT), generate.schemas, "the default is replaced, not added to");
        assertEquals(Format.all(), generate.formats);

        VerifyCommand verify = parsed(VerifyCommand.class, "verify", "--schema=pipeline", "--format=Avro");
        assertEquals(Schemas.PIPELINE, verify.schema);
        assertEquals(AvroModule.FORMAT, verify.format);

        assertEquals(BinaryJson.CBOR.format(), parsed(ReportCommand.class, "report", "--baseline=cbor").baseline);

        GenerateCommand numbers = parsed(GenerateCommand.class, "generate", "--records= 500", "--seed=-3",
                "--shards=2", "--schema-version=2", "--from-json= mine.jsonl ");
        assertEquals(500, numbers.records);
        assertEquals(-3, numbers.seed);
        assertEquals(2, numbers.shards);
        assertEquals(2, numbers.schemaVersion);
        assertEquals(Path.of("mine.jsonl"), numbers.fromJson);

        BenchCommand settings = parsed(BenchCommand.class, "bench", "--variants=twin,library,twin",
                "--operations=read", "--precision=none", "--margin=2%", "--time-budget=1m30s", "--heap=512m",
                "--fsync", "--latency-pass=FALSE", "--threads=1,,4", "--scaling=100,1000", "--shuffle-seed=9",
                "--unknown-fields=skip");
        assertEquals(List.of(Variant.TWIN, Variant.LIBRARY, Variant.TWIN), settings.variants, "each once in the run");
        assertEquals(List.of(Operation.READ), settings.operations);
        assertEquals(0, settings.precision);
        assertEquals(0.02, settings.margin, 1e-12);
        assertEquals(Duration.ofSeconds(90), settings.timeBudget);
        assertEquals("512m", settings.heap);
        assertTrue(settings.fsync);
        assertFalse(settings.latencyPass);
        assertEquals(List.of(1, 4), settings.threads);
        assertEquals(List.of(100L, 1000L), settings.scaling);
        assertEquals(9L, settings.shuffleSeed);
        assertEquals(UnknownFields.SKIP, settings.unknownFields);

        MessagesCommand messages = parsed(MessagesCommand.class, "messages", "--codecs=Protobuf-Coded, gson",
                "--time=2s", "--batches=100,1");
        assertEquals(List.of(CodecName.of("protobuf-coded"), CodecName.of("gson")), messages.codecs,
                "whether the schema has them is the run's to say");
        assertEquals(Duration.ofSeconds(2), messages.time);
        assertEquals(List.of(100, 1), messages.batches);

        SparkCommand spark = parsed(SparkCommand.class, "spark", "--format=avro,JSON", "--codecs=avro-generic");
        assertEquals(List.of(AvroModule.FORMAT, Format.JSON), spark.formats);
        assertEquals(List.of(CodecName.of("avro-generic")), spark.codecs);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "bench    | --forks=0          | bench: --forks must be at least 1, was 0",
        "bench    | --max-forks=many   | bench: --max-forks must be a whole number, was 'many'",
        "bench    | --warmups=-1       | bench: --warmups must be at least 0, was -1",
        "bench    | --compression=lz4  | bench: --compression: unknown compression 'lz4' (known: none, gzip, zstd)",
        "bench    | --run=a/b          | bench: --run: a run id is letters, digits, '.', '_' or '-', was 'a/b'",
        "spark    | --run=..           | spark: --run: a run id is letters, digits",
        "messages | --jvm=/no/java     | messages: --jvm: no java executable at /no/java",
        "generate | --compression=zip  | generate: --compression: unknown compression 'zip'",
        "bench    | --schema=users     | bench: --schema: unknown schema 'users' (known: user, message, event,",
        "generate | --schema=user,x    | generate: --schema: unknown schema 'x' (known: user,",
        "verify   | --schema=user,all  | verify: --schema: this command takes one schema, was 'user,all'",
        "verify   | --schema=all       | verify: --schema: this command takes one schema, was 'all'",
        "messages | --schema=user,event | messages: --schema: this command takes one schema, was 'user,event'",
        "bench    | --format=json,xml  | bench: --format: unknown format 'xml' (known: json, protobuf, cbor, smile,",
        "generate | --formats=yaml     | generate: --formats: unknown format 'yaml' (known: json,",
        "verify   | --format=xml       | verify: --format: unknown format 'xml' (known: json,",
        "report   | --baseline=xml     | report: --baseline: unknown format 'xml' (known: json,",
        "bench    | --codecs=headline,jackson-databind | bench: --codecs: headline goes alone, was"
                + " 'headline,jackson-databind'",
        "bench    | --codecs=all,x     | bench: --codecs: all goes alone, was 'all,x'",
        "bench    | --codecs=Jackson   | bench: --codecs: codec name 'Jackson' is not lowercase",
        "generate | --records=many     | generate: --records must be a whole number, was 'many'",
        "generate | --records=0        | generate: --records must be at least 1, was 0",
        "generate | --seed=1.5         | generate: --seed must be a whole number, was '1.5'",
        "generate | --shards=0         | generate: --shards must be at least 1, was 0",
        "generate | --schema-version=two | generate: --schema-version must be a whole number, was 'two'",
        "bench    | --variants=library,fast | bench: --variants: unknown variant 'fast' (known: library,",
        "bench    | --operations=append | bench: --operations: unknown operation 'append' (known: write, read)",
        "bench    | --precision=150%   | bench: --precision must be at least 0 and below 100%, was '150%'",
        "bench    | --margin=fine      | bench: --margin must be a percentage such as 5% or a fraction such as 0.05",
        "bench    | --time-budget=soon | bench: --time-budget must be a time such as 90s, 3m or 1m30s",
        "bench    | --heap=lots        | bench: --heap must be a JVM size such as 512m or 2g, was 'lots'",
        "bench    | --fsync=maybe      | bench: --fsync must be true or false, was 'maybe'",
        "bench    | --threads=1,0      | bench: --threads must be at least 1, was 0",
        "bench    | --scaling=100,0    | bench: --scaling: record counts must be at least 1, was 0",
        "bench    | --scaling=lots     | bench: --scaling must be a whole number, was 'lots'",
        "bench    | --shuffle-seed=x   | bench: --shuffle-seed must be a whole number, was 'x'",
        "bench    | --unknown-fields=keep | bench: --unknown-fields: unknown",
        "verify   | --unknown-fields=keep | verify: --unknown-fields: unknown",
        "verify   | --codec=a_b        | verify: --codec: codec name 'a_b' is not lowercase",
        "report   | --margin=1         | report: --margin must be at least 0 and below 100%, was '1'",
        "messages | --codecs=a_b       | messages: --codecs: codec name 'a_b' is not lowercase",
        "spark    | --format=xml       | spark: --format: unknown format 'xml' (known: json,",
        "spark    | --codecs=a_b       | spark: --codecs: codec name 'a_b' is not lowercase",
    })
    void aBadValueIsOneLineNamingTheOption(String command, String option, String message) {
        CliRun run = CliRun.of(command, option);
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.err().startsWith(message), run.toString());
    }

    private static <C> C parsed(Class<C> type, String... args) {
        var parsed = FormatBenchCommand.newCommandLine().parseArgs(args);
        return type.cast(parsed.subcommand().commandSpec().userObject());
    }
}
