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
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Bytes;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;

/**
 * jackson-databind's side of the proto3 JSON mapping, for the records generated from proto/: the
 * deserializers of scalars (numbers, times, bytes, map keys) that their generated mix-ins name where
 * databind's own would read another JSON than the streaming bindings. Each reads through
 * {@link JsonValues}, the code the streaming bindings call, so that both codecs of a format take and
 * refuse the same values, with the same words. A refusal names no field: it leaves as a
 * {@link DatabindRefusal}, to which databind adds the path it stood at on its way out, and the codec's
 * error translation names that whole path, as the streaming bindings do. The writers are in
 * {@link ProtoDatabindWriters}; enums and protobuf's own messages, which find their generated type
 * first, in {@link ProtoDatabindTyped}.
 */
public final class ProtoDatabind {

    private ProtoDatabind() {}

    /**
     * A scalar read by JsonValues. null, or an absent field, is the field's default: 0 for a primitive
     * component, null (not set) for a boxed one, which is why it is told its property.
     */
    private abstract static class Scalar<T> extends StdScalarDeserializer<T> implements ContextualDeserializer {
        private static final long serialVersionUID = 1L;

        private final T zero;

        Scalar(Class<T> type, T zero) {
            super(type);
            this.zero = zero;
        }

        /** This deserializer with its null {@code zero}. */
        abstract Scalar<T> withNull(T zero);

        /** The default of a primitive of the type: what null and an absent field are there. */
        abstract T zero();

        /** The value at the parser's token; a refusal names no field (databind's path names it). */
        abstract T read(JsonParser parser) throws IOException;

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
            return property == null ? this : withNull(property.getType().isPrimitive() ? zero() : null);
        }

