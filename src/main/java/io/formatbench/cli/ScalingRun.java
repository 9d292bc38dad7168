package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.bench.BenchRunner;
import io.formatbench.codec.Compression;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.DatasetVerifier;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.ScalingIndex;
import io.formatbench.results.Variant;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench --scaling 100000,1000000,...}: the same benchmarks at each record count, one complete
 * run per count on a dataset of its own, then an index that the report reads to set them side by side
 * (time per record and live heap against the record count).
 */
final class ScalingRun {

    /** Where the datasets of a scaling run go, inside the dataset folder: DATA/scaling/COUNT. */
    static final String FOLDER = "scaling";

    private ScalingRun() {}

    static int run(BenchCommand command, BenchCommand.RunOptions options, Datasets.Dataset like, ResultsFolder folder,
                   String runId, List<Long> recordCounts) throws Exception {
        PrintWriter out = command.spec.commandLine().getOut();
        PrintWriter err = command.spec.commandLine().getErr();
        Path data = like.folder();
        Like settings = like(like, options.compression());
        boolean claimed = runId.isEmpty();
        String id = claimed ? folder.claimNewRunId() : runId;
        Path indexFile = folder.runDir(id).resolve(ScalingIndex.FILE_NAME);
        if (Files.exists(indexFile)) {
            throw new java.nio.file.FileAlreadyExistsException(indexFile.toString(), null,
                    "results are never overwritten; choose another run id");
        }
        List<Long> counts = recordCounts.stream().sorted().toList();
        List<ScalingIndex.Entry> runs = new ArrayList<>();
        List<String> unverified = new ArrayList<>();
        for (long records : counts) {
            Path dataset = data.resolve(FOLDER).resolve(Long.toString(records));
            err.printf(Locale.ROOT, "scaling: %,d records in %s%n", records, dataset);
            err.flush();
            int shards = Math.min(settings.shards(), (int) Math.min(records, Integer.MAX_VALUE));
            GenerateCommand.makeDataset(settings.schema(), settings.schema().version(), records, settings.seed(),
                    shards,
                    settings.compression(), dataset, true, out, err);
            if (options.variants().contains(Variant.NEWER_DATA)) {
                int newer = NewerSchema.version(settings.schema());
                GenerateCommand.makeDataset(settings.schema(), newer, records, settings.seed(), shards,
                        settings.compression(), NewerSchema.folder(dataset, settings.schema(), newer), true, out, err);
            }
            String countRun = id + "-" + records;
            ResultsFolder.checkedNewRunId(countRun);
            BenchRunner.Outcome outcome = command.measure(options, new Datasets.Dataset(settings.schema(),
                    dataset), folder,
                    countRun, false);
            outcome.unverified().forEach(failure -> unverified.add(records + " records: " + failure));
            runs.add(new ScalingIndex.Entry(records, countRun));
        }
        Files.createDirectories(indexFile.getParent());
        ResultFiles.writeScaling(new ScalingIndex(ScalingIndex.CURRENT_VERSION, runs), indexFile);
        out.println("scaling: " + indexFile + " (report: mvn -Preport exec:java -Drun=" + id + ")");
        out.flush();
        if (!unverified.isEmpty()) {
            throw new io.formatbench.dataset.DatasetException("verification failed: " + String.join("; ", unverified));
        }
        return ExitCodes.OK;
    }

    /**
     * The schema, seed, shards and compression of the datasets: those of the one in DATA, or the
     * defaults (and the schema and compression asked for) when it has none.
     */
    private record Like(DatasetSchema<?> schema, long seed, int shards, Compression compression) {}

    private static Like like(Datasets.Dataset dataset, Compression asked) throws java.io.IOException {
        Path data = dataset.folder();
        if (!Files.isRegularFile(ManifestFiles.path(data))) {
            return new Like(dataset.schema() != null ? dataset.schema()
                    : Schemas.byName(SchemaName.of(Defaults.SCHEMA)), Defaults.SEED,
                    Defaults.SHARDS, asked == null ? Compression.fromId(Defaults.COMPRESSION) : asked);
        }
        Manifest manifest = ManifestFiles.read(data);
        DatasetVerifier.requireCompression(asked, manifest, data);
        return new Like(DatasetVerifier.schemaOf(manifest, data), manifest.seed(), manifest.shards(),
                manifest.compression());
    }
}
