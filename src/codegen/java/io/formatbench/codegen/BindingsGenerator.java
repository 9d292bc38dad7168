package io.formatbench.codegen;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;

/**
 * Writes the Java source of every message's record and bindings, from the descriptor set protoc wrote
 * for proto/: run by the build (pom.xml, generate-sources), as protoc is, never by the tool. A file
 * whose text is unchanged is left alone, so that javac's own staleness check sees no change; a file
 * the .proto files no longer give is deleted.
 *
 * <p>Arguments: the descriptor set, the source folder to write.
 */
public final class BindingsGenerator {

    /** Each kind of class a message gets, by the suffix of its name ("" for the record itself). */
    private static final List<Kind> KINDS = List.of(
            new Kind("", new RecordEmitter()),
            new Kind("Messages", new MessagesEmitter()),
            new Kind("Digest", new DigestEmitter()),
            new Kind("MessageDigest", new MessageDigestEmitter()),
            new Kind("MessageChecks", new MessageChecksEmitter()),
            new Kind("JsonBinding", new JsonBindingEmitter()),
            new Kind("Jackson3Binding", new Jackson3BindingEmitter()),
            new Kind("Fastjson2Binding", new Fastjson2BindingEmitter()),
            new Kind("DslJsonBinding", new DslJsonBindingEmitter()),
            new Kind("JsonMixIn", new JsonMixInEmitter()),
            new Kind("AvroBinding", new AvroBindingEmitter()),
            new Kind("GenericRecords", new GenericRecordsEmitter()),
            new Kind("Bindings", new BindingsEmitter()));

    private record Kind(String suffix, Emitter emitter) {}

    private BindingsGenerator() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: BindingsGenerator DESCRIPTOR_SET OUTPUT_FOLDER");
        }
        List<FileDescriptor> files = ProtoFiles.load(Path.of(args[0]));
        Path output = Path.of(args[1]);
        Plans plans = new Plans(files);
        Set<Path> written = new HashSet<>();
        for (MessagePlan top : plans.topLevel()) {
            for (Kind kind : KINDS) {
                TypeSpec type = nest(kind.emitter(), top, plans).build();
                written.add(write(JavaFile.builder(top.record.packageName(), type), output));
            }
        }
        for (EnumDescriptor type : plans.topLevelEnums()) {
            written.add(write(JavaFile.builder(JavaTypes.recordsPackage(type.getFile()), RecordEmitter.enumType(type)),
                    output));
        }
        written.addAll(IndexEmitter.write(plans, output));
        removeOthers(output, written);
    }

    /** The emitter's class for the message, with its nested messages' classes nested in it. */
    private static TypeSpec.Builder nest(Emitter emitter, MessagePlan message, Plans plans) {
        TypeSpec.Builder type = emitter.emit(message, plans);
        for (MessagePlan nested : plans.nested(message)) {
            TypeSpec.Builder inner = nest(emitter, nested, plans);
            if (emitter.nestedNeedsStatic()) {
                inner.addModifiers(Modifier.STATIC);
            }
            type.addType(inner.build());
        }
        return type;
    }

    /** Writes the file if its text differs from what is there; returns its path. */
    static Path write(JavaFile.Builder file, Path output) throws IOException {
        JavaFile source = file.skipJavaLangImports(true).indent("    ").build();
        Path path = output.resolve(source.packageName().replace('.', '/')).resolve(source.typeSpec().name() + ".java");
        String text = source.toString();
        if (!Files.isRegularFile(path) || !Files.readString(path, StandardCharsets.UTF_8).equals(text)) {
            Files.createDirectories(path.getParent());
            Files.writeString(path, text, StandardCharsets.UTF_8);
        }
        return path;
    }

    private static void removeOthers(Path output, Set<Path> written) throws IOException {
        if (!Files.isDirectory(output)) {
            return;
        }
        try (Stream<Path> files = Files.walk(output)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (!written.contains(file)) {
                    Files.delete(file);
                }
            }
        }
    }
}
