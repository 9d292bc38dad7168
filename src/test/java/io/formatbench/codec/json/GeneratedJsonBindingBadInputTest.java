package io.formatbench.codec.json;

import static io.formatbench.codec.json.GeneratedJsonFixture.JSON;
import static io.formatbench.codec.json.GeneratedJsonFixture.read;
import static io.formatbench.codec.json.GeneratedJsonFixture.recordOf;
import static io.formatbench.codec.json.GeneratedJsonFixture.written;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.proto3.ProtoJsonPolicy;
import io.formatbench.kinds.EveryKind;
import io.formatbench.kinds.Tree;
import io.formatbench.kinds.legacy.LegacyOrder;
import io.formatbench.kinds.parts.PartsOuterClass.Color;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the generated binding refuses, with the words it refuses it in, naming the field's whole path (fields
 * given by their JSON names or .proto names, as it reads both); enums by listed numbers accepted; NaN and the
 * infinities as the mapping writes them accepted; unknown fields rejected or skipped and counted.
 */
class GeneratedJsonBindingBadInputTest {

    private static final EveryKind BINDING = EveryKind.getDefaultInstance();

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            {"tags":[null]}                           | field 'tags[0]' must be a string, found null
            {"anInt32":"1"}                           | field 'an_int32' must be an integer, found a string
            {"anInt32":1.0}                           | field 'an_int32' must be an integer, found a number with
            {"anInt32":2147483648}                    | field 'an_int32' must be an integer from -2147483648
            {"aUint32":-1}                            | field 'a_uint32' must be an integer from 0 to 4294967295
            {"aUint32":4294967296}                    | field 'a_uint32' must be an integer from 0 to 4294967295
            {"anInt64":"01"}                          | field 'an_int64' must be an int64 as a decimal string
            {"anInt64":"+1"}                          | field 'an_int64' must be an int64 as a decimal string
            {"anInt64":"-0"}                          | field 'an_int64' must be an int64 as a decimal string
            {"anInt64":"9223372036854775808"}         | field 'an_int64' must be a decimal string from
            {"anInt64":9223372036854775808}           | field 'an_int64' must be an integer within the range
            {"anInt64":1.5}                           | field 'an_int64' must be an int64 as a decimal string
            {"aUint64":"18446744073709551616"}        | field 'a_uint64' must be an integer from 0 to
            {"aUint64":"-1"}                          | field 'a_uint64' must be a uint64 as a decimal string
            {"aUint64":-1}                            | field 'a_uint64' must be an integer from 0 to
            {"aDouble":"nan"}                         | field 'a_double' must be a number (or "NaN", "Infinity", "-Infinity"), found another string
            {"aDouble":"1.5"}                         | field 'a_double' must be a number (or "NaN", "Infinity", "-Infinity"), found another string
            {"aDouble":1e400}                         | field 'a_double' must be a number within the range of a double
            {"aFloat":1e39}                           | field 'a_float' must be a number within the range of a float
            {"aBool":1}                               | field 'a_bool' must be true or false, found an integer
            {"aBool":"true"}                          | field 'a_bool' must be true or false, found a string
            {"aString":42}                            | field 'a_string' must be a string, found an integer
            {"someBytes":"AP8"}                       | field 'some_bytes': 
            {"someBytes":"AP8-"}                      | field 'some_bytes': 
            {"level":"LEVEL_NONE"}                    | field 'level': 'LEVEL_NONE' is not a Level (one of
            {"level":"level_high"}                    | field 'level': 'level_high' is not a Level
            {"level":7}                               | field 'level': enum Level has no value numbered 7 (it has
            {"level":-1}                              | field 'level': enum Level has no value numbered -1
            {"level":2147483648}                      | field 'level' must be an integer from -2147483648
            {"level":1.0}                             | field 'level' must be the name or number of a Level value, found
            {"level":"1"}                             | field 'level': '1' is not a Level
            {"level":true}                            | field 'level' must be the name or number of a Level value, found
            {"levels":["LEVEL_LOW",3]}                | field 'levels[1]': enum Level has no value numbered 3
            {"color":4}                               | field 'color': enum Color has no value numbered 4
            {"levelsByName":{"a":9}}                  | field 'levels_by_name[a]': enum Level has no value numbered 9
            {"createdAt":"2024-02-30T00:00:00Z"}      | field 'created_at': 
            {"createdAt":"2024-02-08T20:19:05+01:00"} | field 'created_at': 
            {"createdAt":1}                           | field 'created_at' must be an RFC 3339 timestamp string
            {"elapsed":"1.5s"}                        | field 'elapsed': '1.5s' is not a duration
            {"elapsed":"-0s"}                         | field 'elapsed': '-0s' is not a duration
            {"elapsed":"01s"}                         | field 'elapsed': '01s' is not a duration
            {"elapsed":"315576000001s"}               | field 'elapsed': '315576000001s' is beyond the range
            {"anInt32":1,"anInt32":2}                 | field 'an_int32' given twice, the second time as 'anInt32'
            {"an_int32":1,"anInt32":2}                | field 'an_int32' given twice, the second time as 'anInt32'
            {"customName":"a","field_with_json_name":"b"} | duplicate field 'field_with_json_name'
            {"text":"a","number":"1"}                 | fields 'text' and 'number' are both of oneof 'payload'
            {"labels":{"a":"1","a":"2"}}              | field 'labels[a]' is a duplicate map key
            {"labels":{"a":1}}                        | field 'labels[a]' must be a string, found an integer
            {"addressesById":{"01":{}}}               | field 'addresses_by_id[01]' must be an int64 as
            {"addressesById":{"x":{}}}                | field 'addresses_by_id[x]' must be an int64 as
            {"addressesById":{"2147483648":{}}}       | field 'addresses_by_id[2147483648]' must be a key from
            {"flags":{"-1":true}}                     | field 'flags[-1]' must be a uint64 as a decimal string
            {"flags":{"1":"true"}}                    | field 'flags[1]' must be true or false, found a string
            {"address":{"zip":"1"}}                   | field 'address.zip' must be an integer, found a string
            {"addresses":[{},{"zip":-1}]}             | field 'addresses[1].zip' must be an integer from 0 to 4294967295
            {"addressesById":{"7":{"lines":[1]}}}     | field 'addresses_by_id[7].lines[0]' must be a string, found an integer
            {"tree":{"children":[{"left":{"name":1}}]}} | field 'tree.children[0].left.name' must be a string, found an integer
            {"address":[]}                            | field 'address' must be an object, found an array
            {"attributes":{"a":1,"a":2}}              | duplicate field 'attributes.a'
            {"attributes":[]}                         | field 'attributes' must be an object, found an array
            {"items":{}}                              | field 'items' must be an array, found an object
            {"extra":1e400}                           | field 'extra' must be a number within the range of a double
            {"nope":1}                                | unknown field 'nope'
            {"address":{"nope":1}}                    | unknown field 'address.nope'
            """)
    void refuses(String json, String expected) {
        InvalidRecordException e = assertThrows(InvalidRecordException.class, () -> read(BINDING, json));
        assertTrue(e.getMessage().startsWith(expected.strip()), e.getMessage() + " <> " + expected.strip());
    }

    /** An enum by the number of a value it lists, as JsonFormat and ProtoJsonPolicy accept it. */
    @Test
    void acceptsTheNumbersThatAnEnumLists() throws IOException {
        assertEquals(EveryKind.newBuilder().setLevel(EveryKind.Level.LEVEL_HIGH).setColor(Color.COLOR_UNSPECIFIED)
                .addLevels(EveryKind.Level.LEVEL_LOW).addLevels(EveryKind.Level.LEVEL_UNSPECIFIED)
                .putLevelsByName("a", EveryKind.Level.LEVEL_HIGH).build(),
                read(BINDING, "{\"level\":2,\"color\":0,\"levels\":[\"LEVEL_LOW\",0],\"levels_by_name\":{\"a\":2}}"));
        LegacyOrder legacy = LegacyOrder.getDefaultInstance();
        assertEquals(LegacyOrder.newBuilder().setId(1).setStatus(LegacyOrder.Status.STATUS_CLOSED).build(),
                read(legacy, "{\"id\":1,\"status\":3}"));
        InvalidRecordException zero = assertThrows(InvalidRecordException.class,
                () -> read(legacy, "{\"id\":1,\"status\":0}"));
        assertEquals("field 'status': enum Status has no value numbered 0"
                + " (it has STATUS_OPEN = 1, STATUS_SHIPPED = 2, STATUS_CLOSED = 3)", zero.getMessage());
    }

    @Test
    void acceptsTheNullsOfValueAndTheNumbersOf64BitIntegers() throws IOException {
        assertEquals(EveryKind.newBuilder().setExtra(Value.newBuilder().setNullValueValue(0)).setAnInt64(-7)
                .setAUint64(-1L).build(),
                read(BINDING, "{\"extra\":null,\"anInt64\":-7,\"aUint64\":18446744073709551615}"));
    }

    /** What the proto3 JSON mapping writes for NaN, the infinities and -0.0, read back as the same values. */
    @Test
    void acceptsNaNTheInfinitiesAndNegativeZero() throws IOException {
        assertEquals(EveryKind.newBuilder().setADouble(Double.NaN).setAFloat(Float.NEGATIVE_INFINITY)
                .addScores(Double.POSITIVE_INFINITY).addScores(-0.0).setRatio(DoubleValue.of(-0.0)).build(),
                read(BINDING, "{\"a_double\":\"NaN\",\"a_float\":\"-Infinity\",\"scores\":[\"Infinity\",-0.0],"
                        + "\"ratio\":-0}"));
    }

    /**
     * A field given as null is its default (not set, where it has presence), as proto3's JSON mapping reads
     * it; google.protobuf.Value's null is a value; a null inside a list is refused.
     */
    @Test
    void takesNullForAFieldAsItsDefault() throws IOException {
        assertEquals(EveryKind.newBuilder().setExtra(Value.newBuilder().setNullValueValue(0)).build(),
                read(BINDING, "{\"an_int32\":null,\"a_string\":null,\"level\":null,\"tags\":null,\"labels\":null,"
                        + "\"address\":null,\"nickname\":null,\"created_at\":null,\"maybe_count\":null,"
                        + "\"extra\":null,\"text\":null}"));
    }

    /** Every field at its default: proto3's JSON of a record of all defaults, which a reader must take. */
    @Test
    void acceptsAnEmptyObject() throws IOException {
        assertEquals(EveryKind.getDefaultInstance(), read(BINDING, "{}"));
    }

    @Test
    void refusesAMissingRequiredFieldOfProto2WithItsPath() {
        LegacyOrder legacy = LegacyOrder.getDefaultInstance();
        InvalidRecordException e = assertThrows(InvalidRecordException.class,
                () -> read(legacy, "{\"id\":\"1\",\"lines\":[{\"price\":1}]}"));
        assertEquals("field 'lines[0]': missing field(s) 'sku'", e.getMessage());
        assertEquals("missing field(s) 'id'",
                assertThrows(InvalidRecordException.class, () -> read(legacy, "{}")).getMessage());
    }

    /** The record's own unknown names are counted; those inside its nested objects are skipped uncounted. */
    @Test
    void skipsUnknownFieldsAndCountsTheRecordsOwn() throws IOException {
        JsonUnknownFields unknown = JsonUnknownFields.of(UnknownFields.SKIP);
        String json = "{\"new1\":{\"a\":[1,{}]},\"anInt32\":5,\"address\":{\"zip\":2,\"newer\":\"x\"},\"new2\":null,"
                + "\"tree\":{\"children\":[{\"deep\":1}]}}";
        EveryKind read = read(JSON, BINDING, json.getBytes(StandardCharsets.UTF_8), unknown);
        assertEquals(EveryKind.newBuilder().setAnInt32(5).setAddress(EveryKind.Address.newBuilder().setZip(2))
                .setTree(Tree.newBuilder().addChildren(Tree.getDefaultInstance()))
                .build(), read);
        assertEquals(2, unknown.skipped());
    }

    /**
     * What a record cannot hold is refused when the record is made from the message, naming the field: an
     * enum number the .proto does not list, a Timestamp or Duration out of range. What JSON cannot hold is
     * refused by the writer: a Value's NaN (a Value's number is JSON's own).
     */
    @Test
    void refusesWhatARecordOrJsonCannotHold() {
        assertEquals("field 'level': enum Level has no value numbered 7 (it has LEVEL_UNSPECIFIED = 0, LEVEL_LOW = 1,"
                + " LEVEL_HIGH = 2)", assertThrows(InvalidRecordException.class, () -> recordOf(
                        EveryKind.newBuilder().setLevelValue(7).build())).getMessage());
        assertEquals("field 'created_at': Timestamp seconds -62135596801 outside -62135596800 to 253402300799"
                + " (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z)",
                assertThrows(InvalidRecordException.class, () -> recordOf(EveryKind.newBuilder()
                        .setCreatedAt(Timestamp.newBuilder().setSeconds(-62_135_596_801L)).build())).getMessage());
        assertTrue(assertThrows(InvalidRecordException.class, () -> recordOf(EveryKind.newBuilder()
                .setElapsed(Duration.newBuilder().setSeconds(1).setNanos(-1)).build())).getMessage()
                .startsWith("field 'elapsed': Duration nanos -1"));
        assertEquals("field 'levels[1]': enum Level has no value numbered 9 (it has LEVEL_UNSPECIFIED = 0,"
                + " LEVEL_LOW = 1, LEVEL_HIGH = 2)", assertThrows(InvalidRecordException.class, () -> recordOf(
                        EveryKind.newBuilder().addLevelsValue(0).addLevelsValue(9).build())).getMessage());
        assertThrows(IllegalArgumentException.class, () -> written(JSON,
                EveryKind.newBuilder().setExtra(Value.newBuilder().setNumberValue(Double.NaN)).build()));
    }
}
