package io.formatbench.codec.jackson3;

import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Value;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.proto3.OpaqueJson;
import io.formatbench.model.ProtoEnum;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.Function;
import java.util.function.IntFunction;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.deser.std.StdScalarDeserializer;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Jackson 3 ports of {@code io.formatbench.codec.json.proto3.ProtoDatabindTyped}: what first finds the
 * generated type a property holds, a generated enum (through its own {@code forName} and
 * {@code forNumber}) or a message of protobuf's own (through {@link OpaqueJson}).
 */
final class Jackson3Typed {

    private Jackson3Typed() {}

    /** A generated enum by name (an alias too) or by number; written by its name, as databind writes any enum. */
    static final class EnumDeserializer<E extends Enum<E> & ProtoEnum> extends StdScalarDeserializer<E> {
        private static final long serialVersionUID = 1L;

        private final transient Function<String, E> byName;
        private final transient IntFunction<E> byNumber;

        EnumDeserializer() {
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
        public ValueDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
            JavaType type = property != null ? property.getType() : context.getContextualType();
            while (type.isContainerType()) {
                type = type.getContentType();
            }
            return new EnumDeserializer(type.getRawClass());
        }

        @Override
        @SuppressWarnings("unchecked")
        public E deserialize(JsonParser parser, DeserializationContext context) {
            try {
                return Jackson3Values.enumValue(parser, parser.currentToken(), "", (Class<E>) handledType(), byName,
                        byNumber);
            } catch (InvalidRecordException e) {
                throw Jackson3Refusal.of(e);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
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
    static final class OpaqueSerializer extends StdSerializer<Message> {
        private final transient OpaqueJson json;

        OpaqueSerializer() {
            this(null);
        }

        private OpaqueSerializer(OpaqueJson json) {
            super(Message.class);
            this.json = json;
        }

        @Override
        public ValueSerializer<?> createContextual(SerializationContext context, BeanProperty property) {
            JavaType type = property.getType();
            while (type.isContainerType()) {
                type = type.getContentType();
            }
            return new OpaqueSerializer(OpaqueJson.of(defaultInstance(type.getRawClass())));
        }

        @Override
        public void serialize(Message value, JsonGenerator generator, SerializationContext context) {
            try {
                Jackson3Values.writeOpaque(generator, json, value);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    static final class OpaqueDeserializer extends StdScalarDeserializer<Message> {
        private static final long serialVersionUID = 1L;

        private final transient OpaqueJson json;
        private final Class<? extends Message> type;

        OpaqueDeserializer() {
            this(null, Message.class);
        }

        private OpaqueDeserializer(OpaqueJson json, Class<? extends Message> type) {
            super(Message.class);
            this.json = json;
            this.type = type;
        }

        @Override
        @SuppressWarnings("unchecked")
        public ValueDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
            JavaType javaType = property != null ? property.getType() : context.getContextualType();
            while (javaType.isContainerType()) {
                javaType = javaType.getContentType();
            }
            Class<? extends Message> raw = (Class<? extends Message>) javaType.getRawClass();
            return new OpaqueDeserializer(OpaqueJson.of(defaultInstance(raw)), raw);
        }

        @Override
        public Message deserialize(JsonParser parser, DeserializationContext context) {
            try {
                return Jackson3Values.opaque(parser, parser.currentToken(), "", JsonUnknownFields.REJECT, json, type);
            } catch (InvalidRecordException e) {
                throw Jackson3Refusal.of(e);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** JSON's null is google.protobuf.Value's null value (set); for any other type "not set". */
        @Override
        public Object getNullValue(DeserializationContext context) {
            return type == Value.class ? Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build() : null;
        }

        /** An absent field is not set, whatever its type. */
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
