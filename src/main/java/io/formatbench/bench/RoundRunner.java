package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.Eta;
import io.formatbench.dataset.Manifest;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.ForkResult;
import io.formatbench.results.RunResult;
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import io.formatbench.stats.PairedRounds;
import io.formatbench.stats.Statistics;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rounds of a run: round after round, one forked JVM per benchmark the round policy still
 * measures, each given its spec (its data files, and whether it runs the latency pass and checks the
 * full content), until the policy says why no more.
 */
final class RoundRunner {

    private final BenchSettings settings;
    private final PrintWriter log;
    private final BenchEvent.Listener events;
    private final CheckedDataset dataset;

    /** @param log where the forks' own output is passed on */
    RoundRunner(BenchSettings settings, PrintWriter log, BenchEvent.Listener events, CheckedDataset dataset) {
        this.settings = settings;
        this.log = log;
        this.events = events;
        this.dataset = dataset;
    }

    /**
     * The rounds a run made: what each benchmark's forks measured, in the order they ran, and why the
     * run made no more.
     */
    record Rounds(Map<BenchmarkKey, List<ResultAggregator.Measured>> measured, RunResult.Stopping stopping) {}

    /** Runs the rounds, the forks' specs, outcomes and class archive in a work folder removed after them. */
    Rounds run() throws IOException, InterruptedException {
        Path work = Files.createTempDirectory("formatbench-forks-");
        Map<BenchmarkKey, List<ResultAggregator.Measured>> measured = new HashMap<>();
        try {
            return new Rounds(measured, runRounds(launchers(work), measured, work));
        } finally {
            deleteQuietly(work);
        }
    }

    /**
     * A launcher per JVM, by its keys' label, each with a class archive of its own: an archive is of
     * the JVM that wrote it, and of the options (compact object headers, say) it was written with.
     */
    private Map<String, ForkLauncher> launchers(Path work) throws IOException {
        Map<String, ForkLauncher> launchers = new HashMap<>();
        ForkJvms jvms = settings.jvms();
        for (int i = 0; i < jvms.all().size(); i++) {
            ForkJvm jvm = jvms.all().get(i);
            String label = jvms.keyLabel(jvm);
            int fewestForks = settings.rounds().minForks() * (int) settings.plan().benchmarks().stream()
                    .filter(benchmark -> benchmark.key().jvm().equals(label)).count();
            Path itsWork = Files.createDirectories(work.resolve("jvm-" + i));
            // The JVM's own arguments after those for every JVM: the more particular has the last word.
            List<String> args = new ArrayList<>(jvms.everyJvm());
            args.addAll(jvm.args());
            launchers.put(label, new ForkLauncher(jvm.java(), settings.heap(), args,
                    ForkClassArchive.in(itsWork, ToolClasspath.get(), fewestForks, args), log));
        }
        return launchers;
    }

