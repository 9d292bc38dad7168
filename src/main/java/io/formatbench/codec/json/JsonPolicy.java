package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Limits;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.json.framing.RecordBounds;
import io.formatbench.codec.json.framing.RecordSizeLimit;
import io.formatbench.codec.json.framing.Utf8CheckingInputStream;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.proto3.ProtoDatabind;
import io.formatbench.generated.GeneratedRecords;
import io.formatbench.model.Bytes;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;

/**
 * The one place where the JSON reading policy is set, so that both JSON codecs accept exactly the
 * same files. The policy (see README, "Bad input"): UTF-8 only, a leading UTF-8 BOM is skipped,
 * whitespace between records (CRLF, blank lines) is ignored, each record is an object with exactly
 * the schema's fields, each of its JSON type: no nulls, no coercion ("42" is not 42), no unknown or
 * duplicate fields, no NaN or Infinity. Unknown fields are what data of a newer schema has: a reader
 * with {@link io.formatbench.codec.UnknownFields#SKIP} skips and counts them ({@link JsonUnknownFields}),
 * and still rejects a duplicate of one when strict.
 *
 * <p>With {@link ReadChecks#LIBRARY} the readers keep what Jackson's own configuration rejects and
 * drop the two checks Jackson does not make by default, which cost the most: the strict UTF-8 pass
 * over every byte and duplicate-key detection in databind.
 */
public final class JsonPolicy {

    /** Jackson's limits on what it reads, the same for JSON, CBOR and Smile. */
    public static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxStringLength(Limits.MAX_RECORD_BYTES)
            .maxNestingDepth(Limits.MAX_JSON_NESTING)
            .build();

    private JsonPolicy() {}

    /** The factory of the streaming codec: Jackson's defaults plus the limits above. */
    public static JsonFactory newFactory() {
        return JsonFactory.builder().streamReadConstraints(CONSTRAINTS).build();
    }

    /**
     * The mapper of the databind codec, configured as Jackson documents for strict reading: unknown
     * properties, nulls for primitives, missing creator properties and coercion are rejected.
     * Duplicate keys are not (Jackson leaves that off by default for its cost): see {@link #reader}.
     */
    public static ObjectMapper newMapper() {
        return mapperBuilder().build();
    }

    /** The configuration of {@link #newMapper()}, for a codec that adds a module to it and nothing else. */
    public static JsonMapper.Builder mapperBuilder() {
        return configure(JsonMapper.builder(newFactory()));
    }

    /**
     * The databind configuration of every Jackson format, on a builder of the format's mapper: the
     * CBOR and Smile mappers read and write the same records, in the same shape, as the JSON one.
     */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B configure(B builder) {
        // The records' JSON names and proto3 JSON values: the mix-ins the build generates with the records.
        builder.addMixIn(Bytes.class, ProtoDatabind.BytesMixIn.class);
        return GeneratedRecords.addMixIns(builder)
                // Databind would otherwise unbox null to 0, accept 1.5 as 1 and "42" as 42.
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                // null is a field's default, as proto3's JSON mapping reads it: 0 for a number, false.
                .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                // An absent field is its default, as proto3's JSON mapping reads it.
                .disable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                // null, like an absent field, is the field's default: the record takes it (RecordFields).
                .disable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                // An enum is its name, as in the proto3 JSON mapping; databind would also take its index (1 or "1").
                .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                // Scalars into strings are not covered by ALLOW_COERCION_OF_SCALARS.
                .withCoercionConfig(LogicalType.Textual, config -> config
                        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
                .withCoercionConfig(LogicalType.Boolean, config -> config
                        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail))
                // A trap of SequenceWriter: by default it flushes the stream after every value.
                .disable(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);
    }

    /**
     * The databind reader for the options: the strict one also rejects duplicate keys, as the
     * streaming binding does; a skipping one hands unknown properties to {@code unknown}, which skips
     * and counts them, instead of failing on them.
     */
    public static ObjectReader reader(ObjectReader library, ReadOptions options, JsonUnknownFields unknown) {
        ObjectReader reader = options.strict()
                ? library.with(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature()) : library;
        return options.skipsUnknownFields()
                ? reader.withHandler(new SkippingHandler(unknown, library.getValueType().getRawClass())) : reader;
    }

    /** Databind's way to {@link JsonUnknownFields}: the one place it meets a property the record lacks. */
    private static final class SkippingHandler extends DeserializationProblemHandler {
        private final JsonUnknownFields unknown;
        private final Class<?> recordType;

