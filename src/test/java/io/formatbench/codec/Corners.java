package io.formatbench.codec;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.protobuf.ProtoBinding;
import io.formatbench.dataset.DatasetSchema;
import java.util.List;
import java.util.Map;

/**
 * Each schema's hand-made corner records: values its generator makes rarely or never (extreme
 * numbers, empty, escaped and non-BMP strings, long ones). A schema without any here is tested on
 * its generated records alone.
 */
public final class Corners {

    private Corners() {}

    public static <T> List<T> of(DatasetSchema<T> schema) {
        List<?> corners = switch (schema.name().toString()) {
            case "user" -> UserCodecs.corners();
            case "event" -> EventCorners.all();
            case "message", "pipeline" -> SchemaCorners.of(schema);
            default -> List.of();
        };
        return corners.stream().map(schema.type()::cast).toList();
    }

    /**
     * The corner records a codec can carry: all of them, but for protobuf-json those with a -0.0,
     * which protobuf-java-util's JsonFormat parser reads as 0.0 (through a BigDecimal; the proto3
     * JSON mapping does not say otherwise). The generators make no -0.0, so datasets are not affected.
     */
    public static <T> List<T> of(DatasetSchema<T> schema, Codec<T> codec) {
        if (!codec.name().equals(io.formatbench.codec.json.ProtobufJsonCodec.NAME)) {
            return of(schema);
        }
        ProtoBinding<T, ?> binding = new SchemaCodec<>(schema, codec).protoBinding();
        return of(schema).stream().filter(record -> !hasNegativeZero(binding.toMessage(record))).toList();
    }

    private static boolean hasNegativeZero(Message message) {
        for (Map.Entry<FieldDescriptor, Object> field : message.getAllFields().entrySet()) {
            List<?> values = field.getKey().isRepeated() ? (List<?>) field.getValue() : List.of(field.getValue());
            for (Object value : values) {
                if (value instanceof Message nested && hasNegativeZero(nested)) {
                    return true;
                }
                if (value instanceof Double d && Double.doubleToRawLongBits(d) == Double.doubleToRawLongBits(-0.0)) {
                    return true;
                }
            }
        }
        return false;
    }
}
