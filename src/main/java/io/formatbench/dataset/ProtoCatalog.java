package io.formatbench.dataset;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Message;
import io.formatbench.codec.SchemaName;
import io.formatbench.generated.GeneratedRecords;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The message types of the {@code .proto} files in proto/, as the build compiled them: every one is a
 * schema, named by its full name ({@code formatbench.kinds.EveryKind}). The build writes a descriptor
 * set of those files beside the classes ({@value #RESOURCE}); this reads it for the names and the
 * declarations, and finds each message's protoc class through the bindings the build generated for it
 * ({@link GeneratedRecords}), so that the codecs run on the classes a user's own code would use.
 */
public final class ProtoCatalog {

    /** Where the build puts the descriptor set of proto/ (pom.xml, protobuf-maven-plugin). */
    static final String RESOURCE = "/formatbench/proto-files.desc";

    private static final ProtoCatalog BUILT = load();

    /** Each message's declaration, by full name, sorted. */
    private final Map<SchemaName, DescriptorProto> declarations;

    private ProtoCatalog(Map<SchemaName, DescriptorProto> declarations) {
        this.declarations = Collections.unmodifiableMap(declarations);
    }

    /** The catalog of the proto/ files this build compiled. */
    public static ProtoCatalog built() {
        return BUILT;
    }

    /** The full names of every message type, top-level and nested, sorted. */
    public List<SchemaName> names() {
        return List.copyOf(declarations.keySet());
    }

    /**
     * The message whose only field is a repeated field of {@code record}, if proto/ has one: how several
     * records travel as one message ({@code UserList}), found from the declarations, without loading
     * a class.
     */
    public Optional<SchemaName> listMessageOf(SchemaName record) {
        String typeName = "." + record;
        return declarations.entrySet().stream()
                .filter(entry -> entry.getValue().getFieldCount() == 1)
                .filter(entry -> {
                    FieldDescriptorProto field = entry.getValue().getField(0);
                    return field.getLabel() == FieldDescriptorProto.Label.LABEL_REPEATED
                            && field.getType() == FieldDescriptorProto.Type.TYPE_MESSAGE
                            && field.getTypeName().equals(typeName);
                })
                .map(Map.Entry::getKey)
                .findFirst();
    }

    /** The generated message of this full name, as its default instance; empty if proto/ has none. */
    public Optional<Message> defaultInstance(SchemaName name) {
        return GeneratedRecords.of(name.toString()).map(bindings -> bindings.defaultMessage());
    }

    private static ProtoCatalog load() {
        try (InputStream in = ProtoCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return new ProtoCatalog(new TreeMap<>());
            }
            return of(FileDescriptorSet.parseFrom(in));
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + RESOURCE, e);
        }
    }

    /** The catalog of these files: their message types. */
    static ProtoCatalog of(FileDescriptorSet files) {
        Map<SchemaName, DescriptorProto> declarations = new TreeMap<>();
        for (FileDescriptorProto file : files.getFileList()) {
            String prefix = file.getPackage().isEmpty() ? "" : file.getPackage() + ".";
            for (DescriptorProto message : file.getMessageTypeList()) {
                add(declarations, message, prefix);
            }
        }
        return new ProtoCatalog(declarations);
    }

    private static void add(Map<SchemaName, DescriptorProto> declarations, DescriptorProto message, String prefix) {
        if (message.getOptions().getMapEntry()) {
            return; // a map field's entry type: protoc generates no class for it
        }
        String fullName = prefix + message.getName();
        declarations.put(SchemaName.of(fullName), message);
        for (DescriptorProto nested : message.getNestedTypeList()) {
            add(declarations, nested, fullName + ".");
        }
    }
}