        SkippingHandler(JsonUnknownFields unknown, Class<?> recordType) {
            this.unknown = unknown;
            this.recordType = recordType;
        }

        /**
         * Counted when the property is the record's own: told by the type databind was reading, since
         * databind may hand over a buffer of the record's tokens (it does for CBOR and Smile), whose
         * parsing contexts do not end at the input's root.
         */
        @Override
        public boolean handleUnknownProperty(DeserializationContext context, JsonParser parser,
                                             JsonDeserializer<?> deserializer, Object beanOrClass, String property)
                throws IOException {
            Class<?> of = beanOrClass instanceof Class<?> type ? type : beanOrClass.getClass();
            unknown.skip(parser, property, of == recordType);
            return true;
        }
    }

    /** Creates a parser over a stream: the factory or ObjectReader of a codec. */
    public interface ParserOpener {
        JsonParser open(InputStream in) throws IOException;
    }

    /** A reader's parser, and the limit on its records' size that the reader opens and closes around each record. */
    public record Opened(JsonParser parser, RecordBounds limit) {}

    /**
     * Opens a reader's parser, for {@link ReadChecks#STRICT} over {@link #strictUtf8} and a
     * {@link RecordSizeLimit}: a file not checked against its manifest may hold a record that would
     * fill the heap. Jackson reads the first bytes already here to detect their encoding, so a bad
     * first record can fail before the first read(). A strict parser that skips unknown fields
     * detects duplicate keys itself: the binding's one bit per field knows only the record's own fields.
     */
    static Opened openParser(InputStream in, String source, ReadOptions options, ParserOpener opener)
            throws IOException {
        try {
            return open(options.strict() ? strictUtf8(in, source) : in, options, opener);
        } catch (CharConversionException e) {
            throw JsonErrors.badInput(source, 0, -1, e);
        } catch (JsonProcessingException e) {
            throw JsonErrors.badInput(source, 0, -1, e);
        }
    }

    /**
     * Opens the parser of a binary Jackson format (CBOR, Smile) as {@link #openParser} does, but for
     * the UTF-8 check: the bytes are not text, and each text string's UTF-8 is the parser's to decode.
     */
    public static Opened openBinaryParser(InputStream in, String source, ReadOptions options, ParserOpener opener)
            throws IOException {
        try {
            return open(in, options, opener);
        } catch (JsonProcessingException e) {
            throw JsonErrors.badInput(source, 0, -1, e);
        }
    }

    private static Opened open(InputStream in, ReadOptions options, ParserOpener opener) throws IOException {
        if (options.strict()) {
            RecordSizeLimit limit = new RecordSizeLimit(in);
            JsonParser parser = opener.open(limit);
            if (options.skipsUnknownFields()) {
                parser.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature());
            }
            return new Opened(parser, limit);
        }
        return new Opened(opener.open(in), RecordBounds.NONE);
    }

    /**
     * The stream both JSON readers hand to Jackson: UTF-8 only, checked strictly. Rejects UTF-16 and
     * UTF-32 up front, before Jackson's encoding detection would quietly accept them, and then every
     * byte through {@link Utf8CheckingInputStream}, because Jackson accepts overlong UTF-8.
     */
    public static InputStream strictUtf8(InputStream in, String source) throws IOException {
        InputStream checked = in;
        byte[] head;
        if (in.markSupported()) {
            in.mark(4);
            head = in.readNBytes(4);
            in.reset();
        } else {
            // Only streams that are not buffered get here (IoStack always buffers): tests, pipes.
            PushbackInputStream pushback = new PushbackInputStream(in, 4);
            head = pushback.readNBytes(4);
            pushback.unread(head);
            checked = pushback;
        }
        boolean utf16Bom = head.length >= 2
                && ((head[0] == (byte) 0xFE && head[1] == (byte) 0xFF)
                        || (head[0] == (byte) 0xFF && head[1] == (byte) 0xFE));
        boolean zeroByte = false;
        for (byte b : head) {
            zeroByte |= b == 0;
        }
        if (utf16Bom || zeroByte) {
            throw new BadInputException(source, 0, 0,
                    "not UTF-8 (a UTF-16/UTF-32 byte order mark or a NUL byte at the start): JSON Lines must be UTF-8");
        }
        if (head.length == 3 && head[0] == (byte) 0xEF && head[1] == (byte) 0xBB && head[2] == (byte) 0xBF) {
            // Jackson skips a BOM only when at least four bytes follow; a file of just a BOM is empty.
            return InputStream.nullInputStream();
        }
        return new Utf8CheckingInputStream(checked);
    }
}
