package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import io.formatbench.model.Bytes;
import io.formatbench.model.UnsafeBytes;
import java.io.IOException;
import java.time.Instant;

/**
 * Databind's serializers and deserializers of the two values {@link ProtoJson} writes as strings,
 * timestamps and bytes, so that the databind codecs write and read them as the streaming bindings
 * do, with the same code. Named by the records' generated mix-ins.
 */
public final class ProtoJsonDatabind {

    private ProtoJsonDatabind() {}

    /** Databind's side of {@link ProtoJson#writeTimestamp}: named by the mix-ins on the records' Instants. */
    public static final class TimestampSerializer extends StdScalarSerializer<Instant> {
        private static final long serialVersionUID = 1L;

        public TimestampSerializer() {
            super(Instant.class);
        }

        @Override
        public void serialize(Instant value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            ProtoJson.writeTimestamp(generator, value);
        }
    }

    /** Databind's side of {@link ProtoJson#parseTimestamp(char[], int, int)}: a string, nothing else. */
    public static final class TimestampDeserializer extends StdScalarDeserializer<Instant> {
        private static final long serialVersionUID = 1L;

        public TimestampDeserializer() {
            super(Instant.class);
        }

        @Override
        public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.currentToken() != JsonToken.VALUE_STRING) {
                return (Instant) context.handleUnexpectedToken(Instant.class, parser);
            }
            try {
                return ProtoJson.parseTimestamp(
                        parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
            } catch (IllegalArgumentException e) {
                throw context.weirdStringException(parser.getText(), Instant.class, e.getMessage());
            }
        }
    }

    /** A protobuf {@code bytes} field: standard base64 with padding. */
    @JsonSerialize(using = BytesSerializer.class)
    @JsonDeserialize(using = BytesDeserializer.class)
    abstract static class BytesMixIn {}

    /** Databind's side of {@link ProtoJson#writeBytes}: named by the mix-in of {@link Bytes}. */
    public static final class BytesSerializer extends StdScalarSerializer<Bytes> {
        private static final long serialVersionUID = 1L;

        public BytesSerializer() {
            super(Bytes.class);
        }

        @Override
        public void serialize(Bytes value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            ProtoJson.writeBytes(generator, value);
        }
    }

    /** Databind's side of {@link ProtoJson#parseBytes(char[], int, int)}: a string, nothing else. */
    public static final class BytesDeserializer extends StdScalarDeserializer<Bytes> {
        private static final long serialVersionUID = 1L;

        public BytesDeserializer() {
            super(Bytes.class);
        }

        @Override
        public Bytes deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            // CBOR's and Smile's byte string: what writeBinary writes there (see ProtoJsonTokens.bytesValue).
            if (parser.currentToken() == JsonToken.VALUE_EMBEDDED_OBJECT
                    && parser.getEmbeddedObject() instanceof byte[] array) {
                return UnsafeBytes.wrap(array);
            }
            if (parser.currentToken() != JsonToken.VALUE_STRING) {
                return (Bytes) context.handleUnexpectedToken(Bytes.class, parser);
            }
            try {
                return ProtoJson.parseBytes(
                        parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
            } catch (IllegalArgumentException e) {
                throw context.weirdStringException(parser.getText(), Bytes.class, e.getMessage());
            }
        }
    }
}
