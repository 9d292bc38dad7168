package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.Schemas;
import io.formatbench.fs.AtomicFile;
import io.formatbench.run.GenerateEvent;
import io.formatbench.run.GenerateOptions;
import io.formatbench.run.GenerateRun;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A generate's events in words: which stream each goes to, and progress a line every ten percent. */
class GeneratePrinterTest {

    private static final Path DATA = Path.of("data", "user");

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final GeneratePrinter printer = new GeneratePrinter(new PrintWriter(out), new PrintWriter(err));

    @Test
    void aKeptDatasetIsSaidOnStdoutWithWhatSetsItApart() {
        printer.on(new GenerateEvent.Kept(options(300, 5, 2, Compression.ZSTD, 2)));

        assertEquals("dataset " + DATA + " kept: 300 user records (seed 5, 2 shards, zstd, schema version 2), verified"
                + " against its manifest\n", out.toString());
        assertEquals("", err.toString());
    }

    @Test
    void whyADatasetIsNotKeptIsSaidOnStderr(@TempDir Path temp) throws Exception {
        GenerateOptions asked = options(400, 5, 1, Compression.NONE, 1);
        assertEquals("generate: there is no dataset in " + DATA + "; generating it",
                GeneratePrinter.lines(new GenerateEvent.NotKept(asked, new GenerateEvent.NoDataset(DATA))));
        assertEquals("generate: " + DATA + " does not match its manifest (users.pb: 10 bytes, not 12); generating it",
                GeneratePrinter.lines(new GenerateEvent.NotKept(asked, new GenerateEvent.NotIntact(DATA,
                        new DatasetException("users.pb: 10 bytes, not 12")))));

        Path other = temp.resolve("other");
        GenerateRun.make(new GenerateOptions(Schemas.USER, 2, 30, 5, 3, Compression.GZIP,
                AvroBlockCodec.DEFLATE.options(), List.of(Format.JSON, AvroModule.FORMAT), other, false), event -> { });
        printer.on(new GenerateEvent.NotKept(asked, new GenerateEvent.OtherDataset(other,
                ManifestFiles.read(other))));
        assertEquals("generate: " + other + " holds 30 user records of version 2 with seed 5 in 3 shards,"
                + " gzip-compressed as json,avro + deflate blocks, not 400 user records with seed 5 as json,protobuf;"
                + " generating it\n", err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void removedFilesAreCountedInTheRootLocale() {
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        try {
            assertEquals("generate: removed 2 temporary file(s) of an interrupted generate from " + DATA
                    + " (1,234,567 bytes)", GeneratePrinter.lines(new GenerateEvent.AbandonedRemoved(DATA,
                            new AtomicFile.Abandoned(2, 1_234_567))));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void progressIsALineEachTenthWithTheTimeLeftUntilTheLast() {
        GenerateOptions options = options(1000, 42, 1, Compression.NONE, 1);
        for (int dataset = 0; dataset < 2; dataset++) {
            printer.on(new GenerateEvent.Writing(options));
            for (long done = 20; done <= 1000; done += 20) {
                printer.on(new GenerateEvent.RecordsWritten(done, 1000, Duration.ofMillis(done * 10)));
            }
        }

        List<String> lines = err.toString().lines().toList();
        assertEquals(20, lines.size(), "ten a dataset, counted anew for the next: " + lines);
        assertEquals("generate:  10% (100 of 1,000 records) (ETA 0:09)", lines.get(0));
        assertEquals("generate: 100% (1,000 of 1,000 records)", lines.get(9));
        assertEquals(lines.subList(0, 10), lines.subList(10, 20));
        assertEquals("", out.toString());
    }

    private static GenerateOptions options(long records, long seed, int shards, Compression compression, int version) {
        return new GenerateOptions(Schemas.USER, version, records, seed, shards, compression, FormatOptions.DEFAULTS,
                Format.listOf(Defaults.FORMATS), DATA, true);
    }
}
