package io.formatbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.Corners;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.protobuf.ProtoBinding;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every schema's content hash and checksum: each field counts in both, and for a message of scalar
 * fields the content hash is {@link ContentDigest}'s definition, computed here again from the
 * message's descriptor alone (field numbers, types), as another implementation would.
 */
class SchemaDigestTest {

    static Stream<DatasetSchema<?>> schemas() {
        return Schemas.all().stream();
    }

    /** The schemas whose message holds scalars and lists of them only, which the definition below computes. */
    static Stream<DatasetSchema<?>> schemasOfScalars() {
        return Schemas.all().stream().filter(schema -> SchemaCodec.primary(schema, Format.PROTOBUF).protoBinding()
                .defaultInstance().getDescriptorForType().getFields().stream()
                .noneMatch(field -> field.getJavaType() == FieldDescriptor.JavaType.MESSAGE
                        || field.getType() == FieldDescriptor.Type.FLOAT));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemasOfScalars")
    void theContentHashOfAMessageOfScalarsIsTheDefinitionOfContentDigest(DatasetSchema<?> schema) {
        definition(SchemaCodec.primary(schema, Format.PROTOBUF));
    }

    private static <T> void definition(SchemaCodec<T> codec) {
        ProtoBinding<T, ?> binding = codec.protoBinding();
        for (T record : records(codec)) {
            assertEquals(definedHash(binding.toMessage(record)), codec.schema().contentHash().applyAsLong(record),
                    record::toString);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void everyScalarFieldCountsInTheContentHashAndTheChecksum(DatasetSchema<?> schema) throws Exception {
        everyField(SchemaCodec.primary(schema, Format.PROTOBUF));
    }

    private static <T, M extends Message> void everyField(SchemaCodec<T> codec) throws Exception {
        @SuppressWarnings("unchecked")
        ProtoBinding<T, M> binding = (ProtoBinding<T, M>) codec.protoBinding();
        DatasetSchema<T> schema = codec.schema();
        for (T record : records(codec).subList(0, 10)) {
            M message = binding.toMessage(record);
            for (FieldDescriptor field : message.getDescriptorForType().getFields()) {
                if (field.isRepeated() || field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
                    continue;
                }
                @SuppressWarnings("unchecked")
                M changed = (M) message.toBuilder().setField(field, changed(message.getField(field))).build();
                T other = binding.fromMessage(changed);
                String where = schema.name() + " " + field.getName() + " of " + record;
                assertNotEquals(schema.contentHash().applyAsLong(record), schema.contentHash().applyAsLong(other),
                        where);
                assertNotEquals(schema.checksum().applyAsLong(record), schema.checksum().applyAsLong(other), where);
            }
        }
    }

    /**
     * Another value of the same type: a string one character longer, a number one more, a double of the other sign (0.0
     * becomes -0.0).
     */
    private static Object changed(Object value) {
        if (value instanceof String text) {
            return text + "x";
        }
        if (value instanceof Integer number) {
            return number + 1;
        }
        if (value instanceof Long number) {
            return number + 1;
        }
        if (value instanceof Boolean flag) {
            return !flag;
        }
        if (value instanceof Double number) {
            return -number;
        }
        if (value instanceof Float number) {
            return -number;
        }
        if (value instanceof ByteString bytes) {
            return bytes.concat(ByteString.copyFrom(new byte[] {1}));
        }
        if (value instanceof EnumValueDescriptor constant) {
            List<EnumValueDescriptor> values = constant.getType().getValues();
            return values.get((values.indexOf(constant) + 1) % values.size());
        }
        throw new IllegalArgumentException("a field value of no scalar type: " + value);
    }

    /** ContentDigest's definition of a record's hash, from the message alone. */
    private static long definedHash(Message message) {
        long h = 0;
        List<FieldDescriptor> byNumber = new ArrayList<>(message.getDescriptorForType().getFields());
        byNumber.sort(Comparator.comparingInt(FieldDescriptor::getNumber));
        for (FieldDescriptor field : byNumber) {
            Object value = message.getField(field);
            if (field.isRepeated()) {
                List<?> values = (List<?>) value;
                long list = values.size();
                for (Object element : values) {
                    list = ContentDigest.fold(list, scalar(field, element));
                }
                h = ContentDigest.fold(h, list);
            } else {
                h = ContentDigest.fold(h, scalar(field, value));
            }
        }
        return h;
    }

    private static long scalar(FieldDescriptor field, Object value) {
        return switch (field.getType()) {
            case STRING -> ContentDigest.hash((String) value);
            case BYTES -> ContentDigest.hash(((ByteString) value).toByteArray());
            case UINT32, FIXED32 -> Integer.toUnsignedLong((Integer) value);
            case INT32, SINT32, SFIXED32, INT64, SINT64, SFIXED64, UINT64, FIXED64 -> ((Number) value).longValue();
            case BOOL -> (Boolean) value ? 1 : 0;
            case ENUM -> ((EnumValueDescriptor) value).getNumber();
            case DOUBLE -> Double.doubleToLongBits((Double) value);
            default -> throw new IllegalArgumentException(field.getFullName() + ": " + field.getType());
        };
    }

    private static <T> List<T> records(SchemaCodec<T> codec) {
        List<T> records = new ArrayList<>(codec.generate(3, 200));
        records.addAll(Corners.of(codec.schema()));
        return records;
    }
}
