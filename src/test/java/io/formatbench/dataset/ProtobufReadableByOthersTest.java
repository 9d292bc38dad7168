package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The protobuf dataset file of messages of proto/, read by another language's protobuf runtime
 * (Go's google.golang.org/protobuf, src/test/go/protoread, knowing the message only from a
 * descriptor set, as a reader in another service would): each message it reads, printed as proto3
 * JSON, parses as the record the generator made ({@link GoReader}). The hand-written schemas' files
 * are the same bytes as their message types' ({@code formatbench.user.User}, see
 * AnyMessageCommandTest), so these are read too.
 */
class ProtobufReadableByOthersTest {

    private static final int RECORDS = 300;
    private static final long SEED = 23;
    private static GoReader reader;

    @BeforeAll
    static void buildTheReader() throws IOException, InterruptedException {
        reader = GoReader.build("protoread", "google.golang.org/protobuf");
    }

    @ParameterizedTest
    @ValueSource(strings = {"formatbench.kinds.EveryKind", "formatbench.kinds.Tree", "formatbench.kinds.Reordered",
        "formatbench.kinds.legacy.LegacyOrder", "formatbench.user.User", "formatbench.event.Event",
        "formatbench.message.SmallMessage", "formatbench.pipeline.Pipeline"})
    void goReadsTheDatasetFileToTheSameRecords(String name, @TempDir Path temp) throws Exception {
        goReads(Schemas.byName(SchemaName.of(name)), name, temp);
    }

    private static <T> void goReads(DatasetSchema<T> schema, String name, Path temp) throws Exception {
        Manifest manifest = DatasetGenerator.generate(schema, schema.version(), RECORDS, SEED, 1, Compression.NONE,
                List.of(Format.PROTOBUF), temp, (done, total) -> { });
        Path file = temp.resolve(manifest.files(Format.PROTOBUF).get(0).name());
        RecordGenerator<T> generator = schema.generator().create(SEED, 0);
        List<Message> generated = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) {
            generated.add(schema.bindings().toMessage(generator.next()));
        }
        Path descriptors = temp.resolve("descriptors.desc");
        Files.write(descriptors, descriptorSet(generated.get(0).getDescriptorForType().getFile()).toByteArray());

        byte[] printed = reader.run(descriptors.toString(), name, file.toString());
        String jsonLines = new String(printed, StandardCharsets.UTF_8);

        List<Message> read = new ArrayList<>();
        JsonFormat.Parser parser = JsonFormat.parser();
        for (String line : jsonLines.split("\n")) {
            Message.Builder builder = generated.get(0).newBuilderForType();
            parser.merge(line, builder);
            read.add(builder.build());
        }
        assertEquals(generated, read);
    }

    /** The file and every file it imports, each after its imports, as a reader builds them. */
    private static FileDescriptorSet descriptorSet(FileDescriptor file) {
        Set<FileDescriptor> ordered = new LinkedHashSet<>();
        addWithImports(file, ordered);
        FileDescriptorSet.Builder set = FileDescriptorSet.newBuilder();
        ordered.forEach(each -> set.addFile(each.toProto()));
        return set.build();
    }

    private static void addWithImports(FileDescriptor file, Set<FileDescriptor> ordered) {
        if (ordered.contains(file)) {
            return;
        }
        file.getDependencies().forEach(dependency -> addWithImports(dependency, ordered));
        ordered.add(file);
    }
}
