package io.formatbench.codec.json.proto3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.json.JsonPolicy;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Which skipped properties count: the record's own, not those inside an object nested in it. */
class JsonUnknownFieldsTest {

    /**
     * A binding's walk over {"known":{"inner":{"a":1},"b":[1]},"top":{"c":2},"last":3}, where only
     * "known" is the record's: "inner" and "b" are unknown inside a nested object (skipped, not
     * counted), "top" and "last" are the record's own (skipped and counted).
     */
    @Test
    void onlyTheRecordsOwnUnknownPropertiesAreCounted() throws IOException {
        JsonUnknownFields unknown = JsonUnknownFields.of(UnknownFields.SKIP);
        try (JsonParser parser = JsonPolicy.newFactory().createParser(
                "{\"known\":{\"inner\":{\"a\":1},\"b\":[1]},\"top\":{\"c\":2},\"last\":3}\n{\"again\":true}")) {
            assertEquals(JsonToken.START_OBJECT, parser.nextToken());
            assertEquals("known", parser.nextFieldName());
            assertEquals(JsonToken.START_OBJECT, parser.nextToken());
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                parser.nextToken();
                unknown.skip(parser, field);
            }
            assertEquals(0, unknown.skipped(), "unknown inside a nested object");
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                parser.nextToken();
                unknown.skip(parser, field);
            }
            assertEquals(2, unknown.skipped());
            assertEquals(JsonToken.START_OBJECT, parser.nextToken());
            assertEquals("again", parser.nextFieldName());
            parser.nextToken();
            unknown.skip(parser, "again");
            assertEquals(3, unknown.skipped(), "every record at the root counts");
        }
    }

    @Test
    void rejectingKeepsNoStateAndNamesTheField() throws IOException {
        assertSame(JsonUnknownFields.REJECT, JsonUnknownFields.of(UnknownFields.REJECT));
        try (JsonParser parser = JsonPolicy.newFactory().createParser("{\"x\":1}")) {
            parser.nextToken();
            parser.nextToken();
            parser.nextToken();
            InvalidRecordException e = assertThrows(InvalidRecordException.class,
                    () -> JsonUnknownFields.REJECT.skip(parser, "x"));
            assertEquals("unknown field 'x' (" + UnknownFields.HINT + ")", e.getMessage());
        }
    }
}
