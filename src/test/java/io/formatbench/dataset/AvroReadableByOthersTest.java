package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.LazyCodec;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.codec.avro.AvroDirectCodec;
import io.formatbench.codec.avro.AvroModule;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileStream;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Avro dataset file of every schema, decoded by an Avro library that is not Apache Avro's Java one
 * (Go's linkedin/goavro, src/test/go/avroread), gives the dataset's records: goavro reads the
 * container file (header, blocks, sync markers, binary datums) and writes each record in Avro's JSON
 * encoding, which this reads back with the file's schema into the record the generator made
 * ({@link GoReader}). Files of the null and the deflate block codec: goavro (v2.15) reads null, deflate
 * and snappy blocks, not zstandard ones, so zstandard is not tested here.
 */
class AvroReadableByOthersTest {

    private static final int RECORDS = 300;
    private static final long SEED = 19;
    private static GoReader reader;

    @BeforeAll
    static void buildTheReader() throws IOException, InterruptedException {
        reader = GoReader.build("avroread", "github.com/linkedin/goavro");
    }

    /** Every schema with the null codec; the deflate codec with the schemas of every kind of value. */
    static Stream<Arguments> schemasAndBlocks() {
        return Stream.concat(Schemas.all().stream().map(schema -> Arguments.of(schema, AvroBlockCodec.NULL)),
                Stream.of(Schemas.USER, Schemas.PIPELINE).map(schema -> Arguments.of(schema, AvroBlockCodec.DEFLATE)));
    }

    @ParameterizedTest(name = "{0}, {1} blocks")
    @MethodSource("schemasAndBlocks")
    <T> void goavroDecodesTheDatasetFileToTheSameRecords(DatasetSchema<T> schema, AvroBlockCodec blocks,
                                                         @TempDir Path temp) throws IOException, InterruptedException {
        Manifest manifest = DatasetGenerator.generate(schema, schema.version(), RECORDS, SEED, 1, Compression.NONE,
                blocks.options(), List.of(AvroModule.FORMAT), temp, (done, total) -> { });
        Path file = temp.resolve(manifest.files(AvroModule.FORMAT).get(0).name());
        try (DataFileStream<GenericRecord> header = new DataFileStream<>(Files.newInputStream(file),
                new GenericDatumReader<>())) {
            assertEquals(blocks.id(), header.getMetaString("avro.codec"));
        }

        byte[] jsonLines = reader.run(file.toString());

        // Each line in Avro's JSON encoding, to the record's binary datum, to the record (the tool's own reader).
        Schema avro = ((AvroDirectCodec<?>) LazyCodec.built(schema.primaryCodec(AvroModule.FORMAT))).schema();
        MessageCodec<T> datums = schema.primaryCodec(AvroModule.FORMAT).newMessageCodec();
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
