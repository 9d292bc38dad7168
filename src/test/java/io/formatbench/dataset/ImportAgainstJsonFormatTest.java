package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.SchemaName;
import io.formatbench.kinds.EveryKind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The import ({@code generate --from-json}) held against protobuf's own JSON parser, JsonFormat, on a corpus
 * of lines of {@code formatbench.kinds.EveryKind} (every kind of field): a line JsonFormat accepts, the import
 * accepts with the same values; a line it refuses, the import refuses, in one line naming the file, line,
 * record and the field's whole path, in JSON's and the .proto's words. The differences the tool makes on
 * purpose are listed apart (docs/schemas.md says why): each is still accepted by JsonFormat, refused by the
 * import. Every line sets a string, so that no record is all defaults (which a dataset cannot hold).
 */
class ImportAgainstJsonFormatTest {

    private static final DatasetSchema<?> EVERY_KIND = Schemas.byName(SchemaName.of("formatbench.kinds.EveryKind"));
    /** What a message for the user must not show: a Java name or a library's option. */
    private static final Pattern JAVA_WORDS = Pattern.compile("java\\.|Exception|Long\\.|Integer\\.|Feature|\\bat [a-z]+\\.[a-z]+\\.");

    @TempDir
    Path temp;

    @ParameterizedTest
    @ValueSource(strings = {
            "\"anInt32\":80", "\"anInt32\":\"80\"", "\"anInt32\":1.0", "\"anInt32\":1000.0", "\"anInt32\":\"1e3\"",
            "\"anInt32\":1e3", "\"anInt32\":\"-0\"", "\"anInt32\":\"2147483647\"", "\"anInt32\":-2147483648",
            "\"anInt32\":\"+5\"", "\"anInt32\":\"007\"", "\"anInt32\":\"1.000\"", "\"an_int32\":5",
            "\"anInt64\":1e3", "\"anInt64\":\"1e3\"", "\"anInt64\":\"9223372036854775807\"",
            "\"anInt64\":-9223372036854775808", "\"anInt64\":\"-9.223372036854775808e18\"",
            "\"aUint32\":4294967295", "\"aUint32\":\"4294967295\"", "\"aUint32\":\"-0\"",
            "\"aUint64\":\"18446744073709551615\"", "\"aUint64\":1.8446744073709551615e19", "\"aUint64\":\"1e3\"",
            "\"aSint32\":-5", "\"aSint64\":\"-5\"", "\"aFixed32\":\"7\"", "\"aFixed64\":7", "\"anSfixed32\":\"-2\"",
            "\"anSfixed64\":\"-2e0\"",
            "\"aDouble\":\"1.25\"", "\"aDouble\":1.25", "\"aDouble\":\"NaN\"", "\"aDouble\":\"Infinity\"",
            "\"aDouble\":\"-Infinity\"", "\"aDouble\":\"1e300\"", "\"aDouble\":\".5\"", "\"aDouble\":\"5.\"",
            "\"aDouble\":\"+2\"", "\"aDouble\":4.9e-324", "\"aDouble\":1.7976931348623157e308",
            "\"aFloat\":\"3.4028235e38\"", "\"aFloat\":0.1", "\"aFloat\":\"0.1\"", "\"aFloat\":\"-0\"",
            "\"aFloat\":\"NaN\"", "\"aFloat\":1e-46",
            "\"aBool\":true", "\"aBool\":false",
            "\"someBytes\":\"-_-_AA\"", "\"someBytes\":\"R3LDvMOfZQ\"", "\"someBytes\":\"R3LDvMOfZQ==\"",
            "\"someBytes\":\"+/+/\"", "\"someBytes\":\"\"", "\"someBytes\":\"QR\"",
            "\"level\":\"LEVEL_HIGH\"", "\"level\":2", "\"level\":\"2\"", "\"level\":2.0", "\"level\":\"2e0\"",
            "\"color\":\"COLOR_RED\"", "\"color\":3",
            "\"address\":{\"zip\":\"12345\",\"street\":\"s\",\"lines\":[\"a\"]}", "\"addresses\":[{\"zip\":1e1},{}]",
            "\"labels\":{\"k\":\"v\",\"\":\"\"}", "\"addressesById\":{\"1e1\":{\"city\":\"c\"},\"-3\":{}}",
            "\"flags\":{\"18446744073709551615\":true,\"0\":false}", "\"levelsByName\":{\"a\":\"LEVEL_LOW\",\"b\":1}",
            "\"maybeCount\":0", "\"maybeCount\":\"0\"", "\"ids\":[\"1\",2,3e0]", "\"scores\":[\"1.5\",2,\"NaN\"]",
            "\"levels\":[\"LEVEL_LOW\",2,\"1\"]", "\"tags\":[\"x\",\"\"]",
            "\"text\":\"t\"", "\"number\":\"12\"", "\"place\":{\"city\":\"c\"}", "\"blob\":\"AQID\"",
            "\"text\":null,\"number\":5", "\"number\":5,\"text\":null",
            "\"tree\":{\"name\":\"r\",\"children\":[{\"name\":\"c\"}],\"left\":{\"name\":\"l\"}}",
            "\"createdAt\":\"2024-02-29T23:59:59Z\"", "\"createdAt\":\"2024-02-29T23:59:59.5Z\"",
            "\"createdAt\":\"2024-02-29T23:59:59.123456789Z\"", "\"createdAt\":\"2024-01-01T01:00:00+01:00\"",
            "\"createdAt\":\"2024-01-01T00:00:00-08:30\"", "\"createdAt\":\"0001-01-01T00:00:00Z\"",
            "\"createdAt\":\"9999-12-31T23:59:59.999999999Z\"", "\"createdAt\":\"1970-01-01T00:00:00.1234Z\"",
            "\"created_at\":\"1969-12-31T23:59:59.999Z\"",
            "\"elapsed\":\"1.5s\"", "\"elapsed\":\"-0.000000001s\"", "\"elapsed\":\"315576000000s\"",
            "\"elapsed\":\"3s\"", "\"elapsed\":\"1.1234s\"", "\"elapsed\":\"-315576000000.999999999s\"",
            "\"nickname\":\"n\"", "\"nickname\":\"\"", "\"bigCount\":\"5\"", "\"bigCount\":5e0", "\"verified\":false",
            "\"ratio\":\"NaN\"", "\"ratio\":\"0.5\"", "\"token\":\"-_8\"", "\"smallCount\":\"3\"",
            "\"attributes\":{\"a\":1,\"b\":[true,null,\"s\"],\"c\":{\"d\":-0.5}}", "\"extra\":null",
            "\"extra\":\"s\"", "\"extra\":1e2", "\"extra\":[]", "\"items\":[1,\"a\",null,{}]",
            "\"history\":[\"2024-01-01T00:00:00Z\",\"2024-01-01T00:00:00+02:00\"]", "\"updateMask\":\"a.bC,d\"",
            "\"customName\":\"x\"", "\"field_with_json_name\":\"x\"",
            "\"anInt32\":null,\"address\":null,\"ids\":null,\"labels\":null,\"createdAt\":null,\"nickname\":null",
    })
    void aLineJsonFormatAcceptsImportsWithTheSameValues(String fields) throws IOException {
        String line = "{\"aString\":\"x\"," + fields + "}";
        Message expected = jsonFormat(line);
        assertNotNull(expected, "JsonFormat accepts " + line);
        Imported imported = importLine(line);
        assertNull(imported.error(), line);
        assertEquals(expected, imported.message(), line);
    }

