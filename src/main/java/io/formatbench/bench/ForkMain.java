package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.codec.BadInputException;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.Sha256;
import io.formatbench.measure.HeapProbe;
import io.formatbench.measure.LatencyRecorder;
import io.formatbench.measure.MachineLoad;
import io.formatbench.measure.PassProbe;
import io.formatbench.model.ContentDigest;
import io.formatbench.results.Operation;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The main class of a forked benchmark JVM: runs one {@link ForkSpec} and writes its
 * {@link ForkOutcome}. Progress goes to stderr, which the parent relays; exit code 0 means the
 * outcome file was written (verified or not), anything else that the fork failed and said why.
 *
 * <p>Between two passes the fork does only what keeps every pass alike: a write's previous file is
 * deleted and forced out of the way, a read's checksum and a write's file size are compared.
 * Everything slower (the SHA-256 of a written file, the full content digest of a read, a full GC)
 * waits until the measured passes are over.
 */
public final class ForkMain {

    /** Exit code of a fork that could not measure; its last stderr line says why. */
    static final int FAILED = 1;
    /** Exit code of a fork whose input file was corrupt. */
    static final int BAD_INPUT = 3;

    private ForkMain() {}

    public static void main(String[] args) {
        int exitCode;
        try {
            ForkSpec spec = ForkFiles.read(Path.of(args[0]), ForkSpec.class);
            ForkFiles.write(new ForkMain.Run<>(spec, Schemas.byName(spec.key().schema())).measure(),
                    Path.of(spec.outcomeFile()));
            exitCode = 0;
        } catch (BadInputException e) {
            System.err.println("bad input: " + e.getMessage());
            exitCode = BAD_INPUT;
        } catch (IOException | RuntimeException e) {
            System.err.println("fork failed: " + e);
            e.printStackTrace();
            exitCode = FAILED;
        } catch (OutOfMemoryError e) {
            System.err.println("fork failed: out of heap (-Xmx" + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + "m); give the forks more with --heap / -Dheap");
            exitCode = FAILED;
        }
        System.exit(exitCode);
    }

    /** One fork's measurement, typed by the schema's record type. */
    private static final class Run<T> {
        private final ForkSpec spec;
        private final DatasetSchema<T> schema;
        private final Path dataFile;
        private final Path scratch;
        private final boolean write;
        private ChunkedRecords<T> records;

        Run(ForkSpec spec, DatasetSchema<T> schema) {
            this.spec = spec;
            this.schema = schema;
            this.dataFile = Path.of(spec.dataFile());
            this.scratch = Path.of(spec.scratchFile());
            this.write = spec.key().operation() == Operation.WRITE;
        }

        ForkOutcome measure() throws IOException {
            // finally does not run when the fork is stopped; a shutdown hook does.
            scratch.toFile().deleteOnExit();
            try {
                if (Files.size(dataFile) != spec.dataBytes()) {
                    throw new IOException(dataFile + ": " + Files.size(dataFile) + " bytes, the manifest says "
                            + spec.dataBytes() + "; it changed after the run checked it");
                }
                records = write ? writeRecords() : null;
                return measure(Workloads.create(spec.key(), schema, dataFile, records, scratch, spec.fsync()));
            } finally {
                Files.deleteIfExists(scratch);
            }
        }

        private ForkOutcome measure(Workload workload) throws IOException {
            String failure = null;
            // The timer runs around the warm-up passes too, so that its own code is loaded and compiled
            // before the measured passes, like everything else around them; those figures are dropped.
            PassTimer probe = new PassTimer();
            List<Double> warmupMs = new ArrayList<>();
            while (!spec.warmup().isDone(warmupMs)) {
                Pass pass = timedPass(workload, probe);
                failure = failure == null ? pass.problem : failure;
                warmupMs.add(pass.millis);
                progress("warm-up %d: %.1f ms%s", warmupMs.size(), pass.millis, flag(pass.problem));
            }
            boolean steady = spec.warmup().agree(warmupMs);
            List<Double> iterationMs = new ArrayList<>();
            List<PassProbe.Figures> passes = new ArrayList<>();
            for (int i = 0; i < spec.iterations(); i++) {
                Pass pass = timedPass(workload, probe);
                failure = failure == null ? pass.problem : failure;
                iterationMs.add(pass.millis);
                passes.add(pass.figures);
                progress("iteration %d/%d: %.1f ms, %.0f B/record%s%s", i + 1, spec.iterations(), pass.millis,
                        (double) pass.figures.allocatedBytes() / spec.records(), otherProcesses(pass.figures.load()),
                        flag(pass.problem));
            }
            if (write && failure == null) {
                failure = writtenBytesMismatch();
            }
            String histogram = null;
            double overhead = Double.NaN;
            if (spec.latencyPass()) {
                LatencyRecorder latencies = new LatencyRecorder();
                settle();
                ContentDigest content = workload.runTimingEachRecord(latencies);
                failure = failure == null ? contentMismatch(write ? records.lastPassDigest() : content) : failure;
                if (write && failure == null) {
                    failure = writtenBytesMismatch();
                }
                overhead = LatencyRecorder.clockOverheadNanos();
                histogram = LatencyRecorder.encode(latencies.histogram());
                progress("latency pass: p50 %d ns, p99 %d ns, max %d ns (clock overhead %.0f ns)",
                        latencies.histogram().getValueAtPercentile(50), latencies.histogram().getValueAtPercentile(99),
                        latencies.histogram().getMaxValue(), overhead);
            } else if (!write) {
                failure = failure == null ? contentMismatch(workload.readContent()) : failure;
            }
            progress("content %s", failure == null ? "verified" : "NOT VERIFIED: " + failure);
            long fileBytes = Files.size(workload.file());
            long liveHeapAfter = HeapProbe.liveHeapAfterFullGc();
            var runtime = ManagementFactory.getRuntimeMXBean();
            return new ForkOutcome(warmupMs, steady, iterationMs, passes, liveHeapAfter, histogram, overhead, failure,
                    fileBytes, System.getProperty("java.vendor"), System.getProperty("java.version"),
                    runtime.getInputArguments());
        }

