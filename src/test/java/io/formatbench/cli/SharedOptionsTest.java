package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.bench.CodecChoice;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.BinaryJson;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.RunId;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The typed options several commands share (their converters and mixins): blank, as Maven passes an
 * unset -D property, is the default; a bad value is one line naming the option and exit code 2.
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
        assertEquals(Path.of(System.getProperty("java.home"), "bin", "java"), bench.jvm.java());
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
        assertEquals(List.of(Format.JSON, Format.PROTOBUF), generate.formatsOption);

        VerifyCommand verify = parsed(VerifyCommand.class, "verify", "--schema=", "--data=", "--format=");
        assertNull(verify.schema);
        assertNull(verify.data);
        assertNull(verify.format);

        ReportCommand report = parsed(ReportCommand.class, "report", "--results=", "--baseline=");
        assertEquals(Path.of(Defaults.RESULTS_DIR), report.results);
        assertNull(report.baseline, "json, which the run may lack");

        MessagesCommand messages = parsed(MessagesCommand.class, "messages", "--threads=", "--forks=", "--run=",
                "--schema=");
        assertEquals(Schemas.USER, messages.chosenSchema);
        assertNull(messages.threads, "this machine's cores");
        assertEquals(Defaults.MESSAGE_FORKS, messages.forks);
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
        assertEquals(Format.all(), generate.formatsOption);

        VerifyCommand verify = parsed(VerifyCommand.class, "verify", "--schema=pipeline", "--format=Avro");
        assertEquals(Schemas.PIPELINE, verify.schema);
        assertEquals(AvroModule.FORMAT, verify.format);

        assertEquals(BinaryJson.CBOR.format(), parsed(ReportCommand.class, "report", "--baseline=cbor").baseline);
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
