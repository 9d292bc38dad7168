package io.formatbench.codec.jackson3;

import io.formatbench.model.Bytes;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BiConsumer;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdScalarSerializer;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Jackson 3 ports of {@code io.formatbench.codec.json.proto3.ProtoDatabindWriters}: the scalars whose
 * JSON databind would write otherwise than the streaming bindings (an int64 as a decimal string, a
 * Timestamp in UTC, bytes as padded base64), each through {@link Jackson3Values}.
 */
final class Jackson3Writers {

    private Jackson3Writers() {}

    /** One scalar written by {@code write}. */
    static final class Scalar<T> extends StdScalarSerializer<T> {
        private final transient BiConsumer<JsonGenerator, T> write;

        Scalar(Class<T> type, BiConsumer<JsonGenerator, T> write) {
            super(type);
            this.write = write;
        }

        @Override
        public void serialize(T value, JsonGenerator generator, SerializationContext context) {
            write.accept(generator, value);
        }
    }

    static Scalar<Instant> timestamp() {
        return new Scalar<>(Instant.class, Jackson3Values::writeTimestamp);
    }

    static Scalar<Bytes> bytes() {
        return new Scalar<>(Bytes.class, Jackson3Values::writeBytes);
    }

    static Scalar<Duration> duration() {
        return new Scalar<>(Duration.class, Jackson3Values::writeDuration);
    }

    static Scalar<Long> int64() {
        return new Scalar<>(Long.class, Jackson3Values::writeInt64);
    }

    static Scalar<Long> uint64() {
        return new Scalar<>(Long.class, Jackson3Values::writeUInt64);
    }

    static Scalar<Long> uint64Number() {
        return new Scalar<>(Long.class, Jackson3Values::writeUInt64Number);
    }

    /** A uint64 map key: its unsigned value as the object's name. */
    static final class UInt64Key extends StdSerializer<Long> {
        UInt64Key() {
            super(Long.class);
        }

        @Override
        public void serialize(Long value, JsonGenerator generator, SerializationContext context) {
            generator.writeName(Long.toUnsignedString(value));
        }
    }
}
