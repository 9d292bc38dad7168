package io.formatbench.codegen;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * A record's binding to fastjson2's JSONReader and JSONWriter, what the fastjson2 codecs run, in the shape
 * {@link JsonObjectEmitter} decides. It is the code fastjson2's own generator makes of a class: a switch
 * on the 64-bit hash {@code readFieldNameHashCode()} reads each name into (folded to an int for Java's
 * switch, the whole hash compared in the case), names written as pre-encoded bytes, fastjson2's typed
 * reads and writes through {@code Fastjson2Values}.
 */
final class Fastjson2BindingEmitter extends JsonObjectEmitter {

    private static final ClassName JSON_WRITER = ClassName.get("com.alibaba.fastjson2", "JSONWriter");
    private static final ClassName JSON_READER = ClassName.get("com.alibaba.fastjson2", "JSONReader");
    private static final ClassName BINDING = ClassName.get("io.formatbench.codec.json.fastjson2", "Fastjson2Binding");
    private static final ClassName VALUES = ClassName.get("io.formatbench.codec.json.fastjson2", "Fastjson2Values");
    private static final ClassName ENUM_HASHES = ClassName.get("io.formatbench.codec.json.fastjson2", "EnumHashes");

    @Override
    String suffix() {
        return "Fastjson2Binding";
    }

    @Override
    TypeName bindingInterface(TypeName record) {
        return ParameterizedTypeName.get(BINDING, record);
    }

    @Override
    String libraryWords() {
        return "fastjson2's JSONReader and JSONWriter";
    }

    @Override
    TypeName writerType() {
        return JSON_WRITER;
    }

    @Override
    String writer() {
        return "writer";
    }

    @Override
    TypeName readerType() {
        return JSON_READER;
    }

    @Override
    String reader() {
        return "reader";
    }

