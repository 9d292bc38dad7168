package io.formatbench.codegen;

import com.google.protobuf.AnyProto;
import com.google.protobuf.ApiProto;
import com.google.protobuf.DescriptorProtos;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DurationProto;
import com.google.protobuf.EmptyProto;
import com.google.protobuf.FieldMaskProto;
import com.google.protobuf.SourceContextProto;
import com.google.protobuf.StructProto;
import com.google.protobuf.TimestampProto;
import com.google.protobuf.TypeProto;
import com.google.protobuf.WrappersProto;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The .proto files of proto/ as descriptors, built from the descriptor set protoc wrote without its
 * imports: an import of protobuf's own (google/protobuf/timestamp.proto) is the descriptor protobuf-java
 * was built with, the same one the generated classes use at run time.
 */
final class ProtoFiles {

    private ProtoFiles() {}

    /** The files of the set, each built once its imports are, in the set's order. */
    static List<FileDescriptor> load(Path descriptorSet) throws IOException, DescriptorValidationException {
        FileDescriptorSet set;
        try (InputStream in = Files.newInputStream(descriptorSet)) {
            set = FileDescriptorSet.parseFrom(in);
        }
        Map<String, FileDescriptorProto> declared = new HashMap<>();
        set.getFileList().forEach(file -> declared.put(file.getName(), file));
        Map<String, FileDescriptor> built = new HashMap<>(protobufOwn());
        List<FileDescriptor> files = new ArrayList<>();
        for (FileDescriptorProto file : set.getFileList()) {
            files.add(build(file.getName(), declared, built));
        }
        return files;
    }

    private static FileDescriptor build(String name, Map<String, FileDescriptorProto> declared,
                                        Map<String, FileDescriptor> built) throws DescriptorValidationException {
        FileDescriptor known = built.get(name);
        if (known != null) {
            return known;
        }
        FileDescriptorProto file = declared.get(name);
        if (file == null) {
            throw new IllegalArgumentException("import \"" + name + "\" is neither in proto/ nor one of protobuf's own");
        }
        List<FileDescriptor> imports = new ArrayList<>();
        for (String dependency : file.getDependencyList()) {
            imports.add(build(dependency, declared, built));
        }
        FileDescriptor descriptor = FileDescriptor.buildFrom(file, imports.toArray(FileDescriptor[]::new));
        built.put(name, descriptor);
        return descriptor;
    }

    /** protobuf's own .proto files, which protoc finds on its include path and the set leaves out. */
    private static Map<String, FileDescriptor> protobufOwn() {
        Map<String, FileDescriptor> own = new HashMap<>();
        for (FileDescriptor file : List.of(TimestampProto.getDescriptor(), DurationProto.getDescriptor(),
                StructProto.getDescriptor(), AnyProto.getDescriptor(), WrappersProto.getDescriptor(),
                FieldMaskProto.getDescriptor(), EmptyProto.getDescriptor(), DescriptorProtos.getDescriptor(),
                TypeProto.getDescriptor(), ApiProto.getDescriptor(), SourceContextProto.getDescriptor())) {
            own.put(file.getName(), file);
        }
        return own;
    }
}
