package io.formatbench.dataset;

import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.ReadOptions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.json.ProtobufJsonCodec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * protobuf-json against the dataset of every schema: it reads the JSON Lines file that Jackson wrote
 * to exactly the records of the protobuf file, as every Jackson reader does; and the file it writes
 * itself, in protobuf's JSON mapping, holds the same content though not the same bytes.
 */
class ProtobufJsonDatasetTest {

    private static final int RECORDS = 1500;

    @TempDir
    Path temp;

    static List<DatasetSchema<?>> schemas() {
        return Schemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void readsTheDatasetsJsonLinesToTheRecordsOfItsProtobufFile(DatasetSchema<?> schema) throws IOException {
        check(schema);
    }

    private <T> void check(DatasetSchema<T> schema) throws IOException {
        Manifest manifest = DatasetGenerator.generate(schema, RECORDS, 42, 1, Compression.NONE, temp, (done, total)
                -> { });
        Path jsonLines = temp.resolve(manifest.files(Format.JSON).get(0).name());
        Path protobuf = temp.resolve(manifest.files(Format.PROTOBUF).get(0).name());
        Codec<T> protobufJson = schema.codec(ProtobufJsonCodec.NAME);

        List<T> records = readAll(schema.primaryCodec(Format.PROTOBUF), protobuf, ReadChecks.STRICT);
        assertEquals(RECORDS, records.size());
        for (ReadChecks checks : ReadChecks.values()) {
            assertEquals(records, readAll(protobufJson, jsonLines, checks), "protobuf-json, " + checks);
        }
        DatasetReader.Summary expected = new DatasetReader.Summary(RECORDS, manifest.contentDigest());
        for (Codec<T> jackson : schema.codecs(Format.JSON)) {
            if (jackson.writesDatasetBytes()) {
                assertEquals(records, readAll(jackson, jsonLines, ReadChecks.STRICT), jackson.name().toString());
                assertEquals(expected, DatasetReader.read(schema, jackson, jsonLines, Compression.NONE),
                        jackson.name().toString());
            }
        }
        assertEquals(expected, DatasetReader.read(schema, protobufJson, jsonLines, Compression.NONE), "protobuf-json");

        Path own = temp.resolve("own" + Format.JSON.extension());
        try (RecordWriter<T> writer = protobufJson.newWriter(IoStack.openOutput(own, Compression.NONE, false))) {
            for (T record : records) {
                writer.write(record);
            }
        }
        assertEquals(expected, DatasetReader.read(schema, protobufJson, own, Compression.NONE),
                "protobuf-json's own file");
        assertNotEquals(Sha256.of(jsonLines), Sha256.of(own),
                "protobuf-json writes the mapping's bytes, not Jackson's");
        assertEquals(RECORDS, Files.readAllLines(own).size());
    }

    private static <T> List<T> readAll(Codec<T> codec, Path file, ReadChecks checks) throws IOException {
        List<T> records = new ArrayList<>();
        try (RecordReader<T> reader = codec.newReader(IoStack.openInput(file, Compression.NONE), file.toString(),
                ReadOptions.of(checks, UnknownFields.REJECT))) {
            for (T record; (record = reader.read()) != null; ) {
                records.add(record);
            }
        }
        return records;
    }
}
