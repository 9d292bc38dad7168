package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import io.formatbench.model.Bytes;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;

/**
 * jackson-databind's side of the proto3 JSON mapping, for the records generated from proto/: the
 * deserializers of scalars (numbers, times, bytes, map keys) that their generated mix-ins name where
 * databind's own would read another JSON than the streaming bindings. Each reads through
 * {@link JsonValues}, the code the streaming bindings call, so that both codecs of a format take and
 * refuse the same values, with the same words; a refusal names the property. The writers are in
 * {@link ProtoDatabindWriters}; enums and protobuf's own messages, which find their generated type
 * first, in {@link ProtoDatabindTyped}.
 */
public final class ProtoDatabind {

    private ProtoDatabind() {}

    /**
     * A scalar read by JsonValues, told its property's name for the refusal. null, or an absent field, is
     * the field's default: 0 for a primitive component, null (not set) for a boxed one.
     */
    private abstract static class Scalar<T> extends StdScalarDeserializer<T> implements ContextualDeserializer {
        private static final long serialVersionUID = 1L;

        final String field;
        private final T zero;

        Scalar(Class<T> type, String field, T zero) {
            super(type);
            this.field = field;
            this.zero = zero;
        }

        /** This deserializer for the property {@code name}, its null {@code zero}. */
        abstract Scalar<T> named(String name, T zero);

        /** The default of a primitive of the type: what null and an absent field are there. */
        abstract T zero();

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
            return property == null ? this : named(property.getName(), property.getType().isPrimitive() ? zero() : null);
        }

        @Override
        public T getNullValue(DeserializationContext context) {
            return zero;
        }
    }

    /** An int64: a number or a decimal string. */
    public static final class Int64 extends Scalar<Long> {
        private static final long serialVersionUID = 1L;

        public Int64() {
            this("", null);
        }

        private Int64(String field, Long zero) {
            super(Long.class, field, zero);
        }

        @Override
        Int64 named(String name, Long zero) {
            return new Int64(name, zero);
        }

        @Override
        Long zero() {
            return 0L;
        }

        @Override
        public Long deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonValues.int64(parser, parser.currentToken(), field);
        }
    }

    /** A uint64 in the long of its bits: a number or a decimal string. */
    public static final class UInt64 extends Scalar<Long> {
        private static final long serialVersionUID = 1L;

        public UInt64() {
            this("", null);
        }

        private UInt64(String field, Long zero) {
            super(Long.class, field, zero);
        }

        @Override
        UInt64 named(String name, Long zero) {
            return new UInt64(name, zero);
        }

        @Override
        Long zero() {
            return 0L;
        }

        @Override
        public Long deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonValues.uint64(parser, parser.currentToken(), field);
        }
    }

    /** A uint32 in a long: 0 to 4294967295. */
    public static final class UInt32 extends Scalar<Long> {
        private static final long serialVersionUID = 1L;

        public UInt32() {
            this("", null);
        }

        private UInt32(String field, Long zero) {
            super(Long.class, field, zero);
        }

        @Override
        UInt32 named(String name, Long zero) {
            return new UInt32(name, zero);
        }

        @Override
        Long zero() {
            return 0L;
        }

        @Override
        public Long deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonValues.uint32(parser, parser.currentToken(), field);
        }
    }

    /** A double: a number, or "NaN", "Infinity", "-Infinity". */
    public static final class Float64 extends Scalar<Double> {
        private static final long serialVersionUID = 1L;

        public Float64() {
            this("", null);
        }

        private Float64(String field, Double zero) {
            super(Double.class, field, zero);
        }

        @Override
        Float64 named(String name, Double zero) {
            return new Float64(name, zero);
        }

        @Override
        Double zero() {
            return 0.0;
        }

        @Override
        public Double deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonValues.float64(parser, parser.currentToken(), field);
        }
    }

    /** A float: a number, or "NaN", "Infinity", "-Infinity". */
    public static final class Float32 extends Scalar<Float> {
        private static final long serialVersionUID = 1L;

        public Float32() {
            this("", null);
        }

        private Float32(String field, Float zero) {
            super(Float.class, field, zero);
        }

        @Override
        Float32 named(String name, Float zero) {
            return new Float32(name, zero);
        }

        @Override
        Float zero() {
            return 0f;
        }

        @Override
        public Float deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonValues.float32(parser, parser.currentToken(), field);
        }
    }

    /** A google.protobuf.Duration's JSON string. */
    public static final class DurationDeserializer extends Scalar<Duration> {
        private static final long serialVersionUID = 1L;

        public DurationDeserializer() {
            this("");
        }

        private DurationDeserializer(String field) {
            super(Duration.class, field, null);
        }

        @Override
        DurationDeserializer named(String name, Duration zero) {
            return new DurationDeserializer(name);
        }

        @Override
        Duration zero() {
            return null;
        }

        @Override
        public Duration deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonValues.duration(parser, parser.currentToken(), field);
        }
    }

    /** A google.protobuf.Timestamp's RFC 3339 string. */
    public static final class TimestampDeserializer extends Scalar<Instant> {
        private static final long serialVersionUID = 1L;

        public TimestampDeserializer() {
            this("");
        }

        private TimestampDeserializer(String field) {
            super(Instant.class, field, null);
        }

        @Override
        TimestampDeserializer named(String name, Instant zero) {
            return new TimestampDeserializer(name);
        }

        @Override
        Instant zero() {
            return null;
        }

        @Override
        public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonValues.timestamp(parser, parser.currentToken(), field);
        }
    }

    /** A protobuf {@code bytes} field ({@link Bytes}, every record's): standard base64 with padding. */
    @JsonSerialize(using = ProtoDatabindWriters.BytesSerializer.class)
    @JsonDeserialize(using = BytesDeserializer.class)
    public abstract static class BytesMixIn {}

    /** Bytes as the streaming bindings read them: base64 text, or CBOR's and Smile's byte string. */
    public static final class BytesDeserializer extends Scalar<Bytes> {
        private static final long serialVersionUID = 1L;

        public BytesDeserializer() {
            this("");
        }

        private BytesDeserializer(String field) {
            super(Bytes.class, field, null);
        }

        @Override
        BytesDeserializer named(String name, Bytes zero) {
            return new BytesDeserializer(name);
        }

        @Override
        Bytes zero() {
            return null; // the record's constructor makes a field without presence Bytes.EMPTY
        }

        @Override
        public Bytes deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonValues.bytes(parser, parser.currentToken(), field);
        }
    }

    public static final class UInt64KeyDeserializer extends KeyDeserializer {
        @Override
        public Object deserializeKey(String key, DeserializationContext context) throws IOException {
            return JsonValues.uint64Key(key, "");
        }
    }

    public static final class UInt32KeyDeserializer extends KeyDeserializer {
        @Override
        public Object deserializeKey(String key, DeserializationContext context) throws IOException {
            return JsonValues.uint32Key(key, "");
        }
    }
}
