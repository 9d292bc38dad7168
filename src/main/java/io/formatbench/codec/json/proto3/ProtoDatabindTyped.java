package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Value;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.ProtoEnum;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The part of {@link ProtoDatabind} that first finds the generated type a property holds: a generated
 * enum (through its own {@code forName} and {@code forNumber}) and protobuf's own messages (Struct,
 * Value, ..., through {@link OpaqueJson}), both read and written.
 */
public final class ProtoDatabindTyped {

    private ProtoDatabindTyped() {}

    /**
     * A generated enum by name (an alias too) or by number, through its own {@code forName} and
     * {@code forNumber}; written by its name, as databind writes any enum.
     */
    public static final class EnumDeserializer<E extends Enum<E> & ProtoEnum> extends StdScalarDeserializer<E>
            implements ContextualDeserializer {
        private static final long serialVersionUID = 1L;

        private final transient Function<String, E> byName;
        private final transient IntFunction<E> byNumber;

        public EnumDeserializer() {
            super(Enum.class);
            this.byName = null;
            this.byNumber = null;
        }

        private EnumDeserializer(Class<E> type) {
            super(type);
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
            return new EnumDeserializer(type.getRawClass());
        }

        @Override
        @SuppressWarnings("unchecked")
        public E deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            try {
                return JsonValues.enumValue(parser, parser.currentToken(), "", (Class<E>) handledType(), byName,
                        byNumber);
            } catch (InvalidRecordException e) {
                throw DatabindRefusal.of(parser, e); // named by databind's path, as ProtoDatabind's scalars
            }
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

        public OpaqueDeserializer() {
            this(null, Message.class);
        }

        private OpaqueDeserializer(OpaqueJson json, Class<? extends Message> type) {
            super(Message.class);
            this.json = json;
            this.type = type;
        }

        @Override
        @SuppressWarnings("unchecked")
        public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
            JavaType javaType = property != null ? property.getType() : context.getContextualType();
            while (javaType.isContainerType()) {
                javaType = javaType.getContentType();
            }
            Class<? extends Message> raw = (Class<? extends Message>) javaType.getRawClass();
            return new OpaqueDeserializer(OpaqueJson.of(defaultInstance(raw)), raw);
        }

        @Override
        public Message deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            try {
                return json.read(parser, parser.currentToken(), "", JsonUnknownFields.REJECT, type);
            } catch (InvalidRecordException e) {
                throw DatabindRefusal.of(parser, e); // named by databind's path, as ProtoDatabind's scalars
            }
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
