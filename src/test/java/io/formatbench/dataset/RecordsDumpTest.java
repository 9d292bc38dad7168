package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.SchemaName;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The tool's own file of imported records: every kind of field comes back as it was written, a shard's
 * records start at its first, and a damaged file is one error naming the file and the record.
 */
class RecordsDumpTest {

    private static final int RECORDS = 300;

    @TempDir
    Path temp;

    static Stream<String> schemas() {
        return Stream.of("user", "event", "pipeline", "message", "formatbench.kinds.EveryKind",
                "formatbench.kinds.Tree", "formatbench.kinds.legacy.LegacyOrder");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void everyRecordComesBackAsItWasWritten(String name) throws IOException {
        comesBack(Schemas.byName(SchemaName.of(name)));
    }

    private <T> void comesBack(DatasetSchema<T> schema) throws IOException {
        List<T> written = new ArrayList<>();
        SeededRecords.generate(schema, 11, RECORDS, written::add);
        Path file = write(schema, written);

        RecordGenerator<T> read = RecordsDumpReader.records(file, schema.bindings()).create(0, 0);
        for (T record : written) {
            assertEquals(record, read.next());
        }
    }

    @Test
    void aShardStartsAtItsFirstRecordAndTheFileStartsAgainAfterItsLast() throws IOException {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of("formatbench.kinds.EveryKind"));
        shardAndAgain(schema);
    }

    private <T> void shardAndAgain(DatasetSchema<T> schema) throws IOException {
        List<T> written = new ArrayList<>();
        SeededRecords.generate(schema, 5, 10, written::add);
        Path file = write(schema, written);

        RecordGenerator<T> shard = RecordsDumpReader.records(file, schema.bindings()).create(0, 7);
        assertEquals(written.get(7), shard.next());
        assertEquals(written.get(8), shard.next());
        assertEquals(written.get(9), shard.next());
        assertEquals(written.get(0), shard.next(), "endless, as every generator: the first record again");
    }

    /** What no generator makes but a user's lines may hold: NaN, the infinities, -0.0, extremes, every script. */
    @Test
    void valuesOnlyAUserWritesComeBackBitForBit() throws IOException {
        Path lines = temp.resolve("values.jsonl");
        Files.writeString(lines, "{\"aDouble\":\"NaN\",\"aFloat\":\"-Infinity\",\"scores\":[\"Infinity\",-0.0,"
                + "4.9E-324],\"anInt64\":\"-9223372036854775808\",\"aUint64\":\"18446744073709551615\","
                + "\"aString\":\"Zoë 🦊 日本\",\"someBytes\":\"AP8=\",\"level\":2,\"customName\":\"x\","
                + "\"flags\":{\"18446744073709551615\":true},\"attributes\":{\"a\":[1.5,\"two\",null,{\"b\":false}]}}\n"
                + "{\"aDouble\":-0.0}\n", StandardCharsets.UTF_8);
        ImportedRecords imported = ImportedRecords.of(Schemas.byName(SchemaName.of("formatbench.kinds.EveryKind")),
                lines);
        importedComesBack(imported.schema(), imported.records());
    }

    private <T> void importedComesBack(DatasetSchema<T> schema, long records) throws IOException {
        List<T> written = new ArrayList<>();
        RecordGenerator<T> fromLines = schema.generator().create(0, 0);
        for (long i = 0; i < records; i++) {
            written.add(fromLines.next());
        }
        Path file = write(schema, written);

        RecordGenerator<T> read = RecordsDumpReader.records(file, schema.bindings()).create(0, 0);
        for (T record : written) {
            T back = read.next();
            assertEquals(record, back);
            assertEquals(schema.contentHash().applyAsLong(record), schema.contentHash().applyAsLong(back));
        }
    }

    @Test
    void aDamagedFileIsOneErrorThatNamesTheFileAndTheRecord() throws IOException {
        List<io.formatbench.proto.records.User> users = new ArrayList<>();
        SeededRecords.generate(Schemas.USER, 3, 4, users::add);
        Path file = write(Schemas.USER, users);
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length - 3));

        RecordGenerator<?> read = RecordsDumpReader.records(file, Schemas.USER.bindings()).create(0, 0);
        read.next();
        read.next();
        read.next();
        UncheckedIOException e = assertThrows(UncheckedIOException.class, read::next);
        assertTrue(e.getCause() instanceof DatasetException, e.toString());
        assertTrue(e.getCause().getMessage().startsWith(file + ": record 4 (byte "), e.getCause().getMessage());
        assertTrue(e.getCause().getMessage().endsWith("the file is not the one generate wrote"),
                e.getCause().getMessage());

        Files.writeString(file, "{\"id\":1}\n");
        UncheckedIOException other = assertThrows(UncheckedIOException.class,
                () -> RecordsDumpReader.records(file, Schemas.USER.bindings()).create(0, 0));
        assertEquals(file + ": not a records file of formatbench (it starts with other bytes)",
                other.getCause().getMessage());
    }

    private <T> Path write(DatasetSchema<T> schema, List<T> records) throws IOException {
        Path file = temp.resolve(RecordsDump.fileName(schema));
        try (OutputStream out = Files.newOutputStream(file);
             RecordsDumpWriter<T> writer = new RecordsDumpWriter<>(schema.bindings(), out)) {
            for (T record : records) {
                writer.write(record);
            }
        }
        return file;
    }
}
