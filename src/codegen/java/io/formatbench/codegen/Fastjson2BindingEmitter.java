package io.formatbench.codegen;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
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

    Fastjson2BindingEmitter() {
        super(new Library("Fastjson2Binding", BINDING, "fastjson2's JSONReader and JSONWriter", JSON_WRITER, "writer",
                JSON_READER, "reader"));
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
                    : writeThrough(VALUES, field, value);
            case BOOL -> CodeBlock.of("writer.writeBool($L);\n", value);
            case ENUM -> CodeBlock.of("writer.writeRaw($N[$L.ordinal()]);\n", valuesConstant(field), value);
            default -> writeThrough(VALUES, field, value);
        };
    }

    /**
     * The reader on the object's {@code {}: each name read into its hash, which picks the field; a hash no
     * field has, or one whose fold only another's shares, is a property the record lacks.
     */
    @Override
    CodeBlock readLoop(MessagePlan message, Function<FieldPlan, CodeBlock> caseFor) {
        return CodeBlock.builder()
                .addStatement("reader.nextIfObjectStart()")
                .beginControlFlow("while (!reader.nextIfObjectEnd())")
                .addStatement("long name = reader.readFieldNameHashCode()")
                .add(hashSwitch(message, CodeBlock.of("$T.hashCode(name)", Long.class),
                        name -> Long.hashCode(NameHashes.fastjson2(name)), name -> "name == " + hashConstant(name),
                        CodeBlock.of(""), CodeBlock.of(""), caseFor,
                        CodeBlock.of("$T.skipUnknown(reader, unknown);\n", VALUES)))
                .endControlFlow()
                .build();
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
        return readThrough(VALUES, field, path);
    }
}
