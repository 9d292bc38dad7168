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
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

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

    /** The file that declares each message, by full name: its path within proto/. */
    private final Map<SchemaName, String> declaredIn;

    /** Each file's imports, by its path within proto/; imports from outside proto/ (protobuf's own) included. */
    private final Map<String, List<String>> imports;

    private ProtoCatalog(Map<SchemaName, DescriptorProto> declarations, Map<SchemaName, String> declaredIn,
                         Map<String, List<String>> imports) {
        this.declarations = Collections.unmodifiableMap(declarations);
        this.declaredIn = Collections.unmodifiableMap(declaredIn);
        this.imports = Collections.unmodifiableMap(imports);
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

    /**
     * The files a message was built from, their paths within proto/, sorted: the one that declares it and
     * every one of proto/ it imports, directly or not (protobuf's own, which the build does not compile,
     * left out); empty if proto/ has no such message.
     */
    public SortedSet<String> filesOf(SchemaName message) {
        SortedSet<String> files = new TreeSet<>();
        String declaring = declaredIn.get(message);
        Deque<String> next = new ArrayDeque<>();
        if (declaring != null) {
            next.add(declaring);
        }
        while (!next.isEmpty()) {
            String file = next.poll();
            if (imports.containsKey(file) && files.add(file)) {
                next.addAll(imports.get(file));
            }
        }
        return files;
    }

    /** The generated message of this full name, as its default instance; empty if proto/ has none. */
    public Optional<Message> defaultInstance(SchemaName name) {
        return GeneratedRecords.of(name.toString()).map(bindings -> bindings.defaultMessage());
    }

    private static ProtoCatalog load() {
        try (InputStream in = ProtoCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return of(FileDescriptorSet.getDefaultInstance());
            }
            return of(FileDescriptorSet.parseFrom(in));
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + RESOURCE, e);
        }
    }

    /** The catalog of these files: their message types. */
    static ProtoCatalog of(FileDescriptorSet files) {
        Map<SchemaName, DescriptorProto> declarations = new TreeMap<>();
        Map<SchemaName, String> declaredIn = new TreeMap<>();
        Map<String, List<String>> imports = new TreeMap<>();
        for (FileDescriptorProto file : files.getFileList()) {
            String prefix = file.getPackage().isEmpty() ? "" : file.getPackage() + ".";
            Map<SchemaName, DescriptorProto> ofFile = new TreeMap<>();
            for (DescriptorProto message : file.getMessageTypeList()) {
                add(ofFile, message, prefix);
            }
            declarations.putAll(ofFile);
            ofFile.keySet().forEach(name -> declaredIn.put(name, file.getName()));
            imports.put(file.getName(), List.copyOf(file.getDependencyList()));
        }
        return new ProtoCatalog(declarations, declaredIn, imports);
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
