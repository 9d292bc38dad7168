package io.formatbench.bench;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.measure.AllocationCounter;
import io.formatbench.measure.CompressedSize;
import io.formatbench.measure.HeapProbe;
import io.formatbench.measure.LatencyRecorder;
import io.formatbench.model.ContentDigest;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.Sha256;
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
            ForkFiles.write(new ForkMain.Run<>(spec, Schemas.byName(spec.schema())).measure(), Path.of(spec.outcomeFile()));
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
                    + "m): a write holds every record in memory; give the forks more with --heap / -Dheap");
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
        /** SHA-256 of the first written file, once it was read back and matched the manifest. */
        private String verifiedWrittenSha256;

        Run(ForkSpec spec, DatasetSchema<T> schema) {
            this.spec = spec;
            this.schema = schema;
            this.dataFile = Path.of(spec.dataFile());
            this.scratch = Path.of(spec.scratchFile());
        }

        ForkOutcome measure() throws IOException {
            // finally does not run when the fork is stopped; a shutdown hook does.
            scratch.toFile().deleteOnExit();
            try {
                return measure(workload());
            } finally {
                Files.deleteIfExists(scratch);
            }
        }

        private ForkOutcome measure(Workload workload) throws IOException {
            List<Double> warmupMs = new ArrayList<>();
            List<Double> iterationMs = new ArrayList<>();
            List<Long> allocated = new ArrayList<>();
            long peakHeap = 0;
            long gcCount = 0;
            long gcMillis = 0;
            String failure = null;
            try (HeapProbe heap = new HeapProbe()) {
                int total = spec.warmups() + spec.iterations();
                for (int i = 0; i < total; i++) {
                    boolean warmup = i < spec.warmups();
                    settle(workload);
                    heap.start();
                    long allocatedBefore = AllocationCounter.currentThreadAllocatedBytes();
                    long start = System.nanoTime();
                    ContentDigest checksum = workload.run();
                    long end = System.nanoTime();
                    long allocatedAfter = AllocationCounter.currentThreadAllocatedBytes();
                    HeapProbe.Window window = heap.stop();
                    double millis = (end - start) / 1e6;
                    String problem = spec.operation() == Operation.READ
                            ? checksumMismatch(checksum)
                            : writtenFileMismatch(workload);
                    failure = failure == null ? problem : failure;
                    if (warmup) {
                        warmupMs.add(millis);
                    } else {
                        iterationMs.add(millis);
                        allocated.add(allocatedAfter - allocatedBefore);
                        peakHeap = Math.max(peakHeap, window.peakUsedBytes());
                        gcCount += window.gcCount();
                        gcMillis += window.gcMillis();
                    }
                    progress("%s %d/%d: %.1f ms, %.0f B/record%s", warmup ? "warm-up" : "iteration",
                            warmup ? i + 1 : i + 1 - spec.warmups(), warmup ? spec.warmups() : spec.iterations(), millis,
                            (double) (allocatedAfter - allocatedBefore) / spec.records(),
                            problem == null ? ", verified" : ", NOT VERIFIED: " + problem);
                }
            }
            String histogram = null;
            double overhead = Double.NaN;
            ContentDigest content;
            if (spec.latencyPass()) {
                LatencyRecorder latencies = new LatencyRecorder();
                settle(workload);
                ContentDigest read = workload.runTimingEachRecord(latencies);
                content = read != null ? read : workload.verifyContent();
                overhead = LatencyRecorder.clockOverheadNanos();
                histogram = LatencyRecorder.encode(latencies.histogram());
                progress("latency pass: p50 %d ns, p99 %d ns, max %d ns (clock overhead %.0f ns)",
                        latencies.histogram().getValueAtPercentile(50), latencies.histogram().getValueAtPercentile(99),
                        latencies.histogram().getMaxValue(), overhead);
            } else {
                content = workload.verifyContent();
            }
            String problem = contentMismatch(content);
            progress("content digest %s", problem == null ? "matches the manifest" : "DOES NOT MATCH: " + problem);
            failure = failure == null ? problem : failure;
            long liveHeapAfter = HeapProbe.liveHeapAfterFullGc();
            long fileBytes = Files.size(workload.file());
            String writtenSha256 = null;
            long gzipBytes = -1;
            if (spec.operation() == Operation.WRITE) {
                writtenSha256 = Sha256.of(scratch);
                if (!writtenSha256.equals(spec.dataSha256())) {
                    gzipBytes = CompressedSize.gzip(scratch);
                }
            }
            var runtime = ManagementFactory.getRuntimeMXBean();
            return new ForkOutcome(warmupMs, iterationMs, allocated, peakHeap, gcCount, gcMillis, liveHeapAfter, histogram,
                    overhead, failure, fileBytes, writtenSha256, gzipBytes, System.getProperty("java.vendor"),
                    System.getProperty("java.version"), runtime.getInputArguments());
        }

        /**
         * Makes the next pass start from the same state as every other, outside the measured region:
         * a write's previous file is removed, so that no pass pays for truncating the last one.
         */
        private void settle(Workload workload) throws IOException {
            if (spec.operation() == Operation.WRITE) {
                Files.deleteIfExists(scratch);
            }
        }

        /**
         * A written file's check, outside the measured region. Its bytes are forced to the device
         * first, so that their write-back does not land in a later pass. The first file is read back
         * in full against the manifest; every later one must have the same bytes.
         */
        private String writtenFileMismatch(Workload workload) throws IOException {
            try (FileChannel channel = FileChannel.open(scratch, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            if (verifiedWrittenSha256 == null) {
                String problem = contentMismatch(workload.verifyContent());
                if (problem == null) {
                    verifiedWrittenSha256 = Sha256.of(scratch);
                }
                return problem;
            }
            String sha256 = Sha256.of(scratch);
            return sha256.equals(verifiedWrittenSha256) ? null
                    : "the written file (SHA-256 " + sha256 + ") differs from the first, verified one (" + verifiedWrittenSha256 + ")";
        }

        /** A measured read's cheap check: the record count and the checksum the parent computed. */
        private String checksumMismatch(ContentDigest checksum) {
            if (checksum.records() == spec.records() && checksum.hex().equals(spec.checksum())) {
                return null;
            }
            return String.format(Locale.ROOT, "%d records, checksum %s; expected %d records, checksum %s",
                    checksum.records(), checksum.hex(), spec.records(), spec.checksum());
        }

        /** The full check: count and content digest against the manifest. */
        private String contentMismatch(ContentDigest produced) {
            String digest = Manifest.digestLabel(produced.hex());
            if (produced.records() == spec.records() && digest.equals(spec.digest())) {
                return null;
            }
            return String.format(Locale.ROOT, "%d records, content %s; the manifest says %d records, content %s",
                    produced.records(), digest, spec.records(), spec.digest());
        }

        private Workload workload() throws IOException {
            boolean bare = spec.codec().startsWith(BareLoops.PREFIX);
            String codecName = bare ? spec.codec().substring(BareLoops.PREFIX.length()) : spec.codec();
            Codec<T> codec = schema.codec(codecName);
            List<T> records = spec.operation() == Operation.WRITE ? loadRecords() : List.of();
            if (bare) {
                if (schema != Schemas.USER) {
                    throw new IllegalArgumentException("bare loops exist for the user schema only");
                }
                @SuppressWarnings("unchecked")
                List<io.formatbench.model.User> users = (List<io.formatbench.model.User>) records;
                return BareLoops.create(codecName, spec.operation(), dataFile, users, scratch, spec.fsync());
            }
            return spec.operation() == Operation.READ
                    ? CodecWorkloads.read(schema, codec, dataFile)
                    : CodecWorkloads.write(schema, codec, records, scratch, spec.fsync());
        }

        /** The records a write writes, in memory before any clock starts, checked against the manifest. */
        private List<T> loadRecords() throws IOException {
            Codec<T> reader = schema.primaryCodec(Format.fromId(spec.format()));
            List<T> records = new ArrayList<>((int) Math.min(spec.records(), Integer.MAX_VALUE - 8));
            ContentDigest digest = new ContentDigest();
            try (var in = reader.newReader(io.formatbench.codec.IoStack.openInput(dataFile), dataFile.toString())) {
                for (T record; (record = in.read()) != null; ) {
                    records.add(record);
                    digest.addRecord(schema.contentHash().applyAsLong(record));
                }
            }
            String problem = contentMismatch(digest);
            if (problem != null) {
                throw new IOException(dataFile + ": the records to write do not match the manifest: " + problem);
            }
            progress("loaded %d records to write", records.size());
            return records;
        }

        private void progress(String format, Object... arguments) {
            System.err.println("    " + String.format(Locale.ROOT, format, arguments));
        }
    }
}
