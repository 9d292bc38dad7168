package io.formatbench.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * One message type of proto/ and what its generated code needs: its fields in field-number order (the
 * record's components, JSON's order, the digest's) and in declaration order (the Avro schema's), its
 * oneofs, and the message types and enums declared inside it.
 */
final class MessagePlan {

    final Descriptor type;
    final ClassName record;
    final ClassName message;
    final List<FieldPlan> byNumber;
    final List<FieldPlan> declared;
    final List<OneofDescriptor> oneofs;
    final List<Descriptor> nestedMessages;
    final List<EnumDescriptor> nestedEnums;

    MessagePlan(Descriptor type, Map<FieldDescriptor, FieldPlan> fields) {
        this.type = type;
        this.record = JavaTypes.recordClass(type);
        this.message = ProtocNames.messageClass(type);
        this.declared = type.getFields().stream().map(fields::get).toList();
        List<FieldPlan> sorted = new ArrayList<>(declared);
        sorted.sort(Comparator.comparingInt(field -> field.field.getNumber()));
        this.byNumber = List.copyOf(sorted);
        this.oneofs = type.getRealOneofs();
        this.nestedMessages = type.getNestedTypes().stream().filter(nested -> !nested.getOptions().getMapEntry()).toList();
        this.nestedEnums = type.getEnumTypes();
    }

    /** The members of a oneof, in field-number order. */
    List<FieldPlan> members(OneofDescriptor oneof) {
        return byNumber.stream().filter(field -> field.oneof == oneof).toList();
    }

    /** The message's full name, as the .proto and the schema name have it. */
    String fullName() {
        return type.getFullName();
    }
}
