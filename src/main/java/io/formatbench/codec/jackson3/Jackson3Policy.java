package io.formatbench.codec.jackson3;

import io.formatbench.codec.Limits;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.cfg.EnumFeature;
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
 * pool), the fast double and big-number parsers (on in 3, off in 2), FAIL_ON_TRAILING_TOKENS (on in 3:
 * a single value followed by more fails; a sequence of records is read as a sequence).
 */
public final class Jackson3Policy {

    /** Jackson's limits on what it reads: the Jackson 2 codecs' own (Jackson 3 lowered the nesting default to 500). */
    static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxStringLength(Limits.MAX_RECORD_BYTES)
            .maxNestingDepth(Limits.MAX_JSON_NESTING)
            .build();

    private Jackson3Policy() {}

    /** The factory of a Jackson 3 codec: Jackson 3's defaults, the limits above, and Jackson 2's bytes. */
    public static JsonFactory newFactory() {
        return JsonFactory.builder()
                .streamReadConstraints(CONSTRAINTS)
                .streamWriteConstraints(StreamWriteConstraints.defaults())
                // On in Jackson 3: a character outside the BMP is written as its four UTF-8 bytes. Jackson 2
                // writes it as two \\u escapes of its surrogates, and the dataset's bytes are Jackson 2's.
                .disable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
                .build();
    }

    /**
     * The databind configuration, as Jackson 3's documentation shows for strict reading, on a builder
     * of {@link #newFactory()}: what the Jackson 2 mapper sets, plus the Jackson 3 defaults that would
     * otherwise loosen the reading or change the bytes.
     */
    public static JsonMapper.Builder mapperBuilder() {
        return JsonMapper.builder(newFactory())
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
}
