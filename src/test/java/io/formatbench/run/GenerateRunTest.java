package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a generate tells, as events: the records written and the dataset generated; with reuse, the
 * dataset kept when it is the very one asked for and intact, and why it is not kept otherwise.
 * (GeneratePrinterTest words them; the commands' tests run them as a user types them.)
 */
class GenerateRunTest {

    private static final List<Format> DEFAULT_FORMATS = Format.listOf(Defaults.FORMATS);

    @TempDir
    Path temp;

    @Test
    void aGenerateTellsItIsWritingThenItsRecordsUpToTheLastThenTheDataset() throws IOException {
        Path folder = temp.resolve("data");
        GenerateOptions options = options(folder, 500, 3, false);

        List<GenerateEvent> events = make(options);

        assertEquals(new GenerateEvent.Writing(options), events.get(0), events.toString());
        GenerateEvent.Generated generated = assertInstanceOf(GenerateEvent.Generated.class,
                events.get(events.size() - 1));
        assertEquals(options, generated.options());
        assertEquals(ManifestFiles.read(folder), generated.manifest());
        List<GenerateEvent> between = events.subList(1, events.size() - 1);
        assertTrue(between.size() >= 10 && between.size() <= 101, "about a hundred at most: " + between.size());
        long done = 0;
        for (GenerateEvent event : between) {
            GenerateEvent.RecordsWritten written = assertInstanceOf(GenerateEvent.RecordsWritten.class, event);
            assertEquals(500, written.total());
            assertTrue(written.done() > done, "on and on: " + between);
            assertTrue(!written.elapsed().isNegative() && written.elapsed().compareTo(generated.took()) <= 0,
                    written.elapsed() + " within " + generated.took());
            done = written.done();
        }
        assertEquals(500, done, "the last record told too");
    }

    @Test
    void reuseKeepsTheSameIntactDatasetAndRemakesAnyOther() throws IOException {
        Path folder = temp.resolve("data");
        make(options(folder, 300, 5, false));
        Manifest first = ManifestFiles.read(folder);
        FileTime written = Files.getLastModifiedTime(folder.resolve("users.pb"));

        GenerateOptions same = options(folder, 300, 5, true);
        assertEquals(List.of(new GenerateEvent.Kept(same)), make(same));
        assertEquals(written, Files.getLastModifiedTime(folder.resolve("users.pb")), "nothing rewritten");

        List<GenerateEvent> other = make(options(folder, 400, 5, true));
        assertEquals(new GenerateEvent.OtherDataset(folder, first), whyNotKept(other));
        assertInstanceOf(GenerateEvent.Generated.class, other.get(other.size() - 1));
        assertEquals(400, ManifestFiles.read(folder).records());

        byte[] bytes = Files.readAllBytes(folder.resolve("users.jsonl"));
        bytes[10] ^= 1;
        Files.write(folder.resolve("users.jsonl"), bytes);
        GenerateEvent.NotIntact damaged = assertInstanceOf(GenerateEvent.NotIntact.class,
                whyNotKept(make(options(folder, 400, 5, true))));
        assertEquals(folder, damaged.folder());
        assertTrue(damaged.problem().getMessage().contains("users.jsonl"), damaged.problem().getMessage());
        assertEquals(List.of(new GenerateEvent.Kept(options(folder, 400, 5, true))),
                make(options(folder, 400, 5, true)), "generated anew, intact");
    }

    @Test
    void reuseOfAFolderWithoutADatasetGeneratesOne() throws IOException {
        Path folder = temp.resolve("empty");
        assertEquals(new GenerateEvent.NoDataset(folder), whyNotKept(make(options(folder, 100, 42, true))));
        assertEquals(100, ManifestFiles.read(folder).records());
    }

    @Test
    void reuseRemakesADatasetOfAnotherCompression() throws IOException {
        Path folder = temp.resolve("data");
        GenerateOptions zstd = withCompression(options(folder, 50, 42, true), Compression.ZSTD);
        make(zstd);
        assertEquals(List.of(new GenerateEvent.Kept(zstd)), make(zstd));

        GenerateEvent.OtherDataset other = assertInstanceOf(GenerateEvent.OtherDataset.class,
                whyNotKept(make(withCompression(zstd, Compression.GZIP))));
        assertEquals(Compression.ZSTD, other.manifest().compression());
        assertTrue(Files.exists(folder.resolve("users.jsonl.gz")));
        assertTrue(Files.notExists(folder.resolve("users.jsonl.zst")), "the files of the dataset it replaced are gone");
    }

    @Test
    void reuseKeepsADatasetOfTheSameFormatsOnly() throws IOException {
        Path folder = temp.resolve("data");
        GenerateOptions all = withFormats(options(folder, 100, 42, true), Format.all());
        make(all);
        assertEquals(List.of(new GenerateEvent.Kept(all)), make(all));

        GenerateEvent.OtherDataset other = assertInstanceOf(GenerateEvent.OtherDataset.class,
                whyNotKept(make(options(folder, 100, 42, true))));
        assertEquals(Format.all(), GenerateRun.formatsOf(other.manifest()));
    }

    @Test
    void reuseKeepsTheNewerSchemaVersionOnlyWhenItIsTheVersionAskedFor() throws IOException {
        Path folder = temp.resolve("data-v2");
        GenerateOptions newer = withVersion(options(folder, 300, 42, true), NewerSchema.version(Schemas.USER));
        make(newer);
        assertEquals(List.of(new GenerateEvent.Kept(newer)), make(newer));

        GenerateEvent.OtherDataset other = assertInstanceOf(GenerateEvent.OtherDataset.class,
                whyNotKept(make(options(folder, 300, 42, true))));
        assertEquals(NewerSchema.version(Schemas.USER), other.manifest().schemaVersion());
    }

    private static List<GenerateEvent> make(GenerateOptions options) throws IOException {
        List<GenerateEvent> events = new ArrayList<>();
        GenerateRun.make(options, events::add);
        return events;
    }

    /** Why the dataset was not kept: the first event of a reuse that generates. */
    private static GenerateEvent.Unusable whyNotKept(List<GenerateEvent> events) {
        return assertInstanceOf(GenerateEvent.NotKept.class, events.get(0), events.toString()).why();
    }

    private static GenerateOptions options(Path folder, long records, long seed, boolean reuse) {
        return new GenerateOptions(Schemas.USER, Schemas.USER.version(), records, seed, 1, Compression.NONE,
                FormatOptions.DEFAULTS, DEFAULT_FORMATS, folder, reuse);
    }

    private static GenerateOptions withCompression(GenerateOptions o, Compression compression) {
        return new GenerateOptions(o.schema(), o.version(), o.records(), o.seed(), o.shards(), compression,
                o.formatOptions(), o.formats(), o.folder(), o.reuse());
    }

    private static GenerateOptions withFormats(GenerateOptions o, List<Format> formats) {
        return new GenerateOptions(o.schema(), o.version(), o.records(), o.seed(), o.shards(), o.compression(),
                o.formatOptions(), formats, o.folder(), o.reuse());
    }

    private static GenerateOptions withVersion(GenerateOptions o, int version) {
        return new GenerateOptions(o.schema(), version, o.records(), o.seed(), o.shards(), o.compression(),
                o.formatOptions(), o.formats(), o.folder(), o.reuse());
    }
}