        /** One pass, timed and measured around. The cheap checks come after the clock. */
        private Pass timedPass(Workload workload, PassTimer timer) throws IOException {
            settle();
            timer.start();
            ContentDigest checksum = workload.run(timer);
            PassTimer.Reading reading = timer.stop();
            String problem = write ? writeMismatch() : checksumMismatch(checksum);
            return new Pass(reading.nanos() / 1e6, reading.figures(), problem);
        }

        private record Pass(double millis, PassProbe.Figures figures, String problem) {}

        /**
         * Makes the next pass start from the same state as every other, outside the timed region: a
         * write's previous file is forced to the device, so that its write-back does not land in the
         * next pass, and removed, so that no pass pays for truncating the last one.
         */
        private void settle() throws IOException {
            if (write && Files.exists(scratch)) {
                try (FileChannel channel = FileChannel.open(scratch, StandardOpenOption.WRITE)) {
                    channel.force(true);
                }
                Files.delete(scratch);
            }
        }

        /** A write's cheap checks: it wrote the dataset's records, and as many bytes as the dataset file has. */
        private String writeMismatch() throws IOException {
            ContentDigest generated = records.lastPassDigest();
            if (generated == null) {
                return "the write stopped before its last record";
            }
            String problem = contentMismatch(generated);
            return problem != null ? "the records generated to write: " + problem : writtenSizeMismatch();
        }

        private String writtenSizeMismatch() throws IOException {
            long bytes = Files.size(scratch);
            return bytes == spec.dataBytes() ? null
                    : "the written file has " + bytes + " bytes, the dataset file " + spec.dataBytes();
        }

        /** After the measured passes, and after the latency pass: the written file must be the dataset file, byte for byte. */
        private String writtenBytesMismatch() throws IOException {
            String sha256 = Sha256.of(scratch);
            return sha256.equals(spec.dataSha256()) ? null
                    : "the written file (SHA-256 " + sha256 + ") is not the dataset file (" + spec.dataSha256() + ")";
        }

        /** A timed read's cheap check: the record count and the checksum the parent computed. */
        private String checksumMismatch(ContentDigest checksum) {
            if (checksum.records() == spec.records() && checksum.hex().equals(spec.checksum())) {
                return null;
            }
            return String.format(Locale.ROOT, "%d records, checksum %s; expected %d records, checksum %s",
                    checksum.records(), checksum.hex(), spec.records(), spec.checksum());
        }

        /** The full check of a read: count and content digest against the manifest. A write has none here. */
        private String contentMismatch(ContentDigest produced) {
            if (produced == null) {
                return null;
            }
            String digest = Manifest.digestLabel(produced.hex());
            if (produced.records() == spec.records() && digest.equals(spec.digest())) {
                return null;
            }
            return String.format(Locale.ROOT, "%d records, content %s; the manifest says %d records, content %s",
                    produced.records(), digest, spec.records(), spec.digest());
        }

        /**
         * The records a write writes: generated from the dataset's seed a chunk at a time, with the
         * clock stopped, and checked against the manifest's content digest after every pass. Not read
         * from the data file: parsing it would run one codec's reader in the fork that measures a
         * writer, and the JIT compiles the writer from the profile that leaves (after the strict
         * protobuf reader, protobuf-coded's writer kept its per-record message in 27 of 28 forks,
         * 153 B/record; after the generator the JIT removes it in most, 105 B/record). The generator
         * runs no codec, so every writer starts alike.
         */
        private ChunkedRecords<T> writeRecords() {
            long heapShare = Runtime.getRuntime().maxMemory() / Defaults.WRITE_CHUNK_HEAP_SHARE;
            int chunk = ChunkedRecords.sizeFor(schema, spec.seed(), heapShare);
            ChunkedRecords<T> chunked = new ChunkedRecords<>(schema, spec.seed(), spec.records(), chunk);
            progress("writes generate their records in chunks of %d (about 1/%d of the heap)",
                    chunked.chunkRecords(), Defaults.WRITE_CHUNK_HEAP_SHARE);
            return chunked;
        }

        /** A pass shorter than /proc/stat's ticks can tell gets no figure: one tick more or less makes it say anything. */
        private static String otherProcesses(MachineLoad.Delta load) {
            double cores = load.otherCoresIfLongEnough();
            return Double.isNaN(cores) ? "" : String.format(Locale.ROOT, ", other processes %.2f cores", cores);
        }

        private static String flag(String problem) {
            return problem == null ? "" : ", NOT VERIFIED: " + problem;
        }

        private void progress(String format, Object... arguments) {
            System.err.println("    " + String.format(Locale.ROOT, format, arguments));
        }
    }
}