        @Override
        public final T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            try {
                return read(parser);
            } catch (InvalidRecordException e) {
                throw DatabindRefusal.of(parser, e);
            }
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
            this(null);
        }

        private Int64(Long zero) {
            super(Long.class, zero);
        }

        @Override
        Int64 withNull(Long zero) {
            return new Int64(zero);
        }

        @Override
        Long zero() {
            return 0L;
        }

        @Override
        Long read(JsonParser parser) throws IOException {
            return JsonValues.int64(parser, parser.currentToken(), "");
        }
    }

    /** A uint64 in the long of its bits: a number or a decimal string. */
    public static final class UInt64 extends Scalar<Long> {
        private static final long serialVersionUID = 1L;

        public UInt64() {
            this(null);
        }

        private UInt64(Long zero) {
            super(Long.class, zero);
        }

        @Override
        UInt64 withNull(Long zero) {
            return new UInt64(zero);
        }

        @Override
        Long zero() {
            return 0L;
        }

        @Override
        Long read(JsonParser parser) throws IOException {
            return JsonValues.uint64(parser, parser.currentToken(), "");
        }
    }

    /** A uint32 in a long: 0 to 4294967295. */
    public static final class UInt32 extends Scalar<Long> {
        private static final long serialVersionUID = 1L;

        public UInt32() {
            this(null);
        }

        private UInt32(Long zero) {
            super(Long.class, zero);
        }

        @Override
        UInt32 withNull(Long zero) {
            return new UInt32(zero);
        }

        @Override
        Long zero() {
            return 0L;
        }

        @Override
        Long read(JsonParser parser) throws IOException {
            return JsonValues.uint32(parser, parser.currentToken(), "");
        }
    }

    /** A double: a number, or "NaN", "Infinity", "-Infinity". */
    public static final class Float64 extends Scalar<Double> {
        private static final long serialVersionUID = 1L;

        public Float64() {
            this(null);
        }

        private Float64(Double zero) {
            super(Double.class, zero);
        }

        @Override
        Float64 withNull(Double zero) {
            return new Float64(zero);
        }

        @Override
        Double zero() {
            return 0.0;
        }

        @Override
        Double read(JsonParser parser) throws IOException {
            return JsonValues.float64(parser, parser.currentToken(), "");
        }
    }

    /** A float: a number, or "NaN", "Infinity", "-Infinity". */
    public static final class Float32 extends Scalar<Float> {
        private static final long serialVersionUID = 1L;

        public Float32() {
            this(null);
        }

        private Float32(Float zero) {
            super(Float.class, zero);
        }

        @Override
        Float32 withNull(Float zero) {
            return new Float32(zero);
        }

        @Override
        Float zero() {
            return 0f;
        }

        @Override
        Float read(JsonParser parser) throws IOException {
            return JsonValues.float32(parser, parser.currentToken(), "");
        }
    }

    /** A google.protobuf.Duration's JSON string. */
    public static final class DurationDeserializer extends Scalar<Duration> {
        private static final long serialVersionUID = 1L;

        public DurationDeserializer() {
            this(null);
        }

        private DurationDeserializer(Duration zero) {
            super(Duration.class, zero);
        }

        @Override
        DurationDeserializer withNull(Duration zero) {
            return new DurationDeserializer(zero);
        }

        @Override
        Duration zero() {
            return null;
        }

        @Override
        Duration read(JsonParser parser) throws IOException {
            return JsonValues.duration(parser, parser.currentToken(), "");
        }
    }

    /** A google.protobuf.Timestamp's RFC 3339 string. */
    public static final class TimestampDeserializer extends Scalar<Instant> {
        private static final long serialVersionUID = 1L;

        public TimestampDeserializer() {
            this(null);
        }

        private TimestampDeserializer(Instant zero) {
            super(Instant.class, zero);
        }

        @Override
        TimestampDeserializer withNull(Instant zero) {
            return new TimestampDeserializer(zero);
        }

        @Override
        Instant zero() {
            return null;
        }

        @Override
        Instant read(JsonParser parser) throws IOException {
            return JsonValues.timestamp(parser, parser.currentToken(), "");
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
            this(null);
        }

        private BytesDeserializer(Bytes zero) {
            super(Bytes.class, zero);
        }

        @Override
        BytesDeserializer withNull(Bytes zero) {
            return new BytesDeserializer(zero);
        }

        @Override
        Bytes zero() {
            return null; // the record's constructor makes a field without presence Bytes.EMPTY
        }

        @Override
        Bytes read(JsonParser parser) throws IOException {
            return JsonValues.bytes(parser, parser.currentToken(), "");
        }
    }

    /**
     * A map key that is not a string, read by JsonValues as the streaming bindings read it (databind's own
     * would take {@code "04"} for 4 and {@code "TRUE"} for true). Databind reads a key before the value's
     * part of its path begins, so a refusal names the entry itself ({@code [key]}), which the map's field
     * then comes before.
     */
    private abstract static class Key extends KeyDeserializer {
        abstract Object read(String key) throws InvalidRecordException;

        @Override
        public final Object deserializeKey(String key, DeserializationContext context) throws IOException {
            try {
                return read(key);
            } catch (InvalidRecordException e) {
                throw DatabindRefusal.ofKey(context.getParser(), key, e);
            }
        }
    }

    public static final class Int32KeyDeserializer extends Key {
        @Override
        Object read(String key) throws InvalidRecordException {
            return JsonValues.int32Key(key, "");
        }
    }

    public static final class UInt32KeyDeserializer extends Key {
        @Override
        Object read(String key) throws InvalidRecordException {
            return JsonValues.uint32Key(key, "");
        }
    }

    public static final class Int64KeyDeserializer extends Key {
        @Override
        Object read(String key) throws InvalidRecordException {
            return JsonValues.int64Key(key, "");
        }
    }

    public static final class UInt64KeyDeserializer extends Key {
        @Override
        Object read(String key) throws InvalidRecordException {
            return JsonValues.uint64Key(key, "");
        }
    }

    public static final class BoolKeyDeserializer extends Key {
        @Override
        Object read(String key) throws InvalidRecordException {
            return JsonValues.boolKey(key, "");
        }
    }
}
