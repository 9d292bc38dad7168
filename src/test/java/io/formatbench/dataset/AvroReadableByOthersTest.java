package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.avro.AvroDirectCodec;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Avro dataset file of every schema, decoded by an Avro library that is not Apache Avro's Java one
 * (Go's linkedin/goavro, src/test/go/avroread), gives the dataset's records: goavro reads the
 * container file (header, blocks, sync markers, binary datums) and writes each record in Avro's JSON
 * encoding, which this reads back with the file's schema into the record the generator made. Built
 * like {@link CborReadableByOthersTest}'s reader: Go on the PATH, the modules pinned in go.mod and
 * go.sum, fetched once through the Go module proxy. Without them it fails and says so.
 */
class AvroReadableByOthersTest {

    private static final Path READER_SOURCE = Paths.get("src/test/go/avroread");
    private static final Path READER = Paths.get("target/avroread/avroread").toAbsolutePath();
    private static final int RECORDS = 300;
    private static final long SEED = 19;

    @BeforeAll
    static void buildTheReader() throws IOException, InterruptedException {
        Files.createDirectories(READER.getParent());
        ProcessBuilder build = new ProcessBuilder("go", "build", "-mod=readonly", "-o", READER.toString(), ".")
                .directory(READER_SOURCE.toFile())
                .redirectErrorStream(true);
        build.environment().put("GOTOOLCHAIN", "local");
        Process process;
        try {
            process = build.start();
        } catch (IOException e) {
            fail("this test needs Go (go on the PATH, https://go.dev/dl) to build its independent Avro reader, "
                    + READER_SOURCE + ": " + e.getMessage());
            return;
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
            fail("go build of the Avro reader in " + READER_SOURCE + " failed (its first build fetches"
                    + " github.com/linkedin/goavro through the Go module proxy): " + output.strip());
        }
    }

    static List<DatasetSchema<?>> schemas() {
        return Schemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    <T> void goavroDecodesTheDatasetFileToTheSameRecords(DatasetSchema<T> schema, @TempDir Path temp)
            throws IOException, InterruptedException {
        Manifest manifest = DatasetGenerator.generate(schema, schema.version(), RECORDS, SEED, 1, Compression.NONE,
                List.of(Format.AVRO), temp, (done, total) -> { });
        Path file = temp.resolve(manifest.files(Format.AVRO).get(0).name());

        Process decode = new ProcessBuilder(READER.toString(), file.toString()).start();
        byte[] jsonLines = decode.getInputStream().readAllBytes();
        String errors = new String(decode.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, decode.waitFor(), "goavro refused " + file + ": " + errors);

        // Each line in Avro's JSON encoding, to the record's binary datum, to the record (the tool's own reader).
        Schema avro = ((AvroDirectCodec<?, ?>) schema.primaryCodec(Format.AVRO)).schema();
        MessageCodec<T> datums = schema.primaryCodec(Format.AVRO).newMessageCodec();
        GenericDatumReader<GenericRecord> json = new GenericDatumReader<>(avro);
        GenericDatumWriter<GenericRecord> binary = new GenericDatumWriter<>(avro);
        List<T> decoded = new ArrayList<>();
        for (String line : new String(jsonLines, StandardCharsets.UTF_8).split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            GenericRecord record = json.read(null, DecoderFactory.get().jsonDecoder(avro, line));
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(bytes, null);
            binary.write(record, encoder);
            encoder.flush();
            decoded.add(datums.decode(bytes.toByteArray()));
        }
        RecordGenerator<T> generator = schema.generator().create(SEED, 0);
        List<T> generated = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) {
            generated.add(generator.next());
        }
        assertEquals(generated, decoded);
    }
}
