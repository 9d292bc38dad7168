package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.formatbench.model.Bytes;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;

/**
 * The writers of {@link ProtoDatabind}'s scalars: the serializers that the records' generated mix-ins
 * name where databind's own would write another JSON than the streaming bindings (an int64 as a
 * decimal string, a Timestamp in UTC, bytes as padded base64), each through {@link JsonValues}.
 */
public final class ProtoDatabindWriters {

    private ProtoDatabindWriters() {}

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
}
