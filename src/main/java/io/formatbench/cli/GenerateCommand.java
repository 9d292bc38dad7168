package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Compression;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.DatasetFolder;
import io.formatbench.dataset.DatasetGenerator;
import io.formatbench.dataset.DatasetVerifier;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.Shards;
import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "generate", mixinStandardHelpOptions = true,
        description = "Writes the dataset: JSON Lines, delimited protobuf (compressed with --compression), then manifest.json.")
final class GenerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--records", defaultValue = "" + Defaults.RECORDS,
            description = "Number of records (default: ${DEFAULT-VALUE}).")
    String recordsOption;

    @Option(names = "--seed", defaultValue = "" + Defaults.SEED,
            description = "Seed of the generator (default: ${DEFAULT-VALUE}).")
    String seedOption;

    @Option(names = "--shards", defaultValue = "" + Defaults.SHARDS, description = "Files per format: the records"
            + " split into this many shards, which bench -Dthreads=N reads and writes in N threads (default: ${DEFAULT-VALUE}).")
    String shardsOption;

    @Option(names = "--data", defaultValue = "", description = "Dataset folder (default: " + Defaults.DATA_DIR
            + "/SCHEMA, or " + Defaults.DATA_DIR + "/SCHEMA-gzip, -zstd for a compressed dataset); with several schemas,"
            + " the folder that holds a folder per schema.")
    String dataOption;

    @Option(names = "--compression", defaultValue = Defaults.COMPRESSION, description = "none, gzip or zstd: the data"
            + " files are written through it (users.jsonl.zst, ...), and every benchmark writes and reads through it"
            + " (default: ${DEFAULT-VALUE}).")
    String compressionOption;

    @Option(names = "--schema", defaultValue = Defaults.SCHEMA, description = "Record schema, a comma-separated list of"
            + " schemas, or " + Defaults.ALL_SCHEMAS + " (default: ${DEFAULT-VALUE}).")
    String schema;

    @Option(names = "--schema-version", defaultValue = "", description = "Version of the schema to write: the tool's"
            + " own (default), or the next one, which adds two fields to every record (revision, a number, and"
            + " provenance, a nested message) that the tool's readers skip with --unknown-fields=skip. A version other"
            + " than the tool's goes beside --data, into DATA-vN (data-v2).")
    String schemaVersionOption;

    @Option(names = "--reuse", description = "Keep the dataset already in --data when it has this schema, record count"
            + " and seed and verifies against its manifest; generate it otherwise.")
    boolean reuse;

    @Override
    public Integer call() throws Exception {
        long records = OptionValues.longInteger("--records", recordsOption, Defaults.RECORDS);
        long seed = OptionValues.longInteger("--seed", seedOption, Defaults.SEED);
        Compression compression = OptionValues.compression(OptionValues.orDefault(compressionOption,
                Defaults.COMPRESSION));
        if (records < 1) {
            throw new FormatBenchCommand.UsageException("--records must be at least 1, was " + records);
        }
        int shards = OptionValues.integer("--shards", shardsOption, Defaults.SHARDS, 1);
        if (shards > Shards.MAX || shards > records) {
            throw new FormatBenchCommand.UsageException("--shards must be 1 to " + Math.min(Shards.MAX, records)
                    + " (at most one per record), was " + shards);
        }
        for (Datasets.Dataset dataset : Datasets.of(Datasets.schemas(schema), dataOption, compression)) {
            DatasetSchema<?> datasetSchema = dataset.schema();
            int version = OptionValues.integer("--schema-version", schemaVersionOption, datasetSchema.version(), 1);
            if (version != datasetSchema.version() && version != NewerSchema.version(datasetSchema)) {
                throw new FormatBenchCommand.UsageException("--schema-version must be " + datasetSchema.version()
                        + " (schema " + datasetSchema.name() + " as the tool reads it) or "
                        + NewerSchema.version(datasetSchema) + " (with the fields a newer version adds), was " + version);
            }
            // The newer version goes beside the dataset's own folder, whatever decided it (Datasets).
            makeDataset(datasetSchema, version, records, seed, shards, compression,
                    NewerSchema.folder(dataset.folder(), datasetSchema, version), reuse,
                    spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        return ExitCodes.OK;
    }

    /**
     * Generates the dataset of the schema's {@code version} into {@code data}, or with {@code reuse}
     * keeps the one there when it has this schema, version, record count, seed, shards and compression
     * and verifies against its manifest. Also what a scaling run uses for the dataset of each record count.
     */
    static void makeDataset(DatasetSchema<?> datasetSchema, int version, long records, long seed, int shards,
                            Compression compression, Path data, boolean reuse, PrintWriter out, PrintWriter err)
            throws IOException {
        if (reuse) {
            // Checked before the folder is locked: keeping an intact dataset needs no write access to it.
            String why = whyNotReusable(datasetSchema, version, records, seed, shards, compression, data);
            if (why == null) {
                removeAbandonedIfWritable(datasetSchema, data, err);
                out.printf(Locale.ROOT,
                        "dataset %s kept: %d %s records (seed %d%s%s%s), verified against its manifest%n",
                        data, records, datasetSchema.name(), seed, shards == 1 ? "" : ", " + shards + " shards",
                        compression.compressed() ? ", " + compression : "", versionNote(datasetSchema, version));
                out.flush();
                return;
            }
            err.println("generate: " + why + "; generating it");
        }
        Manifest manifest;
        long start;
        try (DatasetFolder folder = DatasetFolder.lockForWriting(data, datasetSchema)) {
            reportRemoved(folder, data, err);
            start = System.nanoTime();
            manifest = DatasetGenerator.generate(datasetSchema, version, records, seed, shards, compression, folder,
                    new ProgressPrinter(err, "generate"));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "generated %d %s records (seed %d%s%s%s) in %.1f s into %s%n", manifest.records(),
                manifest.schema(), manifest.seed(), manifest.shards() == 1 ? "" : ", " + manifest.shards() + " shards",
                compression.compressed() ? ", " + compression.description() : "", versionNote(datasetSchema, version),
                seconds, data);
        for (Manifest.DataFile file : manifest.files()) {
            out.printf(Locale.ROOT, "  %-12s %-9s %,15d bytes  %5.1f B/record%s  sha256 %s%n", file.name(),
                    file.format(),
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

    /** A kept dataset's folder still loses what a killed generate left, unless it is read-only. */
    private static void removeAbandonedIfWritable(DatasetSchema<?> datasetSchema, Path data, PrintWriter err)
            throws IOException {
        try (DatasetFolder folder = DatasetFolder.lockForWriting(data, datasetSchema)) {
            reportRemoved(folder, data, err);
        } catch (AccessDeniedException readOnly) {
            // Nothing of a generate's can be in a folder no generate could write.
        }
    }

    private static void reportRemoved(DatasetFolder folder, Path data, PrintWriter err) {
        AtomicFile.Abandoned removed = folder.removed();
        if (removed.files() > 0) {
            err.printf(Locale.ROOT, "generate: removed %d temporary file(s) of an interrupted generate from %s (%,d"
                    + " bytes)%n", removed.files(), data, removed.bytes());
        }
    }

    /** Null when the folder holds this very dataset, intact; else why it must be generated. */
    private static String whyNotReusable(DatasetSchema<?> datasetSchema, int version, long records, long seed,
                                         int shards, Compression compression, Path data) throws IOException {
        if (!Files.isRegularFile(ManifestFiles.path(data))) {
            return "there is no dataset in " + data;
        }
        try {
            Manifest manifest = ManifestFiles.read(data);
            if (!manifest.schema().equals(datasetSchema.name()) || manifest.records() != records || manifest.seed() != seed
                    || manifest.shards() != shards || manifest.compression() != compression
                    || manifest.schemaVersion() != version) {
                return data + " holds " + described(manifest.records(), manifest.schema(),
                        manifest.schemaVersion() == datasetSchema.version() ? 0 : manifest.schemaVersion(),
                                manifest.seed(),
                        manifest.shards(), manifest.compression()) + ", not " + described(records, datasetSchema.name(),
                        version == datasetSchema.version() ? 0 : version, seed, shards, compression);
            }
            DatasetVerifier.verify(data, false, version == datasetSchema.version() ? UnknownFields.REJECT
                    : UnknownFields.SKIP, what -> { });
            return null;
        } catch (DatasetException | BadInputException e) {
            return data + " does not match its manifest (" + e.getMessage() + ")";
        }
    }

    /**
     * "300 user records with seed 5", "of version 2" when not the tool's (0), "in 2 shards",
     * "zstd-compressed" when they are.
     */
    private static String described(long records, SchemaName schema, int otherVersion, long seed, int shards,
                                    Compression compression) {
        return records + " " + schema + " records" + (otherVersion == 0 ? "" : " of version " + otherVersion)
                + " with seed " + seed + (shards == 1 ? "" : " in " + shards + " shards")
                + (compression.compressed() ? ", " + compression + "-compressed" : "");
    }
}
