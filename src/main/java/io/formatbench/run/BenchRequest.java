package io.formatbench.run;

import io.formatbench.Defaults;
import io.formatbench.bench.CodecChoice;
import io.formatbench.bench.ForkJvms;
import io.formatbench.bench.JvmGiven;
import io.formatbench.bench.RoundPolicy;
import io.formatbench.bench.WarmupPolicy;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.results.Operation;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunId;
import io.formatbench.results.Variant;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What {@code bench} is asked for, each setting as given, and the run it makes of it ({@link #run}):
 * one dataset's ({@link BenchRun}), several schemas' ({@link SchemaRun}) or several record counts'
 * ({@link ScalingRun}). Settings that make no sense together are a {@link SettingsRefusedException},
 * before anything runs.
 *
 * <p>Every list may repeat a value, which counts once.
 *
 * @param formats the formats; empty for every format of the dataset
 * @param confidence the level every time verdict holds at together ({@link RoundPolicy})
 * @param bound an interval within this of 1 ends the rounds for its ratio, with no winner; 0 for none
 * @param maxWarmups the most warm-up passes; null for {@link Defaults#MAX_WARMUPS}, or {@code warmups} if more
 * @param jvms the JVMs the forks run on, each with its own arguments, the baseline first; empty for the
 *     java running the tool
 * @param jvmArgs arguments for every JVM's forks
 * @param shuffleSeed the seed of the rounds' order; null for a new one
 * @param schemas the schemas, repeats allowed; empty for the dataset's in {@code data}, else the default
 * @param data the folder of --data ({@link Datasets#toRead}); null when not given
 * @param scaling record counts to measure one after the other; empty for the dataset as it is
 */
public record BenchRequest(List<Format> formats, CodecChoice codecs, List<Variant> variants,
                           List<Operation> operations, List<Integer> threads, int forks, int maxForks,
                           double precision, double margin, double confidence, double bound,
                           Duration timeBudget, int warmups,
                           Integer maxWarmups, int iterations, String heap, List<JvmGiven> jvms, List<String> jvmArgs,
                           boolean fsync, boolean latencyPass, Compression compression, UnknownFields unknownFields,
                           Long shuffleSeed, List<DatasetSchema<?>> schemas, Path data, List<Long> scaling) {

    /** What the command line's printer is told: each schema's start, each record count's, and every run's. */
    public interface Listener extends SchemaRun.Listener, ScalingRun.Listener {}

    /**
     * The options every dataset of the run is measured with, the JVMs asked what they are: a JVM that
     * does not start, or two of one label, refused before anything is measured.
     */
    public BenchOptions options() throws IOException, InterruptedException {
        int maxWarmupPasses = maxWarmups != null ? maxWarmups : Math.max(Defaults.MAX_WARMUPS, warmups);
        if (maxWarmupPasses < warmups) {
            throw new SettingsRefusedException("--max-warmups (" + maxWarmupPasses + ") is below --warmups ("
                    + warmups + ")");
        }
        if (maxForks < forks) {
            throw new SettingsRefusedException("--max-forks (" + maxForks + ") is below --forks (" + forks + ")");
        }
        WarmupPolicy warmup = new WarmupPolicy(warmups, maxWarmupPasses, Defaults.WARMUP_WINDOW,
                Defaults.WARMUP_TOLERANCE_PERCENT / 100.0);
        RoundPolicy rounds = new RoundPolicy(forks, maxForks, precision, margin, bound, confidence, timeBudget);
        ForkJvms forkJvms;
        try {
            forkJvms = ForkJvms.probe(jvms, jvmArgs.stream().filter(arg -> !arg.isBlank()).toList());
        } catch (IllegalArgumentException e) {
            throw new SettingsRefusedException(e.getMessage());
        }
        return new BenchOptions(formats.stream().distinct().toList(), codecs, variants.stream().distinct().toList(),
                operations.stream().distinct().toList(), threads.stream().distinct().toList(), rounds,
                shuffleSeed != null ? shuffleSeed : System.nanoTime(), warmup, iterations, heap, forkJvms,
                fsync, latencyPass, compression, unknownFields);
    }

    /**
     * Measures what was asked as run {@code runId}, or as a new run claimed in {@code folder} when it
     * is absent, telling {@code listener}.
     */
    public void run(ResultsFolder folder, Optional<RunId> runId, Listener listener)
            throws IOException, InterruptedException {
        BenchOptions options = options();
        List<Long> counts = scaling.stream().distinct().toList();
        List<Dataset> datasets = Datasets.toRead(schemas.stream().distinct().toList(), data, compression);
        if (datasets.size() > 1) {
            if (!counts.isEmpty()) {
                throw new SettingsRefusedException("--scaling takes one schema, --schema was '" + datasets.stream()
                        .map(dataset -> dataset.schema().name().toString()).collect(Collectors.joining(",")) + "'");
            }
            SchemaRun.run(options, datasets, folder, runId, listener);
        } else if (!counts.isEmpty()) {
            ScalingRun.run(options, datasets.get(0), folder, runId, counts, listener);
        } else {
            BenchRun.run(options, datasets.get(0), folder, runId, listener);
        }
    }
}
