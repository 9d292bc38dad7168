package io.formatbench.cli;

import io.formatbench.Eta;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.run.GenerateEvent;
import io.formatbench.run.GenerateOptions;
import io.formatbench.run.GenerateRun;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A generate's events as it prints them: the dataset made or kept on stdout; why it is made anew, what
 * a killed generate left, and the records written, a line every ten percent, on stderr.
 */
final class GeneratePrinter implements GenerateEvent.Listener {

    private final PrintWriter out;
    private final PrintWriter err;
    /** The tenths of the dataset being written already printed: progress is a line every ten percent. */
    private int tenthsPrinted;

    GeneratePrinter(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public void on(GenerateEvent event) {
        if (event instanceof GenerateEvent.Writing) {
            tenthsPrinted = 0;
        } else if (event instanceof GenerateEvent.RecordsWritten written) {
            int tenths = (int) (written.done() * 10 / written.total());
            if (tenths > tenthsPrinted) {
                tenthsPrinted = tenths;
                print(err, progress(written));
            }
        } else if (event instanceof GenerateEvent.Kept || event instanceof GenerateEvent.Generated) {
            print(out, lines(event));
        } else {
            print(err, lines(event));
        }
    }

    private static void print(PrintWriter stream, String lines) {
        stream.println(lines);
        stream.flush();
    }

    /** The event's lines, without the last line end; none for {@link GenerateEvent.Writing}. */
    static String lines(GenerateEvent event) {
        if (event instanceof GenerateEvent.Kept kept) {
            GenerateOptions options = kept.options();
            return String.format(Locale.ROOT,
                    "dataset %s kept: %d %s records (seed %d%s%s%s), verified against its manifest",
                    options.folder(), options.records(), options.schema().name(), options.seed(),
                    options.shards() == 1 ? "" : ", " + options.shards() + " shards",
                    options.compression().compressed() ? ", " + options.compression() : "",
                    versionNote(options.schema(), options.version()));
        }
        if (event instanceof GenerateEvent.NotKept notKept) {
            return "generate: " + reason(notKept.options(), notKept.why()) + "; generating it";
        }
        if (event instanceof GenerateEvent.AbandonedRemoved removed) {
            return String.format(Locale.ROOT, "generate: removed %d temporary file(s) of an interrupted generate from"
                    + " %s (%,d bytes)", removed.removed().files(), removed.folder(), removed.removed().bytes());
        }
        if (event instanceof GenerateEvent.RecordsWritten written) {
            return progress(written);
        }
        if (event instanceof GenerateEvent.Writing) {
            return "";
        }
        return generated((GenerateEvent.Generated) event);
    }

    /** "generate:  40% (400 of 1,000 records) (ETA 0:03)": the ETA until the last record. */
    private static String progress(GenerateEvent.RecordsWritten written) {
        return String.format(Locale.ROOT, "generate: %3d%% (%,d of %,d records)%s",
                (int) (written.done() * 10 / written.total()) * 10, written.done(), written.total(),
                written.done() < written.total() ? Eta.of(written.elapsed(), written.done(), written.total()) : "");
    }

    private static String generated(GenerateEvent.Generated generated) {
        GenerateOptions options = generated.options();
        Manifest manifest = generated.manifest();
        DatasetSchema<?> datasetSchema = options.schema();
        Compression compression = options.compression();
        StringBuilder lines = new StringBuilder(String.format(Locale.ROOT,
                "generated %d %s records (%s%s%s%s%s) in %.1f s into %s", manifest.records(),
                manifest.schema(), origin(manifest), manifest.shards() == 1 ? "" : ", " + manifest.shards() + " shards",
                compression.compressed() ? ", " + compression.description() : "",
                manifest.formatOptions().of(manifest.formats()).descriptions().stream()
                        .map(option -> ", " + option).collect(Collectors.joining()),
                versionNote(datasetSchema, options.version()), generated.took().toNanos() / 1e9, options.folder()));
        for (Manifest.DataFile file : manifest.files()) {
            lines.append(System.lineSeparator()).append(String.format(Locale.ROOT,
                    "  %-12s %-9s %,15d bytes  %5.1f B/record%s  sha256 %s", file.name(),
                    file.format() + manifest.formatOptions().of(file.format()).label(),
                    file.bytes(), (double) file.bytes() / Math.max(1, file.records()), compression.compressed()
                            ? String.format(Locale.ROOT, "  (%,d uncompressed)", file.uncompressedBytes()) : "",
                    file.sha256()));
        }
        if (manifest.recordsImported()) {
            Manifest.Imported imported = manifest.imported();
            lines.append(System.lineSeparator()).append(String.format(Locale.ROOT,
                    "  %-12s %-9s %,15d bytes  the records as the writes write them  sha256 %s",
                    imported.recordsFile(), "records", imported.recordsFileBytes(), imported.recordsFileSha256()));
        }
        lines.append(System.lineSeparator()).append(String.format(Locale.ROOT, "  content digest %s%s",
                manifest.contentDigest(), NewerSchema.isNewer(manifest, datasetSchema) ? " (of the records as schema"
                        + " version " + datasetSchema.version() + " reads them; " + NewerSchema.ADDED_FIELDS
                        + " unknown fields per record to skip)" : ""));
        return lines.toString();
    }

    /** "seed 42", or "imported from orders.jsonl, sha256 ..." for a user's own records. */
    private static String origin(Manifest manifest) {
        return manifest.recordsImported() ? "imported from " + manifest.imported().source() + ", sha256 "
                + manifest.imported().sourceSha256() : "seed " + manifest.seed();
    }

    /** ", schema version 2" for the newer version; nothing for the tool's own. */
    private static String versionNote(DatasetSchema<?> datasetSchema, int version) {
        return version == datasetSchema.version() ? "" : ", schema version " + version;
    }

    private static String reason(GenerateOptions options, GenerateEvent.Unusable why) {
        if (why instanceof GenerateEvent.NoDataset none) {
            return "there is no dataset in " + none.folder();
        }
        if (why instanceof GenerateEvent.NotIntact broken) {
            return broken.folder() + " does not match its manifest (" + broken.problem().getMessage() + ")";
        }
        GenerateEvent.OtherDataset other = (GenerateEvent.OtherDataset) why;
        Manifest manifest = other.manifest();
        DatasetSchema<?> datasetSchema = options.schema();
        return other.folder() + " holds " + described(manifest.records(), manifest.schema(),
                manifest.schemaVersion() == datasetSchema.version() ? 0 : manifest.schemaVersion(), origin(manifest),
                manifest.shards(), manifest.compression(), manifest.formatOptions(), GenerateRun.formatsOf(manifest))
                + ", not " + described(options.records(), datasetSchema.name(),
                options.version() == datasetSchema.version() ? 0 : options.version(), "seed " + options.seed(),
                options.shards(),
                options.compression(), options.formatOptions(), options.formats());
    }

    /**
     * "300 user records with seed 5" (or "imported from ..."), "of version 2" when not the tool's (0), "in 2
     * shards", "zstd-compressed" when they are, "as json,protobuf", "avro + deflate blocks" of options asked for.
     */
    private static String described(long records, SchemaName schema, int otherVersion, String origin, int shards,
                                    Compression compression, FormatOptions formatOptions, List<Format> formats) {
        return records + " " + schema + " records" + (otherVersion == 0 ? "" : " of version " + otherVersion)
                + " with " + origin + (shards == 1 ? "" : " in " + shards + " shards")
                + (compression.compressed() ? ", " + compression + "-compressed" : "")
                + " as " + formats.stream()
                        .map(format -> format.id() + formatOptions.of(format).label())
                        .collect(Collectors.joining(","));
    }
}
