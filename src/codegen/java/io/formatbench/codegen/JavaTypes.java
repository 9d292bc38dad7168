package io.formatbench.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The names and Java types of the generated code: a message's record lives in the package of protoc's
 * class plus {@code .records} ({@code io.formatbench.proto.records.Pipeline}), nested as the message is;
 * each binding of it is a class of the same name and a suffix beside it ({@code PipelineJsonBinding}),
 * with a nested class for each nested message ({@code PipelineJsonBinding.Field}).
 */
final class JavaTypes {

    static final String RECORDS = "records";

    static final ClassName BYTES = ClassName.get("io.formatbench.model", "Bytes");
    static final ClassName INSTANT = ClassName.get("java.time", "Instant");
    static final ClassName DURATION = ClassName.get("java.time", "Duration");
    static final ClassName LIST = ClassName.get("java.util", "List");
    static final ClassName MAP = ClassName.get("java.util", "Map");

    /** Java's keywords and literals, and the names a record component may not have (JLS 8.10.1). */
    private static final Set<String> RESERVED = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "false", "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "null", "package", "private", "protected", "public", "return",
            "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws",
            "transient", "true", "try", "void", "volatile", "while", "var", "yield", "record", "sealed", "permits",
            "_", "clone", "finalize", "getClass", "hashCode", "notify", "notifyAll", "toString", "wait");

    private JavaTypes() {}

    static String recordsPackage(com.google.protobuf.Descriptors.FileDescriptor file) {
        String base = ProtocNames.javaPackage(file);
        return base.isEmpty() ? RECORDS : base + "." + RECORDS;
    }

    static ClassName recordClass(Descriptor message) {
        return nested(recordsPackage(message.getFile()), path(message), "");
    }

    static ClassName enumClass(EnumDescriptor type) {
        List<String> names = type.getContainingType() == null ? new ArrayList<>() : path(type.getContainingType());
        names.add(type.getName());
        return nested(recordsPackage(type.getFile()), names, "");
    }

    /** A binding of the message: {@code PipelineJsonBinding}, {@code PipelineJsonBinding.Field}. */
    static ClassName bindingClass(Descriptor message, String suffix) {
        return nested(recordsPackage(message.getFile()), path(message), suffix);
    }

    /** The top-level type a message's record is nested in, or the record itself. */
    static Descriptor topLevel(Descriptor message) {
        Descriptor top = message;
        while (top.getContainingType() != null) {
            top = top.getContainingType();
        }
        return top;
    }

    private static List<String> path(Descriptor message) {
        List<String> names = new ArrayList<>();
        for (Descriptor type = message; type != null; type = type.getContainingType()) {
            names.add(0, type.getName());
        }
        return names;
    }

    private static ClassName nested(String packageName, List<String> names, String suffix) {
        ClassName type = ClassName.get(packageName, names.get(0) + suffix);
        for (String name : names.subList(1, names.size())) {
            type = type.nestedClass(name);
        }
        return type;
    }

    /** A field's record component: its name in lower camel case, with "_" after a name Java reserves. */
    static String componentName(String fieldName) {
        String camel = ProtocNames.camelCase(fieldName, false);
        return RESERVED.contains(camel) ? camel + "_" : camel;
    }

    /** The component's type: a primitive for a plain scalar, a boxed or reference type when nullable. */
    static TypeName componentType(FieldPlan field) {
        return switch (field.shape) {
            case LIST -> ParameterizedTypeName.get(LIST, valueType(field));
            case MAP -> ParameterizedTypeName.get(MAP, keyType(field), valueType(field));
            case SINGLE -> field.presence ? valueType(field) : plainType(field);
        };
    }

    /** One value as an object: a list's element, a map's value, a nullable field. */
    static TypeName valueType(FieldPlan field) {
        return switch (field.kind) {
            case INT32 -> ClassName.get(Integer.class);
            case UINT32, INT64, UINT64 -> ClassName.get(Long.class);
            case FLOAT -> ClassName.get(Float.class);
            case DOUBLE -> ClassName.get(Double.class);
            case BOOL -> ClassName.get(Boolean.class);
            case STRING -> ClassName.get(String.class);
            case BYTES -> BYTES;
            case ENUM -> enumClass(field.enumType);
            case MESSAGE -> recordClass(field.messageType);
            case TIMESTAMP -> INSTANT;
            case DURATION -> DURATION;
            case OPAQUE -> ProtocNames.messageClass(field.messageType);
        };
    }

    static TypeName keyType(FieldPlan field) {
        return switch (field.keyKind) {
            case INT32 -> ClassName.get(Integer.class);
            case UINT32, INT64, UINT64 -> ClassName.get(Long.class);
            case BOOL -> ClassName.get(Boolean.class);
            case STRING -> ClassName.get(String.class);
            default -> throw new IllegalStateException("no map key of kind " + field.keyKind);
        };
    }

    private static TypeName plainType(FieldPlan field) {
        return switch (field.kind) {
            case INT32 -> TypeName.INT;
            case UINT32, INT64, UINT64 -> TypeName.LONG;
            case FLOAT -> TypeName.FLOAT;
            case DOUBLE -> TypeName.DOUBLE;
            case BOOL -> TypeName.BOOLEAN;
            default -> valueType(field);
        };
    }

    /** Whether the record holds a plain field as a Java primitive (never null). */
    static boolean isPrimitive(FieldPlan field) {
        return field.shape == FieldPlan.Shape.SINGLE && !field.presence && componentType(field).isPrimitive();
    }
}
