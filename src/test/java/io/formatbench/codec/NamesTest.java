package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NamesTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** What a name holds beside it, as the manifest and the results file keep them. */
    private record Named(SchemaName schema, CodecName codec) {}

    @Test
    void namesAreWrittenAndReadAsTheirStrings() throws Exception {
        Named named = new Named(SchemaName.of("user"), CodecName.of("jackson-databind"));
        String json = MAPPER.writeValueAsString(named);

        assertEquals("{\"schema\":\"user\",\"codec\":\"jackson-databind\"}", json);
        assertEquals(named, MAPPER.readValue(json, Named.class));
        assertEquals("user", named.schema().toString());
        assertEquals("jackson-databind", named.codec().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"user", "pipeline", "acme.orders.v1.Order", "_private.Snake_case2"})
    void aSchemaIsNamedByANameOrAProtobufFullName(String name) {
        assertEquals(name, SchemaName.of(name).toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "user ", "acme..Order", ".user", "user.", "1user", "data/user", "user-v2"})
    void otherSchemaNamesAreRefused(String name) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SchemaName.of(name));
        assertTrue(e.getMessage().contains("'" + name + "'"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"jackson-databind", "protobuf-coded", "jackson-blackbird", "avro2"})
    void aCodecIsNamedInLowercaseWordsJoinedByHyphens(String name) {
        assertEquals(name, CodecName.of(name).toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Jackson-databind", "jackson databind", "-coded", "coded-", "a--b", "a.b"})
    void otherCodecNamesAreRefused(String name) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CodecName.of(name));
        assertTrue(e.getMessage().contains("'" + name + "'"), e.getMessage());
    }

    @Test
    void aNameThatIsNoneIsRefusedWhenRead() {
        assertThrows(ValueInstantiationException.class,
                () -> MAPPER.readValue("{\"schema\":\"a b\",\"codec\":\"jackson-databind\"}", Named.class));
    }

    @Test
    void namesSortAsTheirStrings() {
        List<CodecName> names = List.of(CodecName.of("protobuf-coded"), CodecName.of("jackson-streaming"),
                CodecName.of("jackson-databind"));

        assertEquals(List.of("jackson-databind", "jackson-streaming", "protobuf-coded"),
                names.stream().sorted().map(CodecName::toString).toList());
    }
}
