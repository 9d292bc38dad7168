package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.json.binary.BinaryJson;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The MessagePack dataset file of every schema, decoded by a MessagePack library that is not msgpack-java
 * (Go's vmihailenco/msgpack, src/test/go/msgpackread), gives the dataset's records: each item it decodes,
 * written as JSON, reads with the tool's strict JSON reader as the record the generator made
 * ({@link GoReader}).
 */
class MsgpackReadableByOthersTest {

    private static final int RECORDS = 300;
    private static final long SEED = 19;
    private static GoReader reader;

    @BeforeAll
    static void buildTheReader() throws IOException, InterruptedException {
        reader = GoReader.build("msgpackread", "github.com/vmihailenco/msgpack");
    }

    static List<DatasetSchema<?>> schemas() {
        return Schemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    <T> void vmihailencoMsgpackDecodesTheDatasetFileToTheSameRecords(DatasetSchema<T> schema, @TempDir Path temp)
            throws IOException, InterruptedException {
        Manifest manifest = DatasetGenerator.generate(schema, schema.version(), RECORDS, SEED, 1, Compression.NONE,
                List.of(BinaryJson.MSGPACK.format()), temp, (done, total) -> { });
        Path file = temp.resolve(manifest.files(BinaryJson.MSGPACK.format()).get(0).name());

        byte[] jsonLines = reader.run(file.toString());

        List<T> decoded = new ArrayList<>();
        try (RecordReader<T> json = schema.primaryCodec(Format.JSON).newReader(
                new ByteArrayInputStream(jsonLines), "msgpackread output of " + file)) {
            for (T record; (record = json.read()) != null; ) {
                decoded.add(record);
            }
        }
        RecordGenerator<T> generator = schema.generator().create(SEED, 0);
        List<T> generated = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) {
            generated.add(generator.next());
        }
        assertEquals(generated, decoded);
    }
}
