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
class JsonBindingEmitter extends JsonObjectEmitter {

    /**
     * What differs between Jackson 2's streaming API and Jackson 3's in the code emitted: the package of
     * its core, the interface the binding implements, the class of its typed values, and the names of
     * the few calls Jackson 3 renamed (a property's name, an integer key, the name matched in order).
     */
    record Api(String suffix, ClassName binding, String words, String core, ClassName values, String writeName,
               String writeId, String nextName, String nameToken) {

        ClassName core(String simpleName) {
            return ClassName.get(core, simpleName);
        }
    }

    static final Api JACKSON_2 = new Api("JsonBinding", ClassName.get("io.formatbench.codec.json", "JsonBinding"),
            "Jackson's streaming API", "com.fasterxml.jackson.core", JSON_VALUES, "writeFieldName", "writeFieldId",
            "nextFieldName", "FIELD_NAME");

    final Api api;
    private final ClassName jsonToken;
    private final ClassName serializableString;

    JsonBindingEmitter() {
        this(JACKSON_2);
    }

    JsonBindingEmitter(Api api) {
        super(new Library(api.suffix(), api.binding(), api.words(), api.core("JsonGenerator"), "generator",
                api.core("JsonParser"), "parser"));
        this.api = api;
        this.jsonToken = api.core("JsonToken");
        this.serializableString = api.core("SerializableString");
    }

