package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.RecordReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CBOR dataset file of every schema, decoded by a CBOR library that is not Jackson (Go's
 * fxamacker/cbor, src/test/go/cborread), gives the dataset's records: each item it decodes, written
 * as JSON, reads with the tool's strict JSON reader as the record the generator made. The reader is
 * built with the Go toolchain from the module versions pinned in its go.mod and go.sum: the first
 * build fetches them through the Go module proxy, later builds find them in the module cache
 * offline. Without Go, or without the module, the test fails and says so: it never passes unread.
 */
class CborReadableByOthersTest {

    private static final Path READER_SOURCE = Paths.get("src/test/go/cborread");
    private static final Path READER = Paths.get("target/cborread/cborread").toAbsolutePath();
    private static final int RECORDS = 300;
    private static final long SEED = 17;

    @BeforeAll
    static void buildTheReader() throws IOException, InterruptedException {
        Files.createDirectories(READER.getParent());
        ProcessBuilder build = new ProcessBuilder("go", "build", "-mod=readonly", "-o", READER.toString(), ".")
                .directory(READER_SOURCE.toFile())
                .redirectErrorStream(true);
        // The toolchain installed, never one Go would download for the go.mod's version line.
        build.environment().put("GOTOOLCHAIN", "local");
        Process process;
        try {
            process = build.start();
        } catch (IOException e) {
            fail("this test needs Go (go on the PATH, https://go.dev/dl) to build its independent CBOR reader, "
                    + READER_SOURCE + ": " + e.getMessage());
            return;
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
            fail("go build of the CBOR reader in " + READER_SOURCE + " failed (its first build fetches"
                    + " github.com/fxamacker/cbor through the Go module proxy): " + output.strip());
        }
    }

    static List<DatasetSchema<?>> schemas() {
        return Schemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    <T> void fxamackerCborDecodesTheDatasetFileToTheSameRecords(DatasetSchema<T> schema, @TempDir Path temp)
            throws IOException, InterruptedException {
        Manifest manifest = DatasetGenerator.generate(schema, schema.version(), RECORDS, SEED, 1, Compression.NONE,
                List.of(Format.CBOR), temp, (done, total) -> { });
        Path file = temp.resolve(manifest.files(Format.CBOR).get(0).name());

        Process decode = new ProcessBuilder(READER.toString(), file.toString()).start();
        byte[] jsonLines = decode.getInputStream().readAllBytes();
        String errors = new String(decode.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, decode.waitFor(), "fxamacker/cbor refused " + file + ": " + errors);

        List<T> decoded = new ArrayList<>();
        try (RecordReader<T> reader = schema.primaryCodec(Format.JSON).newReader(
                new ByteArrayInputStream(jsonLines), "cborread output of " + file)) {
            for (T record; (record = reader.read()) != null; ) {
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
