package io.formatbench.codec.jackson3;

import io.formatbench.codec.CodecName;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.json.JsonFactoryBuilder;
import tools.jackson.core.util.JsonRecyclerPools;

/**
 * A default Jackson 3 changed from Jackson 2 that the Jackson 3 codecs keep ({@link Jackson3Policy}) and
 * that can cost time or allocation without changing a byte or a refusal: each names the codec that is
 * {@code jackson3-databind} with that one default set back to Jackson 2's, so that the pair, measured in
 * one sitting, says what the default costs. The defaults the policy already sets back (for the bytes or
 * the strictness) have no such codec; {@code FAIL_ON_TRAILING_TOKENS} has none either, since a file is
 * read as a sequence of values and the check never runs on one.
 */
public enum Jackson3Default {

    /** Jackson 3 recycles buffers through a concurrent deque shared by the factory; Jackson 2 per thread. */
    RECYCLER_POOL("jackson3-databind-thread-local-pool", "the buffer recycler pool", "a concurrent deque",
            "thread-local") {
        @Override
        JsonFactoryBuilder setBack(JsonFactoryBuilder factory) {
            return factory.recyclerPool(JsonRecyclerPools.threadLocalPool());
        }
    },

    /** Jackson 3 reads doubles, floats and big numbers through its fast parsers; Jackson 2 through the JDK's. */
    FAST_NUMBER_PARSERS("jackson3-databind-jdk-number-parsers",
            "fast number parsers for doubles, floats and big numbers", "on", "off") {
        @Override
        JsonFactoryBuilder setBack(JsonFactoryBuilder factory) {
            return factory.disable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                    .disable(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER);
        }
    },

    /** Jackson 3 does not intern property names (it still canonicalizes them); Jackson 2 interns them. */
    PROPERTY_NAME_INTERNING("jackson3-databind-interned-names", "property names interned", "off", "on") {
        @Override
        JsonFactoryBuilder setBack(JsonFactoryBuilder factory) {
            return factory.enable(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES);
        }
    };

    private final CodecName codec;
    private final String setting;
    private final String jackson3;
    private final String jackson2;

    /**
     * @param setting the default as a reader names it: "the buffer recycler pool"
     * @param jackson3 what Jackson 3 has: "a concurrent deque"
     * @param jackson2 what Jackson 2 has, and the set-back codec: "thread-local"
     */
    Jackson3Default(String codec, String setting, String jackson3, String jackson2) {
        this.codec = CodecName.of(codec);
        this.setting = setting;
        this.jackson3 = jackson3;
        this.jackson2 = jackson2;
    }

    public String setting() {
        return setting;
    }

    public String jackson3() {
        return jackson3;
    }

    public String jackson2() {
        return jackson2;
    }

    /** What the set-back codec runs on instead of Jackson 3's default, as its description ends. */
    public String description() {
        return setting + " as Jackson 2 has it (" + jackson2 + ")";
    }

    /** The codec that is {@code jackson3-databind} with this default set back to Jackson 2's. */
    public CodecName codec() {
        return codec;
    }

    /** The factory's builder with this default as Jackson 2 has it. */
    abstract JsonFactoryBuilder setBack(JsonFactoryBuilder factory);
}
