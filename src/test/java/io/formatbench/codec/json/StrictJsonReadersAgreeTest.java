package io.formatbench.codec.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Streams;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The strict readers of JSON Lines share one policy and one way of naming a field's path: protobuf-json's
 * (JsonFormat behind the policy's check) refuses what jackson-streaming refuses, in the same words, the
 * field named by its whole path. Before, it took URL-safe and unpadded base64 and timestamps with an
 * offset, passed on JsonFormat's words ("Out of range uint32 value: -1") and named the last field only.
 */
class StrictJsonReadersAgreeTest {

    private static final DatasetSchema<?> EVERY_KIND = Schemas.byName(SchemaName.of("formatbench.kinds.EveryKind"));

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            {"someBytes":"-_-_AA"}                        | field 'some_bytes': '-_-_AA' is not base64
            {"someBytes":"R3LDvMOfZQ"}                    | field 'some_bytes': 'R3LDvMOfZQ' is not base64
            {"address":{"zip":-1}}                        | field 'address.zip' must be an integer from 0 to 4294967295
            {"addresses":[{},{"zip":"1"}]}                | field 'addresses[1].zip' must be an integer, found a string
            {"addressesById":{"3":{"zip":"1"}}}           | field 'addresses_by_id[3].zip' must be an integer
            {"tree":{"left":{"name":3}}}                  | field 'tree.left.name' must be a string
            {"createdAt":"2024-01-01T01:00:00+01:00"}     | field 'created_at': '2024-01-01T01:00:00+01:00': not an RFC 3339
            {"createdAt":"0001-01-01T00:00:00-01:00"}     | field 'created_at': '0001-01-01T00:00:00-01:00': not an RFC 3339
            {"history":["0000-12-31T23:59:59Z"]}          | field 'history[0]': '0000-12-31T23:59:59Z': year 0000 is before
            {"elapsed":"1.1234s"}                         | field 'elapsed'
            {"level":9}                                   | field 'level': enum Level has no value numbered 9
            {"level":"LEVEL_NONE"}                        | field 'level': 'LEVEL_NONE' is not a Level
            {"anInt32":"80"}                              | field 'an_int32' must be an integer, found a string
            {"anInt32":1.0}                               | field 'an_int32' must be an integer
            {"aDouble":"1.25"}                            | field 'a_double' must be a number
            {"text":"a","number":"1"}                     | fields 'text' and 'number' are both of oneof 'payload'
            {"flags":{"01":true}}                         | field 'flags[01]' must be a uint64 as a decimal string
            {"labels":{"a":1}}                            | field 'labels[a]' must be a string, found an integer
            """)
    void protobufJsonRefusesWhatJacksonStreamingRefusesInTheSameWords(String line, String reason) {
        String streaming = refusal("jackson-streaming", line);
        String protobufJson = refusal("protobuf-json", line);
        assertTrue(streaming.startsWith(SchemaCodec.SOURCE + ": record 1 at byte 0: " + reason), streaming);
        assertEquals(streaming, protobufJson);
    }

    /**
     * jackson-databind names a field's whole path, in the .proto's names whatever name the line used, as
     * jackson-streaming does: its refusals come from its mapping's deserializers, which name no field, and
     * databind's path goes before them in one place. Before, it named the last field only ({@code 'zip'}).
     * Where a check is the shared policy's (JsonValues), the whole message is the same; where it is
     * databind's own (a string, an int32), the words are databind's and the path the same.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            {"address":{"zip":-1}}                         | address.zip                 | same
            {"addresses":[{},{"zip":"1"}]}                 | addresses[1].zip            | same
            {"addressesById":{"3":{"zip":"1"}}}            | addresses_by_id[3].zip      | same
            {"addresses_by_id":{"3":{"lines":["a",1]}}}    | addresses_by_id[3].lines[1] | words
            {"tree":{"left":{"name":3}}}                   | tree.left.name              | words
            {"tree":{"children":[{},{"left":{"name":3}}]}} | tree.children[1].left.name  | words
            {"history":["0000-12-31T23:59:59Z"]}           | history[0]                  | same
            {"levels":["LEVEL_LOW",9]}                     | levels[1]                   | same
            {"levelsByName":{"a":"LEVEL_NONE"}}            | levels_by_name[a]           | same
            {"flags":{"01":true}}                          | flags[01]                   | same
            {"addressesById":{"04":{}}}                    | addresses_by_id[04]         | same
            {"flags":{"1":1}}                              | flags[1]                    | words
            {"labels":{"a":1}}                             | labels[a]                   | words
            {"someBytes":"-_-_AA"}                         | some_bytes                  | same
            {"anInt32":"80"}                               | an_int32                    | words
            """)
    void jacksonDatabindNamesTheWholePathAsJacksonStreamingDoes(String line, String path, String words) {
        String streaming = refusal("jackson-streaming", line);
        String databind = refusal("jackson-databind", line);
        String expected = SchemaCodec.SOURCE + ": record 1 at byte 0: field '" + path + "'";
        assertTrue(streaming.startsWith(expected), streaming);
        assertTrue(databind.startsWith(expected), databind);
        if (words.equals("same")) {
            assertEquals(streaming, databind);
        }
        // Jackson 3's twins name the same path; the streaming one in the same words, databind's where the check is shared.
        assertEquals(streaming, refusal("jackson3-streaming", line));
        String jackson3Databind = refusal("jackson3-databind", line);
        assertTrue(jackson3Databind.startsWith(expected), jackson3Databind);
        if (words.equals("same")) {
            assertEquals(streaming, jackson3Databind);
        }
    }

    private static String refusal(String codec, String line) {
        return refusal(EVERY_KIND, codec, line);
    }

    private static <T> String refusal(DatasetSchema<T> schema, String codec, String line) {
        SchemaCodec<T> reader = new SchemaCodec<>(schema, schema.codec(CodecName.of(codec)));
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        return assertThrows(BadInputException.class, () -> reader.read(bytes, Streams.BUFFERED), codec).getMessage();
    }
}
