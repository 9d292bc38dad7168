package io.formatbench.codegen;

import com.google.protobuf.Descriptors.OneofDescriptor;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import javax.lang.model.element.Modifier;

/**
 * A record's binding to one JSON library, the part every library shares: the JSON object the proto3
 * mapping makes of a message, decided once here for Jackson, fastjson2 and DSL-JSON alike. It writes the
 * .proto's field names, every field without presence (its default included) and every set field with
 * presence, in field-number order, 64-bit integers as strings (or numbers, with formatbench's
 * json_number); it reads each field by its .proto or JSON name, once; refuses two members of a oneof and
 * a missing proto2 required field; leaves a field absent or given as null at its default (unset, where it
 * has presence), as the mapping reads them, but for a google.protobuf.Value, whose null is a value; and
 * hands a name it does not know to {@code JsonUnknownFields}. A refusal names the field; a nested
 * message's, element's or entry's reader adds its part of the path as the exception passes.
 *
 * <p>A subclass says how its library writes and reads: the calls, the loops over an object's names, an
 * array's elements and a map's entries, and how a value of each kind is written and read.
 */
abstract class JsonObjectEmitter implements Emitter {

    static final ClassName JSON_UNKNOWN = ClassName.get("io.formatbench.codec.json.proto3", "JsonUnknownFields");
    static final ClassName JSON_VALUES = ClassName.get("io.formatbench.codec.json.proto3", "JsonValues");
    static final ClassName OPAQUE_JSON = ClassName.get("io.formatbench.codec.json.proto3", "OpaqueJson");
    static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    static final ClassName LINKED_HASH_MAP = ClassName.get("java.util", "LinkedHashMap");

    /**
     * Whether a field's name is certainly the first one written in its object, certainly not, or
     * depends on which fields with presence before it are set: what a library that writes the commas
     * between names itself needs to know.
     */
    enum Place { FIRST, AFTER_ANOTHER, AFTER_OPTIONAL_ONES }

    /**
     * What names the library in the generated class: its name's suffix ({@code JsonBinding}), the interface
     * it implements (of the record), the library as its javadoc names it, and the types and names of what a
     * write writes to and a read reads from ({@code JsonGenerator generator}, {@code JsonParser parser}).
     */
    record Library(String suffix, ClassName binding, String words, TypeName writerType, String writer,
                   TypeName readerType, String reader) {}

    private final Library library;

    JsonObjectEmitter(Library library) {
        this.library = library;
    }

    String suffix() {
        return library.suffix();
    }

    /** The constants of one field besides the shared ones: its pre-encoded name, its enum's names. */
    abstract void addFieldConstants(TypeSpec.Builder type, FieldPlan field);

    /** Statements at the start of the write method, before the first field: the object opened. */
    abstract CodeBlock startObject();

    abstract CodeBlock endObject();

    /** The field's name, written where its {@link Place} says. */
    abstract CodeBlock writeName(FieldPlan field, Place place);

    /** A list field's values: {@code list} is the local holding it; {@code element} writes one. */
    abstract CodeBlock writeList(FieldPlan field, String list, CodeBlock element);

    /** A map field's entries: {@code map} is the local holding it; {@code value} writes an entry's value. */
    abstract CodeBlock writeMap(FieldPlan field, String map, CodeBlock value);

    /** One value of the field's kind. */
    abstract CodeBlock writeValue(FieldPlan field, CodeBlock value);

    /**
     * The read method's loop over the object's names, the reader where the binding's contract puts it;
     * {@code caseFor} gives the statements of one field, the reader on its value's first token.
     */
    abstract CodeBlock readLoop(MessagePlan message, Function<FieldPlan, CodeBlock> caseFor);

    /** A condition true when the value the reader stands on is not JSON's null. */
    abstract CodeBlock notNull();

    /** Statements that refuse anything but an object (the reader on its first token), naming {@code path}. */
    abstract CodeBlock requireObject(String path);

    /** A loop over an array's elements; in {@code element}, {@code i} is the index. */
    abstract CodeBlock readList(FieldPlan field, CodeBlock element);

