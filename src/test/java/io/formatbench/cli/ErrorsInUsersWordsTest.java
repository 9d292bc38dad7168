package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the user reads when the tool refuses their input is in the words of their files, JSON and the
 * .proto ({@link ErrorWords}): each refusal of an imported line, of a corrupt file by every codec, and
 * each hint, which names only options of the command it is for.
 */
class ErrorsInUsersWordsTest {

    @TempDir
    static Path shared;

    /** A dataset of every format for each schema: the user's flat records, and one of every kind of field. */
    private static final List<String> SCHEMAS = List.of("user", "formatbench.kinds.EveryKind");

    @BeforeAll
    static void generateDatasets() {
        for (String schema : SCHEMAS) {
            generate("--schema", schema, "--formats", "all", "--data", folder(schema).toString());
        }
        // Two more for the hints: the newer schema version's users, beside the users (user-v2), and users of
        // the default formats only.
        generate("--schema-version", "2", "--data", folder("user").toString());
        generate("--data", shared.resolve("users-json-protobuf").toString());
    }

    private static void generate(String... options) {
        List<String> args = new ArrayList<>(List.of("generate", "--records", "30"));
        args.addAll(List.of(options));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
    }

    /** Lines a user could write, each refused for another reason, the reason's words given. */
    @Test
    void everyRefusedLineOfAnImportIsInJsonsAndTheProtosWords(@TempDir Path temp) throws IOException {
        String[][] lines = {
            {"{\"id\":1,\"name\":\"a\",\"age\":NaN}", "not JSON: an unquoted NaN, which is not a JSON value"},
            {"{\"id\":\"1x\",\"name\":\"a\"}", "field 'id' must be an integer, found the string \"1x\""},
            {"{\"id\":1,\"name\":\"a\",\"agee\":3}", "unknown field 'agee' (the .proto's message has no field of this"
                    + " name, neither as its .proto name nor as its JSON name)"},
            {"{\"id\":1,\"name\":'a'}", "not JSON: a single quote (') where JSON expects a string in double quotes"},
            {"{\"id\":1,\"name\":\"a\"} x", "not JSON: 'x' is not a JSON value"},
            {"{\"id\":01,\"name\":\"a\"}", "not JSON: a number with a leading zero"},
            {"{\"id\":1,\"name\":\"a\",}", "not JSON: '}' where JSON expects a field name in double quotes (no comma"
                    + " before an object's end)"},
            {"{\"id\":1,\"name\":\"a\"", "not JSON: the record ends inside an object, which it does not close"},
            {"{\"id\":1,\"name\":\"a\",\"age\":+1}", "not JSON: a number with a '+' sign"},
            {"{\"id\":1,\"name\":\"a\"/*c*/}", "not JSON: '/' where a value or a field should be: JSON has no"
                    + " comments"},
            {"{\"id\":1,\"name\":\"a\u0001\"}", "not JSON: the control character U+0001 inside a string"}};
        Path file = temp.resolve("users.jsonl");
        Files.writeString(file, String.join("\n", Arrays.stream(lines).map(line -> line[0]).toList()) + "\n",
                StandardCharsets.UTF_8);

        CliRun run = CliRun.of("generate", "--from-json", file.toString(), "--data", temp.resolve("data").toString());

        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run.toString());
        ErrorWords.assertInUsersWords("generate", run);
        for (int i = 0; i < lines.length; i++) {
            String line = run.errLines().get(i);
            assertTrue(line.matches("generate: bad input: .*: line " + (i + 1) + " \\(record " + (i + 1)
                    + ", byte \\d+\\): .*"), line);
            assertTrue(line.contains(lines[i][1]), line + "\n <> " + lines[i][1]);
        }
        assertFalse(run.err().contains("--unknown-fields"), "generate has no such option: " + run.err());
    }

    /**
     * The Spark job's readers are the tool's codecs, whose refusal of a field the schema lacks hints at
     * --unknown-fields; the job has no such option, and says what it reads instead.
     */
    @Test
    void theSparkJobsHintNamesOnlyOptionsItsCommandsHave() {
        String refusal = new io.formatbench.codec.BadInputException("data/user-v2/users.pb", 0, 12,
                io.formatbench.codec.InvalidRecordException.unknownField("revision").getMessage()).getMessage();
        assertTrue(refusal.contains("--unknown-fields"), refusal);

        String line = "spark: " + io.formatbench.codec.UnknownFields.withoutSkipping(refusal);

        assertFalse(line.contains("--unknown-fields"), line);
        assertTrue(line.contains("generate wrote without --schema-version"), line);
        ErrorWords.assertNoJavaWords(line);
        ErrorWords.assertOptionsAreTheCommands("spark", line);
    }

    /** How many corrupt files each codec reads: enough to reach most of a reader's refusals, a second a codec. */
    private static final int CHANGES = 12;

    /** Every codec of every format, each on files cut, overwritten or flipped at places chosen by a seed. */
    static Stream<Arguments> everyCodec() {
        List<Arguments> codecs = new ArrayList<>();
        for (String schema : SCHEMAS) {
            DatasetSchema<?> records = Schemas.byName(SchemaName.of(schema));
            for (Format format : Format.all()) {
                records.codecs(format).forEach(codec -> codecs.add(Arguments.of(schema, format, codec.name())));
            }
        }
        return codecs.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("everyCodec")
    void everyRefusalOfACorruptFileIsInTheFormatsWords(String schema, Format format, Object codec, @TempDir Path temp)
            throws IOException {
        Manifest manifest = ManifestFiles.read(folder(schema));
        byte[] file = Files.readAllBytes(folder(schema).resolve(manifest.files(format).get(0).name()));
        SplittableRandom random = new SplittableRandom(schema.hashCode() * 31L + format.id().hashCode());
        int refused = 0;
        for (int i = 0; i < CHANGES; i++) {
            Path corrupt = temp.resolve("corrupt-" + i + "." + format.id());
            Files.write(corrupt, corrupted(file, random, format == Format.JSON));

            CliRun run = CliRun.of("verify", "--schema", schema, "--format", format.id(), "--codec", codec.toString(),
                    corrupt.toString());

            // A change can leave a valid file (a letter of a name flipped to another letter).
            if (run.exitCode() != ExitCodes.OK) {
                assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run.toString());
                assertEquals(1, run.errLines().size(), run.toString());
                ErrorWords.assertInUsersWords("verify", run);
                refused++;
            }
        }
        assertTrue(refused >= CHANGES / 2, "most changes break the file: " + refused + " of " + CHANGES);
    }

    /** A cut, a few bytes overwritten or a bit flipped; JSON's overwritten with its own punctuation, mostly. */
    private static byte[] corrupted(byte[] file, SplittableRandom random, boolean json) {
        byte[] bytes = file.clone();
        switch (random.nextInt(3)) {
            case 0 -> bytes = Arrays.copyOf(bytes, random.nextInt(bytes.length));
            case 1 -> {
                String punctuation = " {}[],:\"'0123456789.eE+-tfnulx\\/\u0001";
                for (int k = 0; k < 1 + random.nextInt(3); k++) {
                    bytes[random.nextInt(bytes.length)] = json
                            ? (byte) punctuation.charAt(random.nextInt(punctuation.length()))
                            : (byte) random.nextInt(256);
                }
            }
            default -> bytes[random.nextInt(bytes.length)] ^= (byte) (1 << random.nextInt(8));
        }
        // A backtick in a field name the bytes now spell would be the user's own, not a Java name: none made.
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '`' && file[Math.min(i, file.length - 1)] != '`') {
                bytes[i] = 'a';
            }
        }
        return bytes;
    }

    /** Commands refused with a hint of what to do: each hint names options of the command it is for. */
    static Stream<Arguments> refusalsWithHints() {
        String user = folder("user").toString();
        String newerUsers = shared.resolve("user-v2").toString();
        String results = shared.resolve("results").toString();
        return Stream.of(
                Arguments.of(List.of("verify", "--data", user, "--compression", "gzip"), "--compression gzip"),
                Arguments.of(List.of("bench", "--data", user, "--compression", "zstd", "--results", results),
                        "--compression zstd"),
                Arguments.of(List.of("bench", "--data", user, "--threads", "2", "--results", results), "--shards 2"),
                Arguments.of(List.of("verify", "--data", newerUsers), "--unknown-fields=skip"),
                Arguments.of(List.of("bench", "--data", newerUsers, "--results", results), "--unknown-fields=skip"),
                Arguments.of(List.of("bench", "--data", newerUsers, "--unknown-fields", "skip", "--results", results),
                        "--operations=read"),
                Arguments.of(List.of("bench", "--data", shared.resolve("users-json-protobuf").toString(), "--format",
                        "avro", "--results", results), "generate --formats"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusalsWithHints")
    void aHintNamesOnlyOptionsOfTheCommandItIsFor(List<String> command, String hint) {
        CliRun run = CliRun.of(command.toArray(String[]::new));

        assertTrue(run.exitCode() != ExitCodes.OK && run.exitCode() != ExitCodes.INTERNAL_ERROR, run.toString());
        assertTrue(run.err().contains(hint), run.toString());
        ErrorWords.assertInUsersWords(command.get(0), run);
    }

    /** The check itself: an option the command lacks is caught, one of the command named before it is not. */
    @Test
    void theOptionCheckCatchesAnOptionTheCommandLacks() {
        ErrorWords.assertOptionsAreTheCommands("verify", "verify: x; make one with generate --records 5");
        ErrorWords.assertOptionsAreTheCommands("generate", "generate: x; make one with --compression gzip");
        assertThrows(AssertionError.class, () -> ErrorWords.assertOptionsAreTheCommands("generate",
                "generate: unknown field 'x' (--unknown-fields=skip reads past it)"));
        assertThrows(AssertionError.class, () -> ErrorWords.assertNoJavaWords(
                "enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow"));
        assertThrows(AssertionError.class, () -> ErrorWords.assertNoJavaWords("as Long.toString writes it"));
        assertThrows(AssertionError.class, () -> ErrorWords.assertNoJavaWords("found VALUE_EMBEDDED_OBJECT"));
    }

    private static Path folder(String schema) {
        return shared.resolve(schema);
    }
}
