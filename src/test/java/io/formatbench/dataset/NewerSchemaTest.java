package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.UnknownFieldSet;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.LazyCodec;
import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.proto.records.User;
import io.formatbench.proto.Provenance;
import io.formatbench.proto.UserV2;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Datasets of the newer schema version, for every schema: the older dataset's records and bytes,
 * record by record, with the added fields after them, and nothing else changed.
 */
class NewerSchemaTest {

    private static final int RECORDS = 301;
    private static final int SHARDS = 2;

    @TempDir
    Path temp;

    static List<DatasetSchema<?>> schemas() {
        return Schemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void theNewerManifestPromisesTheOlderRecordsAndTheFieldsAReaderSkips(DatasetSchema<?> schema) throws IOException {
        Manifest older = generate(schema, schema.version(), temp.resolve("data"));
        Manifest newer = generate(schema, NewerSchema.version(schema), temp.resolve("data-v2"));

        assertEquals(schema.version() + 1, newer.schemaVersion());
        assertEquals(older.contentDigest(), newer.contentDigest(), "the digest is of what the tool's readers see");
        assertEquals(older.files().size(), newer.files().size());
        for (int i = 0; i < older.files().size(); i++) {
            Manifest.DataFile before = older.files().get(i);
            Manifest.DataFile after = newer.files().get(i);
            assertEquals(before.name(), after.name());
            assertEquals(before.records(), after.records());
            assertEquals(before.contentDigest(), after.contentDigest());
            assertEquals(0, before.unknownFields());
            assertEquals(NewerSchema.ADDED_FIELDS * after.records(), after.unknownFields(), after.name());
            assertTrue(after.bytes() > before.bytes(), after.name());
        }
        assertEquals(newer, ManifestFiles.read(temp.resolve("data-v2")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void theSameSeedGivesTheSameNewerDataset(DatasetSchema<?> schema) throws IOException {
        Manifest first = generate(schema, NewerSchema.version(schema), temp.resolve("a"));
        Manifest second = generate(schema, NewerSchema.version(schema), temp.resolve("b"));

        assertEquals(first, second);
        for (Manifest.DataFile file : first.files()) {
            assertArrayEquals(Files.readAllBytes(temp.resolve("a").resolve(file.name())),
                    Files.readAllBytes(temp.resolve("b").resolve(file.name())), file.name());
        }
    }

    /** Each line is the older line with the two properties before its closing brace: bytes, then values. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void eachJsonObjectIsTheOlderOneWithTheAddedPropertiesAtItsEnd(DatasetSchema<?> schema) throws IOException {
        Manifest older = generate(schema, schema.version(), temp.resolve("data"));
        generate(schema, NewerSchema.version(schema), temp.resolve("data-v2"));
        ObjectMapper mapper = new ObjectMapper();

        for (Manifest.DataFile file : older.files(Format.JSON)) {
            List<String> before = Files.readAllLines(temp.resolve("data").resolve(file.name()), StandardCharsets.UTF_8);
            List<String> after = Files.readAllLines(temp.resolve("data-v2").resolve(file.name()),
                    StandardCharsets.UTF_8);
            assertEquals(before.size(), after.size());
            for (int i = 0; i < before.size(); i++) {
                String line = before.get(i);
                assertTrue(after.get(i).startsWith(line.substring(0, line.length() - 1) + ",\"revision\":\""),
                        "line " + i + ": " + after.get(i));
                ObjectNode object = (ObjectNode) mapper.readTree(after.get(i));
                List<String> names = new ArrayList<>();
                object.fieldNames().forEachRemaining(names::add);
                assertEquals(List.of("revision", "provenance"), names.subList(names.size() - 2, names.size()));
                assertTrue(object.get("revision").isTextual() && object.get("revision").asText().matches("[1-9][0-9]*"),
                        "an int64 is a string in proto3's JSON mapping: " + object.get("revision"));
                JsonNode provenance = object.get("provenance");
                assertEquals(List.of("origin", "ingestedAtMs"), fieldNames(provenance));
                assertTrue(provenance.get("origin").isTextual() && !provenance.get("origin").asText().isEmpty());
                assertTrue(provenance.get("ingestedAtMs").asText().matches("[1-9][0-9]*"), provenance.toString());
                object.remove(List.of("revision", "provenance"));
                assertEquals(mapper.readTree(line), object, "line " + i);
            }
        }
    }

    /**
     * Each frame holds the older frame's message bytes, then the added fields' bytes: protobuf's own
     * parser sees exactly fields 1000 (a varint) and 1001 (a Provenance message) after the record.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void eachProtobufFrameIsTheOlderMessageWithTheAddedFieldsAfterIt(DatasetSchema<?> schema) throws IOException {
        Manifest older = generate(schema, schema.version(), temp.resolve("data"));
        generate(schema, NewerSchema.version(schema), temp.resolve("data-v2"));

        for (Manifest.DataFile file : older.files(Format.PROTOBUF)) {
            List<byte[]> before = frames(temp.resolve("data").resolve(file.name()));
            List<byte[]> after = frames(temp.resolve("data-v2").resolve(file.name()));
            List<String> json = Files.readAllLines(temp.resolve("data-v2").resolve(file.name().replace(".pb",
                    ".jsonl")));
            assertEquals(before.size(), after.size());
            for (int i = 0; i < before.size(); i++) {
                byte[] message = before.get(i);
                byte[] frame = after.get(i);
                assertArrayEquals(message, Arrays.copyOf(frame, message.length), "frame " + i
                        + " starts with the record");
                UnknownFieldSet added = UnknownFieldSet.parseFrom(Arrays.copyOfRange(frame, message.length,
                        frame.length));
                assertEquals(List.of(NewerSchema.REVISION_FIELD, NewerSchema.PROVENANCE_FIELD),
                        List.copyOf(added.asMap().keySet()));
                List<Long> revision = added.getField(NewerSchema.REVISION_FIELD).getVarintList();
                assertEquals(1, revision.size());
                assertEquals(1, added.getField(NewerSchema.PROVENANCE_FIELD).getLengthDelimitedList().size());
                Provenance provenance = Provenance.parseFrom(added.getField(NewerSchema.PROVENANCE_FIELD)
                        .getLengthDelimitedList().get(0));
                JsonNode sameRecord = new ObjectMapper().readTree(json.get(i));
                assertEquals(sameRecord.get("revision").asText(), Long.toString(revision.get(0)),
                        "both formats add the same");
                assertEquals(sameRecord.get("provenance").get("origin").asText(), provenance.getOrigin());
                assertEquals(sameRecord.get("provenance").get("ingestedAtMs").asText(),
                        Long.toString(provenance.getIngestedAtMs()));
            }
        }
    }

    /** proto/user_v2.proto is what the files hold: every frame parses as a UserV2 with every field. */
    @Test
    void theNewerUserFilesAreUserV2Messages() throws IOException {
        DatasetGenerator.generate(Schemas.USER, 2, RECORDS, 42, 1, Compression.NONE, temp, (done, total) -> { });
        List<User> users = new ArrayList<>();
        SeededRecords.generate(Schemas.USER, 42, RECORDS, users::add);
        NewerSchema.Additions additions = new NewerSchema.Additions(42);

        List<byte[]> frames = frames(temp.resolve("users.pb"));
        assertEquals(RECORDS, frames.size());
        for (int i = 0; i < RECORDS; i++) {
            UserV2 message = UserV2.parseFrom(frames.get(i));
            User user = users.get(i);
            NewerSchema.Addition addition = additions.next();
            UserV2 expected = UserV2.newBuilder().setId(user.id()).setName(user.name()).setEmail(user.email())
                    .setAge(user.age()).setActive(user.active()).setRevision(addition.revision())
                    .setProvenance(addition.provenance()).build();
            assertEquals(expected, message, "record " + i);
            assertTrue(message.getUnknownFields().asMap().isEmpty());
            assertTrue(message.hasProvenance() && message.getRevision() > 0);
        }
    }

    /**
     * Every schema's version 2, built from its version 1 descriptor plus the two fields of
     * proto/evolution.proto (no .proto per schema needed): every frame parses as it with nothing
     * unknown, holds the added fields, and without them is the record's version 1 message.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    <T> void theNewerFilesAreMessagesOfVersion2(DatasetSchema<T> schema) throws Exception {
        Path dir = temp.resolve(schema.name() + "-v2");
        Manifest manifest = DatasetGenerator.generate(schema, NewerSchema.version(schema), RECORDS, 42, 1,
                Compression.NONE, dir, (done, total) -> { });
        List<T> records = new ArrayList<>();
        SeededRecords.generate(schema, 42, RECORDS, records::add);
        var binding = ((ProtobufCodedCodec<T, ?>) LazyCodec.built(schema.primaryCodec(Format.PROTOBUF))).binding();
        Descriptor v2 = version2(binding.defaultInstance().getDescriptorForType());
        NewerSchema.Additions additions = new NewerSchema.Additions(42);

        List<byte[]> frames = frames(dir.resolve(manifest.files(Format.PROTOBUF).get(0).name()));
        assertEquals(RECORDS, frames.size());
        for (int i = 0; i < RECORDS; i++) {
            DynamicMessage message = DynamicMessage.parseFrom(v2, frames.get(i));
            NewerSchema.Addition addition = additions.next();
            assertTrue(message.getUnknownFields().asMap().isEmpty(), "record " + i);
            assertEquals(addition.revision(), message.getField(v2.findFieldByNumber(NewerSchema.REVISION_FIELD)));
            assertEquals(addition.provenance().toByteString(),
                    ((Message) message.getField(v2.findFieldByNumber(NewerSchema.PROVENANCE_FIELD))).toByteString());
            DynamicMessage v1 = message.toBuilder().clearField(v2.findFieldByNumber(NewerSchema.REVISION_FIELD))
                    .clearField(v2.findFieldByNumber(NewerSchema.PROVENANCE_FIELD)).build();
            assertEquals(binding.toMessage(records.get(i)), binding.parser().parseFrom(v1.toByteArray()), "record "
                    + i);
        }
    }

    /** The newer twin of a compressed dataset is compressed the same and lives beside it. */
    @Test
    void aCompressedDatasetsTwinIsCompressedAndBesideIt() throws IOException {
        Path data = temp.resolve("user-zstd");
        Path twin = NewerSchema.folder(data, Schemas.USER, 2);
        assertEquals(temp.resolve("user-zstd-v2"), twin);
        Manifest newer = DatasetGenerator.generate(Schemas.USER, 2, RECORDS, 42, 1, Compression.ZSTD, twin,
                (done, total) -> { });

        assertEquals(Compression.ZSTD, newer.compression());
        for (Manifest.DataFile file : newer.files()) {
            assertEquals(NewerSchema.ADDED_FIELDS * RECORDS, file.unknownFields());
            for (var codec : Schemas.USER.codecs(file.format())) {
                DatasetReader.Summary summary = DatasetReader.read(Schemas.USER, codec, twin.resolve(file.name()),
                        Compression.ZSTD,
                        io.formatbench.codec.ReadOptions.STRICT.with(io.formatbench.codec.UnknownFields.SKIP));
                assertEquals(file.unknownFields(), summary.skippedFields(), codec.name().toString());
                assertEquals(newer.contentDigest(), summary.digest(), codec.name().toString());
            }
        }
    }

    /** The schema's message with the fields of version 2 appended, as evolution.proto describes them. */
    static Descriptor version2(Descriptor v1) throws DescriptorValidationException {
        FileDescriptor evolution = Provenance.getDescriptor().getFile();
        DescriptorProto message = v1.toProto().toBuilder()
                .addField(FieldDescriptorProto.newBuilder().setName("revision").setNumber(NewerSchema.REVISION_FIELD)
                        .setType(FieldDescriptorProto.Type.TYPE_INT64)
                                .setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL))
                .addField(FieldDescriptorProto.newBuilder().setName("provenance")
                        .setNumber(NewerSchema.PROVENANCE_FIELD)
                        .setType(FieldDescriptorProto.Type.TYPE_MESSAGE)
                                .setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL)
                        .setTypeName("." + Provenance.getDescriptor().getFullName()))
                .build();
        FileDescriptorProto file = v1.getFile().toProto().toBuilder()
                .setName(v1.getFile().getName().replace(".proto", "_v2_of_test.proto"))
                .setMessageType(v1.getIndex(), message)
                .addDependency(evolution.getName())
                .build();
        List<FileDescriptor> dependencies = new ArrayList<>(v1.getFile().getDependencies());
        dependencies.add(evolution);
        return FileDescriptor.buildFrom(file,
                dependencies.toArray(FileDescriptor[]::new)).findMessageTypeByName(v1.getName());
    }

    @Test
    void aNewerDatasetLivesBesideTheOlderOne() {
        assertEquals(Path.of("data"), NewerSchema.folder(Path.of("data"), Schemas.USER, 1));
        assertEquals(Path.of("data-v2"), NewerSchema.folder(Path.of("data"), Schemas.USER, 2));
        assertEquals(Path.of("data/user-v2"), NewerSchema.folder(Path.of("data/user"), Schemas.USER, 2));
        assertEquals(Path.of("/tmp/x/d-v2"), NewerSchema.folder(Path.of("/tmp/x/d"), Schemas.USER, 2));
        assertEquals(Path.of("data/user-zstd-v2"), NewerSchema.folder(Path.of("data/user-zstd"), Schemas.USER, 2));
    }

    @Test
    void onlyTheToolsVersionAndTheNextOneCanBeGenerated() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DatasetGenerator.generate(Schemas.USER, 3, 10, 42, 1, Compression.NONE, temp, (done, total)
                        -> { }));
        assertEquals("schema user has version 1 and the newer version 2, not 3", e.getMessage());
    }

    /** In shards, so that each shard's additions come from its own stream. */
    private static Manifest generate(DatasetSchema<?> schema, int version, Path dir) throws IOException {
        return DatasetGenerator.generate(schema, version, RECORDS, 42, SHARDS, Compression.NONE, dir, (done, total)
                -> { });
    }

    /** The message bytes of every frame of a delimited file. */
    static List<byte[]> frames(Path file) throws IOException {
        List<byte[]> frames = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file)) {
            CodedInputStream coded = CodedInputStream.newInstance(in);
            while (!coded.isAtEnd()) {
                frames.add(coded.readRawBytes(coded.readRawVarint32()));
                coded.resetSizeCounter();
            }
        }
        return frames;
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
