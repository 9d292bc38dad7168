package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.Limits;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.json.JsonPolicy;
import io.formatbench.codec.json.framing.RecordBounds;
import io.formatbench.codec.json.framing.RecordSizeLimit;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.proto3.ProtoDatabind;
import io.formatbench.generated.GeneratedRecords;
import io.formatbench.model.Bytes;
import java.io.IOException;
import java.io.InputStream;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonFactoryBuilder;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.DeserializationProblemHandler;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.type.LogicalType;

/**
 * Jackson 3's side of the JSON reading and writing policy (the Jackson 2 side is
 * {@code io.formatbench.codec.json.JsonPolicy}): the same limits and the same strictness, set on Jackson 3's
 * immutable builders. Jackson 3 changed defaults that the Jackson 2 codecs rely on; each one the policy
 * sets back, or keeps, is named below with why (docs/method.md, "Jackson 3 beside Jackson 2", lists them
 * all). {@code Jackson3DefaultsTest} pins every changed default, so that a release that moves one fails
 * the build instead of changing bytes or strictness unseen.
 *
 * <p>Kept as Jackson 3 has them, because they are what a user of Jackson 3 runs and the records' bytes do
 * not depend on them: the buffer recycler pool (a concurrent deque, where Jackson 2 has a thread-local
 * pool), the fast double and big-number parsers (on in 3, off in 2), property names not interned (Jackson 2
 * interns them), FAIL_ON_TRAILING_TOKENS (on in 3: a single value followed by more fails; a sequence of
 * records is read as a sequence). {@link Jackson3Default} names those that can cost, each with the codec
 * that sets it back.
 */
public final class Jackson3Policy {

    /** Jackson's limits on what it reads: the Jackson 2 codecs' own (Jackson 3 lowered the nesting default to 500). */
    public static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxStringLength(Limits.MAX_RECORD_BYTES)
            .maxNestingDepth(Limits.MAX_JSON_NESTING)
            .build();

    private Jackson3Policy() {}

    /** The factory of a Jackson 3 codec: Jackson 3's defaults, the limits above, and Jackson 2's bytes. */
    public static JsonFactory newFactory() {
        return factoryBuilder().build();
    }

