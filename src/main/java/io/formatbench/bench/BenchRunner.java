package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.Eta;
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
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import io.formatbench.stats.Statistics;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

        Path work = Files.createTempDirectory("formatbench-forks-");
        Map<BenchmarkKey, List<ResultAggregator.Measured>> measured = new HashMap<>();
        Rounds rounds;
        try {
            int fewestForks = settings.rounds().minForks() * settings.plan().benchmarks().size();
            ForkLauncher launcher = new ForkLauncher(settings.java(), settings.heap(), settings.extraJvmArgs(),
                    ForkClassArchive.in(work, ToolClasspath.get(), fewestForks, settings.extraJvmArgs()), log);
            rounds = runRounds(dataset, launcher, measured, work);
        } finally {
            deleteQuietly(work);
        }
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

    /** The rounds a run made, and why it made no more. */
    private record Rounds(RunResult.Stopping stopping) {}

    /**
     * Runs round after round, one fork of every benchmark the policy still measures in each, until the
     * round policy says why no more: after a fixed number, or when the watched time ratios have their
     * verdicts, or when the next round would not end within the time budget.
     */
    private Rounds runRounds(CheckedDataset dataset, ForkLauncher launcher,
                             Map<BenchmarkKey, List<ResultAggregator.Measured>> measured, Path work) throws IOException, InterruptedException {
        RoundPolicy policy = settings.rounds();
        List<PlannedBenchmark> benchmarks = settings.plan().benchmarks();
        Iterator<List<PlannedBenchmark>> orders = settings.plan().orders();
        Map<BenchmarkKey, List<Double>> timePerFork = new HashMap<>();
        int perRound = benchmarks.size();
        int done = 0;
        long start = System.nanoTime();
        List<PlannedBenchmark> next = benchmarks;
        List<Map<BenchmarkKey, Duration>> forkTimes = new ArrayList<>();
        for (int round = 1; ; round++) {
            // The round's shuffled order, of the benchmarks it still measures: the same seed gives the
            // same order however many stop.
            List<PlannedBenchmark> order = orders.next().stream().filter(next::contains).toList();
            Map<BenchmarkKey, Duration> thisRound = new HashMap<>();
            forkTimes.add(thisRound);
            for (int slot = 1; slot <= order.size(); slot++) {
                BenchmarkKey key = order.get(slot - 1).key();
                events.on(new BenchEvent.ForkStarting(done + 1, planned(policy, perRound), round, planned(policy, 1),
                        key, untilFewest(policy, start, done, perRound)));
                ForkSpec spec = spec(dataset.manifest(), dataset.filesOf(key), key, round, slot, work, done);
                long launchedAtMs = System.currentTimeMillis();
                long forkStart = System.nanoTime();
                ForkOutcome outcome = launcher.run(spec, work.resolve("spec-" + done + ".json"));
                Duration forkTook = Duration.ofNanos(System.nanoTime() - forkStart);
                measured.computeIfAbsent(key, k -> new ArrayList<>()).add(new ResultAggregator.Measured(round, slot,
                        outcome, launchedAtMs, forkTook.toNanos() / 1e9));
                thisRound.put(key, forkTook);
                timePerFork.computeIfAbsent(key, k -> new ArrayList<>()).add(Statistics.median(outcome.iterationMs()));
                done++;
            }
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
            List<PlannedBenchmark> stillMeasured = policy.stillMeasured(round, benchmarks, timePerFork);
            Duration nextRound = slowestRoundOf(stillMeasured, forkTimes);
            double widest = policy.widest(benchmarks, timePerFork);
            List<RoundPolicy.Watched> open = policy.open(benchmarks, timePerFork);
            if (policy.sequential() && round >= Statistics.FEWEST_FOR_A_VERDICT) {
                // With one format there is no head-to-head: the rounds watch each benchmark's own time.
                events.on(new BenchEvent.RatiosOpen(round, elapsed, open.size(),
                        RoundPolicy.watched(benchmarks, timePerFork).size(), settings.plan().formats().size() == 1,
                        widest, policy.precision()));
            }
            Optional<StopRule> stop = policy.stopAfter(round, benchmarks, timePerFork, elapsed, nextRound);
            if (stop.isPresent()) {
                events.on(new BenchEvent.RoundsStopped(round, stop.get()));
                if (stop.get().cutShort()) {
                    tellStillOpen(policy, open, benchmarks, timePerFork, round, nextRound);
                }
                int family = RoundPolicy.watched(benchmarks, timePerFork).size();
                return new Rounds(new RunResult.Stopping(stop.get(), round, elapsed.toMillis() / 1e3,
                        Double.isFinite(widest) ? widest : Double.NaN, family, policy.sequential(),
                        nextRound.toMillis() / 1e3));
            }
            if (stillMeasured.size() < next.size()) {
                List<PlannedBenchmark> measuredNow = next;
                events.on(new BenchEvent.BenchmarksSettled(round, measuredNow.stream()
                        .filter(benchmark -> !stillMeasured.contains(benchmark)).map(PlannedBenchmark::key).toList(),
                        stillMeasured.size()));
            }
            next = stillMeasured;
        }
    }

    /**
     * What the next round may take: the slowest round so far, counting the forks of {@code next} only.
     * Each of them was measured in every round so far, since a benchmark measured no more never is again.
     */
    static Duration slowestRoundOf(List<PlannedBenchmark> next, List<Map<BenchmarkKey, Duration>> forkTimes) {
        Duration slowest = Duration.ZERO;
        for (Map<BenchmarkKey, Duration> round : forkTimes) {
            Duration these = next.stream().map(benchmark -> round.getOrDefault(benchmark.key(), Duration.ZERO))
                    .reduce(Duration.ZERO, Duration::plus);
            slowest = these.compareTo(slowest) > 0 ? these : slowest;
        }
        return slowest;
    }

    /**
     * Each ratio a run cut short left open, and about how many more rounds its spread would need, each
     * as long as the next round would have been.
     */
    private void tellStillOpen(RoundPolicy policy, List<RoundPolicy.Watched> open, List<PlannedBenchmark> benchmarks,
                               Map<BenchmarkKey, List<Double>> timePerFork, int rounds, Duration nextRound) {
        var confidence = policy.confidence(RoundPolicy.watched(benchmarks, timePerFork).size());
        for (RoundPolicy.Watched ratio : open) {
            int needed = ratio.roundsToSettle(confidence, policy.precision(), policy.margin(), MOST_ROUNDS_FORESEEN);
            int more = needed < 0 ? -1 : needed - rounds;
            events.on(new BenchEvent.StillOpen(ratio.label(), more, MOST_ROUNDS_FORESEEN,
                    more < 0 ? null : nextRound.multipliedBy(more)));
        }
    }

    /** How far ahead an open verdict's rounds are foreseen: beyond, "more than". */
    private static final int MOST_ROUNDS_FORESEEN = 1000;

    /** How many of {@code each} the run makes: fixed, or as many as a precision decides. */
    private static BenchEvent.Planned planned(RoundPolicy policy, int each) {
        return new BenchEvent.Planned(policy.minForks() * each, policy.maxForks() * each, policy.precision() == 0);
    }

    /** Watches the machine before the first fork; a busy one is named before any figure is taken. */
    private double warnIfBusy() throws InterruptedException {
        double others = MachineLoad.othersOver(Defaults.BUSY_CHECK_MILLIS);
        if (Double.isFinite(others) && others > settings.busyCores()) {
            events.on(new BenchEvent.MachineBusy(others, settings.busyCores()));
        }
        return others;
    }

    private ForkSpec spec(Manifest manifest, CheckedDataset.FormatFiles files, BenchmarkKey key, int round, int slot, Path work,
                          int index) {
        List<ForkSpec.ShardFile> shards = new ArrayList<>();
        for (CheckedDataset.DataFile file : files.shards()) {
            // Writes go next to the dataset: the same file system as the files that reads read.
            Path scratch = file.path().resolveSibling(ScratchFiles.name(file.entry().name(),
                    ProcessHandle.current().pid()));
            shards.add(file.shardFile(key.variant(), scratch));
        }
        boolean latency = latencyPassIn(round, key, settings.latencyPass());
        return new ForkSpec(key, round, slot, shards, manifest.records(), manifest.seed(), manifest.contentDigest(),
                settings.warmup(), settings.iterations(), latency, verifiesContentIn(round, latency),
                settings.fsync(), settings.unknownFields(), work.resolve("outcome-" + index + ".json").toString());
    }

    /**
     * Whether a fork of this round runs the latency pass: in the first {@link Defaults#LATENCY_ROUNDS}
     * rounds only. Its figures need forks, not every fork; the later rounds are for the time's
     * precision, which it adds nothing to. A bare loop, a floor and a plain read have no record to time.
     */
    static boolean latencyPassIn(int round, BenchmarkKey key, boolean latencyPass) {
        return latencyPass && key.variant() != Variant.BARE_LOOP && key.variant().decodesRecords()
                && round <= Defaults.LATENCY_ROUNDS;
    }

    /**
     * Whether a read of this round checks the full content digest: every pass of every fork checks each
     * record's checksum against the parent's, from a file whose SHA-256 the parent checked, so the
     * digest (every character of every field), which needs a pass of its own where no latency pass gives
     * it, is checked by the benchmark's first fork, and by every fork with a latency pass.
     */
    static boolean verifiesContentIn(int round, boolean latencyPass) {
        return latencyPass || round == 1;
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

    /**
     * The time left until the fewest rounds are done, from the pace so far; null once they are (with a
     * precision, more may follow) or before a fork has ended.
     */
    private static Duration untilFewest(RoundPolicy policy, long startNanos, int done, int perRound) {
        int fewest = policy.minForks() * perRound;
        return done >= fewest ? null : Eta.remaining(Duration.ofNanos(System.nanoTime() - startNanos), done, fewest);
    }

    /** Removes the forks' spec and outcome files; a failure here must not hide the run's own failure. */
    private void deleteQuietly(Path folder) {
        try (var paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            events.on(new BenchEvent.WorkFolderLeft(folder, e.getMessage()));
        }
    }

    /** Fails the run when a benchmark did not verify, after its results were written and shown. */
    public static DatasetException verificationFailed(Outcome outcome) {
        return new DatasetException("verification failed (results kept in " + outcome.resultsFile()
                + " marked verified=false): " + String.join("; ", outcome.unverified()));
    }
}
