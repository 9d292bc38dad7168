package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.codec.IoStack;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.SchemaSources;
import io.formatbench.dataset.ToolInfo;
import io.formatbench.measure.CanaryFigures;
import io.formatbench.measure.MachineInfo;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's results, assembled after its last fork: each benchmark's figures from its forks
 * {@link ResultAggregator}), judged against the run's speed canary and the machine's limits, with
 * the tool, the environment, the dataset, the settings and why the rounds stopped.
 */
final class RunAssembly {

    private final BenchSettings settings;
    private final CheckedDataset dataset;
    private final BenchEvent.Listener events;

    /** @param events told of each benchmark that did not verify */
    RunAssembly(BenchSettings settings, CheckedDataset dataset, BenchEvent.Listener events) {
        this.settings = settings;
        this.dataset = dataset;
        this.events = events;
    }

    /** A run's results, and each benchmark that did not verify, with why. */
    record Assembled(RunResult result, List<String> unverified) {}

    /**
     * @param othersBefore the cores other processes used just before the first fork; NaN where unknown
     */
    Assembled assemble(RoundRunner.Rounds rounds, double othersBefore) {
        Manifest manifest = dataset.manifest();
        Map<BenchmarkKey, List<ResultAggregator.Measured>> measured = rounds.measured();
        // The environment's JDK and options are the baseline JVM's: those the other JVMs are set against.
        ForkOutcome anyFork = settings.plan().benchmarks().stream()
                .filter(benchmark -> benchmark.key().jvm().equals(settings.plan().jvms().get(0)))
                .map(benchmark -> measured.get(benchmark.key()).get(0).outcome()).findFirst().orElseThrow();
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
                new RunResult.Tool(ToolInfo.NAME, ToolInfo.version(), ToolInfo.commit(),
                        SchemaSources.of(settings.plan().schema())),
                environment(anyFork), dataset(manifest), runSettings(), machine, rounds.stopping(), results);
        return new Assembled(run, unverified);
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
                settings.unknownFields(), settings.rounds().bound());
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
        RunResult.Imported imported = manifest.recordsImported() ? new RunResult.Imported(manifest.imported().source(),
                manifest.imported().sourceSha256()) : null;
        return new RunResult.Dataset(manifest.schema(), manifest.records(), manifest.seed(), imported,
                manifest.contentDigest(), manifest.compression(), fileBytes);
    }

    private RunResult.Env environment(ForkOutcome fork) {
        ForkJvms jvms = settings.jvms();
        return new RunResult.Env(fork.jdkVendor(), fork.jdkVersion(), jvms.baseline().java().toString(),
                ForkClassArchive.described(fork.jvmArgs()), MachineInfo.os(), MachineInfo.cpuModel(), MachineInfo.cores(),
                MachineInfo.memoryBytes(), jvms.all().stream().map(ForkJvm::described).toList());
    }
}