    @Override
    void addFieldConstants(TypeSpec.Builder type, FieldPlan field) {
        type.addField(FieldSpec.builder(serializableString, nameConstant(field), Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL).initializer("$T.name($S)", api.values(), field.protoName).build());
        if (field.kind == FieldPlan.Kind.ENUM) {
            type.addField(FieldSpec.builder(ArrayTypeName.of(serializableString), valuesConstant(field),
                    Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.names($T.class)", api.values(), JavaTypes.enumClass(field.enumType)).build());
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
        return CodeBlock.of("generator.$N($N);\n", api.writeName(), nameConstant(field));
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
    private CodeBlock writeKey(FieldPlan field) {
        return switch (field.keyKind) {
            case STRING, UINT64, BOOL -> CodeBlock.of("generator.$N($L);\n", api.writeName(), keyText(field));
            default -> CodeBlock.of("generator.$N(entry.getKey());\n", api.writeId());
        };
    }

    @Override
    CodeBlock writeValue(FieldPlan field, CodeBlock value) {
        return switch (field.kind) {
            case INT32, UINT32, FLOAT, DOUBLE -> CodeBlock.of("generator.writeNumber($L);\n", value);
            case INT64 -> field.jsonNumber ? CodeBlock.of("generator.writeNumber($L);\n", value)
                    : CodeBlock.of("$T.writeInt64(generator, $L);\n", api.values(), value);
            case UINT64 -> CodeBlock.of("$T.$N(generator, $L);\n", api.values(),
                    field.jsonNumber ? "writeUInt64Number" : "writeUInt64", value);
            case BOOL -> CodeBlock.of("generator.writeBoolean($L);\n", value);
            case STRING -> CodeBlock.of("generator.writeString($L);\n", value);
            case BYTES -> CodeBlock.of("$T.writeBytes(generator, $L);\n", api.values(), value);
            case ENUM -> CodeBlock.of("generator.writeString($N[$L.ordinal()]);\n", valuesConstant(field), value);
            case MESSAGE -> CodeBlock.of("$T.INSTANCE.write(generator, $L);\n", bindingOf(field), value);
            case TIMESTAMP -> CodeBlock.of("$T.writeTimestamp(generator, $L);\n", api.values(), value);
            case DURATION -> CodeBlock.of("$T.writeDuration(generator, $L);\n", api.values(), value);
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
                .addStatement("$T token", jsonToken)
                .addStatement("int expected = 0")
                .beginControlFlow("while (true)")
                .addStatement("int field")
                .beginControlFlow("if (expected < $L && parser.$N(IN_ORDER[expected]))", fields.size(), api.nextName())
                .addStatement("field = expected")
                .nextControlFlow("else if ((expected < $L ? parser.currentToken() : parser.nextToken()) == $T.$N)",
                        fields.size(), jsonToken, api.nameToken())
                .addStatement("field = fieldIndex(parser.currentName())")
                .nextControlFlow("else")
                .addStatement("break")
                .endControlFlow()
                .addStatement("token = parser.nextToken()")
                .beginControlFlow("switch (field)");
        for (int i = 0; i < fields.size(); i++) {
            loop.beginControlFlow("case $L ->", i).add(caseFor.apply(fields.get(i))).endControlFlow();
        }
        return loop.add("default -> ").add(skipUnknown()).add(";\n")
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
        type.addField(FieldSpec.builder(ArrayTypeName.of(serializableString), "IN_ORDER", Modifier.PRIVATE,
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
        return CodeBlock.of("token != $T.VALUE_NULL", jsonToken);
    }

    @Override
    CodeBlock requireObject(String path) {
        return CodeBlock.of("$T.requireObject(token, $S);\n", api.values(), path);
    }

    @Override
    CodeBlock readList(FieldPlan field, CodeBlock element) {
        return CodeBlock.builder()
                .addStatement("$T.requireArray(token, $S)", api.values(), field.protoName)
                .beginControlFlow("for (int i = 0; (token = parser.nextToken()) != $T.END_ARRAY; i++)", jsonToken)
                .add(element)
                .endControlFlow()
                .build();
    }

    @Override
    CodeBlock readMap(FieldPlan field, CodeBlock entry) {
        return CodeBlock.builder()
                .addStatement("$T.requireObject(token, $S)", api.values(), field.protoName)
                .beginControlFlow("while ((token = parser.nextToken()) == $T.$N)", jsonToken, api.nameToken())
                .addStatement("String key = parser.currentName()")
                .addStatement("token = parser.nextToken()")
                .add(entry)
                .endControlFlow()
                .build();
    }

    @Override
    CodeBlock readValue(FieldPlan field, String path) {
        return switch (field.kind) {
            case INT32 -> CodeBlock.of("$T.int32(parser, token, $S)", api.values(), path);
            case UINT32 -> CodeBlock.of("$T.uint32(parser, token, $S)", api.values(), path);
            case INT64 -> CodeBlock.of("$T.int64(parser, token, $S)", api.values(), path);
            case UINT64 -> CodeBlock.of("$T.uint64(parser, token, $S)", api.values(), path);
            case FLOAT -> CodeBlock.of("$T.float32(parser, token, $S)", api.values(), path);
            case DOUBLE -> CodeBlock.of("$T.float64(parser, token, $S)", api.values(), path);
            case BOOL -> CodeBlock.of("$T.bool(token, $S)", api.values(), path);
            case STRING -> CodeBlock.of("$T.string(parser, token, $S)", api.values(), path);
            case BYTES -> CodeBlock.of("$T.bytes(parser, token, $S)", api.values(), path);
            case ENUM -> {
                ClassName type = JavaTypes.enumClass(field.enumType);
                yield CodeBlock.of("$T.enumValue(parser, token, $S, $T.class, $T::forName, $T::forNumber)", api.values(),
                        path, type, type, type);
            }
            case MESSAGE -> CodeBlock.of("$T.INSTANCE.read(parser, unknown)", bindingOf(field));
            case TIMESTAMP -> CodeBlock.of("$T.timestamp(parser, token, $S)", api.values(), path);
            case DURATION -> CodeBlock.of("$T.duration(parser, token, $S)", api.values(), path);
            case OPAQUE -> CodeBlock.of("$N.read(parser, token, $S, unknown, $T.class)", opaqueConstant(field), path,
                    ProtocNames.messageClass(field.messageType));
        };
    }

    /** The statement, without its semicolon, that hands a property the record lacks to {@code unknown}. */
    CodeBlock skipUnknown() {
        return CodeBlock.of("unknown.skip(parser, parser.currentName())");
    }
}
