package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.FormatModules;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What generate's settings resolve to, and the settings refused before anything is written, as the
 * request says them (the command's tests see the same lines on the console).
 */
class GenerateRequestTest {

    @TempDir
    Path temp;

    @Test
    void eachSchemaOnceItsFolderAndTheFormatsInTheirOwnOrderEachOnce() throws IOException {
        List<GenerateOptions> datasets = request(List.of(Schemas.EVENT, Schemas.USER, Schemas.EVENT), 100, 2,
                List.of(Format.PROTOBUF, Format.JSON, Format.PROTOBUF), null, false, null).datasets();

        assertEquals(2, datasets.size(), datasets.toString());
        assertEquals(Schemas.EVENT, datasets.get(0).schema());
        assertEquals(temp.resolve("event"), datasets.get(0).folder());
        assertEquals(temp.resolve("user"), datasets.get(1).folder());
        for (GenerateOptions options : datasets) {
            assertEquals(List.of(Format.JSON, Format.PROTOBUF), options.formats());
            assertEquals(options.schema().version(), options.version());
            assertEquals(100, options.records());
            assertEquals(2, options.shards());
        }
        assertFalse(Files.exists(temp.resolve("user")), "nothing written");
    }

    @Test
    void noSchemaIsTheDefaultOneAndTheNewerVersionGoesBesideItsFolder() throws IOException {
        DatasetSchema<?> schema = Datasets.defaultSchema();
        int newer = NewerSchema.version(schema);

        GenerateOptions options = request(List.of(), 100, 1, List.of(Format.JSON), newer, false, null).datasets()
                .get(0);

        assertEquals(schema, options.schema());
        assertEquals(newer, options.version());
        assertEquals(NewerSchema.folder(temp, schema, newer), options.folder());
    }

    @Test
    void settingsThatCannotBeMadeAreRefusedInTheWordsOfTheirOptions() {
        assertRefused("--shards must be 1 to 3 (at most one per record), was 4",
                request(List.of(Schemas.USER), 3, 4, List.of(Format.JSON), null, false, null));
        assertRefused("--records must be at least 1, was 0",
                request(List.of(Schemas.USER), 0, 1, List.of(Format.JSON), null, false, null));
        assertRefused("--formats: no format given",
                request(List.of(Schemas.USER), 10, 1, List.of(), null, false, null));
        assertRefused("--schema-version must be 1 (schema user as the tool reads it) or 2 (with the fields a newer"
                + " version adds), was 3", request(List.of(Schemas.USER), 10, 1, List.of(Format.JSON), 3, false, null));
        assertRefused("--reuse and --from-json: an import is made anew each time",
                request(List.of(Schemas.USER), 10, 1, List.of(Format.JSON), null, true, temp.resolve("x.jsonl")));
        assertRefused("--schema-version and --from-json: the file's records are written as they are",
                request(List.of(Schemas.USER), 10, 1, List.of(Format.JSON), 2, false, temp.resolve("x.jsonl")));
        assertRefused("--schema formatbench.kinds.Nothing: every record of formatbench.kinds.Nothing",
                request(List.of(Schemas.byName(SchemaName.of("formatbench.kinds.Nothing"))), 10, 1,
                        List.of(Format.JSON), null, false, null));
    }

    @Test
    void aFormatsOwnOptionNeedsItsFormat() {
        FormatOptions.Key<?> key = FormatModules.options().get(0);
        FormatOptions options = FormatOptions.DEFAULTS.withValueOf(key,
                key.values().stream().filter(value -> !value.equals(key.byDefault())).findFirst().orElseThrow().id());
        GenerateRequest request = new GenerateRequest(List.of(Schemas.USER), temp, 10, 1, 1, Compression.NONE,
                options, List.of(Format.JSON), null, false, null);

        SettingsRefusedException refused = assertThrows(SettingsRefusedException.class, request::datasets);

        assertEquals(key.words().flag() + " " + options.get(key).id() + ": the dataset has no " + key.format().id()
                + " files (--formats json); add " + key.format().id() + " to --formats", refused.getMessage());
    }

    @Test
    void anImportNeedsAsManyRecordsAsShards() throws IOException {
        Path lines = temp.resolve("two.jsonl");
        Files.writeString(lines, "{\"id\":\"1\",\"name\":\"a\"}\n{\"id\":\"2\",\"name\":\"b\"}\n");

        assertRefused("--shards must be 1 to 2 (at most one per record of " + lines + "), was 3",
                request(List.of(Schemas.USER), 10, 3, List.of(Format.JSON), null, false, lines));
        GenerateOptions imported = request(List.of(Schemas.USER), 10, 2, List.of(Format.JSON), null, false, lines)
                .datasets().get(0);
        assertEquals(2, imported.records(), "the file's lines, not --records");
    }

    private static void assertRefused(String message, GenerateRequest request) {
        SettingsRefusedException refused = assertThrows(SettingsRefusedException.class, request::datasets);
        assertEquals(message, refused.getMessage().substring(0, Math.min(message.length(),
                refused.getMessage().length())), refused.getMessage());
    }

    private GenerateRequest request(List<DatasetSchema<?>> schemas, long records, int shards, List<Format> formats,
                                    Integer version, boolean reuse, Path fromJson) {
        return new GenerateRequest(schemas, temp, records, 7, shards, Compression.NONE, FormatOptions.DEFAULTS,
                formats, version, reuse, fromJson);
    }
}
