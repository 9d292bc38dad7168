package io.formatbench.spark.protobuf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetGenerator;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.ProtoCatalog;
import io.formatbench.dataset.Schemas;
import io.formatbench.shaded.com.google.protobuf.Message;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The delimited-protobuf source in an embedded Spark: the user dataset's files read as Spark's JSON
 * source reads the same records, one split a file, and written back byte for byte; every kind of
 * field (EveryKind) read into rows that are the messages again; a bad file and a value a row cannot
 * hold refused in one line. The session is the JVM's, shared with the job's tests.
 */
class DelimitedProtobufSourceTest {

    private static final String USER = "formatbench.user.User";
    private static final String EVERY_KIND = "formatbench.kinds.EveryKind";

    @TempDir
    static Path dir;
    private static SparkSession spark;
    private static Path users;
    private static Path kinds;

    @BeforeAll
    static void generate() throws IOException {
        users = dir.resolve("user");
        DatasetGenerator.generate(Schemas.USER, Schemas.USER.version(), 600, 7, 2, Compression.NONE,
                List.of(Format.JSON, Format.PROTOBUF), users, (done, total) -> { });
        kinds = dir.resolve("kinds");
        DatasetSchema<?> everyKind = Schemas.byName(SchemaName.of(EVERY_KIND));
        DatasetGenerator.generate(everyKind, everyKind.version(), 120, 11, 1, Compression.NONE,
                List.of(Format.PROTOBUF), kinds, (done, total) -> { });
        spark = SparkSession.builder().master("local[2]").config("spark.ui.enabled", "false").getOrCreate();
    }

    private static Dataset<Row> read(Map<String, String> options, Path... paths) {
        return spark.read().format("delimited-protobuf").options(options)
                .load(Stream.of(paths).map(Path::toString).toArray(String[]::new));
    }

