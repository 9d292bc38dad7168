package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.bench.TestForks;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Any message of proto/ is a schema by its full name: generate, verify with every codec and bench a
 * few records of the test schema that holds every field kind; make a dataset from JSON Lines, which
 * from a generated dataset's JSON Lines is that dataset again, byte for byte; refuse a bad line
 * naming it, with nothing written.
 */
class AnyMessageCommandTest {

    private static final String EVERY_KIND = "formatbench.kinds.EveryKind";

    @Test
    void aMessageOfProtoIsGeneratedVerifiedAndMeasured(@TempDir Path temp) throws IOException {
        Path data = temp.resolve("data");
        CliRun generate = CliRun.of("generate", "--schema", EVERY_KIND, "--records", "300", "--shards", "2",
                "--formats", "all", "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());
        Manifest manifest = ManifestFiles.read(data);
        assertEquals(EVERY_KIND, manifest.schema().toString());
        assertTrue(Files.exists(data.resolve(EVERY_KIND + "-1-of-2.pb")), manifest.files().toString());

        CliRun verify = CliRun.of("verify", "--all-codecs", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
        for (String codec : List.of("jackson-databind", "jackson-streaming", "protobuf-json", "protobuf-delimited",
                "protobuf-coded", "cbor-databind", "cbor-streaming", "smile-databind", "smile-streaming",
                "avro-generic", "avro-direct")) {
            assertTrue(verify.out().contains("(read with " + codec + ")"), verify.out());
        }

        // In forks, one codec of each format of such a schema, its generated bindings.
        CliRun bench = CliRun.of("bench", "--data", data.toString(), "--results", temp.resolve("results").toString(),
                "--format", "json,protobuf", "--codecs", "jackson-streaming,protobuf-delimited", "--operations",
                "read,write", "--warmups", "1", "--max-warmups", "1", "--iterations", "1", "--forks", "1",
                "--precision", "none", "--heap", "128m", "--latency-pass=false", TestForks.C1_ONLY);
        assertEquals(ExitCodes.OK, bench.exitCode(), bench.toString());
        for (String benchmark : List.of("json jackson-streaming write", "json jackson-streaming read",
                "protobuf protobuf-delimited write", "protobuf protobuf-delimited read")) {
            assertTrue(bench.out().lines().anyMatch(line -> line.startsWith(benchmark + " ") && line.endsWith(" yes")),
                    "measured and verified: " + benchmark + "\n" + bench.out());
        }
    }

    @ParameterizedTest
    @CsvSource({"user, formatbench.user.User, users", "event, formatbench.event.Event, events",
            "message, formatbench.message.SmallMessage, messages",
            "pipeline, formatbench.pipeline.Pipeline, pipelines"})
    void theMessageTypeOfAHandWrittenSchemaHasItsRecords(String handWritten, String messageType, String stem,
                                                         @TempDir Path temp) throws IOException {
        Path ours = temp.resolve("hand-written");
        Path generic = temp.resolve("generic");
        for (String[] schema : new String[][] {{handWritten, ours.toString()}, {messageType, generic.toString()}}) {
            CliRun generate = CliRun.of("generate", "--schema", schema[0], "--records", "300", "--shards", "2",
                    "--seed", "7", "--formats", "protobuf", "--data", schema[1]);
            assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());
        }
        // The same records, so the same protobuf bytes, shard by shard: a run of both schemas compares codecs.
        for (int shard = 1; shard <= 2; shard++) {
            String suffix = "-" + shard + "-of-2.pb";
            assertArrayEquals(Files.readAllBytes(ours.resolve(stem + suffix)),
                    Files.readAllBytes(generic.resolve(messageType + suffix)), messageType + suffix);
        }
        CliRun verify = CliRun.of("verify", "--data", generic.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
    }

    @Test
    void aMessageWhoseRecordsCouldOnlyBeEmptyIsRefusedBeforeAnythingIsWritten(@TempDir Path temp) {
        Path data = temp.resolve("data");
        CliRun generate = CliRun.of("generate", "--schema", "formatbench.kinds.Nothing", "--records", "10", "--data",
                data.toString());

        assertEquals(ExitCodes.USAGE, generate.exitCode(), generate.toString());
        assertEquals(List.of("generate: --schema formatbench.kinds.Nothing: every record of formatbench.kinds.Nothing"
                + " the generator draws has every field at its default value, which a dataset cannot hold (a"
                + " zero-length protobuf record): the message has no field the generator sets"), generate.errLines());
        assertFalse(Files.exists(data), "nothing written");
    }

    @Test
    void jsonLinesOfAGeneratedDatasetMakeItAgainByteForByte(@TempDir Path temp) throws IOException {
        Path generated = temp.resolve("generated");
        CliRun generate = CliRun.of("generate", "--schema", EVERY_KIND, "--records", "200", "--data",
                generated.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());

        Path imported = temp.resolve("imported");
        CliRun fromJson = CliRun.of("generate", "--schema", EVERY_KIND, "--from-json",
                generated.resolve(EVERY_KIND + ".jsonl").toString(), "--data", imported.toString());
        assertEquals(ExitCodes.OK, fromJson.exitCode(), fromJson.toString());

        assertArrayEquals(Files.readAllBytes(generated.resolve(EVERY_KIND + ".pb")),
                Files.readAllBytes(imported.resolve(EVERY_KIND + ".pb")));
        assertArrayEquals(Files.readAllBytes(generated.resolve(EVERY_KIND + ".jsonl")),
                Files.readAllBytes(imported.resolve(EVERY_KIND + ".jsonl")));
        assertEquals(ManifestFiles.read(generated).contentDigest(), ManifestFiles.read(imported).contentDigest());
        CliRun verify = CliRun.of("verify", "--data", imported.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
    }

    @Test
    void ownRecordsInProtoJsonAsPeopleWriteIt(@TempDir Path temp) throws IOException {
        // camelCase names, defaults left out, a 64-bit integer as a number: proto3 JSON as it is written.
        Path records = temp.resolve("orders.jsonl");
        Files.writeString(records, "{\"id\":\"7\",\"customer\":\"Zoë\",\"lines\":[{\"sku\":\"A-1\",\"price\":2.5}]}\n"
                + "{\"id\":8}\r\n", StandardCharsets.UTF_8);
        Path data = temp.resolve("data");
        CliRun fromJson = CliRun.of("generate", "--schema", "formatbench.kinds.legacy.LegacyOrder", "--from-json",
                records.toString(), "--data", data.toString());
        assertEquals(ExitCodes.OK, fromJson.exitCode(), fromJson.toString());
        assertEquals(2, ManifestFiles.read(data).records());
        CliRun verify = CliRun.of("verify", "--all-codecs", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
        assertTrue(verify.out().contains("(read with jackson-databind)"), verify.out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            {"anInt32":"many"}                  | field 'an_int32' must be an integer, found the string "many"
            {"addresses":[{},{"zip":"soon"}]}   | field 'addresses[1].zip' must be an integer, found the string "soon"
            {"someBytes":"no base64"}           | field 'some_bytes': 
            {"anInt64":1.5}                     | field 'an_int64' must be an integer, found "1.5", which has a fraction
            {"level":9}                         | field 'level': enum Level has no value numbered 9 (it has
            {"aString":"x"                      | not JSON: the record ends inside an object, which it does not close
            {}                                  | every field is at its default value: a record of zero bytes
            {"aString":""}                      | every field is at its default value
            """)
    void aBadLineIsOneErrorNamingItsLineRecordAndFieldAndNothingIsWritten(String secondLine, String error,
                                                                          @TempDir Path temp) throws IOException {
        Path records = temp.resolve("bad.jsonl");
        Files.writeString(records, "{\"aString\":\"ok\"}\n" + secondLine + "\n", StandardCharsets.UTF_8);
        Path data = temp.resolve("data");
        CliRun fromJson = CliRun.of("generate", "--schema", EVERY_KIND, "--from-json", records.toString(),
                "--data", data.toString());
        assertEquals(ExitCodes.BAD_INPUT, fromJson.exitCode(), fromJson.toString());
        List<String> err = fromJson.errLines();
        assertEquals(2, err.size(), fromJson.err());
        assertTrue(err.get(0).startsWith("generate: bad input: " + records + ": line 2 (record 2, byte 17): "
                + error.strip()), err.get(0));
        assertEquals("generate: 1 of 2 records bad, nothing written", err.get(1));
        assertFalse(Files.exists(data.resolve(EVERY_KIND + ".jsonl")));
        assertFalse(Files.exists(data.resolve(Manifest.FILE_NAME)));
    }

    /**
     * One pass names every bad line, up to Defaults.REPORTED_BAD_LINES, then counts the rest; blank lines are
     * no records, so a line's number and its record's may differ, each counted from 1.
     */
    @Test
    void everyBadLineIsNamedUpToTheLimitThenCounted(@TempDir Path temp) throws IOException {
        StringBuilder lines = new StringBuilder("{\"aString\":\"ok\"}\n\n");
        for (int i = 0; i < Defaults.REPORTED_BAD_LINES + 5; i++) {
            lines.append("{\"anInt32\":\"n").append(i).append("\"}\n");
        }
        Path records = temp.resolve("bad.jsonl");
        Files.writeString(records, lines, StandardCharsets.UTF_8);
        CliRun fromJson = CliRun.of("generate", "--schema", EVERY_KIND, "--from-json", records.toString(),
                "--data", temp.resolve("data").toString());
        assertEquals(ExitCodes.BAD_INPUT, fromJson.exitCode(), fromJson.toString());
        List<String> err = fromJson.errLines();
        assertEquals(Defaults.REPORTED_BAD_LINES + 1, err.size(), fromJson.err());
        assertTrue(err.get(0).startsWith("generate: bad input: " + records + ": line 3 (record 2, byte 18): field"
                + " 'an_int32'"), err.get(0));
        assertEquals("generate: and 5 more bad lines; " + (Defaults.REPORTED_BAD_LINES + 5) + " of "
                + (Defaults.REPORTED_BAD_LINES + 6) + " records bad, nothing written", err.get(err.size() - 1));
    }

    /**
     * What proto3 JSON allows and a record holds reads back the same: NaN, the infinities and -0.0, an enum
     * by number, nulls, a field by its JSON name.
     */
    @Test
    void everyValueTheMappingAllowsRoundTrips(@TempDir Path temp) throws IOException {
        Path records = temp.resolve("values.jsonl");
        Files.writeString(records, "{\"aDouble\":\"NaN\",\"aFloat\":\"-Infinity\",\"scores\":[\"Infinity\",-0.0],"
                + "\"level\":2,\"aString\":null,\"customName\":\"x\"}\n", StandardCharsets.UTF_8);
        Path data = temp.resolve("data");
        CliRun fromJson = CliRun.of("generate", "--schema", EVERY_KIND, "--from-json", records.toString(),
                "--formats", "all", "--data", data.toString());
        assertEquals(ExitCodes.OK, fromJson.exitCode(), fromJson.toString());
        // Every format's own codecs; not --all-codecs: protobuf-json's JsonFormat reads -0.0 as 0.0 (through a
        // BigDecimal, which has no negative zero), which verify would rightly call another content.
        CliRun verify = CliRun.of("verify", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
        String written = Files.readString(data.resolve(EVERY_KIND + ".jsonl"), StandardCharsets.UTF_8);
        assertTrue(written.startsWith("{\"a_double\":\"NaN\",\"a_float\":\"-Infinity\","), written);
        assertTrue(written.contains("\"scores\":[\"Infinity\",-0.0]"), written);
        assertTrue(written.contains("\"level\":\"LEVEL_HIGH\""), written);
    }

    /**
     * Every form proto3 JSON allows (the lines, which Python's json_format and JsonFormat accept) imports,
     * is written in the files' one form, and reads back alike through every codec of every format.
     */
    @Test
    void everyFormOfProto3JsonImportsAndIsWrittenInTheFilesOneForm(@TempDir Path temp) throws IOException {
        Path records = temp.resolve("forms.jsonl");
        Files.writeString(records, "{\"anInt32\":\"80\",\"anInt64\":1e3,\"aDouble\":\"1.25\",\"someBytes\":\"-_-_AA\"}\n"
                + "{\"anInt32\":1.0,\"anInt64\":\"1e3\",\"aUint32\":1000.0,\"blob\":\"R3LDvMOfZQ\"}\n"
                + "{\"anInt32\":\"1e3\",\"level\":\"2\",\"createdAt\":\"2024-01-01T01:00:00+01:00\"}\n",
                StandardCharsets.UTF_8);
        Path data = temp.resolve("data");
        CliRun fromJson = CliRun.of("generate", "--schema", EVERY_KIND, "--from-json", records.toString(),
                "--formats", "all", "--data", data.toString());
        assertEquals(ExitCodes.OK, fromJson.exitCode(), fromJson.toString());
        List<String> written = Files.readAllLines(data.resolve(EVERY_KIND + ".jsonl"), StandardCharsets.UTF_8);
        assertTrue(written.get(0).startsWith("{\"a_double\":1.25,\"a_float\":0.0,\"an_int32\":80,\"an_int64\":\"1000\","),
                written.get(0));
        assertTrue(written.get(0).contains("\"some_bytes\":\"+/+/AA==\""), written.get(0));
        assertTrue(written.get(1).contains("\"an_int32\":1,\"an_int64\":\"1000\",\"a_uint32\":1000,"), written.get(1));
        assertTrue(written.get(1).contains("\"blob\":\"R3LDvMOfZQ==\""), written.get(1));
        assertTrue(written.get(2).contains("\"level\":\"LEVEL_HIGH\""), written.get(2));
        assertTrue(written.get(2).contains("\"created_at\":\"2024-01-01T00:00:00Z\""), written.get(2));
        CliRun verify = CliRun.of("verify", "--all-codecs", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
    }

    /** The tool's own schemas take a user's records too: their bindings are generated like any message's. */
    @Test
    void theToolsOwnSchemasTakeJsonRecordsToo(@TempDir Path temp) throws IOException {
        Path records = temp.resolve("users.jsonl");
        Files.writeString(records, "{\"id\":1,\"name\":\"Ada\"}\n{\"id\":\"2\",\"email\":\"b@example.com\"}\n",
                StandardCharsets.UTF_8);
        Path data = temp.resolve("data");
        CliRun fromJson = CliRun.of("generate", "--schema", "user", "--from-json", records.toString(), "--data",
                data.toString());
        assertEquals(ExitCodes.OK, fromJson.exitCode(), fromJson.toString());
        assertEquals("{\"id\":1,\"name\":\"Ada\",\"email\":\"\",\"age\":0,\"active\":false}\n"
                + "{\"id\":2,\"name\":\"\",\"email\":\"b@example.com\",\"age\":0,\"active\":false}\n",
                Files.readString(data.resolve("users.jsonl"), StandardCharsets.UTF_8));
    }

    @Test
    void anUnknownSchemaListsTheMessagesOfProto(@TempDir Path temp) {
        CliRun run = CliRun.of("generate", "--schema", "acme.orders.v1.Order", "--data", temp.toString());
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().contains("unknown schema 'acme.orders.v1.Order'"), run.err());
        assertTrue(run.err().contains("user, message, event, pipeline"), run.err());
        assertTrue(run.err().contains(EVERY_KIND), run.err());
    }
}
