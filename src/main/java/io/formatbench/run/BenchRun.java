package io.formatbench.run;

import io.formatbench.Defaults;
import io.formatbench.bench.BenchEvent;
import io.formatbench.bench.BenchRunner;
import io.formatbench.bench.BenchSettings;
import io.formatbench.bench.BenchmarkPlan;
import io.formatbench.codec.Format;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.DatasetVerifier;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunId;
import java.util.Optional;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * One bench run: the dataset measured as one run, in rounds of forks, into one results file. The
 * runs of several schemas ({@link SchemaRun}) and of several record counts ({@link ScalingRun}) are
 * made of these.
 */
public final class BenchRun {

    /** What a bench run tells as it goes: its events as they happen ({@link BenchEvent}); the caller words it. */
    public interface Listener extends BenchEvent.Listener {

        /** Where the forks' own output is passed on as they run. */
        PrintWriter log();

        /** The run was measured and its results file written, whether every read verified or not. */
        void measured(BenchRunner.Outcome outcome);
    }

    /** The plan refuses the codecs or variants asked for, with the dataset's schema and formats. */
    public static final class PlanRefusedException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PlanRefusedException(IllegalArgumentException refusal) {
            super(refusal.getMessage(), refusal);
        }
    }

    /** Formats asked for that the dataset has no files of: a usage error, with the command that writes them. */
    public static final class FormatsMissingException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        FormatsMissingException(Path data, List<Format> lacking, List<Format> has) {
            super("the dataset in " + data + " has no " + ids(lacking) + " files (it has " + ids(has)
                    + "): write them with generate --formats " + ids(Stream.concat(has.stream(), lacking.stream())
                    .sorted().toList()) + " (mvn -Pgenerate-data -Dformats=...), or leave --format out to measure"
                    + " the formats the dataset has");
        }

        private static String ids(List<Format> formats) {
            return formats.stream().map(Format::id).collect(Collectors.joining(","));
        }
    }

    private BenchRun() {}

    /**
     * Measures the dataset as run {@code runId}, or as a new run claimed in {@code folder} when it is
     * absent, and fails with a {@link io.formatbench.dataset.DatasetException} when a read did not
     * verify, after its results were written and told.
     */
    public static BenchRunner.Outcome run(BenchOptions options, Dataset dataset, ResultsFolder folder,
                                          Optional<RunId> runId, Listener listener)
            throws IOException, InterruptedException {
        boolean claimed = runId.isEmpty();
        RunId id = claimed ? RunId.of(folder.claimNewRunId()) : runId.get();
        BenchRunner.Outcome outcome = measure(options, dataset, folder, id, claimed, listener);
        if (!outcome.unverified().isEmpty()) {
            throw BenchRunner.verificationFailed(outcome);
        }
        return outcome;
    }

    /**
     * Measures the dataset as run {@code runId}, tells the outcome and returns it. A claimed run
     * folder that gets no results is removed again.
     */
    static BenchRunner.Outcome measure(BenchOptions options, Dataset dataset, ResultsFolder folder, RunId runId,
                                       boolean claimed, Listener listener) throws IOException, InterruptedException {
        // The dataset decides the schema and, by default, the formats; a missing one is a DatasetException.
        Path data = dataset.folder();
        Manifest manifest = ManifestFiles.read(data);
        DatasetVerifier.requireCompression(options.compression(), manifest, data);
        DatasetSchema<?> schema = DatasetVerifier.schemaOf(manifest, data);
        if (dataset.schema() != null && dataset.schema() != schema) {
            throw new SchemaMismatchException(dataset.schema().name(), schema.name(), data);
        }
        List<Format> chosenFormats = options.formats();
        if (chosenFormats.isEmpty()) {
            chosenFormats = GenerateRun.formatsOf(manifest);
        }
        List<Format> lacking = chosenFormats.stream().filter(format -> !manifest.has(format)).toList();
        if (!lacking.isEmpty()) {
            throw new FormatsMissingException(data, lacking, GenerateRun.formatsOf(manifest));
        }
        BenchmarkPlan plan;
        try {
            plan = BenchmarkPlan.of(schema, chosenFormats, manifest.compression(), manifest.formatOptions(),
                    options.codecs(),
                    options.variants(), options.operations(), options.threads(), options.rounds().minForks(),
                            options.shuffleSeed()).onJvms(options.jvms().keyLabels());
        } catch (IllegalArgumentException e) {
            throw new PlanRefusedException(e);
        }
        BenchSettings settings = new BenchSettings(plan, options.rounds(), data, folder.dir(), runId.toString(),
                options.warmup(),
                options.iterations(), options.heap(), options.jvms(), options.fsync(),
                options.latencyPass(), Defaults.BUSY_CORES, Defaults.UNSTEADY_CV, Defaults.SLOW_CANARY,
                options.unknownFields());

        BenchRunner.Outcome outcome;
        try {
            outcome = new BenchRunner(settings, listener.log(), listener).run();
        } catch (Exception e) {
            if (claimed) {
                // The run's folder was made for it; a failed run leaves nothing behind.
                try {
                    Files.deleteIfExists(folder.runDir(runId.toString()));
                } catch (IOException notEmpty) {
                    e.addSuppressed(notEmpty);
                }
            }
            throw e;
        }
        listener.measured(outcome);
        return outcome;
    }
}
