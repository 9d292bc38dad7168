package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.json.JacksonDatabindCodec;
import io.formatbench.model.User;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Names become the registry's schemas and codecs here, and only here. */
class DatasetSchemaTest {

    @Test
    void aNameIsTheSchemaOrTheCodecOfThatName() {
        assertSame(Schemas.USER, Schemas.byName(SchemaName.of("user")));
        assertSame(Schemas.USER.codecs().get(0), Schemas.USER.codec(JacksonDatabindCodec.NAME));
    }

    @Test
    void anUnknownNameIsAnErrorThatListsTheKnownOnes() {
        IllegalArgumentException schema = assertThrows(IllegalArgumentException.class,
                () -> Schemas.byName(SchemaName.of("acme.orders.v1.Order")));
        IllegalArgumentException codec = assertThrows(IllegalArgumentException.class,
                () -> Schemas.USER.codec(CodecName.of("jackson-blackbird")));

        assertEquals("unknown schema 'acme.orders.v1.Order' (known: user, message, event, pipeline)",
                schema.getMessage());
        assertTrue(codec.getMessage().startsWith("unknown codec 'jackson-blackbird' (known: jackson-databind,"),
                codec.getMessage());
    }

    @Test
    void aSchemaTheToolDoesNotHaveIsNoneWhenLookedFor() {
        assertEquals(Optional.empty(), Schemas.find(SchemaName.of("acme.orders.v1.Order")));
        assertEquals(Optional.of(Schemas.EVENT), Schemas.find(SchemaName.of("event")));
    }

    /** A codec's name is its identity within its schema, whatever its format: two of one name are refused. */
    @Test
    void twoCodecsOfOneNameAreRefused() {
        DatasetSchema<User> user = Schemas.USER;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new DatasetSchema<>(user.name(), user.version(), user.fileStem(), user.type(), user.contentHash(),
                        user.generator(), List.of(user.codecs().get(0), new JacksonDatabindCodec<>(User.class))));

        assertEquals("schema user has two codecs named jackson-databind", e.getMessage());
    }
}
