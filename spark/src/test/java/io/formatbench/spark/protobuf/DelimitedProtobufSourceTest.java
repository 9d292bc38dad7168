package io.formatbench.spark.protobuf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetGenerator;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.shaded.com.google.protobuf.Descriptors.FieldDescriptor;
import io.formatbench.shaded.com.google.protobuf.Message;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
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
 * source reads the same records, and written back byte for byte; every kind of field (EveryKind:
 * scalars, enums, nested and repeated messages, maps, oneofs, a tree, the well-known types) read into
 * rows that are the messages again; and bad files and values refused in one line. The session is the
 * JVM's, shared with the job's tests.
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

    /** The messages of a file, as the tool's strict protobuf reader reads them. */
    @SuppressWarnings("unchecked")
    private static List<Message> messages(String type, InputStream in) throws IOException {
        Codec<Message> codec = (Codec<Message>) Schemas.byName(SchemaName.of(type)).primaryCodec(Format.PROTOBUF);
        List<Message> messages = new ArrayList<>();
        try (RecordReader<Message> reader = codec.newReader(IoStack.input(in, type, Compression.NONE), type)) {
            for (Message message; (message = reader.read()) != null; ) {
                messages.add(message);
            }
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
        Map<String, String> options = Map.of("message", EVERY_KIND, "recursive.fields.max.depth", "5",
                "times", "messages");
        Path file = files(kinds, ".pb")[0];
        Dataset<Row> rows = read(options, file);
        List<Message> originals;
        try (InputStream in = Files.newInputStream(file)) {
            originals = messages(EVERY_KIND, in);
        }
        assertEquals(originals, asMessages(rows, options, EVERY_KIND));
        StructType schema = rows.schema();
        assertEquals(RowMapping.UNSIGNED_LONG, schema.apply("a_uint64").dataType());
        assertEquals(DataTypes.LongType, schema.apply("a_uint32").dataType());
        assertEquals(DataTypes.StringType, schema.apply("level").dataType());
        // Spark makes every type of a file source nullable; the mapping's own says which are never null.
        assertEquals("map<string,string>", schema.apply("labels").dataType().simpleString());
        assertEquals("array<bigint>", schema.apply("ids").dataType().simpleString());
        assertEquals(DataTypes.LongType, schema.apply("big_count").dataType(), "a wrapper is its value");
        assertEquals(DataTypes.StringType, schema.apply("attributes").dataType(), "a Struct is its JSON");
        assertEquals("struct<seconds:bigint,nanos:int>", schema.apply("created_at").dataType().simpleString());
        // Values by name, not only through the mapping and back.
        List<Row> collected = rows.collectAsList();
        for (int i = 0; i < originals.size(); i++) {
            Message message = originals.get(i);
            Row row = collected.get(i);
            FieldDescriptor uint64 = message.getDescriptorForType().findFieldByName("a_uint64");
            assertEquals(new BigDecimal(new BigInteger(Long.toUnsignedString((Long) message.getField(uint64)))),
                    row.getDecimal(row.fieldIndex("a_uint64")).stripTrailingZeros().setScale(0));
            FieldDescriptor level = message.getDescriptorForType().findFieldByName("level");
            assertEquals(message.getField(level).toString(), row.getString(row.fieldIndex("level")));
            FieldDescriptor nickname = message.getDescriptorForType().findFieldByName("nickname");
            if (message.hasField(nickname)) {
                Message wrapper = (Message) message.getField(nickname);
                assertEquals(wrapper.getField(wrapper.getDescriptorForType().findFieldByNumber(1)),
                        row.getString(row.fieldIndex("nickname")));
            } else {
                assertNull(row.get(row.fieldIndex("nickname")));
            }
        }
    }

    @Test
    void whatARowCannotHoldIsRefusedInOneLine() throws IOException {
        Path file = files(kinds, ".pb")[0];
        // A recursive type without a depth: no schema a Spark row can have.
        IllegalArgumentException recursive = assertThrows(IllegalArgumentException.class,
                () -> read(Map.of("message", EVERY_KIND), file).schema());
        assertTrue(recursive.getMessage().contains("recursive.fields.max.depth"), recursive.getMessage());
        // Nanoseconds Spark's timestamps cannot hold: the file, the record and the option that keeps them.
        Dataset<Row> times = read(Map.of("message", EVERY_KIND, "recursive.fields.max.depth", "5"), file);
        Exception refused = assertThrows(Exception.class, () -> times.select("created_at", "history").collect());
        BadInputException bad = badInput(refused);
        assertTrue(bad.getMessage().startsWith("file:" + file + ": record "), bad.getMessage());
        assertTrue(bad.getMessage().contains("times=messages"), bad.getMessage());
        // A tree deeper than the depth given: refused, not cut.
        Dataset<Row> shallow = read(Map.of("message", EVERY_KIND, "recursive.fields.max.depth", "1", "times",
                "messages"), file);
        BadInputException deep = badInput(assertThrows(Exception.class, () -> shallow.select("tree").collect()));
        assertTrue(deep.getMessage().contains("deeper than the option recursive.fields.max.depth allows"),
                deep.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> read(Map.of("message", "formatbench.Nothing.Here"), file).schema());
        assertTrue(unknown.getMessage().startsWith("delimited-protobuf: no message type 'formatbench.Nothing.Here'"),
                unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> read(Map.of(), file).schema());
    }

    @Test
    void aBadFileIsOneLineNamingItsRecordAndByte() throws IOException {
        Path first = files(users, ".pb")[0];
        byte[] bytes = Files.readAllBytes(first);
        Path cut = dir.resolve("cut");
        Files.createDirectories(cut);
        // Cut inside the last frame: stock protobuf-java would stop quietly at such a place; the tool's rules do not.
        Files.write(cut.resolve("users.pb"), java.util.Arrays.copyOf(bytes, bytes.length - 3));
        Exception failed = assertThrows(Exception.class, () -> read(Map.of("message", USER), cut).count());
        BadInputException bad = badInput(failed);
        assertTrue(bad.getMessage().matches("file:" + cut.resolve("users.pb") + ": record 299 at byte [0-9]+: .*"),
                bad.getMessage());
        assertEquals(1, bad.getMessage().lines().count());
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
