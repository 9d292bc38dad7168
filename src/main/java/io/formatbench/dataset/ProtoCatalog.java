package io.formatbench.dataset;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.SchemaName;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The message types of the {@code .proto} files in proto/, as the build compiled them: every one is a
 * schema, named by its full name ({@code formatbench.kinds.EveryKind}). The build writes a descriptor
 * set of those files beside the classes ({@value #RESOURCE}); this reads it, and finds each message's
 * generated class by protoc's rules for Java names, so that the codecs run on the classes a user's
 * own code would use, not on DynamicMessage.
 */
public final class ProtoCatalog {

    /** Where the build puts the descriptor set of proto/ (pom.xml, protobuf-maven-plugin). */
    static final String RESOURCE = "/formatbench/proto-files.desc";

    private static final ProtoCatalog BUILT = load();

    /** Each message's generated class, by full name, sorted. */
    private final Map<SchemaName, String> classNames;
    /** Each message's declaration, by full name. */
    private final Map<SchemaName, DescriptorProto> declarations;

    private ProtoCatalog(Map<SchemaName, String> classNames, Map<SchemaName, DescriptorProto> declarations) {
        this.classNames = Collections.unmodifiableMap(classNames);
        this.declarations = Collections.unmodifiableMap(declarations);
    }

    /** The catalog of the proto/ files this build compiled. */
    public static ProtoCatalog built() {
        return BUILT;
    }

    /** The full names of every message type, top-level and nested, sorted. */
    public List<SchemaName> names() {
        return List.copyOf(classNames.keySet());
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
        String className = classNames.get(name);
        if (className == null) {
            return Optional.empty();
        }
        try {
            Class<?> type = Class.forName(className, true, ProtoCatalog.class.getClassLoader());
            Message instance = (Message) type.getMethod("getDefaultInstance").invoke(null);
            Descriptor descriptor = instance.getDescriptorForType();
            if (!descriptor.getFullName().equals(name.toString())) {
                throw new IllegalStateException(className + " is " + descriptor.getFullName() + ", not " + name);
            }
            return Optional.of(instance);
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalStateException("message " + name + ": no generated class " + className
                    + " on the classpath (was proto/ compiled by this build? mvn -B package)", e);
        }
    }

    private static ProtoCatalog load() {
        try (InputStream in = ProtoCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return new ProtoCatalog(new TreeMap<>(), new TreeMap<>());
            }
            return of(FileDescriptorSet.parseFrom(in));
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + RESOURCE, e);
        }
    }

    /** The catalog of these files: their message types and the Java classes protoc names for them. */
    static ProtoCatalog of(FileDescriptorSet files) {
        Map<SchemaName, String> classNames = new TreeMap<>();
        Map<SchemaName, DescriptorProto> declarations = new TreeMap<>();
        for (FileDescriptorProto file : files.getFileList()) {
            String prefix = javaPackage(file) + "." + (file.getOptions().getJavaMultipleFiles()
                    ? "" : outerClassName(file) + "$");
            String protoPrefix = file.getPackage().isEmpty() ? "" : file.getPackage() + ".";
            for (DescriptorProto message : file.getMessageTypeList()) {
                add(classNames, declarations, message, protoPrefix, prefix);
            }
        }
        return new ProtoCatalog(classNames, declarations);
    }

    private static void add(Map<SchemaName, String> classNames, Map<SchemaName, DescriptorProto> declarations,
                            DescriptorProto message, String protoPrefix, String classPrefix) {
        if (message.getOptions().getMapEntry()) {
            return; // a map field's entry type: protoc generates no class for it
        }
        String fullName = protoPrefix + message.getName();
        String className = classPrefix + message.getName();
        classNames.put(SchemaName.of(fullName), className);
        declarations.put(SchemaName.of(fullName), message);
        for (DescriptorProto nested : message.getNestedTypeList()) {
            add(classNames, declarations, nested, fullName + ".", className + "$");
        }
    }

    private static String javaPackage(FileDescriptorProto file) {
        return file.getOptions().hasJavaPackage() ? file.getOptions().getJavaPackage() : file.getPackage();
    }

    /**
     * protoc's outer class: {@code java_outer_classname}, or the file's name in camel case, with
     * {@code OuterClass} appended when a message, enum or service of the file has that name.
     */
    static String outerClassName(FileDescriptorProto file) {
        if (file.getOptions().hasJavaOuterClassname()) {
            return file.getOptions().getJavaOuterClassname();
        }
        String baseName = file.getName().substring(file.getName().lastIndexOf('/') + 1).replaceFirst("\\.proto$", "");
        String camel = camelCase(baseName);
        List<String> topLevel = new ArrayList<>();
        file.getMessageTypeList().forEach(message -> topLevel.add(message.getName()));
        file.getEnumTypeList().forEach(type -> topLevel.add(type.getName()));
        file.getServiceList().forEach(service -> topLevel.add(service.getName()));
        return topLevel.contains(camel) ? camel + "OuterClass" : camel;
    }

    /** protoc's UnderscoresToCamelCase: a letter after a digit or a separator is upper case, separators go. */
    private static String camelCase(String name) {
        StringBuilder camel = new StringBuilder();
        boolean upperNext = true;
        for (char c : name.toCharArray()) {
            if (c >= 'a' && c <= 'z') {
                camel.append(upperNext ? Character.toUpperCase(c) : c);
                upperNext = false;
            } else if (c >= 'A' && c <= 'Z') {
                camel.append(c); // protoc keeps an upper-case letter as it is, wherever it stands
                upperNext = false;
            } else if (c >= '0' && c <= '9') {
                camel.append(c);
                upperNext = true;
            } else {
                upperNext = true;
            }
        }
        return camel.toString();
    }
}
