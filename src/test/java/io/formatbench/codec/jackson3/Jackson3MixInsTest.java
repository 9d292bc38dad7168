package io.formatbench.codec.jackson3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.codec.json.JsonPolicy;
import io.formatbench.proto.records.User;
import io.formatbench.proto.records.UserJsonMixIn;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * What Jackson 3 makes of the generated databind mix-ins: it reads their jackson-annotations (shared
 * with Jackson 2) and not their Jackson 2 databind annotations, which name Jackson 2 (de)serializers
 * (docs/method.md, "Jackson 3 beside Jackson 2"). For {@code user}, whose mix-in names one such class
 * (the id's Int64 deserializer, which also takes the proto3 mapping's string), that means the same
 * bytes both ways and a read that refuses the id as a string.
 */
class Jackson3MixInsTest {

    private static final User USER = new User(1234567890123L, "Zoë \uD83D\uDE00 \"q\"\t", "z@x", 42, true);

    private final JsonMapper jackson3 = Jackson3Policy.mapperBuilder().addMixIn(User.class, UserJsonMixIn.class).build();

    @Test
    void jackson3WritesUsersBytesAsJackson2DoesAndReadsThemBack() throws Exception {
        byte[] jackson2 = JsonPolicy.newMapper().writeValueAsBytes(USER);
        assertArrayEquals(jackson2, jackson3.writeValueAsBytes(USER));
        assertEquals(USER, jackson3.readValue(jackson2, User.class));
    }

    @Test
    void jackson3DoesNotRunTheMixInsJackson2Deserializers() throws Exception {
        String idAsString = "{\"id\":\"5\"}";
        assertEquals(5L, JsonPolicy.newMapper().readValue(idAsString, User.class).id());
        assertThrows(JacksonException.class, () -> jackson3.readValue(idAsString, User.class));
    }
}
