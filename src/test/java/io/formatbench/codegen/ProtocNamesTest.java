package io.formatbench.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileOptions;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import org.junit.jupiter.api.Test;

/**
 * protoc's Java names, which the generated code calls by: a name of another rule would not compile,
 * for the files of proto/; these are the rules' corners that proto/ does not hold.
 */
class ProtocNamesTest {

    @Test
    void outerClassNamesFollowProtoc() throws DescriptorValidationException {
        assertEquals("FooBar2Baz", ProtocNames.outerClassName(file(FileDescriptorProto.newBuilder()
                .setName("dir/foo_bar2baz.proto"))));
        assertEquals("MyFile", ProtocNames.outerClassName(file(FileDescriptorProto.newBuilder().setName("my-file.proto"))));
        assertEquals("Named", ProtocNames.outerClassName(file(FileDescriptorProto.newBuilder().setName("x.proto")
                .setOptions(FileOptions.newBuilder().setJavaOuterClassname("Named")))));
        assertEquals("ThingOuterClass", ProtocNames.outerClassName(file(FileDescriptorProto.newBuilder()
                .setName("thing.proto").addMessageType(DescriptorProto.newBuilder().setName("Thing")))));
    }

    @Test
    void messageClassesNestInTheOuterClassUnlessMultipleFiles() throws DescriptorValidationException {
        FileDescriptorProto.Builder proto = FileDescriptorProto.newBuilder().setName("acme/orders.proto")
                .setPackage("acme.orders").addMessageType(DescriptorProto.newBuilder().setName("Order")
                        .addNestedType(DescriptorProto.newBuilder().setName("Line")));
        FileDescriptor nested = file(proto.clone().setOptions(FileOptions.newBuilder().setJavaPackage("com.acme")));
        assertEquals("com.acme.Orders.Order.Line",
                ProtocNames.messageClass(nested.findMessageTypeByName("Order").getNestedTypes().get(0)).canonicalName());
        FileDescriptor multiple = file(proto.clone().setOptions(FileOptions.newBuilder().setJavaMultipleFiles(true)));
        assertEquals("acme.orders.Order.Line",
                ProtocNames.messageClass(multiple.findMessageTypeByName("Order").getNestedTypes().get(0)).canonicalName());
    }

    @Test
    void accessorNamesAreCamelCaseAndAvoidMessagesOwnMethods() throws DescriptorValidationException {
        FileDescriptor file = file(FileDescriptorProto.newBuilder().setName("f.proto").addMessageType(
                DescriptorProto.newBuilder().setName("M")
                        .addField(field("producer_id", 1)).addField(field("a1b_c", 2)).addField(field("class", 3))
                        .addField(field("serialized_size", 4))));
        java.util.List<FieldDescriptor> fields = file.findMessageTypeByName("M").getFields();
        assertEquals("ProducerId", ProtocNames.capitalized(fields.get(0)));
        assertEquals("A1BC", ProtocNames.capitalized(fields.get(1)));
        assertEquals("Class_", ProtocNames.capitalized(fields.get(2)));
        assertEquals("SerializedSize_", ProtocNames.capitalized(fields.get(3)));
        assertEquals("producerId", ProtocNames.camelCase("producer_id", false));
    }

    private static FieldDescriptorProto field(String name, int number) {
        return FieldDescriptorProto.newBuilder().setName(name).setNumber(number)
                .setType(FieldDescriptorProto.Type.TYPE_STRING).setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL)
                .build();
    }

    private static FileDescriptor file(FileDescriptorProto.Builder proto) throws DescriptorValidationException {
        return FileDescriptor.buildFrom(proto.build(), new FileDescriptor[0]);
    }
}
