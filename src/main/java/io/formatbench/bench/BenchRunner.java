package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.Eta;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.DatasetVerifier;
import io.formatbench.dataset.FormatModules;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.SeededRecords;
import io.formatbench.dataset.ToolInfo;
import io.formatbench.measure.CanaryFigures;
import io.formatbench.model.ContentDigest;
import io.formatbench.measure.CompressedSize;
import io.formatbench.measure.MachineInfo;
import io.formatbench.measure.MachineLoad;
import io.formatbench.measure.PageCache;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
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
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

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

    /**
     * A data file of the run, checked against the manifest before any fork starts.
     *
     * @param sizes its content's size uncompressed, and with gzip
     */
    private record DataFile(Manifest.DataFile entry, Path path, CompressedSize.Sizes sizes, String checksum,
                            Map<Variant, ContentDigest> floors) {

        /**
         * What every pass of a read of this file must reproduce: the records, their checksum and content
         * digest; or, for a floor or a plain read, what the parent's own pass of it gave.
         */
        ForkSpec.ShardFile shardFile(Variant variant, Path scratch) {
            if (variant.decodesRecords()) {
                return new ForkSpec.ShardFile(path.toString(), entry.sha256(), entry.bytes(), entry.contentDigest(),
                        checksum, scratch.toString(), entry.unknownFields(), entry.records());
            }
            ContentDigest floor = floors.get(variant);
            return new ForkSpec.ShardFile(path.toString(), entry.sha256(), entry.bytes(),
                    Manifest.digestLabel(floor.hex()), floor.hex(), scratch.toString(), 0, floor.records());
        }
    }

    /** A dataset the run reads: the one in the data folder, or its newer twin, with its manifest. */
    private record Dataset(Path dir, Manifest manifest) {}

    /** The data files of one format, in shard order. */
    private record FormatFiles(List<DataFile> shards) {
        long rawBytes() {
            return shards.stream().mapToLong(file -> file.sizes().bytes()).sum();
        }

        long gzipBytes() {
            return shards.stream().mapToLong(file -> file.sizes().gzipBytes()).sum();
        }
    }

    public Outcome run() throws IOException, InterruptedException {
        Path resultsFile = ResultFiles.path(settings.resultsDir(), settings.runId(), Mode.FILE);
        if (Files.exists(resultsFile)) {
            throw new FileAlreadyExistsException(resultsFile.toString(), null,
                    "results are never overwritten; choose another run id");
        }
        Manifest manifest = ManifestFiles.read(settings.dataDir());
        DatasetSchema<?> schema = settings.plan().schema();
        DatasetVerifier.requireSchema(manifest, schema, settings.dataDir());
        checkSchemaVersion(manifest, schema);
        Dataset dataset = new Dataset(settings.dataDir(), manifest);
        Dataset newer = measures(Variant.NEWER_DATA) ? newerTwin(manifest, schema) : null;
        int removed = ScratchFiles.removeDead(settings.dataDir());
        if (removed > 0) {
            events.on(new BenchEvent.ScratchRemoved(removed, settings.dataDir()));
        }
        warnIfTooBigForThePageCache(manifest);
        checkThreads(manifest);
        if (manifest.compression().compressed()) {
            events.on(new BenchEvent.ThroughCompression(manifest.compression()));
        }
        Map<Format, FormatFiles> files = checkDataFiles(dataset, schema, settings.unknownFields());
        Map<Format, FormatFiles> newerFiles = newer == null ? Map.of()
                : checkDataFiles(newer, schema, UnknownFields.SKIP);
        if (settings.plan().benchmarks().stream().anyMatch(b -> b.key().operation() == Operation.WRITE)) {
            checkSeed(manifest, schema);
        }
        double othersBefore = warnIfBusy();

        Path work = Files.createTempDirectory("formatbench-forks-");
        Map<BenchmarkKey, List<ResultAggregator.Measured>> measured = new HashMap<>();
        Rounds rounds;
        try {
            int fewestForks = settings.rounds().minForks() * settings.plan().benchmarks().size();
            ForkLauncher launcher = new ForkLauncher(settings.java(), settings.heap(), settings.extraJvmArgs(),
                    ForkClassArchive.in(work, ToolClasspath.get(), fewestForks, settings.extraJvmArgs()), log);
            rounds = runRounds(manifest, files, newerFiles, launcher, measured, work);
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
            FormatFiles read = filesOf(benchmark.key(), files, newerFiles);
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
    private Rounds runRounds(Manifest manifest, Map<Format, FormatFiles> files, Map<Format, FormatFiles> newerFiles,
                             ForkLauncher launcher, Map<BenchmarkKey, List<ResultAggregator.Measured>> measured,
                             Path work) throws IOException, InterruptedException {
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
                ForkSpec spec = spec(manifest, filesOf(key, files, newerFiles), key, round, slot, work, done);
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

    /** The files a benchmark reads or writes: its format's, of the newer twin for a newer-data read. */
    private static FormatFiles filesOf(BenchmarkKey key, Map<Format, FormatFiles> files,
                                       Map<Format, FormatFiles> newerFiles) {
        return (key.variant() == Variant.NEWER_DATA ? newerFiles : files).get(key.format());
    }

    private boolean measures(Variant variant) {
        return settings.plan().benchmarks().stream().anyMatch(b -> b.key().variant() == variant);
    }

    /**
     * A dataset of the newer schema version is read only skipping what the version added, and never
     * written: the writers write the tool's version, whose files are not the dataset's.
     */
    private void checkSchemaVersion(Manifest manifest, DatasetSchema<?> schema) throws DatasetException {
        if (!NewerSchema.isNewer(manifest, schema)) {
            return;
        }
        DatasetVerifier.requireReadable(manifest, schema, settings.dataDir(), settings.unknownFields());
        if (settings.plan().benchmarks().stream().anyMatch(b -> b.key().operation() == Operation.WRITE)) {
            throw new DatasetException(ManifestFiles.path(settings.dataDir()) + ": schema " + schema.name()
                    + " version " + manifest.schemaVersion() + " is newer than the version " + schema.version()
                    + " the writers write;"
                    + " measure its reads only (--operations=read), or bench the version " + schema.version()
                    + " dataset with --variants=library,newer-data");
        }
        if (measures(Variant.NEWER_DATA)) {
            throw new DatasetException(ManifestFiles.path(settings.dataDir()) + ": variant newer-data reads the newer"
                    + " twin of a dataset of version " + schema.version() + ", and this one is of version "
                    + manifest.schemaVersion() + " already");
        }
    }

    /**
     * The dataset's newer twin, which newer-data reads: in the folder {@link NewerSchema#folder} names,
     * of the newer version, with the same records (count, seed, shards and content digest).
     */
    private Dataset newerTwin(Manifest manifest, DatasetSchema<?> schema) throws IOException {
        int version = NewerSchema.version(schema);
        Path dir = NewerSchema.folder(settings.dataDir(), schema, version);
        String make = "generate it with generate --schema-version " + version + " --records " + manifest.records()
                + " --seed " + manifest.seed() + " --shards " + manifest.shards() + " --compression "
                + manifest.compression() + " --data " + settings.dataDir()
                + manifest.formatOptions().commandLine()
                + " (mvn -Pgenerate-data exec:java -DschemaVersion=" + version + " and the dataset's -Drecords, -Dseed,"
                + " -Dshards, -Dcompression, " + FormatModules.options().stream()
                        .map(key -> "-D" + key.words().property() + ", ").collect(Collectors.joining()) + "-Ddata)";
        if (!Files.isRegularFile(ManifestFiles.path(dir))) {
            throw new DatasetException("variant newer-data reads " + dir + ", the newer twin of " + settings.dataDir()
                    + ", and it holds no dataset; " + make);
        }
        Manifest twin = ManifestFiles.read(dir);
        if (!twin.schema().equals(manifest.schema()) || twin.schemaVersion() != version
                || twin.records() != manifest.records() || twin.seed() != manifest.seed()
                || twin.shards() != manifest.shards() || !twin.contentDigest().equals(manifest.contentDigest())
                // Read through the same decompression as the dataset's reads, or the two would not compare.
                || twin.compression() != manifest.compression()
                || !twin.formatOptions().of(manifest.formats()).equals(manifest.formatOptions().of(manifest.formats()))) {
            throw new DatasetException(dir + " holds " + twin.records() + " " + twin.schema() + " records of version "
                    + twin.schemaVersion() + " (seed " + twin.seed() + ", " + twin.shards() + " shard(s), "
                    + twin.compression() + ", " + FormatModules.optionsInWords(twin.formatOptions()) + ", content "
                    + twin.contentDigest() + "), not the records of " + settings.dataDir() + " in version " + version
                    + " (" + manifest.compression() + ", " + FormatModules.optionsInWords(manifest.formatOptions())
                    + "); " + make);
        }
        return new Dataset(dir, twin);
    }

    /**
     * Every data file the plan reads is checked against the manifest (size and SHA-256, and its size
     * uncompressed) before any fork starts: that is what lets the timed reads drop the checks their
     * libraries lack. Its gzip size and the checksum every timed read must reproduce are taken here
     * too, outside any fork, by the strict reader, which also checks the fields it skipped against the
     * manifest's count.
     */
    private Map<Format, FormatFiles> checkDataFiles(Dataset dataset, DatasetSchema<?> schema,
                                                    UnknownFields unknownFields) throws IOException {
        Map<Format, FormatFiles> files = new TreeMap<>();
        Manifest manifest = dataset.manifest();
        for (Format format : settings.plan().formats()) {
            if (!manifest.has(format)) {
                throw new DatasetException(ManifestFiles.path(dataset.dir()) + ": the dataset has no " + format
                        + " file");
            }
            List<DataFile> shards = new ArrayList<>();
            for (Manifest.DataFile entry : manifest.files(format)) {
                Path path = dataset.dir().resolve(entry.name());
                events.on(new BenchEvent.FileChecking(path, ManifestFiles.path(dataset.dir())));
                DatasetVerifier.checkBytes(path, entry);
                CompressedSize.Sizes sizes = CompressedSize.of(path, manifest.compression());
                if (sizes.bytes() != entry.uncompressedBytes()) {
                    throw new DatasetException(path + ": " + sizes.bytes() + " bytes uncompressed, the manifest says "
                            + entry.uncompressedBytes());
                }
                CodecWorkloads.ReadAll read = CodecWorkloads.readAll(schema.primaryCodec(format),
                        ReadOptions.of(ReadChecks.STRICT, unknownFields), recordChecksum(schema), path,
                        manifest.compression());
                DatasetVerifier.requireSkipped(path.toString(), schema.primaryCodec(format).name(),
                        read.skippedFields(),
                        entry.unknownFields());
                String checksum = read.digest().hex();
                Map<Variant, ContentDigest> floors = floorsOf(format, path, entry, manifest.compression());
                events.on(new BenchEvent.FileChecked(path, entry.records(), entry.bytes(), manifest.compression(),
                        sizes.bytes(), sizes.gzipBytes()));
                shards.add(new DataFile(entry, path, sizes, checksum, floors));
            }
            files.put(format, new FormatFiles(shards));
        }
        return files;
    }

    /**
     * The digests the floors and plain reads the plan measures of the format must reproduce, from a pass
     * of each here; a floor that does not find the manifest's records is refused before any fork.
     */
    private Map<Variant, ContentDigest> floorsOf(Format format, Path path, Manifest.DataFile entry,
                                                 Compression compression) throws IOException {
        Map<Variant, ContentDigest> floors = new EnumMap<>(Variant.class);
        for (PlannedBenchmark benchmark : settings.plan().benchmarks()) {
            Variant variant = benchmark.key().variant();
            if (!variant.decodesRecords() && benchmark.key().format() == format && !floors.containsKey(variant)) {
                ContentDigest digest = FloorWorkload.expected(variant, format, path, compression);
                if (variant == Variant.FLOOR && digest.records() != entry.records()) {
                    throw new DatasetException(path + ": the " + format + " floor found " + digest.records()
                            + " records, the manifest says " + entry.records());
                }
                floors.put(variant, digest);
            }
        }
        return floors;
    }

    /** Each thread writes and reads shards of its own: a benchmark cannot have more threads than shards. */
    private void checkThreads(Manifest manifest) throws DatasetException {
        int most = settings.plan().benchmarks().stream().mapToInt(b -> b.key().threads()).max().orElse(1);
        if (most > manifest.shards()) {
            throw new DatasetException(ManifestFiles.path(settings.dataDir()) + ": " + manifest.shards()
                    + " shard(s), too few for " + most + " threads (each thread writes and reads shards of its own);"
                    + " generate the dataset with --shards " + most + " (-Dshards=" + most + ") or more");
        }
    }

    /** Before the checks that read every file: at 100M records they take minutes. */
    private void warnIfTooBigForThePageCache(Manifest manifest) {
        Set<Format> readFormats = settings.plan().benchmarks().stream()
                .filter(b -> b.key().operation() == Operation.READ)
                .map(b -> b.key().format())
                .collect(Collectors.toSet());
        long readBytes = manifest.files().stream().filter(file -> readFormats.contains(file.format()))
                .mapToLong(Manifest.DataFile::bytes).sum();
        PageCache.warning(readBytes, MachineInfo.memoryBytes())
                .ifPresent(warning -> events.on(new BenchEvent.PageCacheTooSmall(warning)));
    }

    /** Writes write what the seed generates (see {@link ForkMain}): checked once here, before any fork. */
    private void checkSeed(Manifest manifest, DatasetSchema<?> schema) throws DatasetException {
        events.on(new BenchEvent.SeedChecking(manifest.seed(), manifest.records()));
        SeededRecords.requireSeedMakesDataset(schema, manifest, settings.dataDir());
    }

    @SuppressWarnings("unchecked")
    private static <T> java.util.function.ToLongFunction<T> recordChecksum(DatasetSchema<?> schema) {
        return ((DatasetSchema<T>) schema).checksum();
    }

    /** Watches the machine before the first fork; a busy one is named before any figure is taken. */
    private double warnIfBusy() throws InterruptedException {
        double others = MachineLoad.othersOver(Defaults.BUSY_CHECK_MILLIS);
        if (Double.isFinite(others) && others > settings.busyCores()) {
            events.on(new BenchEvent.MachineBusy(others, settings.busyCores()));
        }
        return others;
    }

    private ForkSpec spec(Manifest manifest, FormatFiles files, BenchmarkKey key, int round, int slot, Path work,
                          int index) {
        List<ForkSpec.ShardFile> shards = new ArrayList<>();
        for (DataFile file : files.shards()) {
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
