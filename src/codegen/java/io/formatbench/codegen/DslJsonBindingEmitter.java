package io.formatbench.codegen;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * A record's converter for DSL-JSON's JsonReader and JsonWriter, what the dsl-json codecs run, in the
 * shape {@link JsonObjectEmitter} decides. It is the code DSL-JSON's annotation processor makes of a
 * class: a switch on the 32-bit hash {@code fillName()} reads each name into, names written as
 * pre-encoded bytes, its NumberConverter, BoolConverter and the reader's and writer's own calls through
 * {@code DslJsonValues}. Unlike the processor's default (hashMatch), a matching hash is checked against
 * the name's bytes: a 32-bit hash of an unknown name may equal a known one's, and the reader must then
 * refuse or skip it, not read it into the field.
 */
final class DslJsonBindingEmitter extends JsonObjectEmitter {

    private static final ClassName JSON_WRITER = ClassName.get("com.dslplatform.json", "JsonWriter");
    private static final ClassName JSON_READER = ClassName.get("com.dslplatform.json", "JsonReader");
    private static final ClassName NUMBERS = ClassName.get("com.dslplatform.json", "NumberConverter");
    private static final ClassName BOOLS = ClassName.get("com.dslplatform.json", "BoolConverter");
    private static final ClassName BINDING = ClassName.get("io.formatbench.codec.json.dsljson", "DslJsonBinding");
    private static final ClassName VALUES = ClassName.get("io.formatbench.codec.json.dsljson", "DslJsonValues");
    private static final ClassName ENUM_NAMES = ClassName.get("io.formatbench.codec.json.dsljson", "EnumNames");

    DslJsonBindingEmitter() {
        super(new Library("DslJsonBinding", BINDING, "DSL-JSON's JsonReader and JsonWriter", JSON_WRITER, "writer",
                ParameterizedTypeName.get(JSON_READER, WildcardTypeName.subtypeOf(Object.class)), "reader"));
    }

