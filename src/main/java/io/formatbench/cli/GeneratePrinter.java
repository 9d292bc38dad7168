package io.formatbench.cli;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetGenerator;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.fs.AtomicFile;
import io.formatbench.run.GenerateOptions;
import io.formatbench.run.GenerateRun;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** What a generate prints: the dataset made or kept on stdout, its progress and what it removed on stderr. */
final class GeneratePrinter implements GenerateRun.Listener {

    private final PrintWriter out;
    private final PrintWriter err;

    GeneratePrinter(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public void kept(GenerateOptions options) {
        out.printf(Locale.ROOT,
                "dataset %s kept: %d %s records (seed %d%s%s%s), verified against its manifest%n",
                options.folder(), options.records(), options.schema().name(), options.seed(),
                options.shards() == 1 ? "" : ", " + options.shards() + " shards",
                options.compression().compressed() ? ", " + options.compression() : "",
                versionNote(options.schema(), options.version()));
        out.flush();
    }

    @Override
    public void generating(GenerateOptions options, GenerateRun.Unusable why) {
        err.println("generate: " + reason(options, why) + "; generating it");
    }

    @Override
    public void removed(Path folder, AtomicFile.Abandoned removed) {
        err.printf(Locale.ROOT, "generate: removed %d temporary file(s) of an interrupted generate from %s (%,d"
                + " bytes)%n", removed.files(), folder, removed.bytes());
    }

    @Override
    public DatasetGenerator.Progress progress() {
        return new ProgressPrinter(err, "generate");
    }

    @Override
    public void generated(GenerateOptions options, Manifest manifest, long nanos) {
        DatasetSchema<?> datasetSchema = options.schema();
        Compression compression = options.compression();
        double seconds = nanos / 1e9;
        out.printf(Locale.ROOT, "generated %d %s records (seed %d%s%s%s%s) in %.1f s into %s%n", manifest.records(),
                manifest.schema(), manifest.seed(), manifest.shards() == 1 ? "" : ", " + manifest.shards() + " shards",
                compression.compressed() ? ", " + compression.description() : "",
                manifest.formatOptions().of(manifest.formats()).descriptions().stream()
                        .map(option -> ", " + option).collect(Collectors.joining()),
                versionNote(datasetSchema, options.version()), seconds, options.folder());
        for (Manifest.DataFile file : manifest.files()) {
            out.printf(Locale.ROOT, "  %-12s %-9s %,15d bytes  %5.1f B/record%s  sha256 %s%n", file.name(),
                    file.format() + manifest.formatOptions().of(file.format()).label(),
                    file.bytes(), (double) file.bytes() / Math.max(1, file.records()), compression.compressed()
                            ? String.format(Locale.ROOT, "  (%,d uncompressed)", file.uncompressedBytes()) : "",
                    file.sha256());
        }
        out.printf(Locale.ROOT, "  content digest %s%s%n", manifest.contentDigest(), NewerSchema.isNewer(manifest,
                datasetSchema) ? " (of the records as schema version " + datasetSchema.version() + " reads them; "
                + NewerSchema.ADDED_FIELDS + " unknown fields per record to skip)" : "");
        out.flush();
    }

    /** ", schema version 2" for the newer version; nothing for the tool's own. */
    private static String versionNote(DatasetSchema<?> datasetSchema, int version) {
        return version == datasetSchema.version() ? "" : ", schema version " + version;
    }

    private static String reason(GenerateOptions options, GenerateRun.Unusable why) {
        if (why instanceof GenerateRun.NoDataset none) {
            return "there is no dataset in " + none.folder();
        }
        if (why instanceof GenerateRun.NotIntact broken) {
            return broken.folder() + " does not match its manifest (" + broken.problem().getMessage() + ")";
        }
        GenerateRun.OtherDataset other = (GenerateRun.OtherDataset) why;
        Manifest manifest = other.manifest();
        DatasetSchema<?> datasetSchema = options.schema();
        return other.folder() + " holds " + described(manifest.records(), manifest.schema(),
                manifest.schemaVersion() == datasetSchema.version() ? 0 : manifest.schemaVersion(), manifest.seed(),
                manifest.shards(), manifest.compression(), manifest.formatOptions(), GenerateRun.formatsOf(manifest))
                + ", not " + described(options.records(), datasetSchema.name(),
                options.version() == datasetSchema.version() ? 0 : options.version(), options.seed(), options.shards(),
                options.compression(), options.formatOptions(), options.formats());
    }

    /**
     * "300 user records with seed 5", "of version 2" when not the tool's (0), "in 2 shards",
     * "zstd-compressed" when they are, "as json,protobuf", "avro + deflate blocks" of options asked for.
     */
    private static String described(long records, SchemaName schema, int otherVersion, long seed, int shards,
                                    Compression compression, FormatOptions formatOptions, List<Format> formats) {
        return records + " " + schema + " records" + (otherVersion == 0 ? "" : " of version " + otherVersion)
                + " with seed " + seed + (shards == 1 ? "" : " in " + shards + " shards")
                + (compression.compressed() ? ", " + compression + "-compressed" : "")
                + " as " + formats.stream()
                        .map(format -> format.id() + formatOptions.of(format).label())
                        .collect(Collectors.joining(","));
    }
}