    private static JsonFactoryBuilder factoryBuilder() {
        return JsonFactory.builder()
                .streamReadConstraints(CONSTRAINTS)
                .streamWriteConstraints(StreamWriteConstraints.defaults())
                // On in Jackson 3: a character outside the BMP is written as its four UTF-8 bytes. Jackson 2
                // writes it as two \\u escapes of its surrogates, and the dataset's bytes are Jackson 2's.
                .disable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8);
    }

    /**
     * The databind configuration, as Jackson 3's documentation shows for strict reading, on a builder
     * of {@link #newFactory()}: what the Jackson 2 mapper sets, plus the Jackson 3 defaults that would
     * otherwise loosen the reading or change the bytes. Without the records' mix-ins: {@link #newMapper()}.
     */
    public static JsonMapper.Builder mapperBuilder() {
        return configure(JsonMapper.builder(newFactory()));
    }

    /**
     * The mapper of the Jackson 3 databind codecs: the configuration, the records' generated mix-ins
     * (their shared jackson-annotations: names, order, inclusion) and, through {@link Jackson3Ports},
     * the Jackson 3 ports of the proto3 mapping's (de)serializers those mix-ins name.
     */
    public static JsonMapper newMapper() {
        return withRecords(mapperBuilder()).build();
    }

    /**
     * The mapper of {@link #newMapper()} with one default Jackson 3 changed, and the policy keeps, set back to
     * Jackson 2's: what {@code jackson3-databind}'s set-back twins run on, to say what that default costs.
     */
    public static JsonMapper newMapper(Jackson3Default setBack) {
        return withRecords(configure(JsonMapper.builder(setBack.setBack(factoryBuilder()).build()))).build();
    }

    /** The records' mix-ins and their ports, on the builder of any Jackson 3 format's mapper. */
    static <B extends MapperBuilder<?, ?>> B withRecords(B builder) {
        builder.annotationIntrospector(new Jackson3Ports());
        builder.addMixIn(Bytes.class, ProtoDatabind.BytesMixIn.class);
        GeneratedRecords.forEachMixIn(builder::addMixIn);
        return builder;
    }

    /** The databind configuration on the builder of any Jackson 3 format's mapper (JSON, CBOR, Smile). */
    @SuppressWarnings("unchecked")
    static <B extends MapperBuilder<?, ?>> B configure(B builder) {
        return (B) builder
                // On in Jackson 3: properties sorted by name. The records are written in field-number
                // order (the generated mix-ins' @JsonPropertyOrder), as every other codec writes them.
                .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                // Off in Jackson 3: an unknown property is silently dropped. The policy rejects it (or
                // skips and counts it, when the reader is told to).
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                // On in Jackson 3, off in 2: null for a primitive fails. Under proto3's JSON mapping a null
                // is the field's default, as the Jackson 2 codecs read it.
                .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                // As in Jackson 2 (unchanged defaults, set for the same reasons as there).
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                .disable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
                // In Jackson 3 an EnumFeature (a DeserializationFeature in 2).
                .enable(EnumFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                .withCoercionConfig(LogicalType.Textual, config -> config
                        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
                .withCoercionConfig(LogicalType.Boolean, config -> config
                        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail))
                // SequenceWriter's trap, still on by default in Jackson 3: a flush after every value.
                .disable(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);
    }

    /**
     * The databind reader for the options, as the Jackson 2 one ({@code JsonPolicy.reader}): the strict one
     * also rejects duplicate keys, as the streaming binding does; a skipping one hands unknown properties to
     * {@code unknown}, which skips and counts them, instead of failing on them.
     */
    static ObjectReader reader(ObjectReader library, ReadOptions options, JsonUnknownFields unknown) {
        ObjectReader reader = options.strict() ? library.with(StreamReadFeature.STRICT_DUPLICATE_DETECTION) : library;
        return options.skipsUnknownFields()
                ? reader.withHandler(new SkippingHandler(unknown, library.getValueType().getRawClass())) : reader;
    }

    /** Databind's way to {@link JsonUnknownFields}: counted when the property is the record's own. */
    private static final class SkippingHandler extends DeserializationProblemHandler {
        private final JsonUnknownFields unknown;
        private final Class<?> recordType;

        SkippingHandler(JsonUnknownFields unknown, Class<?> recordType) {
            this.unknown = unknown;
            this.recordType = recordType;
        }

        @Override
        public boolean handleUnknownProperty(DeserializationContext context, JsonParser parser,
                                             ValueDeserializer<?> deserializer, Object beanOrClass, String property) {
            Class<?> of = beanOrClass instanceof Class<?> type ? type : beanOrClass.getClass();
            try {
                unknown.skipping(property, of == recordType);
            } catch (InvalidRecordException e) {
                throw Jackson3Refusal.of(e);
            }
            parser.skipChildren();
            return true;
        }
    }

    /** Creates a reader's parser over a stream; {@code duplicates}: one that also refuses a duplicate key. */
    interface ParserOpener {
        JsonParser open(InputStream in, boolean duplicates);
    }

    /** A reader's parser, and the limit on its records' size that the reader opens and closes around each record. */
    record Opened(JsonParser parser, RecordBounds limit) {}

    /**
     * Opens a JSON reader's parser under the policy of the Jackson 2 readers ({@link JsonPolicy}): for
     * strict reading over {@link JsonPolicy#strictUtf8} and a {@link RecordSizeLimit}, and refusing
     * duplicate keys when unknown fields are skipped (the binding's bit per field knows only the record's
     * own). Jackson 3 reads the first bytes already here; a failure then is the first record's.
     */
    static Opened openParser(InputStream in, String source, ReadOptions options, ParserOpener opener)
            throws IOException {
        return open(options.strict() ? JsonPolicy.strictUtf8(in, source) : in, source, options, opener);
    }

    /**
     * Opens the parser of a binary format (CBOR, Smile) as {@link #openParser} does, but for the UTF-8 check:
     * the bytes are not text, and the format's watched stream checks each text string's UTF-8.
     */
    static Opened openBinaryParser(InputStream in, String source, ReadOptions options, ParserOpener opener)
            throws IOException {
        return open(in, source, options, opener);
    }

    private static Opened open(InputStream checked, String source, ReadOptions options, ParserOpener opener)
            throws IOException {
        try {
            if (options.strict()) {
                RecordSizeLimit limit = new RecordSizeLimit(checked);
                return new Opened(opener.open(limit, options.skipsUnknownFields()), limit);
            }
            return new Opened(opener.open(checked, false), RecordBounds.NONE);
        } catch (JacksonException e) {
            Exception cause = Jackson3Errors.unwrapped(e);
            if (cause instanceof IOException io && !Jackson3Errors.isBadInput(io)) {
                throw io;
            }
            throw Jackson3Errors.forRecord(source, 0, -1, cause);
        }
    }
}
