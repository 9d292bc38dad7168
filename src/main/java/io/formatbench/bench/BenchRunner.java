package io.formatbench.bench;

import io.formatbench.codec.Codec;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.DatasetVerifier;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.ToolInfo;
import io.formatbench.measure.CompressedSize;
import io.formatbench.measure.MachineInfo;
import io.formatbench.report.BenchmarkResult;
import io.formatbench.report.ResultFiles;
import io.formatbench.report.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parent side of a benchmark run: checks the dataset, forks one JVM per (codec, operation,
 * fork), collects what they measured and writes the results file. It measures nothing itself.
 */
public final class BenchRunner {

    private final BenchSettings settings;
    private final PrintWriter log;

    public BenchRunner(BenchSettings settings, PrintWriter log) {
        this.settings = settings;
        this.log = log;
    }

    /** What a finished run wrote and whether every read and write verified. */
    public record Outcome(Path resultsFile, RunResult result, List<String> unverified) {}

    public Outcome run() throws IOException, InterruptedException {
        Manifest manifest = ManifestFiles.read(settings.dataDir());
        DatasetSchema<?> schema = DatasetVerifier.schemaOf(manifest, settings.dataDir());
        Manifest.DataFile entry = manifest.file(settings.format());
        Path dataFile = settings.dataDir().resolve(entry.name());
        Path resultsFile = ResultFiles.path(settings.resultsDir(), settings.runId(), settings.format().id());
        if (Files.exists(resultsFile)) {
            throw new java.nio.file.FileAlreadyExistsException(resultsFile.toString(), null,
                    "results are never overwritten; choose another run id");
        }
        log.printf("checking %s against %s%n", dataFile, ManifestFiles.path(settings.dataDir()));
        DatasetVerifier.checkBytes(dataFile, entry);
        long gzipBytes = CompressedSize.gzip(dataFile);
        String checksum = checksum(schema, dataFile);
        log.printf("%s: %,d records, %,d bytes, %,d bytes gzipped%n", dataFile, manifest.records(), entry.bytes(), gzipBytes);

        Path work = Files.createTempDirectory("formatbench-forks-");
        ForkLauncher launcher = new ForkLauncher(settings.java(), settings.heap(), settings.extraJvmArgs(), log);
        List<BenchmarkResult> results = new ArrayList<>();
        List<String> unverified = new ArrayList<>();
        List<ForkOutcome> allForks = new ArrayList<>();
        int total = settings.codecs().size() * settings.operations().size() * settings.forks();
        int done = 0;
        Instant start = Instant.now();
        try {
            // Fork-major order: a slow drift of the machine during the run hits every codec alike.
            Map<String, List<ForkOutcome>> outcomes = new LinkedHashMap<>();
            for (int fork = 1; fork <= settings.forks(); fork++) {
                for (String codec : settings.codecs()) {
                    for (Operation operation : settings.operations()) {
                        log.printf("[%d/%d] %s %s %s, fork %d/%d%s%n", done + 1, total, settings.format(), codec,
                                operation.id(), fork, settings.forks(), eta(start, done, total));
                        log.flush();
                        ForkSpec spec = spec(schema, manifest, entry, dataFile, checksum, codec, operation, work, done);
                        ForkOutcome outcome = launcher.run(spec, work.resolve("spec-" + done + ".json"));
                        outcomes.computeIfAbsent(codec + " " + operation.id(), key -> new ArrayList<>()).add(outcome);
                        allForks.add(outcome);
                        done++;
                    }
                }
            }
            for (String codec : settings.codecs()) {
                for (Operation operation : settings.operations()) {
                    List<ForkOutcome> forks = outcomes.get(codec + " " + operation.id());
                    BenchmarkResult result = ResultAggregator.aggregate(settings.format().id(), codec, style(schema, codec),
                            operation, settings.warmups(), manifest.records(), forks, gzipBytes);
                    if (!result.verified()) {
                        String failure = forks.stream().filter(f -> !f.verified()).findFirst().orElseThrow().verificationFailure();
                        unverified.add(settings.format() + "/" + codec + " " + operation.id() + ": " + failure);
                        log.printf("NOT VERIFIED: %s %s %s: %s%n", settings.format(), codec, operation.id(), failure);
                    }
                    results.add(result);
                }
            }
        } finally {
            deleteRecursively(work);
        }
        RunResult run = new RunResult(RunResult.CURRENT_VERSION, settings.runId(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                new RunResult.Tool(ToolInfo.NAME, ToolInfo.version(), ToolInfo.commit()),
                environment(allForks.get(0)),
                new RunResult.Dataset(manifest.schema(), manifest.records(), manifest.seed(), manifest.contentDigest(),
                        Map.of(entry.name(), entry.bytes())),
                new RunResult.Settings(settings.format().id(), settings.codecs(),
                        settings.operations().stream().map(Operation::id).toList(), settings.warmups(),
                        settings.iterations(), settings.forks(), settings.heap(), settings.fsync(),
                        io.formatbench.codec.IoStack.BUFFER_BYTES),
                results);
        ResultFiles.write(run, resultsFile);
        return new Outcome(resultsFile, run, unverified);
    }

    private ForkSpec spec(DatasetSchema<?> schema, Manifest manifest, Manifest.DataFile entry, Path dataFile,
                          String checksum, String codec, Operation operation, Path work, int index) {
        // Writes go next to the dataset: the same file system as the file that reads read.
        Path scratch = dataFile.resolveSibling("." + entry.name() + ".bench-" + ProcessHandle.current().pid() + ".tmp");
        return new ForkSpec(schema.name(), settings.format().id(), codec, operation, dataFile.toString(), entry.sha256(),
                manifest.records(), manifest.contentDigest(), checksum, settings.warmups(), settings.iterations(),
                settings.latencyPass() && !codec.startsWith(BareLoops.PREFIX), settings.fsync(), scratch.toString(),
                work.resolve("outcome-" + index + ".json").toString());
    }

    /**
     * The checksum every measured read must reproduce, from one read of the dataset file here. The
     * forks check the full content digest against the manifest themselves, outside the measured region.
     */
    private <T> String checksum(DatasetSchema<T> schema, Path dataFile) throws IOException {
        return CodecWorkloads.readAll(schema.primaryCodec(settings.format()), schema.checksum(), dataFile).hex();
    }

    private static String style(DatasetSchema<?> schema, String codec) {
        if (codec.startsWith(BareLoops.PREFIX)) {
            return "bare-loop";
        }
        Codec<?> found = schema.codec(codec);
        return found.style().label();
    }

    private RunResult.Env environment(ForkOutcome fork) {
        return new RunResult.Env(fork.jdkVendor(), fork.jdkVersion(), settings.java().toString(), fork.jvmArgs(),
                MachineInfo.os(), MachineInfo.cpuModel(), MachineInfo.cores(), MachineInfo.memoryBytes());
    }

    private static String eta(Instant start, int done, int total) {
        if (done == 0) {
            return "";
        }
        Duration elapsed = Duration.between(start, Instant.now());
        Duration remaining = elapsed.dividedBy(done).multipliedBy(total - done);
        return String.format(java.util.Locale.ROOT, " (ETA %d:%02d)", remaining.toMinutes(), remaining.toSecondsPart());
    }

    private static void deleteRecursively(Path folder) throws IOException {
        try (var paths = Files.walk(folder)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    /** Fails the run when a benchmark did not verify, after its results were written and shown. */
    public static DatasetException verificationFailed(Outcome outcome) {
        return new DatasetException("verification failed (results kept in " + outcome.resultsFile() + " marked verified=false): "
                + String.join("; ", outcome.unverified()));
    }
}
