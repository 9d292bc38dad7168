package io.formatbench.proto.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import io.formatbench.model.ProtoEnum;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each generated enum is its .proto enum: the same names in the same order (its JSON), each with its
 * number (its protobuf), from 0 or not, in a file of proto3 or of proto2.
 */
class ProtoEnumsTest {

    static Stream<Arguments> enums() {
        return Stream.of(
                Arguments.of(MyStatus.class, io.formatbench.proto.MyStatus.getDescriptor()),
                Arguments.of(Pipeline.Vertical.class, io.formatbench.proto.Pipeline.Vertical.getDescriptor()),
                Arguments.of(Pipeline.LogLevel.class, io.formatbench.proto.Pipeline.LogLevel.getDescriptor()),
                Arguments.of(Pipeline.Metric.Type.class, io.formatbench.proto.Pipeline.Metric.Type.getDescriptor()),
                Arguments.of(io.formatbench.kinds.records.EveryKind.Level.class,
                        io.formatbench.kinds.EveryKind.Level.getDescriptor()),
                Arguments.of(io.formatbench.kinds.parts.records.Color.class,
                        io.formatbench.kinds.parts.PartsOuterClass.Color.getDescriptor()),
                Arguments.of(io.formatbench.kinds.legacy.records.LegacyOrder.Status.class,
                        io.formatbench.kinds.legacy.LegacyOrder.Status.getDescriptor()));
    }

    @ParameterizedTest
    @MethodSource("enums")
    void theRecordsEnumHasTheProtoNamesAndNumbers(Class<? extends Enum<?>> type, EnumDescriptor proto) {
        List<String> names = Arrays.stream(type.getEnumConstants()).map(Enum::name).toList();
        assertEquals(proto.getValues().stream().map(EnumValueDescriptor::getName).toList(), names);
        for (Enum<?> value : type.getEnumConstants()) {
            assertEquals(proto.findValueByName(value.name()).getNumber(), ((ProtoEnum) value).number(), value.name());
        }
    }
}
