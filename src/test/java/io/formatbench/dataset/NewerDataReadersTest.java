package io.formatbench.dataset;

import io.formatbench.codec.Compression;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.binary.BinaryJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every reader of every schema on data of the newer schema version: refused by default with one
 * line that says what to do, read with --unknown-fields=skip as exactly the older records, with two
 * skipped fields counted per record.
 */
class NewerDataReadersTest {

    private static final int RECORDS = 257;

    @TempDir
    static Path temp;

    @BeforeAll
    static void generate() throws IOException {
        for (DatasetSchema<?> schema : Schemas.all()) {
            DatasetGenerator.generate(schema, schema.version(), RECORDS, 9, 1, Compression.NONE,
                    Format.all(), older(schema), (done, total) -> { });
            DatasetGenerator.generate(schema, NewerSchema.version(schema), RECORDS, 9, 1, Compression.NONE,
                    Format.all(), newer(schema), (done, total) -> { });
        }
    }

    static List<Arguments> codecs() {
        List<Arguments> codecs = new ArrayList<>();
        for (DatasetSchema<?> schema : Schemas.all()) {
            for (Codec<?> codec : schema.codecs()) {
                codecs.add(Arguments.of(schema, codec));
            }
        }
        return codecs;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("codecs")
    <T> void theDefaultReaderRefusesNewerDataInOneLineThatSuggestsSkipping(DatasetSchema<T> schema, Codec<T> codec) {
        Path file = file(newer(schema), schema, codec);

        BadInputException e = assertThrows(BadInputException.class, ()
                -> DatasetReader.read(schema, codec, file, Compression.NONE));
        // A Smile file's first record follows its four-byte header.
        long first = codec.format() == BinaryJson.SMILE.format() ? 4 : 0;
        assertEquals(0, e.recordIndex(), e.getMessage());
        assertEquals(first, e.byteOffset(), e.getMessage());
        assertTrue(e.getMessage().startsWith(file + ": record 1 at byte " + first + ": "), e.getMessage());
        assertTrue(e.getMessage().contains("--unknown-fields=skip"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("codecs")
    <T> void skippingReadersReadTheOlderRecordsAndCountTheAddedFields(DatasetSchema<T> schema, Codec<T> codec)
            throws IOException {
        Manifest older = ManifestFiles.read(older(schema));
        Manifest newer = ManifestFiles.read(newer(schema));
        Manifest.DataFile entry = newer.files(codec.format()).get(0);

        for (ReadChecks checks : ReadChecks.values()) {
            ReadOptions skip = ReadOptions.of(checks, UnknownFields.SKIP);
            DatasetReader.Summary summary = DatasetReader.read(schema, codec, file(newer(schema), schema, codec),
                    Compression.NONE, skip);
            assertEquals(new DatasetReader.Summary(RECORDS, older.contentDigest(), 2L * RECORDS), summary,
                    skip.toString());
            assertEquals(entry.unknownFields(), summary.skippedFields());

            DatasetReader.Summary same = DatasetReader.read(schema, codec, file(older(schema), schema, codec),
                    Compression.NONE, skip);
            assertEquals(new DatasetReader.Summary(RECORDS, older.contentDigest(), 0), same,
                    "older data: nothing to skip");
        }
    }

    /**
     * The library readers without skipping: Jackson, configured as documented for strict use, refuses
     * the unknown properties; protobuf-java keeps unknown fields and reads on, as protobuf specifies,
     * without counting them; Avro reads the newer writer schema's records by resolving it against the
     * reader's, as Avro specifies, without counting the fields it skips.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("codecs")
    <T> void libraryReadersThatRejectDoWhatTheirLibraryDoes(DatasetSchema<T> schema,
            Codec<T> codec) throws IOException {
        Path file = file(newer(schema), schema, codec);
        // Jackson's mappers and bindings reject a property they do not know, in JSON, CBOR and Smile alike;
        // Avro resolves the file's newer schema against the reader's, which skips the added fields.
        if (codec.format() != Format.PROTOBUF && codec.format() != AvroModule.FORMAT) {
            BadInputException e = assertThrows(BadInputException.class,
                    () -> DatasetReader.read(schema, codec, file, Compression.NONE, ReadOptions.LIBRARY));
            assertEquals(0, e.recordIndex(), e.getMessage());
        } else {
            DatasetReader.Summary summary = DatasetReader.read(schema, codec, file, Compression.NONE,
                    ReadOptions.LIBRARY);
            assertEquals(RECORDS, summary.records());
            assertEquals(0, summary.skippedFields());
        }
    }

    private static <T> Path file(Path dir, DatasetSchema<T> schema, Codec<T> codec) {
        return dir.resolve(schema.fileName(codec.format()));
    }

    private static Path older(DatasetSchema<?> schema) {
        return temp.resolve(schema.name().toString());
    }

    private static Path newer(DatasetSchema<?> schema) {
        return NewerSchema.folder(older(schema), schema, NewerSchema.version(schema));
    }
}
