package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.fs.FolderLock;
import io.formatbench.model.ContentDigest;
import io.formatbench.proto.records.User;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generator of every schema: determinism, the manifest, and one digest for both formats; and
 * the user schema's realistic values and pinned records.
 */
class DatasetGeneratorTest {

    private static final int RECORDS = 2000;
    /** Records of the tests run for every schema: a few hundred show what they show. */
    private static final int EACH_SCHEMA = 300;

    @TempDir
    Path temp;

    static Stream<DatasetSchema<?>> schemas() {
        return Schemas.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void aGeneratorGivesTheSameRecordsForTheSameSeedAndFirstRecord(DatasetSchema<?> schema) {
        sameRecords(schema);
    }

    private static <T> void sameRecords(DatasetSchema<T> schema) {
        for (long first : new long[] {0, 1000}) {
            RecordGenerator<T> one = schema.generator().create(42, first);
            RecordGenerator<T> other = schema.generator().create(42, first);
            for (int i = 0; i < 200; i++) {
                T record = one.next();
                assertEquals(record, other.next(), schema.name() + " record " + i + " from " + first);
                // The content hash and the checksum depend on the record alone.
                assertEquals(schema.contentHash().applyAsLong(record), schema.contentHash().applyAsLong(record));
                assertEquals(schema.checksum().applyAsLong(record), schema.checksum().applyAsLong(record));
            }
        }
        assertNotEquals(schema.generator().create(42, 0).next(), schema.generator().create(43, 0).next(),
                schema.name().toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void theSameSeedGivesTheSameBytesAndManifest(DatasetSchema<?> schema) throws IOException {
        Manifest first = generate(schema, temp.resolve("a"), 42);
        Manifest second = generate(schema, temp.resolve("b"), 42);

        assertEquals(first, second);
        for (Format format : Format.all()) {
            String name = schema.fileName(format);
            assertArrayEquals(Files.readAllBytes(temp.resolve("a").resolve(name)),
                    Files.readAllBytes(temp.resolve("b").resolve(name)), name);
        }
        assertArrayEquals(Files.readAllBytes(ManifestFiles.path(temp.resolve("a"))),
                Files.readAllBytes(ManifestFiles.path(temp.resolve("b"))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void anotherSeedGivesOtherRecords(DatasetSchema<?> schema) throws IOException {
        Manifest first = generate(schema, temp.resolve("a"), 42);
        Manifest other = generate(schema, temp.resolve("b"), 43);

        assertNotEquals(first.contentDigest(), other.contentDigest());
        for (Format format : Format.all()) {
            assertNotEquals(first.files(format).get(0).sha256(), other.files(format).get(0).sha256(), format.id());
        }
    }

    @Test
    void theUsersOfSeed42AreTheOnesOfEveryOtherMachine() throws IOException {
        // Pinned: "same seed, same records, byte for byte, on any machine". A deliberate change to the
        // generator or the encoding changes these, and must bump the schema version.
        Manifest manifest = DatasetGenerator.generate(Schemas.USER, 100, 42, 1, Compression.NONE, temp, (done, total)
                -> { });

        assertEquals(GOLDEN_FIRST_USERS, readAll(Schemas.USER.primaryCodec(Format.JSON),
                temp.resolve("users.jsonl")).subList(0, 3));
        assertEquals(GOLDEN_DIGEST_100, manifest.contentDigest());
    }

    @Test
    void valuesAreRealistic() throws IOException {
        generate(temp, 42);
        List<User> users = readAll(Schemas.USER.primaryCodec(Format.JSON), temp.resolve("users.jsonl"));

        assertEquals(RECORDS, users.size());
        int active = 0;
        int nonAsciiNames = 0;
        Set<Integer> ages = new TreeSet<>();
        for (int i = 0; i < users.size(); i++) {
            User user = users.get(i);
            assertEquals(i + 1, user.id(), "ids are 1..N in order");
            assertTrue(user.age() >= 18 && user.age() <= 90, user.toString());
            ages.add(user.age());
            active += user.active() ? 1 : 0;
            nonAsciiNames += user.name().chars().anyMatch(c -> c > 127) ? 1 : 0;
            assertTrue(user.name().matches("\\S+ \\S+"), user.name());
            assertTrue(user.email().matches("[a-z]+\\.[a-z]+[0-9]{1,2}@[a-z.]+"), user.email());
            String first = user.name().substring(0, user.name().indexOf(' '));
            if (first.chars().allMatch(c -> c < 128 && Character.isLetter(c))) {
                assertTrue(user.email().startsWith(first.toLowerCase(java.util.Locale.ROOT) + "."), user.email()
                        + " from " + user.name());
            }
        }
        assertEquals(18, ages.iterator().next());
        assertEquals(90, ((TreeSet<Integer>) ages).last());
        assertEquals(90 - 18 + 1, ages.size(), "every age appears");
        double activeShare = (double) active / RECORDS;
        assertTrue(activeShare > 0.66 && activeShare < 0.74, "active share " + activeShare);
        assertTrue(nonAsciiNames > RECORDS / 10, nonAsciiNames + " names with non-ASCII letters");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void everyReaderOfEveryFileGivesTheManifestsCountAndDigest(DatasetSchema<?> schema) throws IOException {
        everyReader(schema);
    }

    private <T> void everyReader(DatasetSchema<T> schema) throws IOException {
        Manifest manifest = generate(schema, temp, 7);

        for (Format format : Format.all()) {
            Path file = temp.resolve(manifest.files(format).get(0).name());
            for (Codec<T> codec : schema.codecs(format)) {
                DatasetReader.Summary summary = DatasetReader.read(schema, codec, file, Compression.NONE);
                assertEquals(new DatasetReader.Summary(EACH_SCHEMA, manifest.contentDigest()), summary,
                        codec.name().toString());
            }
        }
        // The digest is the records' own: the seed's records, hashed here, give it too.
        ContentDigest digest = SeededRecords.generate(schema, 7, EACH_SCHEMA, record -> { });
        assertEquals(Manifest.digestLabel(digest.hex()), manifest.contentDigest());
        assertEquals(manifest, DatasetVerifier.verify(temp, true, what -> { }));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void theManifestSaysWhatTheDatasetHolds(DatasetSchema<?> schema) throws IOException {
        Manifest manifest = generate(schema, temp, 42);
        List<String> files = Format.all().stream().map(schema::fileName).toList();

        assertEquals(Manifest.CURRENT_VERSION, manifest.manifestVersion());
        assertEquals(schema.name(), manifest.schema());
        assertEquals(schema.version(), manifest.schemaVersion());
        assertEquals(EACH_SCHEMA, manifest.records());
        assertEquals(42, manifest.seed());
        assertEquals(ToolInfo.version(), manifest.toolVersion());
        assertTrue(manifest.contentDigest().matches(Manifest.DIGEST_ALGORITHM + ":[0-9a-f]{16}"),
                manifest.contentDigest());
        assertEquals(files, manifest.files().stream().map(Manifest.DataFile::name).toList());
        for (Manifest.DataFile file : manifest.files()) {
            Path path = temp.resolve(file.name());
            assertEquals(Files.size(path), file.bytes(), file.name());
            assertEquals(Sha256.of(path), file.sha256(), file.name());
            assertTrue(file.sha256().matches("[0-9a-f]{64}"), file.sha256());
        }
        assertEquals(manifest, ManifestFiles.read(temp));
        // Written last and listed here only: no temporary files left; the folder's lock file stays.
        try (var entries = Files.list(temp)) {
            Set<String> expected = new java.util.HashSet<>(files);
            expected.addAll(Set.of("manifest.json", FolderLock.FILE_NAME));
            assertEquals(expected,
                    entries.map(path -> path.getFileName().toString()).collect(java.util.stream.Collectors.toSet()));
        }
    }

    @Test
    void theManifestFileUsesTheDocumentedSnakeCaseKeys() throws IOException {
        generate(temp, 42);
        JsonNode json = new ObjectMapper().readTree(ManifestFiles.path(temp).toFile());

        List<String> keys = new ArrayList<>();
        json.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("manifest_version", "schema", "schema_version", "records", "seed", "shards", "compression",
                "format_options", "tool_version", "content_digest", "files"), keys);
        assertEquals(0, json.get("format_options").size(), "every format's own options at their defaults: none asked");
        List<String> fileKeys = new ArrayList<>();
        json.get("files").get(0).fieldNames().forEachRemaining(fileKeys::add);
        assertEquals(List.of("name", "format", "shard", "records", "content_digest", "bytes", "sha256",
                "uncompressed_bytes",
                "unknown_fields"), fileKeys);
        assertEquals("json", json.get("files").get(0).get("format").asText());
        assertEquals("protobuf", json.get("files").get(1).get("format").asText());
    }

    @Test
    void aShardedDatasetSplitsTheRecordsByTheRuleAndEveryShardVerifies() throws IOException {
        Manifest sharded = DatasetGenerator.generate(Schemas.USER, 1001, 42, 3, Compression.NONE, temp.resolve("s"),
                (done, total) -> { });
        Manifest whole = generate(temp.resolve("w"), 42);

        assertEquals(3, sharded.shards());
        assertEquals(List.of("users-1-of-3.jsonl", "users-1-of-3.pb", "users-2-of-3.jsonl", "users-2-of-3.pb",
                "users-3-of-3.jsonl", "users-3-of-3.pb"),
                        sharded.files().stream().map(Manifest.DataFile::name).toList());
        List<User> all = new ArrayList<>();
        for (Manifest.DataFile file : sharded.files(Format.PROTOBUF)) {
            List<User> shard = readAll(Schemas.USER.primaryCodec(Format.PROTOBUF),
                    temp.resolve("s").resolve(file.name()));
            assertEquals(List.of(333L, 334L, 334L).get(file.shard()), (long) shard.size(), file.name());
            assertEquals(file.records(), shard.size());
            all.addAll(shard);
        }
        for (int i = 0; i < all.size(); i++) {
            assertEquals(i + 1, all.get(i).id(), "ids run on from shard to shard");
        }
        // Shard 1 is generated from the dataset's seed: it is the start of the unsharded dataset.
        assertEquals(readAll(Schemas.USER.primaryCodec(Format.JSON), temp.resolve("w/users.jsonl")).subList(0, 333),
                all.subList(0, 333));
        assertNotEquals(whole.contentDigest(), sharded.contentDigest(), "later shards have seeds of their own");
        assertEquals(sharded, DatasetVerifier.verify(temp.resolve("s"), true, what -> { }));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void aShardedDatasetIsTheShardsOfTheRuleAndEveryShardVerifies(DatasetSchema<?> schema) throws IOException {
        sharded(schema);
    }

    private <T> void sharded(DatasetSchema<T> schema) throws IOException {
        // Every format: the binary ones' shards too, each verified with every codec below.
        Manifest sharded = DatasetGenerator.generate(schema, schema.version(), 301, 42, 3, Compression.NONE,
                Format.all(), temp.resolve("s"), (done, total) -> { });

        List<T> all = new ArrayList<>();
        for (Manifest.DataFile file : sharded.files(Format.PROTOBUF)) {
            List<T> shard = readAll(schema.primaryCodec(Format.PROTOBUF), temp.resolve("s").resolve(file.name()));
            assertEquals(List.of(100L, 100L, 101L).get(file.shard()), (long) shard.size(), file.name());
            all.addAll(shard);
        }
        List<T> expected = new ArrayList<>();
        for (Shards.Shard shard : Shards.of(301, 42, 3)) {
            SeededRecords.generate(schema, shard, expected::add);
        }
        assertEquals(expected, all);
        // Shard 1 is generated from the dataset's seed: it is the start of the unsharded dataset.
        assertEquals(SchemaCodec.generate(schema, 42, 100), all.subList(0, 100));
        assertEquals(sharded, DatasetVerifier.verify(temp.resolve("s"), true, what -> { }));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void aDatasetOfFewerShardsReplacesTheFilesOfMore(DatasetSchema<?> schema) throws IOException {
        DatasetGenerator.generate(schema, 100, 42, 4, Compression.NONE, temp, (done, total) -> { });
        Files.writeString(temp.resolve("notes.txt"), "a user's own file");

        DatasetGenerator.generate(schema, 100, 42, 2, Compression.NONE, temp, (done, total) -> { });

        String stem = schema.fileStem();
        try (var entries = Files.list(temp)) {
            assertEquals(Set.of(stem + "-1-of-2.jsonl", stem + "-1-of-2.pb", stem + "-2-of-2.jsonl", stem
                    + "-2-of-2.pb",
                    "manifest.json", "notes.txt", FolderLock.FILE_NAME),
                    entries.map(path -> path.getFileName().toString()).collect(java.util.stream.Collectors.toSet()));
        }
        DatasetVerifier.verify(temp, false, what -> { });
    }

    @Test
    void reportsProgressAtMostAboutAHundredTimesAndEndsAtTheTotal() throws IOException {
        List<long[]> updates = new ArrayList<>();
        DatasetGenerator.generate(Schemas.USER, 1234, 1, 1, Compression.NONE, temp, (done, total)
                -> updates.add(new long[] {done, total}));

        assertTrue(updates.size() <= 110 && updates.size() >= 90, updates.size() + " updates");
        long previous = 0;
        for (long[] update : updates) {
            assertTrue(update[0] > previous);
            assertEquals(1234, update[1]);
            previous = update[0];
        }
        assertEquals(1234, previous, "the last update is the total, so that a display reaches 100%");
    }

    static final List<User> GOLDEN_FIRST_USERS = List.of(
            new User(1, "Barbara Miller", "barbara.miller81@example.net", 63, true),
            new User(2, "Olumide Martin", "olumide.martin28@example.org", 20, true),
            new User(3, "Barbara Okafor", "barbara.okafor28@mail.example.com", 55, false));
    static final String GOLDEN_DIGEST_100 = "fbd2:d9d290e3c2c3d7ed";

    private Manifest generate(Path dir, long seed) throws IOException {
        return DatasetGenerator.generate(Schemas.USER, RECORDS, seed, 1, Compression.NONE, dir, (done, total) -> { });
    }

    private static Manifest generate(DatasetSchema<?> schema, Path dir, long seed) throws IOException {
        return DatasetGenerator.generate(schema, schema.version(), EACH_SCHEMA, seed, 1, Compression.NONE,
                Format.all(), dir, (done, total) -> { });
    }

    static <T> List<T> readAll(Codec<T> codec, Path file) throws IOException {
        List<T> records = new ArrayList<>();
        try (RecordReader<T> reader = codec.newReader(IoStack.openInput(file, Compression.NONE), file.toString())) {
            for (T record; (record = reader.read()) != null; ) {
                records.add(record);
            }
        }
        return records;
    }
}
