package io.formatbench.codegen;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * A record's JSON binding through Jackson's streaming API, what jackson-streaming (and CBOR's and
 * Smile's streaming codecs) run: the code a careful hand would write for Jackson's generator and parser,
 * in the shape {@link JsonObjectEmitter} decides. Lists are written with their sizes and maps without (in
 * CBOR a definite-length array and an indefinite-length map, as databind writes them).
 */
final class JsonBindingEmitter extends JsonObjectEmitter {

    static final ClassName JSON_GENERATOR = ClassName.get("com.fasterxml.jackson.core", "JsonGenerator");
    static final ClassName JSON_PARSER = ClassName.get("com.fasterxml.jackson.core", "JsonParser");
    static final ClassName JSON_TOKEN = ClassName.get("com.fasterxml.jackson.core", "JsonToken");
    private static final ClassName SERIALIZABLE_STRING = ClassName.get("com.fasterxml.jackson.core", "SerializableString");
    private static final ClassName JSON_BINDING = ClassName.get("io.formatbench.codec.json", "JsonBinding");

    JsonBindingEmitter() {
        super(new Library("JsonBinding", JSON_BINDING, "Jackson's streaming API", JSON_GENERATOR, "generator",
                JSON_PARSER, "parser"));
    }

    @Override
    void addFieldConstants(TypeSpec.Builder type, FieldPlan field) {
        type.addField(FieldSpec.builder(SERIALIZABLE_STRING, nameConstant(field), Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL).initializer("$T.name($S)", JSON_VALUES, field.protoName).build());
        if (field.kind == FieldPlan.Kind.ENUM) {
            type.addField(FieldSpec.builder(ArrayTypeName.of(SERIALIZABLE_STRING), valuesConstant(field),
                    Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.names($T.class)", JSON_VALUES, JavaTypes.enumClass(field.enumType)).build());
        }
    }

    @Override
    CodeBlock startObject() {
        return CodeBlock.of("generator.writeStartObject();\n");
    }

    @Override
    CodeBlock endObject() {
        return CodeBlock.of("generator.writeEndObject();\n");
    }

    @Override
    CodeBlock writeName(FieldPlan field, Place place) {
        // Jackson writes the commas between names itself.
        return CodeBlock.of("generator.writeFieldName($N);\n", nameConstant(field));
    }

    @Override
    CodeBlock writeList(FieldPlan field, String list, CodeBlock element) {
        return CodeBlock.builder()
                .addStatement("generator.writeStartArray($N, $N.size())", list, list)
                .beginControlFlow("for (int i = 0; i < $N.size(); i++)", list)
                .add(element)
                .endControlFlow()
                .addStatement("generator.writeEndArray()")
                .build();
    }

    @Override
    CodeBlock writeMap(FieldPlan field, String map, CodeBlock value) {
        TypeName entry = ParameterizedTypeName.get(ClassName.get("java.util", "Map", "Entry"),
                JavaTypes.keyType(field), JavaTypes.valueType(field));
        return CodeBlock.builder()
                // Without its size, as databind writes a map: CBOR then writes an indefinite-length map.
                .addStatement("generator.writeStartObject()")
                .beginControlFlow("for ($T entry : $N.entrySet())", entry, map)
                .add(writeKey(field))
                .add(value)
                .endControlFlow()
                .addStatement("generator.writeEndObject()")
                .build();
    }

    /**
     * A map's key as the object's name, as databind writes it: an integer key by writeFieldId (its digits
     * in JSON, an integer in CBOR and Smile), a uint64's unsigned digits, a boolean's or string's text.
     */
    private static CodeBlock writeKey(FieldPlan field) {
        return switch (field.keyKind) {
            case STRING, UINT64, BOOL -> CodeBlock.of("generator.writeFieldName($L);\n", keyText(field));
            default -> CodeBlock.of("generator.writeFieldId(entry.getKey());\n");
        };
    }

    @Override
    CodeBlock writeValue(FieldPlan field, CodeBlock value) {
        return switch (field.kind) {
            case INT32, UINT32, FLOAT, DOUBLE -> CodeBlock.of("generator.writeNumber($L);\n", value);
            case INT64 -> field.jsonNumber ? CodeBlock.of("generator.writeNumber($L);\n", value)
                    : CodeBlock.of("$T.writeInt64(generator, $L);\n", JSON_VALUES, value);
            case UINT64 -> CodeBlock.of("$T.$N(generator, $L);\n", JSON_VALUES,
                    field.jsonNumber ? "writeUInt64Number" : "writeUInt64", value);
            case BOOL -> CodeBlock.of("generator.writeBoolean($L);\n", value);
            case STRING -> CodeBlock.of("generator.writeString($L);\n", value);
            case BYTES -> CodeBlock.of("$T.writeBytes(generator, $L);\n", JSON_VALUES, value);
            case ENUM -> CodeBlock.of("generator.writeString($N[$L.ordinal()]);\n", valuesConstant(field), value);
            case MESSAGE -> CodeBlock.of("$T.INSTANCE.write(generator, $L);\n", bindingOf(field), value);
            case TIMESTAMP -> CodeBlock.of("$T.writeTimestamp(generator, $L);\n", JSON_VALUES, value);
            case DURATION -> CodeBlock.of("$T.writeDuration(generator, $L);\n", JSON_VALUES, value);
            case OPAQUE -> CodeBlock.of("$N.write(generator, $L);\n", opaqueConstant(field), value);
        };
    }

    /**
     * The loop over the object's names. Each name is first matched against the one written next
     * (writers write the fields in field-number order) by nextFieldName(SerializableString), which
     * compares the input's bytes with the pre-encoded name, without decoding it or looking it up:
     * Jackson's documented fast path for a parser that knows what comes. Any other name (a field
     * absent, out of order, unknown) falls back to its lookup by {@code fieldIndex}; the match resumes
     * after the field it finds.
     */
    @Override
    CodeBlock readLoop(MessagePlan message, Function<FieldPlan, CodeBlock> caseFor) {
        List<FieldPlan> fields = message.byNumber;
        CodeBlock.Builder loop = CodeBlock.builder()
                .addStatement("$T token", JSON_TOKEN)
                .addStatement("int expected = 0")
                .beginControlFlow("while (true)")
                .addStatement("int field")
                .beginControlFlow("if (expected < $L && parser.nextFieldName(IN_ORDER[expected]))", fields.size())
                .addStatement("field = expected")
                .nextControlFlow("else if ((expected < $L ? parser.currentToken() : parser.nextToken()) == $T.FIELD_NAME)",
                        fields.size(), JSON_TOKEN)
                .addStatement("field = fieldIndex(parser.currentName())")
                .nextControlFlow("else")
                .addStatement("break")
                .endControlFlow()
                .addStatement("token = parser.nextToken()")
                .beginControlFlow("switch (field)");
        for (int i = 0; i < fields.size(); i++) {
            loop.beginControlFlow("case $L ->", i).add(caseFor.apply(fields.get(i))).endControlFlow();
        }
        return loop.addStatement("default -> unknown.skip(parser, parser.currentName())")
                .endControlFlow()
                .beginControlFlow("if (field >= 0)")
                .addStatement("expected = field + 1")
                .endControlFlow()
                .endControlFlow()
                .build();
    }

    /** The names in the order they are written, and the index of a field by either of its names. */
    @Override
    void addMore(TypeSpec.Builder type, MessagePlan message) {
        List<FieldPlan> fields = message.byNumber;
        type.addField(FieldSpec.builder(ArrayTypeName.of(SERIALIZABLE_STRING), "IN_ORDER", Modifier.PRIVATE,
                Modifier.STATIC, Modifier.FINAL)
                .initializer("{$L}", String.join(", ", fields.stream().map(JsonObjectEmitter::nameConstant).toList()))
                .build());
        CodeBlock.Builder index = CodeBlock.builder().add("return switch (name) {\n").indent();
        for (int i = 0; i < fields.size(); i++) {
            String labels = String.join(", ", names(fields.get(i)).stream().map(n -> "\"" + n + "\"").toList());
            index.add("case $L -> $L;\n", labels, i);
        }
        type.addMethod(MethodSpec.methodBuilder("fieldIndex").addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class).addParameter(String.class, "name")
                .addCode(index.add("default -> -1;\n").unindent().add("};\n").build())
                .build());
    }

    @Override
    CodeBlock nameInUse(FieldPlan field) {
        return CodeBlock.of("parser.currentName()");
    }

    @Override
    CodeBlock notNull() {
        return CodeBlock.of("token != $T.VALUE_NULL", JSON_TOKEN);
    }

    @Override
    CodeBlock requireObject(String path) {
        return CodeBlock.of("$T.requireObject(token, $S);\n", JSON_VALUES, path);
    }

    @Override
    CodeBlock readList(FieldPlan field, CodeBlock element) {
        return CodeBlock.builder()
                .addStatement("$T.requireArray(token, $S)", JSON_VALUES, field.protoName)
                .beginControlFlow("for (int i = 0; (token = parser.nextToken()) != $T.END_ARRAY; i++)", JSON_TOKEN)
                .add(element)
                .endControlFlow()
                .build();
    }

    @Override
    CodeBlock readMap(FieldPlan field, CodeBlock entry) {
        return CodeBlock.builder()
                .addStatement("$T.requireObject(token, $S)", JSON_VALUES, field.protoName)
                .beginControlFlow("while ((token = parser.nextToken()) == $T.FIELD_NAME)", JSON_TOKEN)
                .addStatement("String key = parser.currentName()")
                .addStatement("token = parser.nextToken()")
                .add(entry)
                .endControlFlow()
                .build();
    }

    @Override
    CodeBlock readValue(FieldPlan field, String path) {
        return switch (field.kind) {
            case INT32 -> CodeBlock.of("$T.int32(parser, token, $S)", JSON_VALUES, path);
            case UINT32 -> CodeBlock.of("$T.uint32(parser, token, $S)", JSON_VALUES, path);
            case INT64 -> CodeBlock.of("$T.int64(parser, token, $S)", JSON_VALUES, path);
            case UINT64 -> CodeBlock.of("$T.uint64(parser, token, $S)", JSON_VALUES, path);
            case FLOAT -> CodeBlock.of("$T.float32(parser, token, $S)", JSON_VALUES, path);
            case DOUBLE -> CodeBlock.of("$T.float64(parser, token, $S)", JSON_VALUES, path);
            case BOOL -> CodeBlock.of("$T.bool(token, $S)", JSON_VALUES, path);
            case STRING -> CodeBlock.of("$T.string(parser, token, $S)", JSON_VALUES, path);
            case BYTES -> CodeBlock.of("$T.bytes(parser, token, $S)", JSON_VALUES, path);
            case ENUM -> {
                ClassName type = JavaTypes.enumClass(field.enumType);
                yield CodeBlock.of("$T.enumValue(parser, token, $S, $T.class, $T::forName, $T::forNumber)", JSON_VALUES,
                        path, type, type, type);
            }
            case MESSAGE -> CodeBlock.of("$T.INSTANCE.read(parser, unknown)", bindingOf(field));
            case TIMESTAMP -> CodeBlock.of("$T.timestamp(parser, token, $S)", JSON_VALUES, path);
            case DURATION -> CodeBlock.of("$T.duration(parser, token, $S)", JSON_VALUES, path);
            case OPAQUE -> CodeBlock.of("$N.read(parser, token, $S, unknown, $T.class)", opaqueConstant(field), path,
                    ProtocNames.messageClass(field.messageType));
        };
    }
}