    /**
     * Runs round after round, one fork of every benchmark in each, until the round policy says why no
     * more: after a fixed number, or when the watched time ratios have their
     * verdicts, or when the next round would not end within the time budget.
     */
    private RunResult.Stopping runRounds(Map<String, ForkLauncher> launchers,
                                         Map<BenchmarkKey, List<ResultAggregator.Measured>> measured, Path work)
            throws IOException, InterruptedException {
        RoundPolicy policy = settings.rounds();
        List<PlannedBenchmark> benchmarks = settings.plan().benchmarks();
        Iterator<List<PlannedBenchmark>> orders = settings.plan().orders();
        Map<BenchmarkKey, List<Double>> timePerFork = new HashMap<>();
        int perRound = benchmarks.size();
        int done = 0;
        long start = System.nanoTime();
        List<Map<BenchmarkKey, Duration>> forkTimes = new ArrayList<>();
        for (int round = 1; ; round++) {
            // Every benchmark in every round, settled or not, in the round's shuffled order: an open ratio's
            // rounds keep the company they started with (RoundPolicy, "rounds stay alike").
            List<PlannedBenchmark> order = orders.next();
            Map<BenchmarkKey, Duration> thisRound = new HashMap<>();
            forkTimes.add(thisRound);
            for (int slot = 1; slot <= order.size(); slot++) {
                BenchmarkKey key = order.get(slot - 1).key();
                events.on(new BenchEvent.ForkStarting(done + 1, planned(policy, perRound), round, planned(policy, 1),
                        key, untilFewest(policy, start, done, perRound)));
                ForkSpec spec = spec(key, round, slot, work, done);
                long launchedAtMs = System.currentTimeMillis();
                long forkStart = System.nanoTime();
                ForkOutcome outcome = launchers.get(key.jvm()).run(spec, work.resolve("spec-" + done + ".properties"));
                Duration forkTook = Duration.ofNanos(System.nanoTime() - forkStart);
                measured.computeIfAbsent(key, k -> new ArrayList<>()).add(new ResultAggregator.Measured(round, slot,
                        outcome, launchedAtMs, forkTook.toNanos() / 1e9));
                thisRound.put(key, forkTook);
                timePerFork.computeIfAbsent(key, k -> new ArrayList<>()).add(ForkResult.timeOf(outcome.iterationMs()));
                done++;
            }
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
            Duration nextRound = slowestRoundOf(benchmarks, forkTimes);
            double widest = policy.widest(benchmarks, timePerFork);
            List<RoundPolicy.Watched> open = policy.open(benchmarks, timePerFork);
            if (policy.sequential() && round >= Statistics.FEWEST_FOR_A_VERDICT) {
                // With one format on one JVM there is no pair: the rounds watch each benchmark's own time.
                List<RoundPolicy.Watched> watched = RoundPolicy.watched(benchmarks, timePerFork);
                boolean alone = watched.stream().allMatch(ratio -> ratio.other() == null);
                events.on(new BenchEvent.RatiosOpen(round, elapsed, open.size(), watched.size(), alone, widest,
                        alone ? policy.precision() : policy.bound()));
            }
            Optional<StopRule> stop = policy.stopAfter(round, benchmarks, timePerFork, elapsed, nextRound);
            if (stop.isPresent()) {
                events.on(new BenchEvent.RoundsStopped(round, stop.get()));
                if (stop.get().cutShort()) {
                    tellStillOpen(policy, open, benchmarks, timePerFork, nextRound);
                }
                int family = RoundPolicy.watched(benchmarks, timePerFork).size();
                return new RunResult.Stopping(stop.get(), round, elapsed.toMillis() / 1e3,
                        Double.isFinite(widest) ? widest : Double.NaN, family, policy.sequential(),
                        nextRound.toMillis() / 1e3, policy.confidence());
            }
        }
    }

    /** What the next round may take: the slowest round so far, counting the forks of {@code next}. */
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
     * Each ratio a run cut short left open, and about how many more rounds its spread would need for its
     * verdict ({@link RoundPolicy.Watched#roundsToVerdict}), each as long as the next round would have been.
     */
    private void tellStillOpen(RoundPolicy policy, List<RoundPolicy.Watched> open, List<PlannedBenchmark> benchmarks,
                               Map<BenchmarkKey, List<Double>> timePerFork, Duration nextRound) {
        var confidence = policy.confidence(RoundPolicy.watched(benchmarks, timePerFork).size());
        for (RoundPolicy.Watched ratio : open) {
            int needed = ratio.roundsToVerdict(confidence, policy.precision(), policy.margin(), PairedRounds.MOST_ROUNDS_FORESEEN);
            int more = ratio.rounds().moreThanThese(needed);
            events.on(new BenchEvent.StillOpen(ratio.label(), ratio.rounds().ratio(confidence).apart(), more,
                    PairedRounds.MOST_ROUNDS_FORESEEN, more < 0 ? null : nextRound.multipliedBy(more)));
        }
    }

    /** How many of {@code each} the run makes: fixed, or as many as a precision decides. */
    private static BenchEvent.Planned planned(RoundPolicy policy, int each) {
        return new BenchEvent.Planned(policy.minForks() * each, policy.maxForks() * each, policy.precision() == 0);
    }

    /** What one fork runs: its benchmark's data files, and whether it runs the latency pass and checks the content. */
    private ForkSpec spec(BenchmarkKey key, int round, int slot, Path work, int index) {
        Manifest manifest = dataset.manifest();
        List<ForkSpec.ShardFile> shards = new ArrayList<>();
        for (CheckedDataset.DataFile file : dataset.filesOf(key).shards()) {
            // Writes go next to the dataset: the same file system as the files that reads read.
            Path scratch = file.path().resolveSibling(ScratchFiles.name(file.entry().name(),
                    ProcessHandle.current().pid()));
            shards.add(file.shardFile(key.variant(), scratch));
        }
        boolean latency = latencyPassIn(round, key, settings.latencyPass());
        String recordsFile = manifest.recordsImported()
                ? settings.dataDir().resolve(manifest.imported().recordsFile()).toString() : null;
        return new ForkSpec(key, round, slot, shards, manifest.records(), manifest.shardSeed(), recordsFile,
                manifest.contentDigest(),
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

}