    private static Path[] files(Path folder, String extension) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.toString().endsWith(extension)).sorted().toArray(Path[]::new);
        }
    }

    /** The messages of a stream of frames, as protobuf-java's own parseDelimitedFrom reads them. */
    private static List<Message> messages(String type, InputStream in) throws IOException {
        Message prototype = ProtoCatalog.built().defaultInstance(SchemaName.of(type)).orElseThrow();
        List<Message> messages = new ArrayList<>();
        for (Message message; (message = prototype.getParserForType().parseDelimitedFrom(in)) != null; ) {
            messages.add(message);
        }
        return messages;
    }

    /** The rows of a frame, back as messages through the source's own mapping. */
    private static List<Message> asMessages(Dataset<Row> rows, Map<String, String> options, String type)
            throws IOException {
        RowEncoder encoder = new RowEncoder(options, rows.schema());
        ByteArrayOutputStream frames = new ByteArrayOutputStream();
        for (InternalRow row : rows.queryExecution().toRdd().toJavaRDD().map(InternalRow::copy).collect()) {
            frames.write(encoder.frame(row));
        }
        return messages(type, new ByteArrayInputStream(frames.toByteArray()));
    }

    @Test
    void theUsersAreTheRowsSparksJsonSourceReadsFromTheSameRecords() throws IOException {
        Dataset<Row> rows = read(Map.of("message", USER), files(users, ".pb"));
        StructType schema = rows.schema();
        assertEquals(List.of("id", "name", "email", "age", "active"), List.of(schema.fieldNames()));
        assertEquals(List.of(DataTypes.LongType, DataTypes.StringType, DataTypes.StringType, DataTypes.IntegerType,
                DataTypes.BooleanType), Stream.of(schema.fields()).map(field -> field.dataType()).toList());
        Dataset<Row> json = spark.read().schema(schema).json(Stream.of(files(users, ".jsonl")).map(Path::toString)
                .toArray(String[]::new));
        // The same rows: each record one row, each value the same.
        assertEquals(600, rows.count());
        assertEquals(byId(json), byId(rows));
        // One split a file, however small Spark is told to make them; each row knows its file.
        spark.conf().set("spark.sql.files.maxPartitionBytes", "1024");
        spark.conf().set("spark.sql.files.openCostInBytes", "0");
        try {
            Dataset<Row> small = read(Map.of("message", USER), files(users, ".pb"));
            assertEquals(2, small.rdd().getNumPartitions());
            assertEquals(2, small.select("_metadata.file_name").distinct().count());
            // A query that asks for one column gets it.
            assertEquals(List.of("name"), List.of(small.select("name").schema().fieldNames()));
        } finally {
            spark.conf().unset("spark.sql.files.maxPartitionBytes");
            spark.conf().unset("spark.sql.files.openCostInBytes");
        }
    }

    @Test
    void theWriterWritesTheFilesItReadByteForByte() throws IOException {
        Path first = files(users, ".pb")[0];
        Path out = dir.resolve("written");
        read(Map.of("message", USER), first).write().format("delimited-protobuf").option("message", USER)
                .save(out.toString());
        Path[] written = files(out, ".pb");
        assertEquals(1, written.length);
        assertTrue(written[0].getFileName().toString().startsWith("part-"), written[0].toString());
        assertEquals(-1, Files.mismatch(first, written[0]));
        // Compressed as asked, and read back by its name.
        Path gzip = dir.resolve("written-gzip");
        read(Map.of("message", USER), first).write().format("delimited-protobuf").option("message", USER)
                .option("compression", "gzip").save(gzip.toString());
        Path[] gzipped = files(gzip, ".pb.gz");
        assertEquals(1, gzipped.length);
        assertEquals(read(Map.of("message", USER), first).collectAsList(),
                read(Map.of("message", USER), gzipped).collectAsList());
    }

    @Test
    void everyKindOfFieldIsARowThatIsTheMessageAgain() throws IOException {
        // The mapping itself is RowMappingTest's; here, the rows as Spark makes them of the source's (UnsafeRows).
        Map<String, String> options = Map.of("message", EVERY_KIND, "recursive.fields.max.depth", "5",
                "times", "messages");
        Path file = files(kinds, ".pb")[0];
        List<Message> originals;
        try (InputStream in = Files.newInputStream(file)) {
            originals = messages(EVERY_KIND, in);
        }
        assertEquals(originals, asMessages(read(options, file), options, EVERY_KIND));
    }

    @Test
    void aValueARowCannotHoldIsOneLineNamingItsFileAndRecord() throws IOException {
        Path file = files(kinds, ".pb")[0];
        Dataset<Row> times = read(Map.of("message", EVERY_KIND, "recursive.fields.max.depth", "5"), file);
        BadInputException bad = badInput(assertThrows(Exception.class,
                () -> times.select("created_at", "history").collect()));
        assertTrue(bad.getMessage().matches("file:" + file + ": record [0-9]+: field formatbench\\.kinds\\..*"
                + "times=messages keeps it whole"), bad.getMessage());
        assertEquals(1, bad.getMessage().lines().count());
    }

    @Test
    void aBadFileIsOneLineNamingItsRecordAndByte() throws IOException {
        Path first = files(users, ".pb")[0];
        byte[] bytes = Files.readAllBytes(first);
        Path cut = dir.resolve("cut");
        Files.createDirectories(cut);
        // Cut inside the last (300th) frame's last field: both modes refuse it, the strict one naming the byte.
        Files.write(cut.resolve("users.pb"), java.util.Arrays.copyOf(bytes, bytes.length - 3));
        BadInputException bad = badInput(assertThrows(Exception.class,
                () -> read(Map.of("message", USER, "strict", "true"), cut).count()));
        assertTrue(bad.getMessage().matches("file:" + cut.resolve("users.pb") + ": record 300 at byte [0-9]+: .*"),
                bad.getMessage());
        assertEquals(1, bad.getMessage().lines().count());
        BadInputException library = badInput(assertThrows(Exception.class,
                () -> read(Map.of("message", USER), cut).count()));
        assertTrue(library.getMessage().startsWith("file:" + cut.resolve("users.pb") + ": record "),
                library.getMessage());
        assertEquals(1, library.getMessage().lines().count());
    }

    @Test
    void bothModesReadTheSameRowsFromValidFiles() throws IOException {
        List<Row> library = byId(read(Map.of("message", USER), files(users, ".pb")));
        List<Row> strict = byId(read(Map.of("message", USER, "strict", "true"), files(users, ".pb")));
        assertEquals(600, library.size());
        assertEquals(strict, library);
        Map<String, String> options = Map.of("message", EVERY_KIND, "recursive.fields.max.depth", "5",
                "times", "messages");
        Map<String, String> strictOptions = new java.util.HashMap<>(options);
        strictOptions.put("strict", "true");
        Path file = files(kinds, ".pb")[0];
        assertEquals(asMessages(read(strictOptions, file), strictOptions, EVERY_KIND),
                asMessages(read(options, file), options, EVERY_KIND));
    }

    @Test
    void strictRefusesWhatTheLibraryReads() throws IOException {
        Message user;
        try (InputStream in = Files.newInputStream(files(users, ".pb")[0])) {
            user = messages(USER, in).get(0);
        }
        // A field the schema does not have (number 15, a varint), and a last record cut exactly between two fields.
        byte[] unknown = concat(user.toByteArray(), new byte[] {(byte) (15 << 3), 1});
        byte[] whole = user.toByteArray();
        var id = user.getDescriptorForType().findFieldByName("id");
        byte[] firstFieldOnly = user.newBuilderForType().setField(id, user.getField(id)).build().toByteArray();
        Path odd = dir.resolve("odd");
        Files.createDirectories(odd);
        Files.write(odd.resolve("unknown.pb"), concat(varint(unknown.length), unknown));
        Files.write(odd.resolve("between.pb"), concat(varint(whole.length), firstFieldOnly));
        for (String name : List.of("unknown.pb", "between.pb")) {
            Path bad = odd.resolve(name);
            // protobuf-java's documented loop reads both: an unknown field is kept aside, the limit past the end quiet.
            assertEquals(1, read(Map.of("message", USER), bad).count(), name);
            BadInputException refused = badInput(assertThrows(Exception.class,
                    () -> read(Map.of("message", USER, "strict", "true"), bad).count()));
            assertTrue(refused.getMessage().startsWith("file:" + bad + ": record 1"), refused.getMessage());
            assertEquals(1, refused.getMessage().lines().count(), refused.getMessage());
        }
    }

    @Test
    void theConvertersGiveTheRowsOfTheGenericMapping() throws IOException {
        // Every kind of field, with Timestamp and Duration both ways: the same rows, or the same refusal.
        List<Message> originals;
        try (InputStream in = Files.newInputStream(files(kinds, ".pb")[0])) {
            originals = messages(EVERY_KIND, in);
        }
        int refused = 0;
        for (String times : List.of("messages", "spark")) {
            MessageType type = MessageType.of(ProtobufSourceOptions.of(Map.of("message", EVERY_KIND,
                    "recursive.fields.max.depth", "5", "times", times)));
            StructType schema = type.mapping().schema();
            MessageRows generic = new MessageRows(type.mapping(), schema);
            MessageConverter converter = new MessageConverter(type.mapping(), type.defaultInstance().getClass(),
                    schema);
            org.apache.spark.sql.catalyst.expressions.UnsafeProjection bytes =
                    org.apache.spark.sql.catalyst.expressions.UnsafeProjection.create(schema);
            for (Message message : originals) {
                String expected;
                try {
                    expected = java.util.Arrays.toString(bytes.apply(generic.toRow(message)).getBytes());
                } catch (ValueRefusedException e) {
                    ValueRefusedException also = assertThrows(ValueRefusedException.class,
                            () -> converter.toRow(message));
                    assertEquals(e.getMessage(), also.getMessage());
                    refused++;
                    continue;
                }
                assertEquals(expected, java.util.Arrays.toString(bytes.apply(converter.toRow(message)).getBytes()),
                        message.toString());
            }
        }
        assertTrue(refused < originals.size(), "most records are rows with times=spark too");
    }

    @Test
    void aModeOtherThanTrueOrFalseIsRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> read(Map.of("message", USER, "strict", "maybe"), files(users, ".pb")).schema());
        assertTrue(refused.getMessage().contains("option strict must be true"), refused.getMessage());
    }

    private static byte[] varint(int value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while ((value & ~0x7F) != 0) {
            out.write((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        out.write(value);
        return out.toByteArray();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    private static List<Row> byId(Dataset<Row> rows) {
        List<Row> sorted = new ArrayList<>(rows.collectAsList());
        sorted.sort(java.util.Comparator.comparingLong(row -> row.getLong(0)));
        return sorted;
    }

    private static BadInputException badInput(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof BadInputException bad) {
                return bad;
            }
        }
        throw new AssertionError("no BadInputException in " + thrown, thrown);
    }
}
