package io.formatbench.bench;

import static io.formatbench.bench.ForkMain.progress;

import io.formatbench.codec.Codec;
import io.formatbench.codec.OwnObjects;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.RecordsDumpReader;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.Shards;
import io.formatbench.measure.HeapProbe;
import io.formatbench.measure.LatencyRecorder;
import io.formatbench.measure.MachineLoad;
import io.formatbench.measure.PassProbe;
import io.formatbench.model.ContentDigest;
import io.formatbench.results.ForkSeconds;
import io.formatbench.results.LatencyHistograms;
import io.formatbench.results.Operation;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One fork's measurement, which {@link ForkMain} runs before it exits: typed by the schema's record
 * type and by the objects its codec is measured on ({@link Workloads#measured}).
 */
final class ForkRun<T, O> {
    private final ForkSpec spec;
    private final DatasetSchema<T> schema;
    private final Codec<T> codec;
    private final OwnObjects<T, O> measured;
    private final boolean write;
    /** A write of other bytes than the dataset file's: checked by reading it back, not by its SHA-256. */
    private final boolean otherBytes;
    /** For such a write, each file's size after the last pass: every pass must write as many bytes. */
    private final Map<Path, Long> writtenBytes = new HashMap<>();
    private final List<ShardWork<T>> shards = new ArrayList<>();
    /** The checks after the measured passes, once the shards are known. */
    private ForkChecks<T> checks;
    /** The machine's speed beside every pass, outside its clock, in the threads that run the passes. */
    private WorkerCanary canary;
    private long canaryNanos;
    private Workers workers;
    /** When the main method was entered, by the wall clock the parent reads too, and by this JVM's. */
    private long mainEnteredAtMs;
    private long mainEnteredNanos;

    ForkRun(ForkSpec spec, DatasetSchema<T> schema, Codec<T> codec, OwnObjects<T, O> measured) {
        this.spec = spec;
        this.schema = schema;
        this.codec = codec;
        this.measured = measured;
        this.write = spec.key().operation() == Operation.WRITE;
        this.otherBytes = new PlannedBenchmark(spec.key(), codec).writesOtherBytes();
    }

    /** The fork's one look-up by name: the spec's key becomes the schema and the codec the parent planned. */
    static ForkRun<?, ?> of(ForkSpec spec) {
        return of(spec, Schemas.byName(spec.key().schema()));
    }

    private static <T> ForkRun<T, ?> of(ForkSpec spec, DatasetSchema<T> named) {
        // Imported records come from the dataset's own file of them, read by the tool's code, not a codec's.
        DatasetSchema<T> schema = spec.recordsFile() == null ? named
                : named.withRecords(RecordsDumpReader.records(Path.of(spec.recordsFile()), named.bindings()));
        Codec<T> codec = schema.codec(spec.key().codec()).withOptions(spec.key().formatOptions());
        return of(spec, schema, codec, Workloads.measured(spec.key().variant(), schema, codec));
    }

    private static <T, O> ForkRun<T, O> of(ForkSpec spec, DatasetSchema<T> schema, Codec<T> codec,
                                       OwnObjects<T, O> measured) {
        return new ForkRun<>(spec, schema, codec, measured);
    }

    ForkOutcome measure(long mainEnteredAtMs, long mainEnteredNanos) throws IOException {
        this.mainEnteredAtMs = mainEnteredAtMs;
        this.mainEnteredNanos = mainEnteredNanos;
        List<Path> scratches = spec.shards().stream().map(file -> Path.of(file.scratchFile())).toList();
        // finally does not run when the fork is stopped; a shutdown hook does.
        scratches.forEach(scratch -> scratch.toFile().deleteOnExit());
        try (Workers started = new Workers(spec.key().threads())) {
            workers = started;
            canary = new WorkerCanary(started);
            List<Shards.Shard> shardList = Shards.of(spec.records(), spec.seed(), spec.shards().size());
            int chunk = write
                    ? ChunkedRecords.recordsPerChunk(schema, measured.fromRecord(), spec.seed(), spec.records(),
                            workers.threads()) : 0;
            for (int i = 0; i < shardList.size(); i++) {
                ForkSpec.ShardFile file = spec.shards().get(i);
                Path dataFile = Path.of(file.dataFile());
                if (Files.size(dataFile) != file.bytes()) {
                    throw new IOException(dataFile + ": " + Files.size(dataFile) + " bytes, the manifest says "
                            + file.bytes() + "; it changed after the run checked it");
                }
                ChunkedRecords<T, O> records = !write ? null
                        : chunk == 0 ? ChunkedRecords.held(schema, shardList.get(i), measured.fromRecord())
                        : ChunkedRecords.chunked(schema, shardList.get(i), chunk, measured.fromRecord());
                shards.add(new ShardWork<>(shardList.get(i), file, scratches.get(i),
                        Workloads.create(spec.key(), schema, measured, dataFile, records, scratches.get(i),
                                spec.fsync(), spec.unknownFields()), records));
            }
            checks = new ForkChecks<>(spec, schema, codec, shards, write, otherBytes);
            return measureShards();
        } finally {
            for (Path scratch : scratches) {
                Files.deleteIfExists(scratch);
            }
        }
    }

    private ForkOutcome measureShards() throws IOException {
        MachineLoad.Sample born = MachineLoad.sample();
        long started = System.nanoTime();
        double setupSeconds = (started - mainEnteredNanos) / 1e9;
        canary.warmUp();
        canaryNanos += System.nanoTime() - started;
        for (ShardWork<T> shard : shards) {
            if (shard.records() != null) {
                shard.records().prepare();
            }
        }
        String failure = null;
        // The timer runs around the passes that do not count too, so that its own code is loaded and
        // compiled before the measured passes, like everything else around them.
        PassTimer timer = new PassTimer(workers.newProbe());
        List<Pass> warmups = new ArrayList<>();
        List<Double> warmupMs = new ArrayList<>();
        PassesBegin.mark();
        // The warm-up's passes alone decide when it ends; the measured ones after it all count, whatever
        // they show, so that no figure depends on which passes agreed.
        while (!spec.warmup().isDone(warmupMs)) {
            Pass pass = timedPass(timer);
            failure = failure == null ? pass.problem : failure;
            warmups.add(pass);
            warmupMs.add(pass.millis);
            tellPass("warm-up pass", warmups.size(), pass);
        }
        boolean steady = spec.warmup().settled(warmupMs);
        progress("warm-up over after %d passes%s", warmups.size(),
                steady ? "" : " (the cap: the last were still getting faster, the fork did not settle)");
        List<Pass> measured = new ArrayList<>();
        while (measured.size() < spec.iterations()) {
            Pass pass = timedPass(timer);
            failure = failure == null ? pass.problem : failure;
            measured.add(pass);
            tellPass("measured pass", measured.size(), pass);
        }
        long verifying = System.nanoTime();
        if (write && failure == null) {
            failure = checks.writtenBytesMismatch();
        }
        long skippedFields = 0;
        for (ShardWork<T> shard : shards) {
            skippedFields += shard.workload().skippedFields();
        }
        long verificationNanos = System.nanoTime() - verifying;
        String histogram = null;
        double overhead = Double.NaN;
        long latencyNanos = 0;
        if (spec.latencyPass()) {
            long latencyStart = System.nanoTime();
            long generatedBefore = generationNanos();
            settle();
            LatencyRecorder latencies = new LatencyRecorder();
            ContentDigest[] content = latencyPass(latencies);
            failure = failure == null ? checks.contentMismatch(content) : failure;
            if (write && failure == null) {
                failure = checks.writtenBytesMismatch();
            }
            overhead = LatencyRecorder.clockOverheadNanos();
            histogram = LatencyHistograms.encode(latencies.histogram());
            // A chunked write generates its records again in this pass: that time is the records'.
            latencyNanos = System.nanoTime() - latencyStart - (generationNanos() - generatedBefore);
            progress("latency pass: p50 %d ns, p99 %d ns, max %d ns (clock overhead %.0f ns)",
                    latencies.histogram().getValueAtPercentile(50), latencies.histogram().getValueAtPercentile(99),
                    latencies.histogram().getMaxValue(), overhead);
        } else if (!write && spec.verifyContent()) {
            long contentStart = System.nanoTime();
            ContentDigest[] content = new ContentDigest[shards.size()];
            for (int i = 0; i < shards.size(); i++) {
                content[i] = shards.get(i).workload().readContent();
            }
            failure = failure == null ? checks.contentMismatch(content) : failure;
            verificationNanos += System.nanoTime() - contentStart;
        }
        progress("content %s", failure != null ? "NOT VERIFIED: " + failure
                : write || spec.latencyPass() || spec.verifyContent() ? "verified"
                : "verified by every pass's checksum (the full content digest in the run's first forks)");
        long fileBytes = 0;
        for (ShardWork<T> shard : shards) {
            fileBytes += Files.size(shard.workload().file());
        }
        long generationNanos = 0;
        for (ShardWork<T> shard : shards) {
            if (shard.records() != null) {
                generationNanos += shard.records().generationNanos();
                shard.records().release();
            }
        }
        long lastGc = System.nanoTime();
        long liveHeapAfter = HeapProbe.liveHeapAfterFullGc();
        verificationNanos += System.nanoTime() - lastGc;
        MachineLoad.Delta life = MachineLoad.between(born, MachineLoad.sample());
        var runtime = ManagementFactory.getRuntimeMXBean();
        ForkSeconds seconds = ForkSeconds.phases(setupSeconds, canaryNanos / 1e9, generationNanos / 1e9,
                wallSeconds(warmups), wallSeconds(measured), latencyNanos / 1e9, verificationNanos / 1e9);
        return new ForkOutcome(millis(warmups), steady, millis(measured),
                measured.stream().map(Pass::figures).toList(), measured.stream().map(Pass::canaryMs).toList(),
                warmups.stream().map(Pass::canaryMs).toList(), life, liveHeapAfter, histogram, overhead, failure,
                fileBytes, skippedFields, writeChunk(), System.getProperty("java.vendor"),
                System.getProperty("java.version"), runtime.getInputArguments(), mainEnteredAtMs, seconds);
    }

    private static List<Double> millis(List<Pass> passes) {
        return passes.stream().map(Pass::millis).toList();
    }

    /** The passes' wall time, what each did around its clock included, but not the canary or record generation. */
    private static double wallSeconds(List<Pass> passes) {
        return passes.stream().mapToLong(Pass::wallNanos).sum() / 1e9;
    }

    /** How many records a write held at a time, per thread; 0 when it held them all, and for a read. */
    private int writeChunk() {
        return write && !shards.get(0).records().held() ? shards.get(0).records().chunkRecords() : 0;
    }

    private long generationNanos() {
        long nanos = 0;
        for (ShardWork<T> shard : shards) {
            nanos += shard.records() == null ? 0 : shard.records().generationNanos();
        }
        return nanos;
    }

    /**
     * One pass, timed and measured around, the speed canary timed just before it in the threads
     * that run it. The cheap checks come after the clock.
     */
    private Pass timedPass(PassTimer timer) throws IOException {
        long started = System.nanoTime();
        long generatedBefore = generationNanos();
        settle();
        long canaryStart = System.nanoTime();
        double canaryMillis = canary.timeMillis();
        long canaryEnd = System.nanoTime();
        canaryNanos += canaryEnd - canaryStart;
        timer.start();
        ContentDigest[] checksums = inThreads((shard, clock) -> shard.workload().run(clock), timer);
        PassTimer.Reading reading = timer.stop();
        String problem = null;
        for (int i = 0; i < shards.size() && problem == null; i++) {
            problem = write ? writeMismatch(shards.get(i)) : checksumMismatch(shards.get(i), checksums[i]);
        }
        long wall = System.nanoTime() - started - (canaryEnd - canaryStart) - (generationNanos() - generatedBefore);
        return new Pass(reading.nanos() / 1e6, reading.figures(), problem, canaryMillis, wall);
    }

    private void tellPass(String kind, int number, Pass pass) {
        progress("%s %d: %.1f ms, %.0f B/record%s%s", kind, number, pass.millis,
                (double) pass.figures.allocatedBytes() / spec.records(), otherProcesses(pass.figures.load()),
                flag(pass.problem));
    }

    /**
     * @param canaryMs the speed canary just before the pass
     * @param wallNanos the pass's wall time with what it does around its clock, less the canary and any
     *     record generation
     */
    private record Pass(double millis, PassProbe.Figures figures, String problem, double canaryMs,
                        long wallNanos) {}

    /**
     * The pass that times every record, each thread into a recorder of its own (worker {@code w}
     * has shards {@code w}, {@code w + threads}, ...), merged into {@code merged} after.
     */
    private ContentDigest[] latencyPass(LatencyRecorder merged) throws IOException {
        LatencyRecorder[] recorders = new LatencyRecorder[workers.threads()];
        for (int worker = 0; worker < recorders.length; worker++) {
            recorders[worker] = new LatencyRecorder();
        }
        ContentDigest[] content = inThreads((shard, clock) -> shard.workload().runTimingEachRecord(
                recorders[shard.shard().index() % recorders.length]), PassClock.NONE);
        for (LatencyRecorder recorder : recorders) {
            merged.add(recorder);
        }
        return content;
    }

    /** Runs {@code work} over every shard in the fork's worker threads ({@link ShardThreads#run}). */
    private ContentDigest[] inThreads(ShardThreads.ShardTask<T> work, PassClock clock) throws IOException {
        return ShardThreads.run(workers, shards, work, clock);
    }

    /**
     * Makes the next pass start from the same state as every other, outside the timed region: a
     * write's previous files are forced to the device, so that their write-back does not land in
     * the next pass, and removed, so that no pass pays for truncating the last one.
     */
    private void settle() throws IOException {
        if (!write) {
            return;
        }
        for (ShardWork<T> shard : shards) {
            if (Files.exists(shard.scratch())) {
                try (FileChannel channel = FileChannel.open(shard.scratch(), StandardOpenOption.WRITE)) {
                    channel.force(true);
                }
                Files.delete(shard.scratch());
            }
        }
    }

    /** A write's cheap checks: it wrote the shard's records, and as many bytes as the shard's data file has. */
    private String writeMismatch(ShardWork<T> shard) throws IOException {
        ContentDigest generated = shard.records().lastPassDigest();
        if (generated == null) {
            return shard.scratch() + ": the write stopped before its last record";
        }
        String problem = ForkChecks.contentMismatch(shard, generated);
        if (problem != null) {
            return "the records generated to write: " + problem;
        }
        long bytes = Files.size(shard.scratch());
        if (otherBytes) {
            Long before = writtenBytes.put(shard.scratch(), bytes);
            return before == null || before == bytes ? null
                    : "the written file has " + bytes + " bytes, " + before + " in the pass before";
        }
        return bytes == shard.file().bytes() ? null
                : "the written file has " + bytes + " bytes, the dataset file " + shard.file().bytes();
    }

    /**
     * A timed read's cheap check: the shard's record count, the checksum the parent computed, and
     * the fields outside the schema it skipped, which the manifest counted.
     */
    private String checksumMismatch(ShardWork<T> shard, ContentDigest checksum) {
        long skipped = shard.workload().skippedFields();
        if (skipped != shard.file().unknownFields()) {
            return String.format(Locale.ROOT, "%s: the read skipped %d unknown fields; the manifest says %d",
                    shard.file().dataFile(), skipped, shard.file().unknownFields());
        }
        if (checksum.records() == shard.file().units() && checksum.hex().equals(shard.file().checksum())) {
            return null;
        }
        return String.format(Locale.ROOT, "%s: %d records, checksum %s; expected %d records, checksum %s",
                shard.file().dataFile(), checksum.records(), checksum.hex(), shard.file().units(),
                shard.file().checksum());
    }

    /**
     * A pass shorter than /proc/stat's ticks can tell gets no figure: one tick more or less makes it
     * say anything.
     */
    private static String otherProcesses(MachineLoad.Delta load) {
        double cores = load.otherCoresIfLongEnough();
        return Double.isNaN(cores) ? "" : String.format(Locale.ROOT, ", other processes %.2f cores", cores);
    }

    private static String flag(String problem) {
        return problem == null ? "" : ", NOT VERIFIED: " + problem;
    }
}
