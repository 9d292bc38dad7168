package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Value;
import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoEnum;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * jackson-databind's side of the proto3 JSON mapping, for the records generated from proto/: the
 * serializers and deserializers that their generated mix-ins name where databind's own would write or
 * read another JSON than the streaming bindings. Each reads through {@link JsonValues}, the code the
 * streaming bindings call, so that both codecs of a format take and refuse the same values, with the
 * same words; a refusal names the property.
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

    public static final class TimestampSerializer extends StdScalarSerializer<Instant> {
        private static final long serialVersionUID = 1L;

        public TimestampSerializer() {
            super(Instant.class);
        }

        @Override
        public void serialize(Instant value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            JsonValues.writeTimestamp(generator, value);
        }
    }

    /** A protobuf {@code bytes} field ({@link Bytes}, every record's): standard base64 with padding. */
    @JsonSerialize(using = BytesSerializer.class)
    @JsonDeserialize(using = BytesDeserializer.class)
    public abstract static class BytesMixIn {}

    public static final class BytesSerializer extends StdScalarSerializer<Bytes> {
        private static final long serialVersionUID = 1L;

        public BytesSerializer() {
            super(Bytes.class);
        }

        @Override
        public void serialize(Bytes value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            JsonValues.writeBytes(generator, value);
        }
    }

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

    public static final class DurationSerializer extends StdScalarSerializer<Duration> {
        private static final long serialVersionUID = 1L;

        public DurationSerializer() {
            super(Duration.class);
        }

        @Override
        public void serialize(Duration value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            JsonValues.writeDuration(generator, value);
        }
    }

    /** An int64 as the mapping writes it: a decimal string. */
    public static final class Int64Serializer extends StdScalarSerializer<Long> {
        private static final long serialVersionUID = 1L;

        public Int64Serializer() {
            super(Long.class);
        }

        @Override
        public void serialize(Long value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            JsonValues.writeInt64(generator, value);
        }
    }

    /** A uint64 as the mapping writes it: its unsigned value as a decimal string. */
    public static final class UInt64Serializer extends StdScalarSerializer<Long> {
        private static final long serialVersionUID = 1L;

        public UInt64Serializer() {
            super(Long.class);
        }

        @Override
        public void serialize(Long value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            JsonValues.writeUInt64(generator, value);
        }
    }

    /** A uint64 with formatbench's json_number: its unsigned value as a number. */
    public static final class UInt64NumberSerializer extends StdScalarSerializer<Long> {
        private static final long serialVersionUID = 1L;

        public UInt64NumberSerializer() {
            super(Long.class);
        }

        @Override
        public void serialize(Long value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            JsonValues.writeUInt64Number(generator, value);
        }
    }

    /** A uint64 map key: its unsigned value as the object's name. */
    public static final class UInt64KeySerializer extends StdSerializer<Long> {
        private static final long serialVersionUID = 1L;

        public UInt64KeySerializer() {
            super(Long.class);
        }

        @Override
        public void serialize(Long value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            generator.writeFieldName(Long.toUnsignedString(value));
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

    /**
     * A generated enum by name (an alias too) or by number, through its own {@code forName} and
     * {@code forNumber}; written by its name, as databind writes any enum.
     */
    public static final class EnumDeserializer<E extends Enum<E> & ProtoEnum> extends StdScalarDeserializer<E>
            implements ContextualDeserializer {
        private static final long serialVersionUID = 1L;

        private final transient Function<String, E> byName;
        private final transient IntFunction<E> byNumber;
        private final String field;

        public EnumDeserializer() {
            super(Enum.class);
            this.byName = null;
            this.byNumber = null;
            this.field = "";
        }

        private EnumDeserializer(Class<E> type, String field) {
            super(type);
            this.field = field;
            MethodHandle forName = lookup(type, "forName", String.class);
            MethodHandle forNumber = lookup(type, "forNumber", int.class);
            this.byName = name -> invoke(forName, type, name);
            this.byNumber = number -> invoke(forNumber, type, number);
        }

        @Override
        @SuppressWarnings({"unchecked", "rawtypes"})
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property)
                throws JsonMappingException {
            JavaType type = property != null ? property.getType() : context.getContextualType();
            while (type.isContainerType()) {
                type = type.getContentType();
            }
            return new EnumDeserializer(type.getRawClass(), property == null ? "" : property.getName());
        }

        @Override
        @SuppressWarnings("unchecked")
        public E deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonValues.enumValue(parser, parser.currentToken(), field, (Class<E>) handledType(), byName,
                    byNumber);
        }

        private static MethodHandle lookup(Class<?> type, String name, Class<?> parameter) {
            try {
                return MethodHandles.publicLookup().findStatic(type, name, MethodType.methodType(type, parameter));
            } catch (ReflectiveOperationException e) {
                throw new IllegalArgumentException(type + " is not an enum generated from a .proto", e);
            }
        }

        private static <E> E invoke(MethodHandle handle, Class<E> type, Object argument) {
            try {
                return type.cast(handle.invoke(argument));
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** A message of protobuf's own that a record holds (Struct, Value, ...), through {@link OpaqueJson}. */
    public static final class OpaqueSerializer extends StdSerializer<Message> implements ContextualSerializer {
        private static final long serialVersionUID = 1L;

        private final transient OpaqueJson json;

        public OpaqueSerializer() {
            this(null);
        }

        private OpaqueSerializer(OpaqueJson json) {
            super(Message.class);
            this.json = json;
        }

        @Override
        public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property) {
            JavaType type = property.getType();
            while (type.isContainerType()) {
                type = type.getContentType();
            }
            return new OpaqueSerializer(OpaqueJson.of(defaultInstance(type.getRawClass())));
        }

        @Override
        public void serialize(Message value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            json.write(generator, value);
        }
    }

    public static final class OpaqueDeserializer extends StdScalarDeserializer<Message> implements ContextualDeserializer {
        private static final long serialVersionUID = 1L;

        private final transient OpaqueJson json;
        private final Class<? extends Message> type;
        private final String field;

        public OpaqueDeserializer() {
            this(null, Message.class, "");
        }

        private OpaqueDeserializer(OpaqueJson json, Class<? extends Message> type, String field) {
            super(Message.class);
            this.json = json;
            this.type = type;
            this.field = field;
        }

        @Override
        @SuppressWarnings("unchecked")
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
            JavaType javaType = property != null ? property.getType() : context.getContextualType();
            while (javaType.isContainerType()) {
                javaType = javaType.getContentType();
            }
            Class<? extends Message> raw = (Class<? extends Message>) javaType.getRawClass();
            return new OpaqueDeserializer(OpaqueJson.of(defaultInstance(raw)), raw,
                    property == null ? "" : property.getName());
        }

        @Override
        public Message deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return json.read(parser, parser.currentToken(), field, JsonUnknownFields.REJECT, type);
        }

        /**
         * JSON's null is google.protobuf.Value's null value (set), which databind would otherwise take
         * for "not set" without asking; for any other type it is "not set", as for every field with presence.
         */
        @Override
        public Message getNullValue(DeserializationContext context) {
            return type == Value.class ? Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build() : null;
        }

        /** An absent field is not set, whatever its type: databind would otherwise ask {@link #getNullValue}. */
        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return null;
        }
    }

    private static Message defaultInstance(Class<?> type) {
        try {
            return (Message) type.getMethod("getDefaultInstance").invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException(type + " is not a generated protobuf message", e);
        }
    }
}
