package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.codec.IoStack;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ToolInfo;
import io.formatbench.measure.CanaryFigures;
import io.formatbench.measure.MachineInfo;
import io.formatbench.measure.MachineLoad;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Mode;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parent side of a benchmark run: checks the dataset, runs the plan's rounds (one forked JVM
 * per benchmark per round), collects what the forks measured and writes the results file. It
 * measures nothing itself, and does nothing while a fork runs but wait for it.
 */
public final class BenchRunner {

    private final BenchSettings settings;
    private final PrintWriter log;
    private final BenchEvent.Listener events;

    /**
     * @param log where the forks' own output is passed on
     * @param events told what the run does, as it does it
     */
    public BenchRunner(BenchSettings settings, PrintWriter log, BenchEvent.Listener events) {
        this.settings = settings;
        this.log = log;
        this.events = events;
    }

    /** What a finished run wrote, and what did not verify. */
    public record Outcome(Path resultsFile, RunResult result, List<String> unverified) {}

    public Outcome run() throws IOException, InterruptedException {
        Path resultsFile = ResultFiles.path(settings.resultsDir(), settings.runId(), Mode.FILE);
        if (Files.exists(resultsFile)) {
            throw new FileAlreadyExistsException(resultsFile.toString(), null,
                    "results are never overwritten; choose another run id");
        }
        CheckedDataset dataset = new DatasetChecks(settings, events).check();
        Manifest manifest = dataset.manifest();
        double othersBefore = warnIfBusy();
        RoundRunner.Rounds rounds = new RoundRunner(settings, log, events, dataset).run();
        Map<BenchmarkKey, List<ResultAggregator.Measured>> measured = rounds.measured();
        ForkOutcome anyFork = measured.values().iterator().next().get(0).outcome();
        MachineLimits limits = new MachineLimits(settings.busyCores(), settings.unsteadyCv(), settings.slowCanary(),
                Double.isFinite(othersBefore) && othersBefore > settings.busyCores());
        List<BenchmarkResult> results = new ArrayList<>();
        List<String> unverified = new ArrayList<>();
        for (PlannedBenchmark benchmark : settings.plan().benchmarks()) {
            // A verified write wrote the dataset file, and so its sizes, unless its codec writes other bytes.
            boolean otherBytes = benchmark.writesOtherBytes();
            CheckedDataset.FormatFiles read = dataset.filesOf(benchmark.key());
            BenchmarkResult result = ResultAggregator.aggregate(benchmark, manifest.records(),
                    measured.get(benchmark.key()), otherBytes ? -1 : read.rawBytes(),
                    otherBytes ? -1 : read.gzipBytes(), limits);
            if (!result.verified()) {
                unverified.add(benchmark.key().label() + ": " + result.failure());
                events.on(new BenchEvent.NotVerified(benchmark.key(), result.failure()));
            }
            results.add(result);
        }
        // The run's speed, and each benchmark's against it: a slow stretch of the run is said, not averaged away.
        CanaryFigures speed = CanaryFigures.ofForks(measured.values().stream().flatMap(List::stream)
                .map(fork -> fork.outcome().canaryMs()).toList());
        results.replaceAll(result -> {
            double slower = new CanaryFigures(result.canaryMeanMs(), result.canaryCv()).slowerThan(speed);
            return result.withCanarySlower(slower, limits.slow(slower));
        });
        RunResult.Machine machine = new RunResult.Machine(othersBefore,
                results.stream().anyMatch(BenchmarkResult::machineBusy), speed.meanMs(), speed.cv(),
                limits.unsteady(speed.cv()));
        RunResult run = new RunResult(RunResult.CURRENT_VERSION, settings.runId(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                new RunResult.Tool(ToolInfo.NAME, ToolInfo.version(), ToolInfo.commit()),
                environment(anyFork), dataset(manifest), runSettings(), machine, rounds.stopping(), results);
        ResultFiles.write(run, resultsFile);
        return new Outcome(resultsFile, run, unverified);
    }

    /** Watches the machine before the first fork; a busy one is named before any figure is taken. */
    private double warnIfBusy() throws InterruptedException {
        double others = MachineLoad.othersOver(Defaults.BUSY_CHECK_MILLIS);
        if (Double.isFinite(others) && others > settings.busyCores()) {
            events.on(new BenchEvent.MachineBusy(others, settings.busyCores()));
        }
        return others;
    }

    private RunResult.Settings runSettings() {
        List<PlannedBenchmark> benchmarks = settings.plan().benchmarks();
        return new RunResult.Settings(
                settings.plan().formats(),
                distinct(benchmarks, BenchmarkKey::codec),
                distinct(benchmarks, key -> key.variant().id()),
                distinct(benchmarks, key -> key.operation().id()),
                settings.plan().forks(), settings.plan().shuffleSeed(), settings.warmup().min(),
                        settings.warmup().max(),
                settings.warmup().window(), settings.warmup().tolerance(), settings.iterations(), settings.heap(),
                settings.fsync(), settings.latencyPass(), IoStack.BUFFER_BYTES, settings.busyCores(),
                settings.unsteadyCv(), settings.slowCanary(), settings.rounds().precision(), settings.rounds().timeBudget().toMillis() / 1e3,
                settings.rounds().maxForks(), settings.rounds().margin(), Defaults.LATENCY_ROUNDS,
                settings.unknownFields());
    }

    private static <V> List<V> distinct(List<PlannedBenchmark> benchmarks,
                                        java.util.function.Function<BenchmarkKey, V> field) {
        Map<V, Boolean> seen = new LinkedHashMap<>();
        benchmarks.forEach(benchmark -> seen.put(field.apply(benchmark.key()), true));
        return List.copyOf(seen.keySet());
    }

    private static RunResult.Dataset dataset(Manifest manifest) {
        Map<String, Long> fileBytes = new LinkedHashMap<>();
        manifest.files().stream().sorted(Comparator.comparing(Manifest.DataFile::name))
                .forEach(file -> fileBytes.put(file.name(), file.bytes()));
        return new RunResult.Dataset(manifest.schema(), manifest.records(), manifest.seed(), manifest.contentDigest(),
                manifest.compression(), fileBytes);
    }

    private RunResult.Env environment(ForkOutcome fork) {
        return new RunResult.Env(fork.jdkVendor(), fork.jdkVersion(), settings.java().toString(),
                ForkClassArchive.described(fork.jvmArgs()), MachineInfo.os(), MachineInfo.cpuModel(), MachineInfo.cores(), MachineInfo.memoryBytes());
    }

    /** Fails the run when a benchmark did not verify, after its results were written and shown. */
    public static DatasetException verificationFailed(Outcome outcome) {
        return new DatasetException("verification failed (results kept in " + outcome.resultsFile()
                + " marked verified=false): " + String.join("; ", outcome.unverified()));
    }
}