    @Override
    void addFieldConstants(TypeSpec.Builder type, FieldPlan field) {
        type.addField(FieldSpec.builder(byte[].class, nameConstant(field), Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL).initializer("$T.name($S)", VALUES, field.protoName).build());
        type.addField(FieldSpec.builder(byte[].class, nextNameConstant(field), Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL).initializer("$T.nextName($S)", VALUES, field.protoName).build());
        for (String name : names(field)) {
            // As DSL-JSON hashes the name, checked against it when the class loads; and the bytes a match must have.
            type.addField(FieldSpec.builder(TypeName.INT, hashConstant(name), Modifier.PRIVATE, Modifier.STATIC,
                    Modifier.FINAL).initializer("$T.hash($S, $L)", VALUES, name, NameHashes.dslJson(name)).build());
            type.addField(FieldSpec.builder(byte[].class, bytesConstant(name), Modifier.PRIVATE, Modifier.STATIC,
                    Modifier.FINAL).initializer("$T.bytes($S)", VALUES, name).build());
        }
        if (field.kind == FieldPlan.Kind.ENUM) {
            ClassName enumType = JavaTypes.enumClass(field.enumType);
            type.addField(FieldSpec.builder(ArrayTypeName.of(byte[].class), valuesConstant(field),
                    Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.names($T.class)", VALUES, enumType).build());
            type.addField(FieldSpec.builder(ParameterizedTypeName.get(ENUM_NAMES, enumType), enumConstant(field),
                    Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.of($T.class)", ENUM_NAMES, enumType).build());
        }
    }

    private static String bytesConstant(String name) {
        return "BYTES_" + Names.constant(name) + (name.chars().anyMatch(Character::isUpperCase) ? "_JSON" : "");
    }

    private static String nextNameConstant(FieldPlan field) {
        return "NEXT_NAME_" + Names.constant(field.protoName);
    }

    @Override
    CodeBlock startObject() {
        return CodeBlock.of("writer.writeByte($T.OBJECT_START);\n", JSON_WRITER);
    }

    @Override
    CodeBlock endObject() {
        return CodeBlock.of("writer.writeByte($T.OBJECT_END);\n", JSON_WRITER);
    }

    /** DSL-JSON leaves the commas to the caller: a name after another comes pre-encoded with its comma. */
    @Override
    CodeBlock writeName(FieldPlan field, Place place) {
        return switch (place) {
            case FIRST -> CodeBlock.of("writer.writeAscii($N);\n", nameConstant(field));
            case AFTER_ANOTHER -> CodeBlock.of("writer.writeAscii($N);\n", nextNameConstant(field));
            case AFTER_OPTIONAL_ONES -> CodeBlock.of("writer.writeAscii($T.afterObjectStart(writer) ? $N : $N);\n",
                    VALUES, nameConstant(field), nextNameConstant(field));
        };
    }

    @Override
    CodeBlock writeList(FieldPlan field, String list, CodeBlock element) {
        return CodeBlock.builder()
                .addStatement("writer.writeByte($T.ARRAY_START)", JSON_WRITER)
                .beginControlFlow("for (int i = 0; i < $N.size(); i++)", list)
                .beginControlFlow("if (i != 0)")
                .addStatement("writer.writeByte($T.COMMA)", JSON_WRITER)
                .endControlFlow()
                .add(element)
                .endControlFlow()
                .addStatement("writer.writeByte($T.ARRAY_END)", JSON_WRITER)
                .build();
    }

    @Override
    CodeBlock writeMap(FieldPlan field, String map, CodeBlock value) {
        TypeName entry = ParameterizedTypeName.get(ClassName.get("java.util", "Map", "Entry"),
                JavaTypes.keyType(field), JavaTypes.valueType(field));
        // A block of its own: a message may have several maps, each with its count.
        return CodeBlock.builder()
                .add("{\n").indent()
                .addStatement("writer.writeByte($T.OBJECT_START)", JSON_WRITER)
                .addStatement("int n = 0")
                .beginControlFlow("for ($T entry : $N.entrySet())", entry, map)
                .beginControlFlow("if (n++ != 0)")
                .addStatement("writer.writeByte($T.COMMA)", JSON_WRITER)
                .endControlFlow()
                .addStatement("$T.writeKey(writer, $L)", VALUES, keyText(field))
                .add(value)
                .endControlFlow()
                .addStatement("writer.writeByte($T.OBJECT_END)", JSON_WRITER)
                .unindent().add("}\n")
                .build();
    }

    @Override
    CodeBlock writeValue(FieldPlan field, CodeBlock value) {
        return switch (field.kind) {
            case INT32, UINT32 -> CodeBlock.of("$T.serialize($L, writer);\n", NUMBERS, value);
            case INT64 -> field.jsonNumber ? CodeBlock.of("$T.serialize($L, writer);\n", NUMBERS, value)
                    : writeThrough(VALUES, field, value);
            case BOOL -> CodeBlock.of("$T.serialize($L, writer);\n", BOOLS, value);
            case ENUM -> CodeBlock.of("writer.writeAscii($N[$L.ordinal()]);\n", valuesConstant(field), value);
            default -> writeThrough(VALUES, field, value);
        };
    }

    /**
     * The reader on the object's {@code {}, left on its {@code }}: each name read into its hash, which
     * picks the field when the name's bytes are the field's; anything else is a property the record
     * lacks, which {@code DslJsonValues.skipUnknown} leaves on the token after its value, as a field's
     * case does by its last {@code getNextToken()}.
     */
    @Override
    CodeBlock readLoop(MessagePlan message, Function<FieldPlan, CodeBlock> caseFor) {
        return CodeBlock.builder()
                .beginControlFlow("if (reader.getNextToken() != '}')")
                .beginControlFlow("while (true)")
                .add(hashSwitch(message, CodeBlock.of("reader.fillName()"), NameHashes::dslJson,
                        name -> "reader.wasLastName(" + bytesConstant(name) + ")",
                        CodeBlock.of("reader.getNextToken();\n"), CodeBlock.of("reader.getNextToken();\n"), caseFor,
                        CodeBlock.of("$T.skipUnknown(reader, unknown);\n", VALUES)))
                .beginControlFlow("if (reader.last() != ',')")
                .addStatement("break")
                .endControlFlow()
                .addStatement("reader.getNextToken()")
                .endControlFlow()
                .addStatement("$T.requireObjectEnd(reader)", VALUES)
                .endControlFlow()
                .build();
    }

    @Override
    CodeBlock nameInUse(FieldPlan field) {
        return CodeBlock.of("reader.getLastName()");
    }

    @Override
    CodeBlock notNull() {
        return CodeBlock.of("!reader.wasNull()");
    }

    @Override
    CodeBlock requireObject(String path) {
        return CodeBlock.of("$T.requireObject(reader, $S);\n", VALUES, path);
    }

    @Override
    CodeBlock readList(FieldPlan field, CodeBlock element) {
        return CodeBlock.builder()
                .addStatement("$T.requireArray(reader, $S)", VALUES, field.protoName)
                .beginControlFlow("if (reader.getNextToken() != ']')")
                .beginControlFlow("for (int i = 0; ; i++)")
                .add(element)
                .beginControlFlow("if (reader.getNextToken() != ',')")
                .addStatement("break")
                .endControlFlow()
                .addStatement("reader.getNextToken()")
                .endControlFlow()
                .addStatement("$T.requireArrayEnd(reader)", VALUES)
                .endControlFlow()
                .build();
    }

    @Override
    CodeBlock readMap(FieldPlan field, CodeBlock entry) {
        return CodeBlock.builder()
                .addStatement("$T.requireObject(reader, $S)", VALUES, field.protoName)
                .beginControlFlow("if (reader.getNextToken() != '}')")
                .beginControlFlow("while (true)")
                .addStatement("String key = reader.readKey()")
                .add(entry)
                .beginControlFlow("if (reader.getNextToken() != ',')")
                .addStatement("break")
                .endControlFlow()
                .addStatement("reader.getNextToken()")
                .endControlFlow()
                .addStatement("$T.requireObjectEnd(reader)", VALUES)
                .endControlFlow()
                .build();
    }

    @Override
    CodeBlock readValue(FieldPlan field, String path) {
        return readThrough(VALUES, field, path);
    }
}
