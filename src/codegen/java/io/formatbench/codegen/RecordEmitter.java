package io.formatbench.codegen;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The record of a message: one component per field in field-number order, of the type
 * {@link JavaTypes} gives it, checked in its compact constructor by {@code RecordFields} (immutable
 * lists and maps, ranges, one member of a oneof at most). A field without presence is never null in a
 * record: given null, it takes its default ("", no bytes, the enum's first value, an empty list or map),
 * as proto3 reads a field that is not set; a field with presence is null when not set. Also the enums
 * the message declares, with their numbers.
 */
final class RecordEmitter implements Emitter {

    static final ClassName RECORD_FIELDS = ClassName.get("io.formatbench.model", "RecordFields");
    static final ClassName PROTO_ENUM = ClassName.get("io.formatbench.model", "ProtoEnum");

    @Override
    public TypeSpec.Builder emit(MessagePlan message, Plans plans) {
        TypeSpec.Builder record = TypeSpec.recordBuilder(message.record.simpleName())
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("The record of {@code $L} ($L), generated from its descriptor by the build: do not\n"
                        + "edit. Its components are the message's fields in field-number order; a field with presence\n"
                        + "is null when not set.\n", message.fullName(), message.type.getFile().getName());
        MethodSpec.Builder constructor = MethodSpec.compactConstructorBuilder().addModifiers(Modifier.PUBLIC);
        for (FieldPlan field : message.byNumber) {
            constructor.addParameter(ParameterSpec.builder(JavaTypes.componentType(field), field.component).build());
            CodeBlock check = check(field);
            if (check != null) {
                constructor.addStatement(check);
            }
        }
        for (OneofDescriptor oneof : message.oneofs) {
            List<FieldPlan> members = message.members(oneof);
            String namesField = Names.constant(oneof.getName()) + "_MEMBERS";
            record.addField(FieldSpec.builder(String[].class, namesField, Modifier.PRIVATE, Modifier.STATIC,
                    Modifier.FINAL).initializer("{$L}", String.join(", ", members.stream()
                    .map(member -> "\"" + member.protoName + "\"").toList())).build());
            CodeBlock.Builder count = CodeBlock.builder();
            for (int i = 0; i < members.size(); i++) {
                count.add(i == 0 ? "" : " + ").add("($N != null ? 1 : 0)", members.get(i).component);
            }
            constructor.beginControlFlow("if ($L > 1)", count.build())
                    .addStatement("$T.oneof($S, $N, $L)", RECORD_FIELDS, oneof.getName(), namesField,
                            String.join(", ", members.stream().map(member -> member.component).toList()))
                    .endControlFlow();
        }
        record.recordConstructor(constructor.build());
        for (EnumDescriptor type : message.nestedEnums) {
            record.addType(enumType(type));
        }
        return record;
    }

    @Override
    public boolean nestedNeedsStatic() {
        return false;
    }

    /** The constructor's check of one field, or null when any value of its type will do. */
    private static CodeBlock check(FieldPlan field) {
        String name = field.component;
        return switch (field.shape) {
            case LIST -> switch (field.kind) {
                case UINT32 -> CodeBlock.of("$N = $T.uint32s($T.list($N, $S), $S)", name, RECORD_FIELDS, RECORD_FIELDS,
                        name, field.protoName, field.protoName);
                case TIMESTAMP -> CodeBlock.of("$N = $T.timestamps($T.list($N, $S), $S)", name, RECORD_FIELDS,
                        RECORD_FIELDS, name, field.protoName, field.protoName);
                case DURATION -> CodeBlock.of("$N = $T.durations($T.list($N, $S), $S)", name, RECORD_FIELDS,
                        RECORD_FIELDS, name, field.protoName, field.protoName);
                default -> CodeBlock.of("$N = $T.list($N, $S)", name, RECORD_FIELDS, name, field.protoName);
            };
            case MAP -> CodeBlock.of("$N = $T.map($N, $S)", name, RECORD_FIELDS, name, field.protoName);
            case SINGLE -> {
                if (field.required) {
                    yield CodeBlock.of("$T.present($N, $S)", RECORD_FIELDS, name, field.protoName);
                }
                yield switch (field.kind) {
                    case UINT32 -> CodeBlock.of("$T.uint32($N, $S)", RECORD_FIELDS, name, field.protoName);
                    case TIMESTAMP -> CodeBlock.of("$T.timestamp($N, $S)", RECORD_FIELDS, name, field.protoName);
                    case DURATION -> CodeBlock.of("$T.duration($N, $S)", RECORD_FIELDS, name, field.protoName);
                    case STRING -> field.presence ? null : CodeBlock.of("$N = $N == null ? \"\" : $N", name, name, name);
                    case BYTES -> field.presence ? null
                            : CodeBlock.of("$N = $N == null ? $T.EMPTY : $N", name, name, JavaTypes.BYTES, name);
                    case ENUM -> field.presence ? null : CodeBlock.of("$N = $N == null ? $T.$N : $N", name, name,
                            JavaTypes.enumClass(field.enumType), field.enumType.getValues().get(0).getName(), name);
                    default -> null;
                };
            }
        };
    }

    /**
     * A .proto enum as a Java enum: a constant per number, named as the .proto names it, in the
     * .proto's order, each with its number; an alias (allow_alias) is a static field of the constant it
     * names. {@code forNumber} and {@code forName} give null for what the enum does not list.
     */
    static TypeSpec enumType(EnumDescriptor type) {
        ClassName self = JavaTypes.enumClass(type);
        TypeSpec.Builder spec = TypeSpec.enumBuilder(self.simpleName())
                .addModifiers(Modifier.PUBLIC)
                .addSuperinterface(PROTO_ENUM)
                .addJavadoc("The enum {@code $L} ($L),\ngenerated by the build: do not edit.\n", type.getFullName(),
                        type.getFile().getName());
        Map<Integer, EnumValueDescriptor> canonical = new HashMap<>();
        MethodSpec.Builder forNumber = MethodSpec.methodBuilder("forNumber")
                .addJavadoc("The value numbered {@code number}, or null when the enum lists none.\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(self).addParameter(TypeName.INT, "number")
                .addCode("return switch (number) {\n$>");
        MethodSpec.Builder forName = MethodSpec.methodBuilder("forName")
                .addJavadoc("The value named {@code name} by the .proto (an alias too), or null.\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(self).addParameter(String.class, "name")
                .addCode("return switch (name) {\n$>");
        for (EnumValueDescriptor value : type.getValues()) {
            EnumValueDescriptor first = canonical.putIfAbsent(value.getNumber(), value);
            if (first == null) {
                spec.addEnumConstant(value.getName(), TypeSpec.anonymousClassBuilder("$L", value.getNumber()).build());
                forNumber.addStatement("case $L -> $N", value.getNumber(), value.getName());
            } else {
                spec.addField(FieldSpec.builder(self, value.getName(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("An alias of {@link #$N}.\n", first.getName())
                        .initializer("$N", first.getName()).build());
            }
            forName.addStatement("case $S -> $N", value.getName(), value.getName());
        }
        forNumber.addStatement("default -> null").addCode("$<};\n");
        forName.addStatement("default -> null").addCode("$<};\n");
        return spec
                .addField(TypeName.INT, "number", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addParameter(TypeName.INT, "number")
                        .addStatement("this.number = number").build())
                .addMethod(MethodSpec.methodBuilder("number").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC).returns(TypeName.INT)
                        .addJavadoc("The value's number in the .proto.\n")
                        .addStatement("return number").build())
                .addMethod(forNumber.build())
                .addMethod(forName.build())
                .build();
    }
}
