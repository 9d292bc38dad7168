package io.formatbench.codec.jackson3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.JsonPolicy;
import io.formatbench.codec.json.proto3.JsonValues;
import io.formatbench.proto.records.User;
import io.formatbench.proto.records.UserJsonMixIn;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * What Jackson 3 makes of the generated databind mix-ins: alone, it reads their jackson-annotations (shared
 * with Jackson 2) and not their Jackson 2 databind annotations, which name Jackson 2 (de)serializers; with
 * {@link Jackson3Ports} (what {@link Jackson3Policy#newMapper()} sets) it runs their Jackson 3 ports. For
 * {@code user}, whose mix-in names one such class (the id's Int64 deserializer, which also takes the proto3
 * mapping's string), that is the difference between refusing the id as a string and reading it.
 */
class Jackson3MixInsTest {

    private static final User USER = new User(1234567890123L, "Zoë \uD83D\uDE00 \"q\"\t", "z@x", 42, true);

    private final JsonMapper plain = Jackson3Policy.mapperBuilder().addMixIn(User.class, UserJsonMixIn.class).build();
    private final JsonMapper ported = Jackson3Policy.newMapper();

    @Test
    void jackson3WritesUsersBytesAsJackson2DoesAndReadsThemBack() throws Exception {
        byte[] jackson2 = JsonPolicy.newMapper().writeValueAsBytes(USER);
        assertArrayEquals(jackson2, plain.writeValueAsBytes(USER));
        assertArrayEquals(jackson2, ported.writeValueAsBytes(USER));
        assertEquals(USER, ported.readValue(jackson2, User.class));
    }

    @Test
    void withoutThePortsJackson3DoesNotRunTheMixInsDeserializers() throws Exception {
        String idAsString = "{\"id\":\"5\"}";
        assertEquals(5L, JsonPolicy.newMapper().readValue(idAsString, User.class).id());
        assertThrows(JacksonException.class, () -> plain.readValue(idAsString, User.class));
    }

    @Test
    void withThePortsJackson3ReadsAndRefusesAsJackson2Does() throws Exception {
        assertEquals(5L, ported.readValue("{\"id\":\"5\"}", User.class).id());
        Jackson3Refusal refusal = assertThrows(Jackson3Refusal.class,
                () -> ported.readValue("{\"id\":\"05\"}", User.class));
        assertThrows(java.io.IOException.class,
                () -> JsonPolicy.newMapper().readValue("{\"id\":\"05\"}", User.class), "Jackson 2 refuses it too");
        InvalidRecordException rule = assertThrows(InvalidRecordException.class,
                () -> JsonValues.int64Text("05".toCharArray(), 0, 2, "id"));
        // The refusal names no field; databind's path names it, as for Jackson 2 (Jackson3Errors joins them).
        assertEquals("id", refusal.getPath().get(refusal.getPath().size() - 1).getPropertyName());
        assertEquals(rule.getMessage(), refusal.reason().within("id").getMessage());
    }
}
