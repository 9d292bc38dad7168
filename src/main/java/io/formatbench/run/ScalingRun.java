package io.formatbench.run;

import io.formatbench.Defaults;
import io.formatbench.bench.BenchRunner;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.dataset.DatasetException;
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
import io.formatbench.results.RunId;
import java.util.Optional;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench --scaling 100000,1000000,...}: the same benchmarks at each record count, one complete
 * run per count on a dataset of its own, then an index that the report reads to set them side by side
 * (time per record and live heap against the record count).
 */
public final class ScalingRun {

    /** Where the datasets of a scaling run go, inside the dataset folder: DATA/scaling/COUNT. */
    static final String FOLDER = "scaling";

    /** What a scaling run tells as it goes, besides each count's bench run; the caller words it. */
    public interface Listener extends BenchRun.Listener {

        /** The dataset of {@code records} records, in {@code folder}, is made (or kept) and measured next. */
        void countStarts(long records, Path folder);

        /** Told what making each count's dataset does. */
        GenerateEvent.Listener generating();

        /** Every count was measured, and {@code indexFile} lists their runs, the parts of run {@code runId}. */
        void countsListed(Path indexFile, RunId runId);
    }

    private ScalingRun() {}

    /**
     * Measures each record count on a dataset made like {@code like}'s, as run RUN-COUNT, where RUN is
     * {@code runId}, or a new run claimed in {@code folder} when it is absent; returns the index of the
     * runs. Fails with a {@link DatasetException} when a read did not verify, after every count was
     * measured.
     */
    public static Path run(BenchOptions options, Dataset like, ResultsFolder folder, Optional<RunId> runId,
                           List<Long> recordCounts, Listener listener) throws IOException, InterruptedException {
        Path data = like.folder();
        Like settings = like(like, options.compression());
        boolean claimed = runId.isEmpty();
        RunId id = claimed ? RunId.of(folder.claimNewRunId()) : runId.get();
        Path indexFile = folder.runDir(id.toString()).resolve(ScalingIndex.FILE_NAME);
        if (Files.exists(indexFile)) {
            throw new FileAlreadyExistsException(indexFile.toString(), null,
                    "results are never overwritten; choose another run id");
        }
        List<Long> counts = recordCounts.stream().sorted().toList();
        List<ScalingIndex.Entry> runs = new ArrayList<>();
        List<String> unverified = new ArrayList<>();
        // Each count's dataset has the formats measured: those asked for, or the default ones.
        List<Format> formats = options.formats().isEmpty() ? Format.listOf(Defaults.FORMATS) : options.formats();
        for (long records : counts) {
            Path dataset = data.resolve(FOLDER).resolve(Long.toString(records));
            listener.countStarts(records, dataset);
            int shards = Math.min(settings.shards(), (int) Math.min(records, Integer.MAX_VALUE));
            GenerateRun.make(new GenerateOptions(settings.schema(), settings.schema().version(), records,
                    settings.seed(), shards, settings.compression(), settings.formatOptions(), formats, dataset, true),
                    listener.generating());
            if (options.variants().contains(Variant.NEWER_DATA)) {
                int newer = NewerSchema.version(settings.schema());
                GenerateRun.make(new GenerateOptions(settings.schema(), newer, records, settings.seed(), shards,
                        settings.compression(), settings.formatOptions(), formats,
                        NewerSchema.folder(dataset, settings.schema(), newer), true),
                        listener.generating());
            }
            RunId countRun = id.part(Long.toString(records));
            BenchRunner.Outcome outcome = BenchRun.measure(options, new Dataset(settings.schema(), dataset), folder,
                    countRun, false, listener);
            outcome.unverified().forEach(failure -> unverified.add(records + " records: " + failure));
            runs.add(new ScalingIndex.Entry(records, countRun.toString()));
        }
        Files.createDirectories(indexFile.getParent());
        ResultFiles.writeScaling(new ScalingIndex(ScalingIndex.CURRENT_VERSION, runs), indexFile);
        listener.countsListed(indexFile, id);
        if (!unverified.isEmpty()) {
            throw new DatasetException("verification failed: " + String.join("; ", unverified));
        }
        return indexFile;
    }

    /**
     * The schema, seed, shards, compression and format options of the datasets: those of the one in
     * DATA, or the defaults (and the schema and compression asked for) when it has none.
     */
    private record Like(DatasetSchema<?> schema, long seed, int shards, Compression compression,
                        FormatOptions formatOptions) {}

    private static Like like(Dataset dataset, Compression asked) throws IOException {
        Path data = dataset.folder();
        if (!Files.isRegularFile(ManifestFiles.path(data))) {
            return new Like(dataset.schema() != null ? dataset.schema()
                    : Schemas.byName(SchemaName.of(Defaults.SCHEMA)), Defaults.SEED,
                    Defaults.SHARDS, asked == null ? Compression.fromId(Defaults.COMPRESSION) : asked,
                    FormatOptions.DEFAULTS);
        }
        Manifest manifest = ManifestFiles.read(data);
        DatasetVerifier.requireCompression(asked, manifest, data);
        if (manifest.recordsImported()) {
            // A count of records other than the file's would be records the user never wrote.
            throw new DatasetException(ManifestFiles.path(data) + ": the records are imported from "
                    + manifest.imported().source() + ", and a scaling run generates a dataset of each record count;"
                    + " measure the imported records with bench alone, or scale in another --data folder");
        }
        return new Like(DatasetVerifier.schemaOf(manifest, data), manifest.seed(), manifest.shards(),
                manifest.compression(), manifest.formatOptions());
    }
}