    /** A loop over an object's entries; in {@code entry}, the String {@code key} holds the entry's name. */
    abstract CodeBlock readMap(FieldPlan field, CodeBlock entry);

    /** An expression reading one value of the field's kind; {@code path} names it in a refusal. */
    abstract CodeBlock readValue(FieldPlan field, String path);

    /** Statements the generated class adds besides the binding's own methods: none unless said. */
    void addMore(TypeSpec.Builder type, MessagePlan message) {}

    @Override
    public TypeSpec.Builder emit(MessagePlan message, Plans plans) {
        ClassName self = JavaTypes.bindingClass(message.type, suffix());
        TypeSpec.Builder type = TypeSpec.classBuilder(self.simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(library.binding(), message.record))
                .addJavadoc("{@link $T} in the proto3 JSON mapping through " + library.words() + ": generated by the\n"
                        + "build, do not edit.\n", message.record)
                .addField(FieldSpec.builder(self, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .initializer("new $T()", self).build());
        for (FieldPlan field : message.byNumber) {
            addFieldConstants(type, field);
            if (field.kind == FieldPlan.Kind.OPAQUE) {
                type.addField(FieldSpec.builder(OPAQUE_JSON, opaqueConstant(field), Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("$T.of($T.getDefaultInstance())", OPAQUE_JSON,
                        ProtocNames.messageClass(field.messageType)).build());
            }
        }
        for (OneofDescriptor oneof : message.oneofs) {
            List<FieldPlan> members = message.members(oneof);
            type.addField(FieldSpec.builder(String[].class, "ONEOF_" + Names.constant(oneof.getName()) + "_MEMBERS",
                    Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("{$L}", String.join(", ", members.stream().map(m -> "\"" + m.protoName + "\"").toList()))
                    .build());
        }
        type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethod(MethodSpec.methodBuilder("type").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), message.record))
                        .addStatement("return $T.class", message.record).build())
                .addMethod(write(message))
                .addMethod(read(message));
        addMore(type, message);
        return type;
    }

    static String nameConstant(FieldPlan field) {
        return "NAME_" + Names.constant(field.protoName);
    }

    static String valuesConstant(FieldPlan field) {
        return "VALUES_" + Names.constant(field.protoName);
    }

    static String opaqueConstant(FieldPlan field) {
        return "JSON_" + Names.constant(field.protoName);
    }

    /** A name's constant of a library that matches names by a hash: the JSON name's, if it differs, ends _JSON. */
    static String hashConstant(String name) {
        return "HASH_" + Names.constant(name) + (name.chars().anyMatch(Character::isUpperCase) ? "_JSON" : "");
    }

    static String enumConstant(FieldPlan field) {
        return "ENUM_" + Names.constant(field.protoName);
    }

    /**
     * The switch of a library that reads each name into a hash: a case per group of fields whose hashes
     * meet (see {@link #cases}), in which {@code matches} tells the group's fields apart by the name
     * read, each field's statements between {@code before} and {@code after}; a name no field has is
     * skipped by {@code skipUnknown}. The reader stands on the name; {@code hash} is what is switched on.
     */
    CodeBlock hashSwitch(MessagePlan message, CodeBlock hash, ToIntFunction<String> label,
                         Function<String, String> matches, CodeBlock before, CodeBlock after,
                         Function<FieldPlan, CodeBlock> caseFor, CodeBlock skipUnknown) {
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch ($L)", hash);
        for (Case group : cases(message.byNumber, label)) {
            code.beginControlFlow("case $L ->",
                    String.join(", ", group.labels().stream().map(String::valueOf).toList()));
            for (int f = 0; f < group.fields().size(); f++) {
                FieldPlan field = group.fields().get(f);
                String any = String.join(" || ", names(field).stream().map(matches).toList());
                if (f == 0) {
                    code.beginControlFlow("if ($L)", any);
                } else {
                    code.nextControlFlow("else if ($L)", any);
                }
                code.add(before).add(caseFor.apply(field)).add(after);
            }
            // A name whose hash only meets a field's: one the record lacks.
            code.nextControlFlow("else").add(skipUnknown).endControlFlow().endControlFlow();
        }
        return code.add("default -> $L", skipUnknown).endControlFlow().build();
    }

