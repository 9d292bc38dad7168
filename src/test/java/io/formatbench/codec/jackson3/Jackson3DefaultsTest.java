package io.formatbench.codec.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Limits;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.util.JsonRecyclerPools;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The defaults Jackson 3 changed from Jackson 2 that touch the codecs' bytes or strictness, as the
 * project's Jackson 3 has them, and what {@link Jackson3Policy} sets. A Jackson 3 release that moves
 * one of them fails here first (docs/method.md lists them).
 */
class Jackson3DefaultsTest {

    @Test
    void theDefaultsThatDifferFromJackson2AreStillThose() {
        JsonMapper plain = JsonMapper.builder().build();
        com.fasterxml.jackson.databind.ObjectMapper jackson2 = new com.fasterxml.jackson.databind.ObjectMapper();

        assertTrue(plain.isEnabled(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY));
        assertFalse(jackson2.isEnabled(com.fasterxml.jackson.databind.MapperFeature.SORT_PROPERTIES_ALPHABETICALLY));

        assertFalse(plain.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES));
        assertTrue(jackson2.isEnabled(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES));

        assertTrue(plain.isEnabled(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES));
        assertFalse(jackson2.isEnabled(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES));

        assertTrue(plain.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS));
        assertFalse(jackson2.isEnabled(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS));

        assertTrue(plain.isEnabled(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8));
        assertFalse(com.fasterxml.jackson.core.json.JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8.enabledByDefault());

        assertTrue(StreamReadFeature.USE_FAST_DOUBLE_PARSER.enabledByDefault());
        assertFalse(com.fasterxml.jackson.core.StreamReadFeature.USE_FAST_DOUBLE_PARSER.enabledByDefault());

        assertEquals(500, StreamReadConstraints.defaults().getMaxNestingDepth());
        assertEquals(1000, com.fasterxml.jackson.core.StreamReadConstraints.defaults().getMaxNestingDepth());

        assertFalse(plain.tokenStreamFactory().isEnabled(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES));
        assertTrue(jackson2.getFactory().isEnabled(com.fasterxml.jackson.core.JsonFactory.Feature.INTERN_FIELD_NAMES));

        assertFalse(plain.tokenStreamFactory()._getRecyclerPool() instanceof JsonRecyclerPools.ThreadLocalPool);
        assertTrue(jackson2.getFactory()._getRecyclerPool()
                instanceof com.fasterxml.jackson.core.util.JsonRecyclerPools.ThreadLocalPool);

        // Unchanged, and still a trap: SequenceWriter flushes after every value.
        assertTrue(plain.isEnabled(SerializationFeature.FLUSH_AFTER_WRITE_VALUE));
    }

    @Test
    void thePolicySetsWhatTheJackson2CodecsRelyOn() {
        JsonMapper mapper = Jackson3Policy.mapperBuilder().build();
        assertFalse(mapper.isEnabled(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY));
        assertTrue(mapper.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES));
        assertFalse(mapper.isEnabled(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES));
        assertFalse(mapper.isEnabled(MapperFeature.ALLOW_COERCION_OF_SCALARS));
        assertFalse(mapper.isEnabled(DeserializationFeature.ACCEPT_FLOAT_AS_INT));
        assertTrue(mapper.deserializationConfig().isEnabled(EnumFeature.FAIL_ON_NUMBERS_FOR_ENUMS));
        assertFalse(mapper.isEnabled(SerializationFeature.FLUSH_AFTER_WRITE_VALUE));
        assertFalse(mapper.isEnabled(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8));
        assertTrue(mapper.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS));

        JsonFactory factory = Jackson3Policy.newFactory();
        assertEquals(Limits.MAX_JSON_NESTING, factory.streamReadConstraints().getMaxNestingDepth());
        assertEquals(Limits.MAX_RECORD_BYTES, factory.streamReadConstraints().getMaxStringLength());
    }

    /**
     * Each codec with a default set back runs on the policy's mapper with that one setting as Jackson 3's own
     * {@code builderWithJackson2Defaults()} has it, and the rest as the policy sets it.
     */
    @Test
    void eachSetBackCodecDiffersFromThePolicyInItsOneDefault() {
        JsonFactory policy = (JsonFactory) Jackson3Policy.newMapper().tokenStreamFactory();
        JsonFactory jackson2Defaults = JsonFactory.builderWithJackson2Defaults().build();
        for (Jackson3Default setBack : Jackson3Default.values()) {
            JsonMapper mapper = Jackson3Policy.newMapper(setBack);
            JsonFactory factory = (JsonFactory) mapper.tokenStreamFactory();
            boolean pool = setBack == Jackson3Default.RECYCLER_POOL;
            boolean numbers = setBack == Jackson3Default.FAST_NUMBER_PARSERS;
            boolean interning = setBack == Jackson3Default.PROPERTY_NAME_INTERNING;
            assertEquals(recycling(pool ? jackson2Defaults : policy), recycling(factory), setBack.name());
            assertEquals((numbers ? jackson2Defaults : policy).isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER),
                    factory.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER), setBack.name());
            assertEquals((numbers ? jackson2Defaults : policy).isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER),
                    factory.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER), setBack.name());
            assertEquals((interning ? jackson2Defaults : policy).isEnabled(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES),
                    factory.isEnabled(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES), setBack.name());
            // The rest is the policy's: its limits, its bytes, its strictness.
            assertEquals(Limits.MAX_JSON_NESTING, factory.streamReadConstraints().getMaxNestingDepth(), setBack.name());
            assertFalse(mapper.isEnabled(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8), setBack.name());
            assertTrue(mapper.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES), setBack.name());
            assertFalse(mapper.isEnabled(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY), setBack.name());
        }
        // Each setting is one Jackson 3 changed: the policy's differs from Jackson 2's.
        assertFalse(recycling(policy).equals(recycling(jackson2Defaults)));
        assertTrue(policy.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER));
        assertFalse(policy.isEnabled(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES));
    }

    /** The kind of recycler pool: its class. */
    private static Class<?> recycling(JsonFactory factory) {
        return factory._getRecyclerPool().getClass();
    }

    /** A character outside the BMP: written as Jackson 2 writes it, two escaped surrogates, not four bytes. */
    @Test
    void aCharacterOutsideTheBmpIsWrittenAsJackson2WritesIt() throws Exception {
        String text = "a\uD83D\uDE00b";
        String jackson2 = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(text);
        byte[] jackson2Bytes = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsBytes(text);
        byte[] jackson3Bytes = Jackson3Policy.mapperBuilder().build().writeValueAsBytes(text);
        assertEquals(new String(jackson2Bytes, StandardCharsets.UTF_8), new String(jackson3Bytes, StandardCharsets.UTF_8),
                "Jackson 2 wrote " + jackson2);
    }
}
