package io.formatbench.codec.jackson3;

import io.formatbench.codec.json.binary.BinaryJson;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TSFBuilder;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.deser.jdk.StringDeserializer;
import tools.jackson.databind.module.SimpleModule;

/**
 * What the Jackson 3 codecs of a binary format (CBOR, Smile) build on: the format's Jackson 3 factory and
 * mapper builder, which {@link BinaryJson} gives (everything of a format is its package's, for both majors:
 * its names, where its first record starts, its header, its text check), with the tool's duplicate detection,
 * and the mapper configured as Jackson 3's JSON one ({@link Jackson3Policy}).
 */
final class Jackson3Binary {

    private Jackson3Binary() {}

    static TokenStreamFactory newFactory(BinaryJson format) {
        return format.jackson3Factory();
    }

    /** The factory with duplicate keys detected from each parser's start (its contexts take a detector only then). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static TokenStreamFactory duplicateDetecting(TokenStreamFactory factory) {
        TSFBuilder builder = factory.rebuild();
        return (TokenStreamFactory) builder.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    }

    static ObjectMapper newMapper(BinaryJson format) {
        MapperBuilder<?, ?> builder = Jackson3Policy.withRecords(Jackson3Policy.configure(format.jackson3MapperBuilder()));
        builder.addModule(textOnly());
        return builder.build();
    }

    /** As Jackson 2's binary mappers: a byte string is not a string, whose base64 text databind would take. */
    private static SimpleModule textOnly() {
        return new SimpleModule("formatbench-text-only").addDeserializer(String.class, new TextOnly());
    }

    private static final class TextOnly extends StringDeserializer {
        private static final long serialVersionUID = 1L;

        @Override
        public String deserialize(JsonParser parser, DeserializationContext context) {
            if (parser.currentToken() == JsonToken.VALUE_EMBEDDED_OBJECT) {
                return (String) context.handleUnexpectedToken(String.class, parser);
            }
            return super.deserialize(parser, context);
        }
    }
}