    /**
     * A value written through a library's class of typed writes ({@code values}: fastjson2's and DSL-JSON's),
     * for the kinds whose JSON text the tool writes itself there, as Jackson writes it; the others are the
     * library's own calls, which the subclass makes.
     */
    CodeBlock writeThrough(ClassName values, FieldPlan field, CodeBlock value) {
        return switch (field.kind) {
            case INT64 -> CodeBlock.of("$T.writeInt64(writer, $L);\n", values, value);
            case UINT64 -> CodeBlock.of("$T.$N(writer, $L);\n", values,
                    field.jsonNumber ? "writeUInt64Number" : "writeUInt64", value);
            case FLOAT -> CodeBlock.of("$T.writeFloat(writer, $L);\n", values, value);
            case DOUBLE -> CodeBlock.of("$T.writeDouble(writer, $L);\n", values, value);
            case STRING -> CodeBlock.of("$T.writeString(writer, $L);\n", values, value);
            case BYTES -> CodeBlock.of("$T.writeBytes(writer, $L);\n", values, value);
            case MESSAGE -> CodeBlock.of("$T.INSTANCE.write(writer, $L);\n", bindingOf(field), value);
            case TIMESTAMP -> CodeBlock.of("$T.writeTimestamp(writer, $L);\n", values, value);
            case DURATION -> CodeBlock.of("$T.writeDuration(writer, $L);\n", values, value);
            case OPAQUE -> CodeBlock.of("$T.writeOpaque(writer, $N, $L);\n", values, opaqueConstant(field), value);
            default -> throw new IllegalStateException(field.kind + " is written by the library's own call");
        };
    }

    /**
     * A value read through a library's class of typed reads ({@code values}), whose methods are named as
     * the kinds are and take the reader and the field's path: fastjson2's and DSL-JSON's.
     */
    CodeBlock readThrough(ClassName values, FieldPlan field, String path) {
        return switch (field.kind) {
            case INT32 -> CodeBlock.of("$T.int32(reader, $S)", values, path);
            case UINT32 -> CodeBlock.of("$T.uint32(reader, $S)", values, path);
            case INT64 -> CodeBlock.of("$T.int64(reader, $S)", values, path);
            case UINT64 -> CodeBlock.of("$T.uint64(reader, $S)", values, path);
            case FLOAT -> CodeBlock.of("$T.float32(reader, $S)", values, path);
            case DOUBLE -> CodeBlock.of("$T.float64(reader, $S)", values, path);
            case BOOL -> CodeBlock.of("$T.bool(reader, $S)", values, path);
            case STRING -> CodeBlock.of("$T.string(reader, $S)", values, path);
            case BYTES -> CodeBlock.of("$T.bytes(reader, $S)", values, path);
            case ENUM -> {
                ClassName type = JavaTypes.enumClass(field.enumType);
                yield CodeBlock.of("$T.enumValue(reader, $S, $N, $T::forName, $T::forNumber)", values, path,
                        enumConstant(field), type, type);
            }
            case MESSAGE -> CodeBlock.of("$T.INSTANCE.read(reader, unknown.nested())", bindingOf(field));
            case TIMESTAMP -> CodeBlock.of("$T.timestamp(reader, $S)", values, path);
            case DURATION -> CodeBlock.of("$T.duration(reader, $S)", values, path);
            case OPAQUE -> CodeBlock.of("$T.opaque(reader, $S, $N, unknown.nested(), $T.class)", values, path,
                    opaqueConstant(field), ProtocNames.messageClass(field.messageType));
        };
    }

    /** The binding class of a nested message's record, of this library. */
    ClassName bindingOf(FieldPlan field) {
        return JavaTypes.bindingClass(field.messageType, suffix());
    }

