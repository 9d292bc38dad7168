package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.SchemaName;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The schema of any message of proto/: found by full name, with every codec that works on any
 * message, each encoding one record and a list and decoding them back to equal messages, whether
 * proto/ has a list message for it (EveryKindList) or the tool makes one at run time (Tree).
 */
class MessageSchemasTest {

    @ParameterizedTest
    @ValueSource(strings = {"formatbench.kinds.EveryKind", "formatbench.kinds.Tree",
        "formatbench.kinds.legacy.LegacyOrder", "formatbench.pipeline.Pipeline"})
    void everyCodecEncodesAndDecodesOneMessageAndAList(String name) throws IOException {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of(name));
        assertEquals(name, schema.name().toString());
        roundTrips(schema);
    }

    private static <T> void roundTrips(DatasetSchema<T> schema) throws IOException {
        RecordGenerator<T> generator = schema.generator().create(7, 0);
        List<T> records = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            records.add(generator.next());
        }
        for (Codec<T> codec : schema.codecs()) {
            MessageCodec<T> messages = codec.newMessageCodec();
            assertEquals(records.get(3), messages.decode(messages.encode(records.get(3))), codec.name().toString());
            assertEquals(records, messages.decodeList(messages.encodeList(records)), codec.name().toString());
        }
    }

    /** The writers that say they write a format's dataset bytes (their writes are checked by SHA-256) do. */
    @ParameterizedTest
    @ValueSource(strings = {"formatbench.kinds.EveryKind", "formatbench.kinds.Tree", "formatbench.kinds.Reordered",
        "formatbench.kinds.legacy.LegacyOrder", "formatbench.user.User", "formatbench.pipeline.Pipeline"})
    void everyWriterOfTheDatasetBytesWritesThem(String name) {
        sameBytes(Schemas.byName(SchemaName.of(name)));
    }

    private static <T> void sameBytes(DatasetSchema<T> schema) {
        RecordGenerator<T> generator = schema.generator().create(11, 0);
        List<T> records = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            records.add(generator.next());
        }
        for (Format format : Format.all()) {
            byte[] dataset = new SchemaCodec<>(schema, schema.primaryCodec(format)).write(records);
            for (Codec<T> writer : schema.codecs(format)) {
                if (writer.writesDatasetBytes()) {
                    assertArrayEquals(dataset, new SchemaCodec<>(schema, writer).write(records),
                            schema.name() + ": " + writer.name());
                }
            }
        }
    }

    /** Every message has every codec: databind reads and writes its record, whatever its fields. */
    @Test
    void everyMessageHasEveryCodecButTheJsonSchemaOne() {
        List<String> codecs = Schemas.byName(SchemaName.of("formatbench.kinds.EveryKind")).codecs().stream()
                .map(codec -> codec.name().toString()).toList();
        assertEquals(List.of("jackson-databind", "jackson-streaming", "jackson3-databind", "jackson3-streaming",
                "jackson3-databind-thread-local-pool", "jackson3-databind-jdk-number-parsers",
                "jackson3-databind-interned-names", "protobuf-json", "fastjson2", "fastjson2-direct",
                "dsl-json", "dsl-json-direct", "protobuf-delimited",
                "protobuf-coded", "cbor-databind", "cbor-streaming", "cbor-jackson3-databind", "cbor-jackson3-streaming",
                "smile-databind", "smile-streaming", "smile-jackson3-databind", "smile-jackson3-streaming",
                "msgpack-databind", "msgpack-streaming",
                "avro-generic", "avro-direct"), codecs);
        assertTrue(Schemas.USER.codecs().stream().anyMatch(codec -> codec.name().toString()
                .equals("jackson-json-schema")));
    }

    @Test
    void theToolsOwnSchemasComeFirstAmongTheNames() {
        List<SchemaName> names = Schemas.names();
        assertEquals(List.of("user", "message", "event", "pipeline"),
                names.subList(0, 4).stream().map(SchemaName::toString).toList());
        assertTrue(names.contains(SchemaName.of("formatbench.kinds.EveryKind")), names.toString());
    }
}
