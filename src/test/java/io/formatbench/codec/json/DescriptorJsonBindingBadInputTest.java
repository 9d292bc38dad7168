package io.formatbench.codec.json;

import static io.formatbench.codec.json.DescriptorJsonFixture.JSON;
import static io.formatbench.codec.json.DescriptorJsonFixture.read;
import static io.formatbench.codec.json.DescriptorJsonFixture.written;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Duration;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.UnknownFields;
import io.formatbench.kinds.EveryKind;
import io.formatbench.kinds.Tree;
import io.formatbench.kinds.parts.PartsOuterClass.Color;
import io.formatbench.kinds.legacy.LegacyOrder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the binding refuses, with the words it refuses it in (fields given by their JSON names or .proto names,
 * as it reads both); enums by listed numbers accepted; unknown fields rejected or skipped and counted.
 */
class DescriptorJsonBindingBadInputTest {

    private static final DescriptorJsonBinding<EveryKind> BINDING =
            new DescriptorJsonBinding<>(EveryKind.getDefaultInstance());

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            {"anInt32":null}                          | field 'an_int32' must be an integer, found null
            {"aString":null}                          | field 'a_string' must be a string, found null
            {"address":null}                          | field 'address' must be an object, found null
            {"tags":null}                             | field 'tags' must be an array, found null
            {"tags":[null]}                           | field 'tags[0]' must be a string, found null
            {"nickname":null}                         | field 'nickname' must be a string, found null
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
            {"aDouble":"NaN"}                         | field 'a_double' must be a number, found a string
            {"aDouble":"1.5"}                         | field 'a_double' must be a number, found a string
            {"aDouble":1e400}                         | field 'a_double' must be a number within the range of a double
            {"aFloat":1e39}                           | field 'a_float' must be a number within the range of a float
            {"aBool":1}                               | field 'a_bool' must be true or false, found an integer
            {"aBool":"true"}                          | field 'a_bool' must be true or false, found a string
            {"aString":42}                            | field 'a_string' must be a string, found an integer
            {"someBytes":"AP8"}                       | field 'some_bytes': 
            {"someBytes":"AP8-"}                      | field 'some_bytes': 
            {"level":"LEVEL_NONE"}                    | field 'level': 'LEVEL_NONE' is not a Level (one of
            {"level":"level_high"}                    | field 'level': 'level_high' is not a Level
            {"level":7}                               | field 'level': 7 is not the number of a Level value (one of
            {"level":-1}                              | field 'level': -1 is not the number of a Level value
            {"level":2147483648}                      | field 'level': 2147483648 is not the number of a Level value
            {"level":1.0}                             | field 'level' must be the name or number of a Level value, found
            {"level":"1"}                             | field 'level': '1' is not a Level
            {"level":true}                            | field 'level' must be the name or number of a Level value, found
            {"levels":["LEVEL_LOW",3]}                | field 'levels[1]': 3 is not the number of a Level value
            {"color":4}                               | field 'color': 4 is not the number of a Color value
            {"levelsByName":{"a":9}}                  | field 'levels_by_name[a]': 9 is not the number of a Level value
            {"createdAt":"2024-02-30T00:00:00Z"}      | field 'created_at': 
            {"createdAt":"2024-02-08T20:19:05+01:00"} | field 'created_at': 
            {"createdAt":1}                           | field 'created_at' must be an RFC 3339 timestamp string
            {"elapsed":"1.5s"}                        | field 'elapsed': '1.5s' is not a duration
            {"elapsed":"-0s"}                         | field 'elapsed': '-0s' is not a duration
            {"elapsed":"01s"}                         | field 'elapsed': '01s' is not a duration
            {"elapsed":"315576000001s"}               | field 'elapsed': '315576000001s' is beyond the range
            {"anInt32":1,"anInt32":2}                 | duplicate field 'anInt32'
            {"an_int32":1,"anInt32":2}                | field 'an_int32' given twice, as 'an_int32' and as 'anInt32'
            {"customName":"a","field_with_json_name":"b"} | field 'field_with_json_name' given twice
            {"text":"a","number":"1"}                 | fields 'text' and 'number' are both of oneof 'payload'
            {"labels":{"a":"1","a":"2"}}              | field 'labels': duplicate map key 'a'
            {"labels":{"a":1}}                        | field 'labels[a]' must be a string, found an integer
            {"addressesById":{"01":{}}}               | field 'addresses_by_id[01]' must be an int64 as
            {"addressesById":{"x":{}}}                | field 'addresses_by_id[x]' must be an int64 as
            {"addressesById":{"2147483648":{}}}       | field 'addresses_by_id[2147483648]' must be a key from
            {"flags":{"-1":true}}                     | field 'flags[-1]' must be a uint64 as a decimal string
            {"flags":{"1":"true"}}                    | field 'flags[1]' must be true or false, found a string
            {"address":{"zip":"1"}}                   | field 'zip' must be an integer, found a string
            {"address":[]}                            | field 'address' must be an object, found an array
            {"attributes":{"a":1,"a":2}}              | duplicate field 'attributes.a'
            {"attributes":[]}                         | field 'attributes' must be an object, found an array
            {"items":{}}                              | field 'items' must be an array, found an object
            {"extra":1e400}                           | field 'extra' must be a number within the range of a double
            {"nope":1}                                | unknown field 'nope'
            {"address":{"nope":1}}                    | unknown field 'nope'
            """)
    void refuses(String json, String expected) {
        InvalidRecordException e = assertThrows(InvalidRecordException.class, () -> read(BINDING, json));
        assertTrue(e.getMessage().startsWith(expected.strip()), e.getMessage());
    }

    /** An enum by the number of a value it lists, as JsonFormat and ProtoJsonPolicy accept it. */
    @Test
    void acceptsTheNumbersThatAnEnumLists() throws IOException {
        assertEquals(EveryKind.newBuilder().setLevel(EveryKind.Level.LEVEL_HIGH).setColor(Color.COLOR_UNSPECIFIED)
                .addLevels(EveryKind.Level.LEVEL_LOW).addLevels(EveryKind.Level.LEVEL_UNSPECIFIED)
                .putLevelsByName("a", EveryKind.Level.LEVEL_HIGH).build(),
                read(BINDING, "{\"level\":2,\"color\":0,\"levels\":[\"LEVEL_LOW\",0],\"levels_by_name\":{\"a\":2}}"));
        DescriptorJsonBinding<LegacyOrder> legacy = new DescriptorJsonBinding<>(LegacyOrder.getDefaultInstance());
        assertEquals(LegacyOrder.newBuilder().setId(1).setStatus(LegacyOrder.Status.STATUS_CLOSED).build(),
                read(legacy, "{\"id\":1,\"status\":3}"));
        InvalidRecordException zero = assertThrows(InvalidRecordException.class,
                () -> read(legacy, "{\"id\":1,\"status\":0}"));
        assertEquals("field 'status': 0 is not the number of a Status value"
                + " (one of STATUS_OPEN = 1, STATUS_SHIPPED = 2, STATUS_CLOSED = 3)", zero.getMessage());
    }

    @Test
    void acceptsTheNullsOfValueAndTheNumbersOf64BitIntegers() throws IOException {
        assertEquals(EveryKind.newBuilder().setExtra(Value.newBuilder().setNullValueValue(0)).setAnInt64(-7)
                .setAUint64(-1L).build(),
                read(BINDING, "{\"extra\":null,\"anInt64\":-7,\"aUint64\":18446744073709551615}"));
    }

    @Test
    void refusesAMissingRequiredFieldOfProto2() {
        DescriptorJsonBinding<LegacyOrder> legacy = new DescriptorJsonBinding<>(LegacyOrder.getDefaultInstance());
        InvalidRecordException e = assertThrows(InvalidRecordException.class,
                () -> read(legacy, "{\"id\":\"1\",\"lines\":[{\"price\":1}]}"));
        assertEquals("missing field(s) 'lines[0].sku'", e.getMessage());
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

    @Test
    void refusesToWriteWhatNoReaderAccepts() {
        assertThrows(IllegalArgumentException.class, () -> written(JSON, BINDING,
                EveryKind.newBuilder().setADouble(Double.NaN).build()));
        assertThrows(IllegalArgumentException.class, () -> written(JSON, BINDING,
                EveryKind.newBuilder().addScores(Double.POSITIVE_INFINITY).build()));
        assertThrows(IllegalArgumentException.class, () -> written(JSON, BINDING,
                EveryKind.newBuilder().setAFloat(Float.NEGATIVE_INFINITY).build()));
        assertThrows(IllegalArgumentException.class, () -> written(JSON, BINDING,
                EveryKind.newBuilder().setLevelValue(7).build()));
        assertThrows(IllegalArgumentException.class, () -> written(JSON, BINDING,
                EveryKind.newBuilder().setCreatedAt(Timestamp.newBuilder().setSeconds(-62_135_596_801L)).build()));
        assertThrows(IllegalArgumentException.class, () -> written(JSON, BINDING,
                EveryKind.newBuilder().setElapsed(Duration.newBuilder().setSeconds(1).setNanos(-1)).build()));
        assertThrows(IllegalArgumentException.class, () -> written(JSON, BINDING,
                EveryKind.newBuilder().setExtra(Value.newBuilder().setNumberValue(Double.NaN)).build()));
    }
}
