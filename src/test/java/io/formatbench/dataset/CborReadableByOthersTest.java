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
 * The CBOR dataset file of every schema, decoded by a CBOR library that is not Jackson (Go's
 * fxamacker/cbor, src/test/go/cborread), gives the dataset's records: each item it decodes, written
 * as JSON, reads with the tool's strict JSON reader as the record the generator made ({@link GoReader}).
 */
class CborReadableByOthersTest {

    private static final int RECORDS = 300;
    private static final long SEED = 17;
    private static GoReader reader;

    @BeforeAll
    static void buildTheReader() throws IOException, InterruptedException {
        reader = GoReader.build("cborread", "github.com/fxamacker/cbor");
    }

    static List<DatasetSchema<?>> schemas() {
        return Schemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    <T> void fxamackerCborDecodesTheDatasetFileToTheSameRecords(DatasetSchema<T> schema, @TempDir Path temp)
            throws IOException, InterruptedException {
        Manifest manifest = DatasetGenerator.generate(schema, schema.version(), RECORDS, SEED, 1, Compression.NONE,
                List.of(BinaryJson.CBOR.format()), temp, (done, total) -> { });
        Path file = temp.resolve(manifest.files(BinaryJson.CBOR.format()).get(0).name());

        byte[] jsonLines = reader.run(file.toString());

        List<T> decoded = new ArrayList<>();
        try (RecordReader<T> json = schema.primaryCodec(Format.JSON).newReader(
                new ByteArrayInputStream(jsonLines), "cborread output of " + file)) {
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
