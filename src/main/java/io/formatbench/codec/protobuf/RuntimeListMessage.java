package io.formatbench.codec.protobuf;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;

/**
 * A list message made at run time for a message that proto/ gives none: {@code message <Name>List
 * { repeated <Name> records = 1; }}, as a DynamicMessage. Its bytes are those a generated list of the
 * same declaration would have, so protobuf's list figures are the same; a library that builds one
 * from text (JsonFormat) gets DynamicMessage elements, which {@link RecordProtoBinding} parses
 * into the generated class from their bytes, inside that library's measured decode.
 */
final class RuntimeListMessage {

    static final int RECORDS_FIELD = 1;

    private RuntimeListMessage() {}

    static Message of(Descriptor record) {
        FileDescriptor recordFile = record.getFile();
        String listName = record.getName() + "List";
        FileDescriptorProto file = FileDescriptorProto.newBuilder()
                .setName("formatbench/runtime/" + record.getFullName() + "_list.proto")
                .setPackage(recordFile.getPackage())
                .setSyntax("proto3")
                .addDependency(recordFile.getName())
                .addMessageType(DescriptorProto.newBuilder().setName(listName)
                        .addField(FieldDescriptorProto.newBuilder()
                                .setName("records")
                                .setNumber(RECORDS_FIELD)
                                .setLabel(FieldDescriptorProto.Label.LABEL_REPEATED)
                                .setType(FieldDescriptorProto.Type.TYPE_MESSAGE)
                                .setTypeName("." + record.getFullName())))
                .build();
        try {
            FileDescriptor built = FileDescriptor.buildFrom(file, new FileDescriptor[] {recordFile});
            return DynamicMessage.getDefaultInstance(built.findMessageTypeByName(listName));
        } catch (DescriptorValidationException e) {
            throw new IllegalStateException("a list message of " + record.getFullName() + ": " + e.getMessage(), e);
        }
    }
}