    private MethodSpec write(MessagePlan message) {
        MethodSpec.Builder write = MethodSpec.methodBuilder("write").addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC).addException(java.io.IOException.class)
                .addParameter(library.writerType(), library.writer()).addParameter(message.record, "record")
                .addCode(startObject());
        boolean written = false;
        boolean optionalBefore = false;
        for (FieldPlan field : message.byNumber) {
            Place place = written ? Place.AFTER_ANOTHER : optionalBefore ? Place.AFTER_OPTIONAL_ONES : Place.FIRST;
            String get = "record." + field.component + "()";
            TypeName type = JavaTypes.componentType(field);
            switch (field.shape) {
                case SINGLE -> {
                    if (field.presence) {
                        write.addStatement("$T $N = $L", type, field.local, get)
                                .beginControlFlow("if ($N != null)", field.local)
                                .addCode(writeName(field, place))
                                .addCode(writeValue(field, CodeBlock.of("$N", field.local)))
                                .endControlFlow();
                    } else {
                        write.addCode(writeName(field, place))
                                .addCode(writeValue(field, CodeBlock.of("$L", get)));
                    }
                }
                case LIST -> write.addCode(writeName(field, place))
                        .addStatement("$T $N = $L", type, field.local, get)
                        .addCode(writeList(field, field.local, writeValue(field, CodeBlock.of("$N.get(i)", field.local))));
                case MAP -> write.addCode(writeName(field, place))
                        .addStatement("$T $N = $L", type, field.local, get)
                        .addCode(writeMap(field, field.local, writeValue(field, CodeBlock.of("entry.getValue()"))));
            }
            written |= !field.presence;
            optionalBefore |= field.presence;
        }
        return write.addCode(endObject()).build();
    }

    private MethodSpec read(MessagePlan message) {
        MethodSpec.Builder read = MethodSpec.methodBuilder("read").addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC).returns(message.record).addException(java.io.IOException.class)
                .addParameter(library.readerType(), library.reader()).addParameter(JSON_UNKNOWN, "unknown");
        List<FieldPlan> fields = message.byNumber;
        int masks = Math.max(1, (fields.size() + 63) / 64);
        for (FieldPlan field : fields) {
            read.addStatement("$T $N = $L", JavaTypes.componentType(field), field.local, defaultValue(field));
        }
        for (int m = 0; m < masks; m++) {
            read.addStatement("long $N = 0L", mask(m));
        }
        read.addCode(readLoop(message, field -> fieldCase(message, field)));
        List<Integer> required = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).required) {
                required.add(i);
            }
        }
        if (!required.isEmpty()) {
            CodeBlock.Builder anyMissing = CodeBlock.builder();
            for (int i : required) {
                anyMissing.add(anyMissing.isEmpty() ? "" : " || ").add("($N & $L) == 0", mask(i / 64), bit(i));
            }
            read.beginControlFlow("if ($L)", anyMissing.build())
                    .addStatement("$T missing = new $T($S)", StringJoiner.class, StringJoiner.class, ", ");
            for (int i : required) {
                read.beginControlFlow("if (($N & $L) == 0)", mask(i / 64), bit(i))
                        .addStatement("missing.add($S)", "'" + fields.get(i).protoName + "'")
                        .endControlFlow();
            }
            read.addStatement("throw $T.missingFields(missing.toString())", MessagesEmitter.INVALID_RECORD)
                    .endControlFlow();
        }
        List<String> arguments = fields.stream().map(field -> field.local).toList();
        return read.addStatement("return new $T($L)", message.record, String.join(", ", arguments)).build();
    }

    /**
     * One field's statements, the reader on its value: a second time refused (under either name), a
     * second member of its oneof refused, its bit set, its value read.
     */
    private CodeBlock fieldCase(MessagePlan message, FieldPlan field) {
        List<FieldPlan> fields = message.byNumber;
        int i = fields.indexOf(field);
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if (($N & $L) != 0)", mask(i / 64), bit(i))
                .addStatement("throw $T.twice($L, $S)", JSON_VALUES, nameInUse(field), field.protoName)
                .endControlFlow();
        if (field.oneof != null) {
            CodeBlock.Builder seenOthers = CodeBlock.builder();
            List<String> bits = new ArrayList<>();
            for (FieldPlan member : message.members(field.oneof)) {
                int index = fields.indexOf(member);
                bits.add(bit(index));
                if (member != field) {
                    seenOthers.add(seenOthers.isEmpty() ? "" : " || ").add("($N & $L) != 0", mask(index / 64),
                            bit(index));
                }
            }
            if (!seenOthers.isEmpty()) {
                code.beginControlFlow("if ($L)", seenOthers.build())
                        .addStatement("throw $T.twoOfOneof($S, ONEOF_$L_MEMBERS, $N, new long[] {$L}, $S)",
                                JSON_VALUES, field.oneof.getName(), Names.constant(field.oneof.getName()),
                                mask(i / 64), String.join(", ", bits), field.protoName)
                        .endControlFlow();
            }
        }
        return code.addStatement("$N |= $L", mask(i / 64), bit(i)).add(readField(field)).build();
    }

    /**
     * The name the field was given under, for the refusal of a second one: the library's own name
     * of it where it has one at hand (Jackson's), else the .proto name.
     */
    CodeBlock nameInUse(FieldPlan field) {
        return CodeBlock.of("$S", field.protoName);
    }

    /** The names a field is read by: its .proto name, and its JSON name where that differs. */
    static List<String> names(FieldPlan field) {
        return field.jsonName.equals(field.protoName) ? List.of(field.protoName)
                : List.of(field.protoName, field.jsonName);
    }

    /**
     * One case of a switch on the int a library makes of a name: every label of its fields, and the
     * fields whose names give them, which the case tells apart by the whole name or hash.
     */
    record Case(List<Integer> labels, List<FieldPlan> fields) {}

    /**
     * The cases of a switch on {@code label} of each name: one per field, with both its names' labels, so
     * that no field's code stands twice (a method past 8,000 bytes of bytecode is never compiled by the
     * JIT); fields whose labels meet share a case.
     */
    static List<Case> cases(List<FieldPlan> fields, ToIntFunction<String> label) {
        List<Case> cases = new ArrayList<>();
        for (FieldPlan field : fields) {
            Set<Integer> labels = new LinkedHashSet<>();
            names(field).forEach(name -> labels.add(label.applyAsInt(name)));
            List<FieldPlan> members = new ArrayList<>(List.of(field));
            for (Iterator<Case> others = cases.iterator(); others.hasNext(); ) {
                Case other = others.next();
                if (other.labels().stream().anyMatch(labels::contains)) {
                    others.remove();
                    labels.addAll(other.labels());
                    members.addAll(0, other.fields());
                }
            }
            cases.add(new Case(List.copyOf(labels), List.copyOf(members)));
        }
        return cases;
    }

    static String mask(int index) {
        return "seen" + index;
    }

    static String bit(int index) {
        return "0x" + Long.toHexString(1L << (index % 64)) + "L";
    }

    private static CodeBlock defaultValue(FieldPlan field) {
        if (field.shape == FieldPlan.Shape.LIST) {
            return CodeBlock.of("$T.of()", JavaTypes.LIST);
        }
        if (field.shape == FieldPlan.Shape.MAP) {
            return CodeBlock.of("$T.of()", JavaTypes.MAP);
        }
        if (field.presence) {
            return CodeBlock.of("null");
        }
        return switch (field.kind) {
            case INT32 -> CodeBlock.of("0");
            case UINT32, INT64, UINT64 -> CodeBlock.of("0L");
            case FLOAT -> CodeBlock.of("0f");
            case DOUBLE -> CodeBlock.of("0.0");
            case BOOL -> CodeBlock.of("false");
            case STRING -> CodeBlock.of("\"\"");
            case BYTES -> CodeBlock.of("$T.EMPTY", JavaTypes.BYTES);
            case ENUM -> CodeBlock.of("$T.$N", JavaTypes.enumClass(field.enumType), field.enumType.getValues().get(0).getName());
            default -> throw new IllegalStateException(field.field.getFullName() + " has no default without presence");
        };
    }

    /** The field's value read into its local: null leaves the default, as when the field is absent. */
    private CodeBlock readField(FieldPlan field) {
        CodeBlock read = readNonNull(field);
        if (nullIsAValue(field)) {
            return read;
        }
        // null is the field's default, as when it is absent (proto3's JSON mapping reads it so): the local keeps it.
        return CodeBlock.builder().beginControlFlow("if ($L)", notNull()).add(read).endControlFlow().build();
    }

    /** A google.protobuf.Value's null is a value, not an unset field. */
    static boolean nullIsAValue(FieldPlan field) {
        return field.kind == FieldPlan.Kind.OPAQUE && field.messageType.getFullName().equals("google.protobuf.Value");
    }

    private CodeBlock readNonNull(FieldPlan field) {
        String name = field.local;
        return switch (field.shape) {
            case SINGLE -> field.kind == FieldPlan.Kind.MESSAGE
                    ? CodeBlock.builder()
                            .add(requireObject(field.protoName))
                            .beginControlFlow("try")
                            .addStatement("$N = $L", name, readValue(field, ""))
                            .nextControlFlow("catch ($T e)", MessagesEmitter.INVALID_RECORD)
                            .addStatement("throw e.within($S)", field.protoName)
                            .endControlFlow().build()
                    : CodeBlock.of("$N = $L;\n", name, readValue(field, field.protoName));
            case LIST -> CodeBlock.builder()
                    .addStatement("$T $NList = new $T<>()", JavaTypes.componentType(field), name, ARRAY_LIST)
                    .add(readList(field, CodeBlock.builder()
                            .beginControlFlow("try")
                            .add(field.kind == FieldPlan.Kind.MESSAGE ? requireObject("") : CodeBlock.of(""))
                            .addStatement("$NList.add($L)", name, readValue(field, ""))
                            .nextControlFlow("catch ($T e)", MessagesEmitter.INVALID_RECORD)
                            .addStatement("throw e.within($S, i)", field.protoName)
                            .endControlFlow()
                            .build()))
                    .addStatement("$N = $NList", name, name)
                    .build();
            case MAP -> CodeBlock.builder()
                    .addStatement("$T $NMap = new $T<>()", JavaTypes.componentType(field), name, LINKED_HASH_MAP)
                    .add(readMap(field, CodeBlock.builder()
                            .beginControlFlow("try")
                            .addStatement("$T entryKey = $L", JavaTypes.keyType(field), readKey(field))
                            .add(field.kind == FieldPlan.Kind.MESSAGE ? requireObject("") : CodeBlock.of(""))
                            .beginControlFlow("if ($NMap.put(entryKey, $L) != null)", name, readValue(field, ""))
                            .addStatement("throw $T.duplicateMapKey()", JSON_VALUES)
                            .endControlFlow()
                            .nextControlFlow("catch ($T e)", MessagesEmitter.INVALID_RECORD)
                            .addStatement("throw e.withinEntry($S, key)", field.protoName)
                            .endControlFlow()
                            .build()))
                    .addStatement("$N = $NMap", name, name)
                    .build();
        };
    }

    /** A map's key from the entry's name, {@code key}: every library reads names as text. */
    private static CodeBlock readKey(FieldPlan field) {
        return switch (field.keyKind) {
            case STRING -> CodeBlock.of("key");
            case INT32 -> CodeBlock.of("$T.int32Key(key, $S)", JSON_VALUES, "");
            case UINT32 -> CodeBlock.of("$T.uint32Key(key, $S)", JSON_VALUES, "");
            case INT64 -> CodeBlock.of("$T.int64Key(key, $S)", JSON_VALUES, "");
            case UINT64 -> CodeBlock.of("$T.uint64Key(key, $S)", JSON_VALUES, "");
            case BOOL -> CodeBlock.of("$T.boolKey(key, $S)", JSON_VALUES, "");
            default -> throw new IllegalStateException();
        };
    }

    /**
     * A map's key as the text of the entry's name, as databind writes it: a number's digits (a uint64's
     * unsigned ones), a boolean's or a string's text.
     */
    static CodeBlock keyText(FieldPlan field) {
        return switch (field.keyKind) {
            case STRING -> CodeBlock.of("entry.getKey()");
            case UINT64 -> CodeBlock.of("$T.toUnsignedString(entry.getKey())", Long.class);
            default -> CodeBlock.of("$T.valueOf(entry.getKey())", String.class);
        };
    }
}
