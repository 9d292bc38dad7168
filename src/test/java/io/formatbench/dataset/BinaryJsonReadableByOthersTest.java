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
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CBOR and MessagePack dataset files of every schema, each decoded by a library that is not
 * Jackson's (Go's fxamacker/cbor, src/test/go/cborread; Go's vmihailenco/msgpack,
 * src/test/go/msgpackread), give the dataset's records: each item it decodes, written as JSON, reads
 * with the tool's strict JSON reader as the record the generator made ({@link GoReader}).
 */
class BinaryJsonReadableByOthersTest {

    private static final int RECORDS = 300;

    /** A format's outside reader: its Go program, the module it decodes with, and a seed of its own. */
    private record OutsideReader(BinaryJson format, String program, String module, long seed) {
        @Override
        public String toString() {
            return module;
        }
    }

    private static final List<OutsideReader> READERS = List.of(
            new OutsideReader(BinaryJson.CBOR, "cborread", "github.com/fxamacker/cbor", 17),
            new OutsideReader(BinaryJson.MSGPACK, "msgpackread", "github.com/vmihailenco/msgpack", 19));

    /** Each Go program, built once for every schema it reads. */
    private static final Map<String, GoReader> BUILT = new ConcurrentHashMap<>();

    static Stream<Arguments> readersAndSchemas() {
        return READERS.stream().flatMap(reader -> Schemas.all().stream().map(schema -> Arguments.of(reader, schema)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("readersAndSchemas")
    <T> void anotherLibraryDecodesTheDatasetFileToTheSameRecords(OutsideReader outside, DatasetSchema<T> schema,
                                                                @TempDir Path temp)
            throws IOException, InterruptedException {
        Format format = outside.format().format();
        Manifest manifest = DatasetGenerator.generate(schema, schema.version(), RECORDS, outside.seed(), 1,
                Compression.NONE, List.of(format), temp, (done, total) -> { });
        Path file = temp.resolve(manifest.files(format).get(0).name());

        byte[] jsonLines = reader(outside).run(file.toString());

        List<T> decoded = new ArrayList<>();
        try (RecordReader<T> json = schema.primaryCodec(Format.JSON).newReader(
                new ByteArrayInputStream(jsonLines), outside.program() + " output of " + file)) {
            for (T record; (record = json.read()) != null; ) {
                decoded.add(record);
            }
        }
        RecordGenerator<T> generator = schema.generator().create(outside.seed(), 0);
        List<T> generated = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) {
            generated.add(generator.next());
        }
        assertEquals(generated, decoded);
    }

    private static GoReader reader(OutsideReader outside) throws IOException, InterruptedException {
        GoReader built = BUILT.get(outside.program());
        if (built == null) {
            built = GoReader.build(outside.program(), outside.module());
            BUILT.put(outside.program(), built);
        }
        return built;
    }
}
