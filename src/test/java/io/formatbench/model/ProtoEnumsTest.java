package io.formatbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each domain enum is its .proto enum: the same names (its JSON), numbered 0 up in order (its protobuf). */
class ProtoEnumsTest {

    static Stream<Arguments> enums() {
        return Stream.of(
                Arguments.of(SmallMessage.MyStatus.class, io.formatbench.proto.MyStatus.getDescriptor()),
                Arguments.of(Pipeline.Vertical.class, io.formatbench.proto.Pipeline.Vertical.getDescriptor()),
                Arguments.of(Pipeline.LogLevel.class, io.formatbench.proto.Pipeline.LogLevel.getDescriptor()),
                Arguments.of(Pipeline.Metric.Type.class, io.formatbench.proto.Pipeline.Metric.Type.getDescriptor()));
    }

    @ParameterizedTest
    @MethodSource("enums")
    void theDomainEnumHasTheProtoNamesAndNumbers(Class<? extends Enum<?>> type, EnumDescriptor proto) {
        List<String> names = Arrays.stream(type.getEnumConstants()).map(Enum::name).toList();
        assertEquals(proto.getValues().stream().map(EnumValueDescriptor::getName).toList(), names);
        for (EnumValueDescriptor value : proto.getValues()) {
            assertEquals(value.getIndex(), value.getNumber(), value.getFullName() + " numbered in order from 0");
        }
    }
}
