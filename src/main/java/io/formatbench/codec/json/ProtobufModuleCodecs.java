package io.formatbench.codec.json;

import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.hubspot.jackson.datatype.protobuf.ProtobufJacksonConfig;
import com.hubspot.jackson.datatype.protobuf.ProtobufModule;
import io.formatbench.codec.Codec;
import java.util.HashSet;
import java.util.Set;

/**
 * The jackson-databind codecs of a schema whose records are generated protobuf messages: databind
 * knows no message class on its own, so the mapper gets HubSpot's jackson-datatype-protobuf, the
 * maintained Jackson module for them, set to proto3's canonical JSON (64-bit integers as strings,
 * unsigned values as unsigned) with the .proto's field names, the shape of the dataset's JSON Lines.
 * Everything else is the mapper every databind codec has ({@link JsonPolicy#configure}).
 */
public final class ProtobufModuleCodecs {

    private static final String NOTE = " with jackson-datatype-protobuf";

    /**
     * The module writes the same records in bytes of its own: fields in the order the .proto declares
     * them, where JsonFormat's printer (the dataset's JSON) writes them by number (OpenTelemetry's Span
     * declares flags = 16 after parent_span_id = 4), and in JSON a character outside the BMP as an
     * escaped surrogate pair, where the printer writes its UTF-8. Its measured writes are checked by
     * reading them back.
     */
    private static final boolean WRITES_DATASET_BYTES = false;

    private ProtobufModuleCodecs() {}

    /**
     * Whether the module reads every message of this type: 0.9.18 reads a map key of uint64 or fixed64
     * as a signed long, so a key of 2^63 or more, which it writes itself, fails to read back. A schema
     * with such a key has no databind codecs rather than ones that fail on half of the key space.
     */
    public static boolean readsEveryMessage(Descriptor type) {
        return !hasUnsignedLongMapKey(type, new HashSet<>());
    }

    private static boolean hasUnsignedLongMapKey(Descriptor type, Set<Descriptor> seen) {
        if (!seen.add(type)) {
            return false;
        }
        for (FieldDescriptor field : type.getFields()) {
            if (field.isMapField()) {
                FieldDescriptor.Type key = field.getMessageType().findFieldByNumber(1).getType();
                if (key == FieldDescriptor.Type.UINT64 || key == FieldDescriptor.Type.FIXED64) {
                    return true;
                }
            }
            if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE
                    && hasUnsignedLongMapKey(field.getMessageType(), seen)) {
                return true;
            }
        }
        return false;
    }

    public static <M extends Message> Codec<M> databind(Class<M> type) {
        ObjectMapper mapper = JsonPolicy.mapperBuilder().addModule(module()).build();
        return new JacksonDatabindCodec<>(type, forMessages(mapper), NOTE, WRITES_DATASET_BYTES);
    }

    public static <M extends Message> Codec<M> binaryDatabind(BinaryJson format, Class<M> type) {
        return new BinaryDatabindCodec<>(format, type, forMessages(format.newMapper(module())), NOTE,
                WRITES_DATASET_BYTES);
    }

    /**
     * The module reads a number through databind's own parsing, so the strict mapper's refusal of
     * "42" for a number would refuse proto3 JSON's 64-bit integers (strings) and "NaN" for a double:
     * this mapper takes a number in a string, as the mapping wants, and nothing else more.
     */
    private static ObjectMapper forMessages(ObjectMapper mapper) {
        mapper.setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.TryConvert);
        mapper.coercionConfigFor(LogicalType.Float).setCoercion(CoercionInputShape.String, CoercionAction.TryConvert);
        return mapper;
    }

    private static Module module() {
        // The names: SNAKE_CASE (the mapper's) is the module's word for a field's .proto name; a field
        // with a json_name is written by it, and read by either, as JsonFormat reads it.
        return new ProtobufModule(ProtobufJacksonConfig.builder().useCanonicalSerialization()
                .acceptLiteralFieldnames(true).build());
    }
}