    @Override
    void addFieldConstants(TypeSpec.Builder type, FieldPlan field) {
        type.addField(FieldSpec.builder(byte[].class, nameConstant(field), Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL).initializer("$T.name($S)", VALUES, field.protoName).build());
        for (String name : names(field)) {
            // As fastjson2 hashes the name, written out so that the read's switch can take it as a label.
            type.addField(FieldSpec.builder(TypeName.LONG, hashConstant(name), Modifier.PRIVATE, Modifier.STATIC,
                    Modifier.FINAL).initializer("$T.hash($S, 0x$LL)", VALUES, name,
                    Long.toHexString(NameHashes.fastjson2(name))).build());
        }
        if (field.kind == FieldPlan.Kind.ENUM) {
            ClassName enumType = JavaTypes.enumClass(field.enumType);
            type.addField(FieldSpec.builder(ArrayTypeName.of(byte[].class), valuesConstant(field),
                    Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.names($T.class)", VALUES, enumType).build());
            type.addField(FieldSpec.builder(ParameterizedTypeName.get(ENUM_HASHES, enumType), enumConstant(field),
                    Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.of($T.class)", ENUM_HASHES, enumType).build());
        }
    }

    private static String hashConstant(String name) {
        return "HASH_" + Names.constant(name) + (name.chars().anyMatch(Character::isUpperCase) ? "_JSON" : "");
    }

    private static String enumConstant(FieldPlan field) {
        return "ENUM_" + Names.constant(field.protoName);
    }

    @Override
    CodeBlock startObject() {
        return CodeBlock.of("writer.startObject();\n");
    }

    @Override
    CodeBlock endObject() {
        return CodeBlock.of("writer.endObject();\n");
    }

    @Override
    CodeBlock writeName(FieldPlan field, Place place) {
        // writeNameRaw puts the comma before every name but an object's first.
        return CodeBlock.of("writer.writeNameRaw($N);\n", nameConstant(field));
    }

    @Override
    CodeBlock writeList(FieldPlan field, String list, CodeBlock element) {
        return CodeBlock.builder()
                .addStatement("writer.startArray()")
                .beginControlFlow("for (int i = 0; i < $N.size(); i++)", list)
                .beginControlFlow("if (i != 0)")
                .addStatement("writer.writeComma()")
                .endControlFlow()
                .add(element)
                .endControlFlow()
                .addStatement("writer.endArray()")
                .build();
    }

    @Override
    CodeBlock writeMap(FieldPlan field, String map, CodeBlock value) {
        TypeName entry = ParameterizedTypeName.get(ClassName.get("java.util", "Map", "Entry"),
                JavaTypes.keyType(field), JavaTypes.valueType(field));
        return CodeBlock.builder()
                .addStatement("writer.startObject()")
                .beginControlFlow("for ($T entry : $N.entrySet())", entry, map)
                .addStatement("$T.writeKey(writer, $L)", VALUES, keyText(field))
                .add(value)
                .endControlFlow()
                .addStatement("writer.endObject()")
                .build();
    }

    @Override
    CodeBlock writeValue(FieldPlan field, CodeBlock value) {
        return switch (field.kind) {
            case INT32 -> CodeBlock.of("writer.writeInt32($L);\n", value);
            case UINT32 -> CodeBlock.of("writer.writeInt64($L);\n", value);
            case INT64 -> field.jsonNumber ? CodeBlock.of("writer.writeInt64($L);\n", value)
                    : CodeBlock.of("$T.writeInt64(writer, $L);\n", VALUES, value);
            case UINT64 -> CodeBlock.of("$T.$N(writer, $L);\n", VALUES,
                    field.jsonNumber ? "writeUInt64Number" : "writeUInt64", value);
            case FLOAT -> CodeBlock.of("$T.writeFloat(writer, $L);\n", VALUES, value);
            case DOUBLE -> CodeBlock.of("$T.writeDouble(writer, $L);\n", VALUES, value);
            case BOOL -> CodeBlock.of("writer.writeBool($L);\n", value);
            case STRING -> CodeBlock.of("$T.writeString(writer, $L);\n", VALUES, value);
            case BYTES -> CodeBlock.of("$T.writeBytes(writer, $L);\n", VALUES, value);
            case ENUM -> CodeBlock.of("writer.writeRaw($N[$L.ordinal()]);\n", valuesConstant(field), value);
            case MESSAGE -> CodeBlock.of("$T.INSTANCE.write(writer, $L);\n", bindingOf(field), value);
            case TIMESTAMP -> CodeBlock.of("$T.writeTimestamp(writer, $L);\n", VALUES, value);
            case DURATION -> CodeBlock.of("$T.writeDuration(writer, $L);\n", VALUES, value);
            case OPAQUE -> CodeBlock.of("$T.writeOpaque(writer, $N, $L);\n", VALUES, opaqueConstant(field), value);
        };
    }

    /**
     * The reader on the object's {@code {}: each name read into its hash, which picks the field; a hash no
     * field has, or one whose fold only another's shares, is a property the record lacks.
     */
    @Override
    CodeBlock readLoop(MessagePlan message, Function<FieldPlan, CodeBlock> caseFor) {
        CodeBlock.Builder loop = CodeBlock.builder()
                .addStatement("reader.nextIfObjectStart()")
                .beginControlFlow("while (!reader.nextIfObjectEnd())")
                .addStatement("long name = reader.readFieldNameHashCode()")
                .beginControlFlow("switch ($T.hashCode(name))", Long.class);
        for (Case group : cases(message.byNumber, name -> Long.hashCode(NameHashes.fastjson2(name)))) {
            loop.beginControlFlow("case $L ->", labels(group));
            for (int f = 0; f < group.fields().size(); f++) {
                FieldPlan field = group.fields().get(f);
                String matches = String.join(" || ", names(field).stream()
                        .map(name -> "name == " + hashConstant(name)).toList());
                if (f == 0) {
                    loop.beginControlFlow("if ($L)", matches);
                } else {
                    loop.nextControlFlow("else if ($L)", matches);
                }
                loop.add(caseFor.apply(field));
            }
            // A name whose hash only folds to a field's: one the record lacks.
            loop.nextControlFlow("else").addStatement("$T.skipUnknown(reader, unknown)", VALUES)
                    .endControlFlow().endControlFlow();
        }
        return loop.addStatement("default -> $T.skipUnknown(reader, unknown)", VALUES)
                .endControlFlow()
                .endControlFlow()
                .build();
    }

    static String labels(Case group) {
        return String.join(", ", group.labels().stream().map(String::valueOf).toList());
    }

    @Override
    CodeBlock nameInUse(FieldPlan field) {
        return CodeBlock.of("reader.getFieldName()");
    }

    @Override
    CodeBlock notNull() {
        return CodeBlock.of("!reader.nextIfNull()");
    }

    @Override
    CodeBlock requireObject(String path) {
        return CodeBlock.of("$T.requireObject(reader, $S);\n", VALUES, path);
    }

    @Override
    CodeBlock readList(FieldPlan field, CodeBlock element) {
        return CodeBlock.builder()
                .addStatement("$T.requireArray(reader, $S)", VALUES, field.protoName)
                .beginControlFlow("for (int i = 0; !reader.nextIfArrayEnd(); i++)")
                .add(element)
                .endControlFlow()
                .build();
    }

    @Override
    CodeBlock readMap(FieldPlan field, CodeBlock entry) {
        return CodeBlock.builder()
                .addStatement("$T.requireObject(reader, $S)", VALUES, field.protoName)
                .addStatement("reader.nextIfObjectStart()")
                .beginControlFlow("while (!reader.nextIfObjectEnd())")
                .addStatement("String key = reader.readFieldName()")
                .add(entry)
                .endControlFlow()
                .build();
    }

    @Override
    CodeBlock readValue(FieldPlan field, String path) {
        return switch (field.kind) {
            case INT32 -> CodeBlock.of("$T.int32(reader, $S)", VALUES, path);
            case UINT32 -> CodeBlock.of("$T.uint32(reader, $S)", VALUES, path);
            case INT64 -> CodeBlock.of("$T.int64(reader, $S)", VALUES, path);
            case UINT64 -> CodeBlock.of("$T.uint64(reader, $S)", VALUES, path);
            case FLOAT -> CodeBlock.of("$T.float32(reader, $S)", VALUES, path);
            case DOUBLE -> CodeBlock.of("$T.float64(reader, $S)", VALUES, path);
            case BOOL -> CodeBlock.of("$T.bool(reader, $S)", VALUES, path);
            case STRING -> CodeBlock.of("$T.string(reader, $S)", VALUES, path);
            case BYTES -> CodeBlock.of("$T.bytes(reader, $S)", VALUES, path);
            case ENUM -> {
                ClassName type = JavaTypes.enumClass(field.enumType);
                yield CodeBlock.of("$T.enumValue(reader, $S, $N, $T::forName, $T::forNumber)", VALUES, path,
                        enumConstant(field), type, type);
            }
            case MESSAGE -> CodeBlock.of("$T.INSTANCE.read(reader, unknown.nested())", bindingOf(field));
            case TIMESTAMP -> CodeBlock.of("$T.timestamp(reader, $S)", VALUES, path);
            case DURATION -> CodeBlock.of("$T.duration(reader, $S)", VALUES, path);
            case OPAQUE -> CodeBlock.of("$T.opaque(reader, $S, $N, unknown.nested(), $T.class)", VALUES, path,
                    opaqueConstant(field), ProtocNames.messageClass(field.messageType));
        };
    }
}
