package io.formatbench.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

/**
 * A record's binding through Jackson 3's streaming API ({@code tools.jackson.core}), what jackson3-streaming
 * runs: the same code as {@link JsonBindingEmitter}'s for Jackson 2, the JSON object decided once by
 * {@link JsonObjectEmitter}, but for the calls Jackson 3 renamed and its values class. Two things differ
 * beyond names: a property the record lacks goes through {@code Jackson3Values.skip}, which asks Jackson 3's
 * parser how deep it stands; and a message type of protobuf's own (an opaque field) goes through Jackson 3's
 * tokens, since {@code OpaqueJson} writes and reads with Jackson 2's.
 */
final class Jackson3BindingEmitter extends JsonBindingEmitter {

    static final ClassName JACKSON3_VALUES = ClassName.get("io.formatbench.codec.jackson3", "Jackson3Values");

    static final Api JACKSON_3 = new Api("Jackson3Binding", ClassName.get("io.formatbench.codec.jackson3",
            "Jackson3Binding"), "Jackson 3's streaming API", "tools.jackson.core", JACKSON3_VALUES, "writeName",
            "writePropertyId", "nextName", "PROPERTY_NAME");

    Jackson3BindingEmitter() {
        super(JACKSON_3);
    }

    @Override
    CodeBlock writeValue(FieldPlan field, CodeBlock value) {
        if (field.kind == FieldPlan.Kind.OPAQUE) {
            return CodeBlock.of("$T.writeOpaque(generator, $N, $L);\n", JACKSON3_VALUES, opaqueConstant(field), value);
        }
        return super.writeValue(field, value);
    }

    @Override
    CodeBlock readValue(FieldPlan field, String path) {
        if (field.kind == FieldPlan.Kind.OPAQUE) {
            return CodeBlock.of("$T.opaque(parser, token, $S, unknown, $N, $T.class)", JACKSON3_VALUES, path,
                    opaqueConstant(field), ProtocNames.messageClass(field.messageType));
        }
        return super.readValue(field, path);
    }

    @Override
    CodeBlock skipUnknown() {
        return CodeBlock.of("$T.skip(parser, unknown)", JACKSON3_VALUES);
    }
}