    /** -0 keeps its sign in a double: JsonFormat reads a double through a BigDecimal, which has no -0. */
    @ParameterizedTest
    @ValueSource(strings = {"\"aDouble\":\"-0\"", "\"aDouble\":-0.0", "\"aDouble\":-0", "\"ratio\":\"-0\""})
    void aNegativeZeroKeepsItsSignWhereJsonFormatDropsIt(String fields) throws IOException {
        String line = "{\"aString\":\"x\"," + fields + "}";
        EveryKind expected = (EveryKind) jsonFormat(line);
        assertNotNull(expected, line);
        EveryKind imported = (EveryKind) importLine(line).message();
        double theirs = fields.contains("ratio") ? expected.getRatio().getValue() : expected.getADouble();
        double ours = fields.contains("ratio") ? imported.getRatio().getValue() : imported.getADouble();
        assertEquals(0.0, theirs, line);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(ours), line);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            "anInt32":1.5                           | field 'an_int32' must be an integer
            "anInt32":"1.5"                         | field 'an_int32' must be an integer
            "anInt32":2147483648                    | field 'an_int32' must be an integer from -2147483648
            "anInt32":"abc"                         | field 'an_int32' must be an integer
            "anInt32":""                            | field 'an_int32' must be an integer
            "anInt32":" 1"                          | field 'an_int32' must be an integer
            "anInt32":true                          | field 'an_int32' must be an integer
            "anInt32":{}                            | field 'an_int32' must be an integer
            "anInt32":"NaN"                         | field 'an_int32' must be an integer
            "anInt32":"0x10"                        | field 'an_int32' must be an integer
            "anInt32":"1e99999999999"               | field 'an_int32'
            "anInt64":"9223372036854775808"         | field 'an_int64' must be an integer from
            "anInt64":1e19                          | field 'an_int64' must be an integer from
            "aUint32":-1                            | field 'a_uint32' must be an integer from 0
            "aUint32":"4294967296"                  | field 'a_uint32' must be an integer from 0
            "aUint64":-1                            | field 'a_uint64' must be an integer from 0
            "aUint64":"18446744073709551616"        | field 'a_uint64' must be an integer from 0
            "aUint64":1.5                           | field 'a_uint64' must be an integer
            "aDouble":"abc"                         | field 'a_double' must be a number
            "aDouble":"1e400"                       | field 'a_double' must be a number within the range of a double
            "aDouble":1e400                         | field 'a_double' must be a number within the range of a double
            "aDouble":"nan"                         | field 'a_double' must be a number
            "aDouble":"infinity"                    | field 'a_double' must be a number
            "aDouble":true                          | field 'a_double' must be a number
            "aFloat":"1e39"                         | field 'a_float' must be a number within the range of a float
            "aFloat":3.5e38                         | field 'a_float' must be a number within the range of a float
            "aBool":1                               | field 'a_bool' must be true or false
            "aBool":"yes"                           | field 'a_bool' must be true or false
            "someBytes":"@@@@"                      | field 'some_bytes': "@@@@" is not base64
            "someBytes":"+/-_"                      | field 'some_bytes': "+/-_" is not base64
            "someBytes":"Q"                         | field 'some_bytes': "Q" is not base64
            "level":"LEVEL_NONE"                    | field 'level': 'LEVEL_NONE' is not a Level
            "level":"level_low"                     | field 'level': 'level_low' is not a Level
            "level":1.5                             | field 'level' must be an integer
            "level":true                            | field 'level' must be the name or number of a Level value
            "address":"x"                           | field 'address' must be an object
            "address":[]                            | field 'address' must be an object
            "addresses":{}                          | field 'addresses' must be an array
            "addresses":[1]                         | field 'addresses[0]' must be an object
            "addresses":[{"zip":-1}]                | field 'addresses[0].zip' must be an integer from 0
            "labels":[]                             | field 'labels' must be an object
            "addressesById":{"x":{}}                | field 'addresses_by_id[x]' must be an integer
            "addressesById":{"1.5":{}}              | field 'addresses_by_id[1.5]' must be an integer
            "addressesById":{"7":{"zip":"z"}}       | field 'addresses_by_id[7].zip' must be an integer
            "flags":{"-1":true}                     | field 'flags[-1]' must be a key within the range of a uint64
            "text":"a","number":1                   | fields 'text' and 'number' are both of oneof 'payload'
            "nope":1                                | unknown field 'nope'
            "address":{"nope":1}                    | unknown field 'address.nope'
            "anInt32":1,"an_int32":2                | field 'an_int32' given twice, as 'anInt32' and as 'an_int32'
            "createdAt":"2024-01-01"                | field 'created_at': "2024-01-01" is not an RFC 3339 timestamp
            "createdAt":"2024-01-01T00:00:00"       | field 'created_at': "2024-01-01T00:00:00" is not an RFC 3339
            "createdAt":"10000-01-01T00:00:00Z"     | field 'created_at'
            "createdAt":"0001-01-01T00:00:00+01:00" | field 'created_at': "0001-01-01T00:00:00+01:00" is outside
            "createdAt":"9999-12-31T23:59:59-01:00" | field 'created_at': "9999-12-31T23:59:59-01:00" is outside
            "createdAt":"0000-12-31T00:00:00Z"      | field 'created_at'
            "createdAt":1                           | field 'created_at' must be an RFC 3339 timestamp string
            "history":["2024-01-01T00:00:00Z","x"]  | field 'history[1]': "x" is not an RFC 3339 timestamp
            "elapsed":"1.5"                         | field 'elapsed': "1.5" is not a duration
            "elapsed":"1.5m"                        | field 'elapsed': "1.5m" is not a duration
            "elapsed":"315576000001s"               | field 'elapsed' must be a duration within
            "elapsed":5                             | field 'elapsed' must be a duration string
            "bigCount":"x"                          | field 'big_count' must be an integer
            "ratio":"x"                             | field 'ratio' must be a number
            "verified":"x"                          | field 'verified' must be true or false
            "ids":[1,null]                          | field 'ids[1]' must be an integer (or one in a string), found null
            "addresses":[null]                      | field 'addresses[0]' must be an object, found null
            "labels":{"a":null}                     | field 'labels[a]' must be a string, found null
            "tree":{"left":{"left":{"name":[]}}}    | field 'tree.left.left.name' must be a string
            "someBytes":"QQ="                       | field 'some_bytes': "QQ=" is not base64
            """)
    void aLineJsonFormatRefusesTheImportRefusesNamingTheField(String fields, String error) throws IOException {
        String line = "{\"aString\":\"x\"," + fields + "}";
        assertNull(jsonFormat(line), "JsonFormat refuses " + line);
        Imported imported = importLine(line);
        assertNotNull(imported.error(), line);
        assertTrue(imported.error().startsWith(file() + ": line 1 (record 1, byte 0): " + error), imported.error());
        assertFalse(JAVA_WORDS.matcher(imported.error()).find(), imported.error());
    }

    @ParameterizedTest
    @ValueSource(strings = {"[1]", "\"x\"", "1", "{\"aString\":\"x\"", "{\"aString\":\"x\",}"})
    void whatIsNoObjectOrNoJsonIsRefusedByBoth(String line) throws IOException {
        assertNull(jsonFormat(line), line);
        Imported imported = importLine(line);
        assertNotNull(imported.error(), line);
        assertFalse(JAVA_WORDS.matcher(imported.error()).find(), imported.error());
    }

    /**
     * What JsonFormat accepts and the import refuses, on purpose: text that is not JSON (JsonFormat parses
     * through Gson's lenient mode), a duplicate key (its last value wins there), coercions the mapping does
     * not have (a string for a bool, a number or bool for a string or bytes), number text that Java reads and
     * JSON has not, dates and times that do not exist (JsonFormat's date parser rolls February 30 over to
     * March 1, and 24:00 to the next day) and more than 9 fractional digits (it drops the rest), an enum
     * number the .proto does not list (a record holds the enum's values), a Value's number past a double's
     * range; and nesting past the tool's 64 levels (its own test below).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            {"aString":"x"/*c*/}                    | not JSON
            {'aString':'x'}                         | not JSON
            {aString:"x"}                           | not JSON
            {"aString":"x","anInt32":01}            | not JSON
            {"aString":"x"} {"aString":"y"}         | more than one JSON value on the line
            {"aString":"x","aString":"y"}           | duplicate field 'a_string'
            {"aString":"x","aBool":"true"}          | field 'a_bool' must be true or false, found a string
            {"aString":42}                          | field 'a_string' must be a string, found an integer
            {"aString":true}                        | field 'a_string' must be a string, found a boolean
            {"aString":"x","someBytes":1234}        | field 'some_bytes' must be a base64 string, found an integer
            {"aString":"x","labels":{"a":1}}        | field 'labels[a]' must be a string, found an integer
            {"aString":"x","nickname":5}            | field 'nickname' must be a string, found an integer
            {"aString":"x","aFloat":"1f"}           | field 'a_float' must be a number
            {"aString":"x","aFloat":"0x1p3"}        | field 'a_float' must be a number
            {"aString":"x","aFloat":" 1"}           | field 'a_float' must be a number
            {"aString":"x","createdAt":"2024-02-30T00:00:00Z"}        | field 'created_at': "2024-02-30T00:00:00Z" is no such date
            {"aString":"x","createdAt":"2024-01-01T24:00:00Z"}        | field 'created_at': "2024-01-01T24:00:00Z" is no such date
            {"aString":"x","createdAt":"2024-01-01T00:00:00.1234567891Z"} | field 'created_at': "2024-01-01T00:00:00.1234567891Z" is not an RFC 3339
            {"aString":"x","elapsed":"1.1234567891s"} | field 'elapsed': "1.1234567891s" is not a duration
            {"aString":"x","level":9}               | field 'level': enum Level has no value numbered 9
            {"aString":"x","extra":1e400}           | field 'extra' must be a number within the range of a double
            """)
    void whatTheImportRefusesOnPurposeJsonFormatAccepts(String line, String error) throws IOException {
        assertNotNull(jsonFormat(line), "JsonFormat accepts " + line);
        Imported imported = importLine(line);
        assertNotNull(imported.error(), line);
        assertTrue(imported.error().startsWith(file() + ": line 1 (record 1, byte 0): " + error), imported.error());
    }

    @Test
    void nestingPastTheToolsLimitIsRefusedWhereJsonFormatGoesTo100Levels() throws IOException {
        String line = "{\"aString\":\"x\",\"tree\":" + "{\"left\":".repeat(79) + "{}" + "}".repeat(79) + "}";
        assertNotNull(jsonFormat(line), "JsonFormat accepts 80 levels");
        Imported imported = importLine(line);
        assertNotNull(imported.error(), line);
        assertTrue(imported.error().contains("not JSON"), imported.error());
    }

    /** The record the import makes of the line, as protoc's message, or its error line. */
    private record Imported(Message message, String error) {}

    private Imported importLine(String line) throws IOException {
        Files.writeString(file(), line + "\n", StandardCharsets.UTF_8);
        return importFile(EVERY_KIND);
    }

    private <T> Imported importFile(DatasetSchema<T> schema) throws IOException {
        JsonRecordsFile<T> records = new JsonRecordsFile<>(file(), schema.bindings());
        try {
            assertEquals(1, records.check());
        } catch (BadLinesException e) {
            List<String> reported = e.reported();
            assertEquals(1, reported.size(), reported.toString());
            assertFalse(reported.get(0).contains("\n"), reported.get(0));
            return new Imported(null, reported.get(0));
        }
        return new Imported(schema.bindings().toMessage(records.records(0).next()), null);
    }

    private Path file() {
        return temp.resolve("records.jsonl");
    }

    /** JsonFormat's message of the line, or null where it refuses the line. */
    private static Message jsonFormat(String line) {
        EveryKind.Builder builder = EveryKind.newBuilder();
        try {
            JsonFormat.parser().merge(line, builder);
            return builder.build();
        } catch (InvalidProtocolBufferException | RuntimeException e) {
            return null;
        }
    }
}
