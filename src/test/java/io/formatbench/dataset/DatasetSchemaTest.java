package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.json.JacksonDatabindCodec;
import io.formatbench.proto.records.User;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

        // The hand-written schemas first, then every message of proto/ by its full name.
        assertTrue(schema.getMessage().startsWith("unknown schema 'acme.orders.v1.Order' (known: user, message, event,"
                + " pipeline, formatbench.event.Event, "), schema.getMessage());
        assertTrue(schema.getMessage().contains(", formatbench.kinds.EveryKind, "), schema.getMessage());
        assertTrue(codec.getMessage().startsWith("unknown codec 'jackson-blackbird' (known: jackson-databind,"),
                codec.getMessage());
    }

    @Test
    void aSchemaTheToolDoesNotHaveIsNoneWhenLookedFor() {
        assertEquals(Optional.empty(), Schemas.find(SchemaName.of("acme.orders.v1.Order")));
        assertEquals(Optional.of(Schemas.EVENT), Schemas.find(SchemaName.of("event")));
    }

    /** A run planned with the manifest's schema checks it again when it reads the manifest itself. */
    @Test
    void aDatasetOfAnotherSchemaThanPlannedIsRefused(@TempDir Path folder) throws IOException {
        Manifest manifest = DatasetGenerator.generate(Schemas.USER, 10, 7, 1, Compression.NONE, folder,
                (done, total) -> { });

        DatasetVerifier.requireSchema(manifest, Schemas.USER, folder);
        DatasetException e = assertThrows(DatasetException.class,
                () -> DatasetVerifier.requireSchema(manifest, Schemas.EVENT, folder));
        assertEquals(ManifestFiles.path(folder) + ": schema user, not event", e.getMessage());
    }

    /** A codec's name is its identity within its schema, whatever its format: two of one name are refused. */
    @Test
    void twoCodecsOfOneNameAreRefused() {
        DatasetSchema<User> user = Schemas.USER;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new DatasetSchema<>(user.name(), user.version(), user.fileStem(), user.bindings(),
                        user.generator(), List.of(user.codecs().get(0), new JacksonDatabindCodec<>(User.class))));

        assertEquals("schema user has two codecs named jackson-databind", e.getMessage());
    }
}
