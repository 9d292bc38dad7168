package io.formatbench.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The Java names protoc gives a .proto's classes and accessors (protobuf's compiler/java/names.cc and
 * helpers.cc, 4.x): the generated bindings call protoc's classes by these names, and javac checks every
 * one of them when it compiles both.
 */
final class ProtocNames {

    /** Field names whose accessors would hide a method of Message: protoc appends "_" to them. */
    private static final Set<String> FORBIDDEN = Set.of("Class", "DefaultInstanceForType", "ParserForType",
            "SerializedSize", "AllFields", "DescriptorForType", "InitializationErrorString", "UnknownFields",
            "CachedSize");

    private ProtocNames() {}

    /** The generated class of a message: nested in the file's outer class unless java_multiple_files. */
    static ClassName messageClass(Descriptor message) {
        return className(message.getFile(), nesting(message.getContainingType(), message.getName()));
    }

    static ClassName enumClass(EnumDescriptor type) {
        return className(type.getFile(), nesting(type.getContainingType(), type.getName()));
    }

    /** The message's {@code XOrBuilder}, which both the message and its builder implement. */
    static ClassName orBuilderClass(Descriptor message) {
        ClassName type = messageClass(message);
        return type.enclosingClassName() == null
                ? ClassName.get(type.packageName(), type.simpleName() + "OrBuilder")
                : type.enclosingClassName().nestedClass(type.simpleName() + "OrBuilder");
    }

    static ClassName builderClass(Descriptor message) {
        return messageClass(message).nestedClass("Builder");
    }

    static String javaPackage(FileDescriptor file) {
        return file.getOptions().hasJavaPackage() ? file.getOptions().getJavaPackage() : file.getPackage();
    }

    private static ClassName className(FileDescriptor file, List<String> names) {
        List<String> path = new ArrayList<>();
        if (!file.getOptions().getJavaMultipleFiles()) {
            path.add(outerClassName(file));
        }
        path.addAll(names);
        return ClassName.get(javaPackage(file), path.get(0), path.subList(1, path.size()).toArray(String[]::new));
    }

    private static List<String> nesting(Descriptor parent, String name) {
        List<String> names = new ArrayList<>();
        for (Descriptor outer = parent; outer != null; outer = outer.getContainingType()) {
            names.add(0, outer.getName());
        }
        names.add(name);
        return names;
    }

    /**
     * protoc's outer class: {@code java_outer_classname}, or the file's name in camel case, with
     * {@code OuterClass} appended when a message, enum or service of the file has that name.
     */
    static String outerClassName(FileDescriptor file) {
        if (file.getOptions().hasJavaOuterClassname()) {
            return file.getOptions().getJavaOuterClassname();
        }
        String baseName = file.getName().substring(file.getName().lastIndexOf('/') + 1).replaceFirst("\\.proto$", "");
        String camel = camelCase(baseName, true);
        boolean taken = file.getMessageTypes().stream().anyMatch(type -> type.getName().equals(camel))
                || file.getEnumTypes().stream().anyMatch(type -> type.getName().equals(camel))
                || file.getServices().stream().anyMatch(service -> service.getName().equals(camel));
        return taken ? camel + "OuterClass" : camel;
    }

    /** The field's part of its accessors' names: {@code ProducerId} of getProducerId. */
    static String capitalized(FieldDescriptor field) {
        String name = field.getType() == FieldDescriptor.Type.GROUP ? field.getMessageType().getName() : field.getName();
        String camel = camelCase(name, true);
        return FORBIDDEN.contains(camel) ? camel + "_" : camel;
    }

    /** The oneof's case enum, {@code PayloadCase}, and its accessor, getPayloadCase. */
    static String oneofCapitalized(OneofDescriptor oneof) {
        return camelCase(oneof.getName(), true);
    }

    /**
     * protoc's UnderscoresToCamelCase: a letter after a digit, an underscore or the start (when
     * capitalizing) is upper case; an upper-case letter stays as it is, except a first one when not
     * capitalizing; anything but letters and digits goes.
     */
    static String camelCase(String name, boolean capitalizeFirst) {
        StringBuilder camel = new StringBuilder();
        boolean upperNext = capitalizeFirst;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c >= 'a' && c <= 'z') {
                camel.append(upperNext ? Character.toUpperCase(c) : c);
                upperNext = false;
            } else if (c >= 'A' && c <= 'Z') {
                camel.append(i == 0 && !capitalizeFirst ? Character.toLowerCase(c) : c);
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
