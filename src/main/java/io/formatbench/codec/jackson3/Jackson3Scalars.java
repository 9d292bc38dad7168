package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.proto3.JsonValues;
import io.formatbench.model.Bytes;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.std.StdScalarDeserializer;

/**
 * Jackson 3 ports of {@code io.formatbench.codec.json.proto3.ProtoDatabind}'s deserializers: the same
 * scalars (numbers, times, bytes, map keys), each reading through {@link Jackson3Values} as the Jackson 2
 * ones read through JsonValues. {@link Jackson3Ports} finds
 * them from the Jackson 2 classes the generated mix-ins name. A refusal names no field: it leaves as a
 * {@link Jackson3Refusal}, to which databind adds the path, as the Jackson 2 ones leave.
 */
final class Jackson3Scalars {

    private Jackson3Scalars() {}

    /** One value's read, which may refuse it in the tool's words, naming no field (databind's path names it). */
    interface Read<T> {
        T read(JsonParser parser) throws IOException;
    }

    /**
     * A scalar read by {@link Jackson3Values}. null, or an absent field, is the field's default: 0 for a
     * primitive component, null (not set) for a boxed one.
     */
    static final class Scalar<T> extends StdScalarDeserializer<T> {
        private static final long serialVersionUID = 1L;

        private final transient Read<T> read;
        /** What null is for a primitive of the type; null when the type has no primitive. */
        private final T primitiveZero;
        private final T zero;

        Scalar(Class<T> type, T primitiveZero, Read<T> read) {
            this(type, primitiveZero, read, null);
        }

        private Scalar(Class<T> type, T primitiveZero, Read<T> read, T zero) {
            super(type);
            this.read = read;
            this.primitiveZero = primitiveZero;
            this.zero = zero;
        }

        @Override
        @SuppressWarnings("unchecked")
        public ValueDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
            return property == null ? this : new Scalar<>((Class<T>) handledType(), primitiveZero, read,
                    property.getType().isPrimitive() ? primitiveZero : null);
        }

        @Override
        public Object getNullValue(DeserializationContext context) {
            return zero;
        }

        @Override
        public T deserialize(JsonParser parser, DeserializationContext context) {
            try {
                return read.read(parser);
            } catch (InvalidRecordException e) {
                throw Jackson3Refusal.of(e);
            } catch (IOException e) {
                throw new IllegalStateException("a Jackson 3 read threw a checked exception other than a refusal", e);
            }
        }
    }

    static Scalar<Long> int64() {
        return new Scalar<>(Long.class, 0L, parser -> Jackson3Values.int64(parser, parser.currentToken(), ""));
    }

    static Scalar<Long> uint64() {
        return new Scalar<>(Long.class, 0L, parser -> Jackson3Values.uint64(parser, parser.currentToken(), ""));
    }

    static Scalar<Long> uint32() {
        return new Scalar<>(Long.class, 0L, parser -> Jackson3Values.uint32(parser, parser.currentToken(), ""));
    }

    static Scalar<Double> float64() {
        return new Scalar<>(Double.class, 0.0,
                parser -> Jackson3Values.float64(parser, parser.currentToken(), ""));
    }

    static Scalar<Float> float32() {
        return new Scalar<>(Float.class, 0f,
                parser -> Jackson3Values.float32(parser, parser.currentToken(), ""));
    }

    static Scalar<Duration> duration() {
        return new Scalar<>(Duration.class, null,
                parser -> Jackson3Values.duration(parser, parser.currentToken(), ""));
    }

    static Scalar<Instant> timestamp() {
        return new Scalar<>(Instant.class, null,
                parser -> Jackson3Values.timestamp(parser, parser.currentToken(), ""));
    }

    /** Base64 text, or CBOR's and Smile's byte string; the record's constructor makes a missing one empty. */
    static Scalar<Bytes> bytes() {
        return new Scalar<>(Bytes.class, null, parser -> Jackson3Values.bytes(parser, parser.currentToken(), ""));
    }

    /** A map key's read from the entry's name, by the Jackson 2 twin's rule. */
    interface KeyRead {
        Object read(String key) throws InvalidRecordException;
    }

    static final class Key extends KeyDeserializer {
        private final transient KeyRead read;

        Key(KeyRead read) {
            this.read = read;
        }

        @Override
        public Object deserializeKey(String key, DeserializationContext context) {
            try {
                return read.read(key);
            } catch (InvalidRecordException e) {
                throw Jackson3Refusal.ofKey(key, e);
            }
        }
    }

    static Key uint64Key() {
        return new Key(key -> JsonValues.uint64Key(key, ""));
    }

    static Key uint32Key() {
        return new Key(key -> JsonValues.uint32Key(key, ""));
    }

    static Key int32Key() {
        return new Key(key -> JsonValues.int32Key(key, ""));
    }

    static Key int64Key() {
        return new Key(key -> JsonValues.int64Key(key, ""));
    }

    static Key boolKey() {
        return new Key(key -> JsonValues.boolKey(key, ""));
    }
}
