package io.formatbench.codec.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import io.formatbench.cli.ErrorWords;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Jackson's messages about JSON it cannot read, as the tool passes them on: in JSON's words, naming
 * what the line holds and what JSON expects, without Jackson's Java names. The messages are Jackson's
 * own, from the policy's parser, over bytes (the readers of files) and over text (the import's lines).
 */
class JacksonWordsTest {

    private static final JsonFactory JSON = JsonPolicy.newFactory();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            {"a":NaN}          | an unquoted NaN, which is not a JSON value: proto3 JSON writes a float's or a double's NaN and infinities as the strings "NaN", "Infinity" and "-Infinity"
            {"a":-Infinity}    | an unquoted -Infinity, which is not a JSON value
            {"a":+1}           | a number with a '+' sign: JSON numbers have none
            {"a":01}           | a number with a leading zero: JSON numbers have none (7, not 07)
            {"a":1.}           | a number cut short: a decimal point not followed by a digit, but by '}'
            {"a":1e}           | a number cut short: an exponent's 'e' not followed by a digit, but by '}'
            {"a":-x}           | a number cut short: a minus sign not followed by a digit, but by 'x'
            {"a":1/*c*/}       | '/' where a value or a field should be: JSON has no comments
            {'a':1}            | a single quote (') where JSON expects a field name in double quotes
            {"a":'x'}          | a single quote (') where JSON expects a string in double quotes, a number, an object, an array, true, false or null
            {"a":1,}           | '}' where JSON expects a field name in double quotes (no comma before an object's end)
            {"a" 1}            | '1' where JSON expects a ':' between a field's name and its value
            {"a":1 "b":2}      | a double quote (") where JSON expects a ',' or the object's '}' after a field's value
            {"a":[1 2]}        | '2' where JSON expects a ',' or the array's ']' after an element
            {"a":1]            | ']' where the object open there must close with '}'
            {"a":[1}           | '}' where the array open there must close with ']'
            {"a":tru}          | 'tru' is not a JSON value: JSON expects a string in double quotes, a number, an object, an array, true, false or null
            {"a":"\\x"}        | the escape \\x, which JSON does not have (it has \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\uXXXX)
            {"a":"\\u12g4"}    | 'g' where JSON expects a hex digit of a \\uXXXX escape
            {"a":1             | the record ends inside an object, which it does not close
            {"a                | the record ends inside a field name
            {"a":              | the record ends inside an object
            """)
    void jsonThatDoesNotParseIsToldInJsonsWords(String line, String expected) {
        for (boolean bytes : new boolean[] {true, false}) {
            String words = JacksonWords.of(jacksonsMessage(line, bytes));

            assertTrue(words.startsWith(expected), (bytes ? "bytes: " : "text: ") + words + "\n <> " + expected);
            ErrorWords.assertNoJavaWords(words);
        }
    }

    @ParameterizedTest(name = "U+{0}")
    @CsvSource({"0001", "001f"})
    void aControlCharacterIsNamedByItsCodePoint(String hex) {
        char control = (char) Integer.parseInt(hex, 16);

        assertEquals("the control character U+" + hex.toUpperCase() + " inside a string: JSON strings hold it only"
                + " escaped (\\u" + hex + ")", JacksonWords.of(jacksonsMessage("{\"a\":\"" + control + "\"}", true)));
        assertEquals("the control character U+" + hex.toUpperCase() + " between values: only spaces, tabs and line"
                + " ends may stand there", JacksonWords.of(jacksonsMessage(control + "{}", true)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            {"a":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}   | objects and arrays nested 65 deep, over the limit of 64
            """)
    void aLimitOfTheParserGivesItsFigures(String line, String expected) {
        assertEquals(expected, JacksonWords.of(jacksonsMessage(line, true)));
    }

    /** Messages only Jackson's binary parsers and databind give, as Jackson 2.22 words them. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            String value length (1110508) exceeds the maximum allowed (1048576, from `StreamReadConstraints.getMaxStringLength()`) | a string of 1110508 characters, over the limit of 1048576
            Number value length (1200) exceeds the maximum allowed (1000, from `StreamReadConstraints.getMaxNumberLength()`) | a number of 1200 characters, over the limit of 1000
            Cannot coerce Integer value (5) to `java.lang.String` value (but could if coercion was enabled using `CoercionConfig`) | expected a string, found the number 5
            Cannot deserialize value of type `boolean` from Embedded Object value (token `JsonToken.VALUE_EMBEDDED_OBJECT`) | expected true or false, found binary data
            Cannot deserialize value of type `java.lang.String` from Object value (token `JsonToken.START_OBJECT`) | expected a string, found an object
            Cannot deserialize Map key of type `java.lang.Long` from String "1T1": not a valid representation, problem: (java.lang.NumberFormatException) For input string: "1T1" | the map key "1T1" is not an integer
            Unexpected end-of-input in VALUE_STRING | the record ends inside a string
            Unexpected end-of-input in FIELD_NAME | the record ends inside a field name
            Unexpected end-of-input in END_ARRAY | the record ends inside an array
            Unexpected end-of-input in Object value: expected a property or close marker (0xFF) (start token at (io.formatbench.codec.json.framing.RecordSizeLimit)) | the record ends inside an object
            Needed to read 12 bytes, missed 7 before end-of-input | the record ends inside a value of 12 bytes
            Unsupported major type (1) for CBOR Objects, not (yet?) supported, only Strings | a map key of CBOR major type 1: a record's field names are text strings
            Invalid type marker byte 0x3 for expected field name (or END_OBJECT marker) | the byte 0x3 where a field name or the object's end should be
            Unexpected end-of-input for Binary value (7-bit): expected 5 payload bytes (from 6 encoded), only decoded 2 | the record ends inside binary data
            Something new: enable `JsonReadFeature.ALLOW_SOMETHING` to allow | something new
            """)
    void theOtherParsersMessagesToo(String jackson, String expected) {
        assertEquals(expected, JacksonWords.of(jackson));
        ErrorWords.assertNoJavaWords(JacksonWords.of(jackson));
    }

    /** Jackson's message about {@code line}, read as the policy reads a file's bytes or an imported line's text. */
    private static String jacksonsMessage(String line, boolean bytes) {
        JsonProcessingException e = assertThrows(JsonProcessingException.class, () -> {
            try (JsonParser parser = bytes ? JSON.createParser(line.getBytes(StandardCharsets.UTF_8))
                    : JSON.createParser(line)) {
                while (parser.nextToken() != null) {
                    // Strings and numbers are decoded when asked for: their faults show then.
                    parser.getText();
                }
            }
        });
        return e.getOriginalMessage();
    }
}
