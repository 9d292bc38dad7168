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

    @Override
    String suffix() {
        return "DslJsonBinding";
    }

    @Override
    TypeName bindingInterface(TypeName record) {
        return ParameterizedTypeName.get(BINDING, record);
    }

    @Override
    String libraryWords() {
        return "DSL-JSON's JsonReader and JsonWriter";
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
        return ParameterizedTypeName.get(JSON_READER, com.palantir.javapoet.WildcardTypeName.subtypeOf(Object.class));
    }

    @Override
    String reader() {
        return "reader";
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

    private static String hashConstant(String name) {
        return "HASH_" + Names.constant(name) + (name.chars().anyMatch(Character::isUpperCase) ? "_JSON" : "");
    }

    private static String bytesConstant(String name) {
        return "BYTES_" + Names.constant(name) + (name.chars().anyMatch(Character::isUpperCase) ? "_JSON" : "");
    }

    private static String nextNameConstant(FieldPlan field) {
        return "NEXT_NAME_" + Names.constant(field.protoName);
    }

    private static String enumConstant(FieldPlan field) {
        return "ENUM_" + Names.constant(field.protoName);
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
                    : CodeBlock.of("$T.writeInt64(writer, $L);\n", VALUES, value);
            case UINT64 -> CodeBlock.of("$T.$N(writer, $L);\n", VALUES,
                    field.jsonNumber ? "writeUInt64Number" : "writeUInt64", value);
            case FLOAT -> CodeBlock.of("$T.writeFloat(writer, $L);\n", VALUES, value);
            case DOUBLE -> CodeBlock.of("$T.writeDouble(writer, $L);\n", VALUES, value);
            case BOOL -> CodeBlock.of("$T.serialize($L, writer);\n", BOOLS, value);
            case STRING -> CodeBlock.of("$T.writeString(writer, $L);\n", VALUES, value);
            case BYTES -> CodeBlock.of("$T.writeBytes(writer, $L);\n", VALUES, value);
            case ENUM -> CodeBlock.of("writer.writeAscii($N[$L.ordinal()]);\n", valuesConstant(field), value);
            case MESSAGE -> CodeBlock.of("$T.INSTANCE.write(writer, $L);\n", bindingOf(field), value);
            case TIMESTAMP -> CodeBlock.of("$T.writeTimestamp(writer, $L);\n", VALUES, value);
            case DURATION -> CodeBlock.of("$T.writeDuration(writer, $L);\n", VALUES, value);
            case OPAQUE -> CodeBlock.of("$T.writeOpaque(writer, $N, $L);\n", VALUES, opaqueConstant(field), value);
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
        CodeBlock.Builder loop = CodeBlock.builder()
                .beginControlFlow("if (reader.getNextToken() != '}')")
                .beginControlFlow("while (true)")
                .beginControlFlow("switch (reader.fillName())");
        for (Case group : cases(message.byNumber, NameHashes::dslJson)) {
            loop.beginControlFlow("case $L ->", Fastjson2BindingEmitter.labels(group));
            for (int f = 0; f < group.fields().size(); f++) {
                FieldPlan field = group.fields().get(f);
                String matches = String.join(" || ", names(field).stream()
                        .map(name -> "reader.wasLastName(" + bytesConstant(name) + ")").toList());
                if (f == 0) {
                    loop.beginControlFlow("if ($L)", matches);
                } else {
                    loop.nextControlFlow("else if ($L)", matches);
                }
                loop.addStatement("reader.getNextToken()").add(caseFor.apply(field)).addStatement("reader.getNextToken()");
            }
            // A name that only hashes alike: one the record lacks.
            loop.nextControlFlow("else").addStatement("$T.skipUnknown(reader, unknown)", VALUES)
                    .endControlFlow().endControlFlow();
        }
        return loop.addStatement("default -> $T.skipUnknown(reader, unknown)", VALUES)
                .endControlFlow()
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
