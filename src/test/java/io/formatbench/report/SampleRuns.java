package io.formatbench.report;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.dataset.SchemaFiles;
import io.formatbench.measure.CanaryFigures;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Estimate;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Latency;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.PercentilePoint;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Made-up but realistic results of one run, for tests and for looking at a rendered report: five
 * forks per benchmark, each round a little off in the same direction for every benchmark (as a
 * machine drifts), each fork a little off on its own, with fixed numbers so that every build
 * produces the same files. Not measurements: the project's measured figures are in the README.
 */
final class SampleRuns {

    static final String RUN_ID = "20261122-031500";
    static final SchemaName USER = SchemaName.of("user");
    static final long RECORDS = 1_000_000;
    static final long JSON_BYTES = 97_012_345;
    static final long JSON_GZIP = 18_812_345;
    static final long PROTOBUF_BYTES = 51_234_567;
    static final long PROTOBUF_GZIP = 18_623_456;
    /** How far each round's machine was off: shared by every benchmark of the round. */
    private static final double[] ROUND_DRIFT = {0.000, 0.030, -0.020, 0.010, -0.015};
    /** How far each fork was off on its own, rotated per benchmark. */
    private static final double[] FORK_JITTER = {0.004, -0.006, 0.002, -0.003, 0.005};
    /** The three passes of a fork around its time: their mean and their median. */
    private static final double[] PASS_JITTER = {0.0, 0.008, -0.008};
    /** A steady machine's canary beside each of a fork's seven passes (four warm-ups, three passes). */
    private static final List<Double> CANARY_MS = List.of(5.02, 4.97, 5.05, 4.99, 5.01, 4.96, 5.03);
    /** The run's threshold of the canary's variation, as in its settings. */
    private static final double UNSTEADY_CV = 0.10;

    private SampleRuns() {}

    static RunResults both() {
        return RunResults.of(run(RUN_ID, List.of(Format.JSON, Format.PROTOBUF), all()));
    }

    static List<BenchmarkResult> all() {
        List<BenchmarkResult> all = new ArrayList<>(json());
        all.addAll(protobuf());
        return all;
    }

    static List<BenchmarkResult> json() {
        return List.of(
                benchmark(Format.JSON, "jackson-databind", Style.IDIOMATIC, Operation.WRITE, 225, 24, 61_000_000,
                        JSON_BYTES, JSON_GZIP, 1.0, 0),
                benchmark(Format.JSON, "jackson-databind", Style.IDIOMATIC, Operation.READ, 300, 294, 142_000_000,
                        JSON_BYTES, JSON_GZIP, 1.3, 1),
                benchmark(Format.JSON, "jackson-streaming", Style.TUNED, Operation.WRITE, 196, 0.07, 48_000_000,
                        JSON_BYTES, JSON_GZIP, 0.9, 2),
                benchmark(Format.JSON, "jackson-streaming", Style.TUNED, Operation.READ, 250, 126, 96_000_000,
                        JSON_BYTES, JSON_GZIP, 1.1, 3));
    }

    static List<BenchmarkResult> protobuf() {
        return List.of(
                benchmark(Format.PROTOBUF, "protobuf-delimited", Style.IDIOMATIC, Operation.WRITE, 165, 338,
                        120_000_000,
                        PROTOBUF_BYTES, PROTOBUF_GZIP, 1.2, 4),
                benchmark(Format.PROTOBUF, "protobuf-delimited", Style.IDIOMATIC, Operation.READ, 292, 4441,
                        410_000_000,
                        PROTOBUF_BYTES, PROTOBUF_GZIP, 3.0, 0),
                benchmark(Format.PROTOBUF, "protobuf-coded", Style.TUNED, Operation.WRITE, 135, 130, 70_000_000,
                        PROTOBUF_BYTES, PROTOBUF_GZIP, 0.8, 1),
                benchmark(Format.PROTOBUF, "protobuf-coded", Style.TUNED, Operation.READ, 78, 150, 80_000_000,
                        PROTOBUF_BYTES, PROTOBUF_GZIP, 0.6, 2));
    }

    static final long CBOR_BYTES = 78_123_456;
    static final long CBOR_GZIP = 19_012_345;
    static final long SMILE_BYTES = 70_123_456;
    static final long SMILE_GZIP = 18_912_345;

    /** A run of all four formats: json and protobuf as {@link #all}, then CBOR and Smile. */
    static RunResults fourFormats() {
        List<BenchmarkResult> all = new ArrayList<>(all());
        all.addAll(cbor());
        all.addAll(smile());
        return RunResults.of(run(RUN_ID, List.of(Format.JSON, Format.PROTOBUF, BinaryJson.CBOR.format(), BinaryJson.SMILE.format()), all));
    }

    static List<BenchmarkResult> cbor() {
        return List.of(
                benchmark(BinaryJson.CBOR.format(), "cbor-databind", Style.IDIOMATIC, Operation.WRITE, 190, 24, 60_000_000,
                        CBOR_BYTES, CBOR_GZIP, 1.0, 3),
                benchmark(BinaryJson.CBOR.format(), "cbor-databind", Style.IDIOMATIC, Operation.READ, 240, 250, 130_000_000,
                        CBOR_BYTES, CBOR_GZIP, 1.2, 4),
                benchmark(BinaryJson.CBOR.format(), "cbor-streaming", Style.TUNED, Operation.WRITE, 160, 0.07, 47_000_000,
                        CBOR_BYTES, CBOR_GZIP, 0.9, 0),
                benchmark(BinaryJson.CBOR.format(), "cbor-streaming", Style.TUNED, Operation.READ, 180, 110, 90_000_000,
                        CBOR_BYTES, CBOR_GZIP, 1.0, 1));
    }

    static List<BenchmarkResult> smile() {
        return List.of(
                benchmark(BinaryJson.SMILE.format(), "smile-databind", Style.IDIOMATIC, Operation.WRITE, 200, 24, 60_000_000,
                        SMILE_BYTES, SMILE_GZIP, 1.0, 2),
                benchmark(BinaryJson.SMILE.format(), "smile-databind", Style.IDIOMATIC, Operation.READ, 230, 240, 128_000_000,
                        SMILE_BYTES, SMILE_GZIP, 1.2, 3),
                benchmark(BinaryJson.SMILE.format(), "smile-streaming", Style.TUNED, Operation.WRITE, 150, 0.07, 46_000_000,
                        SMILE_BYTES, SMILE_GZIP, 0.9, 4),
                benchmark(BinaryJson.SMILE.format(), "smile-streaming", Style.TUNED, Operation.READ, 170, 100, 88_000_000,
                        SMILE_BYTES, SMILE_GZIP, 1.0, 0));
    }

    /**
     * {@link #both}, with a faster JSON library's tuned codec (fastjson2-direct: a faster read, a slower write)
     * and each format's floor and plain read.
     */
    static RunResults ceilingAndFloors() {
        List<BenchmarkResult> all = new ArrayList<>(all());
        all.add(benchmark(Format.JSON, "fastjson2-direct", Style.TUNED, Operation.WRITE, 210, 12, 50_000_000,
                JSON_BYTES, JSON_GZIP, 0.9, 1));
        all.add(benchmark(Format.JSON, "fastjson2-direct", Style.TUNED, Operation.READ, 150, 90, 80_000_000,
                JSON_BYTES, JSON_GZIP, 1.0, 2));
        all.add(floor(Format.JSON, "jackson-streaming", Variant.FLOOR, 14, JSON_BYTES, 3));
        all.add(floor(Format.PROTOBUF, "protobuf-coded", Variant.FLOOR, 6.5, PROTOBUF_BYTES, 4));
        all.add(floor(Format.JSON, "jackson-streaming", Variant.PLAIN_READ, 9, JSON_BYTES, 0));
        all.add(floor(Format.PROTOBUF, "protobuf-coded", Variant.PLAIN_READ, 5, PROTOBUF_BYTES, 1));
        return RunResults.of(run(RUN_ID, List.of(Format.JSON, Format.PROTOBUF), all));
    }

    /** A floor or plain read of the format's file, keyed on its primary codec: no latency, no allocation to speak of. */
    private static BenchmarkResult floor(Format format, String codec, Variant variant, double ms, long fileBytes,
                                         int rotation) {
        BenchmarkKey key = new BenchmarkKey(USER, format, Compression.NONE, CodecName.of(codec), variant,
                Operation.READ, Mode.FILE, 1);
        List<ForkResult> forks = new ArrayList<>();
        for (int round = 1; round <= ROUND_DRIFT.length; round++) {
            double jitter = FORK_JITTER[(round - 1 + rotation) % FORK_JITTER.length];
            forks.add(fork(round, ms * (1 + ROUND_DRIFT[round - 1]) * (1 + jitter), 0.01, 9_000_000, 0.1));
        }
        return withForks(key, Style.TUNED, forks, fileBytes, 0, 0.02);
    }

    /** The .proto files of the sample runs' schema, all of them the commit's. */
    static final SchemaFiles SCHEMA_FILES = new SchemaFiles(
            "9c1d6a0e5b7f3c2d4e8a1b0c9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e",
            List.of("formatbench/options.proto", "user.proto"), List.of(), List.of());

    static RunResult run(String runId, List<Format> formats, List<BenchmarkResult> benchmarks) {
        return run(runId, formats, benchmarks, 0.02);
    }

    /** The same, with other processes' cores in the second before the first fork. */
    static RunResult run(String runId, List<Format> formats, List<BenchmarkResult> benchmarks, double coresBefore) {
        List<CodecName> codecs = benchmarks.stream().map(b -> b.key().codec()).distinct().toList();
        return new RunResult(RunResult.CURRENT_VERSION, runId, "2026-11-22T03:15:00Z",
                new RunResult.Tool("formatbench", "0.1.0-SNAPSHOT", "0473e16c0ffee0123456789abcdef0123456789a",
                        SCHEMA_FILES),
                new RunResult.Env("Debian", "17.0.15", "/usr/lib/jvm/java-17-openjdk-amd64/bin/java",
                        List.of("-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch"),
                        "Linux 6.1.0-28-cloud-amd64 (amd64)", "AMD EPYC 7B13", 2, 8_338_000_000L),
                new RunResult.Dataset(USER, RECORDS, 42, "fbd1:5d41402abc4b2a76",
                        benchmarks.isEmpty() ? Compression.NONE : benchmarks.get(0).key().compression(),
                        Map.of("users.jsonl", JSON_BYTES, "users.pb", PROTOBUF_BYTES)),
                new RunResult.Settings(formats, codecs, List.of("library"),
                        List.of("write", "read"), ROUND_DRIFT.length, 7, 2, 12, 2, 0.05, 3, "1g", false, true,
                                65_536, 0.25,
                        0.10, 0.10, 0.0, 0.0, ROUND_DRIFT.length, 0.05, 5, UnknownFields.REJECT, 0.0),
                machine(benchmarks, coresBefore),
                new RunResult.Stopping(StopRule.FORKS, ROUND_DRIFT.length, 95.0, Double.NaN, 4, false), benchmarks);
    }

    /** The same run, its rounds ended as {@code stopping} says, a precision of 5% asked, 120 s, 20 forks at most. */
    static RunResult stopped(RunResult run, RunResult.Stopping stopping) {
        RunResult.Settings s = run.settings();
        RunResult.Settings precise = new RunResult.Settings(s.formats(), s.codecs(), s.variants(), s.operations(), 3,
                s.shuffleSeed(), s.warmups(), s.maxWarmups(), s.warmupWindow(), s.warmupTolerance(), s.iterations(),
                s.heap(), s.fsync(), s.latencyPass(), s.ioBufferBytes(), s.busyCores(), s.unsteadyCv(), s.slowCanary(),
                0.05, 120.0, 20, s.margin(), s.latencyRounds(), s.unknownFields(), s.bound());
        return new RunResult(run.resultVersion(), run.runId(), run.created(), run.tool(), run.env(), run.dataset(),
                precise, run.machine(), stopping, run.benchmarks());
    }

    /** The machine around a run, its canary over every fork of every benchmark, as the harness judges it. */
    private static RunResult.Machine machine(List<BenchmarkResult> benchmarks, double coresBefore) {
        CanaryFigures canary = canary(benchmarks.stream().flatMap(b -> b.forks().stream()).toList());
        return new RunResult.Machine(coresBefore, benchmarks.stream().anyMatch(BenchmarkResult::machineBusy),
                canary.meanMs(), canary.cv(), canary.cv() > UNSTEADY_CV);
    }

    /**
     * One benchmark around a time, with a latency distribution shaped like HdrHistogram's output (a
     * flat body, a rising tail, a GC pause at the max).
     *
     * @param tail how steeply latency rises in the tail
     * @param rotation which fork jitter the first fork gets, so that benchmarks differ in their noise
     */
    static BenchmarkResult benchmark(Format format, String codec, Style style, Operation operation, double ms,
            double allocPerRecord, long peakHeap, long fileBytes, long gzipBytes, double tail, int rotation) {
        BenchmarkKey key = new BenchmarkKey(USER, format, Compression.NONE, CodecName.of(codec), Variant.LIBRARY,
                operation, Mode.FILE, 1);
        List<ForkResult> forks = new ArrayList<>();
        for (int round = 1; round <= ROUND_DRIFT.length; round++) {
            double jitter = FORK_JITTER[(round - 1 + rotation) % FORK_JITTER.length];
            double forkMs = ms * (1 + ROUND_DRIFT[round - 1]) * (1 + jitter);
            // Allocation barely moves between forks, the heap's peak a little more.
            forks.add(fork(round, forkMs, allocPerRecord * (1 + jitter / 10), Math.round(peakHeap * (1 + jitter)),
                    tail));
        }
        return withForks(key, style, forks, fileBytes, gzipBytes, 0.02);
    }

    /** A benchmark's summaries made from its forks, the way the harness makes them. */
    static BenchmarkResult withForks(BenchmarkKey key, Style style, List<ForkResult> forks, long fileBytes,
            long gzipBytes, double otherCpuCores) {
        return withForks(key, style, forks, fileBytes, fileBytes, gzipBytes, 0, otherCpuCores);
    }

    /** The same, for reads that skipped fields outside the schema. */
    static BenchmarkResult withForksSkipping(BenchmarkKey key, Style style, List<ForkResult> forks, long fileBytes,
            long gzipBytes, long skippedFields, double otherCpuCores) {
        return withForks(key, style, forks, fileBytes, fileBytes, gzipBytes, skippedFields, otherCpuCores);
    }

    /**
     * The same benchmark of a dataset compressed with {@code compression} to a {@code ratio}-th of its
     * size, its times {@code slower} times the uncompressed ones.
     */
    static BenchmarkResult compressed(BenchmarkResult b, Compression compression, double ratio, double slower) {
        BenchmarkKey key = new BenchmarkKey(b.key().schema(), b.key().format(), compression, b.key().codec(),
                b.key().variant(), b.key().operation(), b.key().mode(), b.key().threads());
        List<ForkResult> forks = b.forks().stream().map(f -> withTimes(f, f.meanMs() * slower)).toList();
        return withForks(key, b.style(), forks, Math.round(b.fileBytes() / ratio), b.fileBytes(), b.gzipBytes(),
                b.skippedFields(), b.otherCpuCores());
    }

    /** Avro's two codecs, of a file of {@code fileBytes} whose blocks {@code blocks} compressed. */
    static List<BenchmarkResult> avro(AvroBlockCodec blocks, long fileBytes, long gzipBytes) {
        List<BenchmarkResult> avro = List.of(
                benchmark(AvroModule.FORMAT, "avro-generic", Style.IDIOMATIC, Operation.WRITE, 260, 250, 60_000_000,
                        fileBytes, gzipBytes, 1.0, 1),
                benchmark(AvroModule.FORMAT, "avro-generic", Style.IDIOMATIC, Operation.READ, 240, 530, 130_000_000,
                        fileBytes, gzipBytes, 1.2, 2),
                benchmark(AvroModule.FORMAT, "avro-direct", Style.TUNED, Operation.WRITE, 200, 190, 47_000_000,
                        fileBytes, gzipBytes, 0.9, 3),
                benchmark(AvroModule.FORMAT, "avro-direct", Style.TUNED, Operation.READ, 210, 470, 90_000_000,
                        fileBytes, gzipBytes, 1.0, 4));
        return avro.stream().map(b -> withForks(new BenchmarkKey(b.key().schema(), b.key().format(),
                b.key().compression(), blocks.options(), b.key().codec(), b.key().variant(), b.key().operation(),
                b.key().mode(), b.key().threads()), b.style(), b.forks(), fileBytes, gzipBytes, 0.02)).toList();
    }

    static BenchmarkResult withForks(BenchmarkKey key, Style style, List<ForkResult> forks, long fileBytes,
            long rawFileBytes, long gzipBytes, long skippedFields, double otherCpuCores) {
        List<Double> medians = forks.stream().map(ForkResult::meanMs).toList();
        List<Double> passes = forks.stream().flatMap(f -> f.iterationMs().stream()).toList();
        Latency latency = forks.get(0).latencyNs();
        int unjudged = (int) forks.stream().filter(f -> !Double.isFinite(f.lifeOtherCpuCores())).count();
        // One fork above the threshold when the benchmark's cores are, unless the forks say more.
        int busyForks = (int) Math.max(forks.stream().filter(f -> f.machineBusy()
                && Double.isFinite(f.lifeOtherCpuCores())).count(), otherCpuCores > 0.25 ? 1 : 0);
        return new BenchmarkResult(key, style, 3, 5, 3, Statistics.overForks(medians),
                Statistics.overForks(medians.stream().map(m -> RECORDS / (m / 1000)).toList()),
                Statistics.overForks(medians.stream().map(m -> fileBytes / 1e6 / (m / 1000)).toList()),
                Statistics.overForks(medians.stream().map(m -> rawFileBytes / 1e6 / (m / 1000)).toList()),
                Statistics.min(passes), Statistics.max(passes), latency, percentilePoints(medians.get(0), 1),
                over(forks, f -> (double) f.latencyNs().p99()), over(forks, ForkResult::allocBytesPerRecord),
                over(forks, f -> (double) f.peakHeapBytes()), over(forks, f -> (double) f.liveHeapAfterBytes()),
                forks.stream().mapToLong(ForkResult::gcCount).sum(), forks.stream().mapToDouble(ForkResult::gcMs).sum(),
                fileBytes, rawFileBytes, gzipBytes, skippedFields, otherCpuCores, otherCpuCores > 0.25 || unjudged > 0
                        && forks.stream().anyMatch(ForkResult::machineBusy),
                busyForks, unjudged, canary(forks).meanMs(), canary(forks).cv(), canary(forks).cv() > UNSTEADY_CV,
                Double.NaN, false, forks.stream().allMatch(ForkResult::verified), null, List.copyOf(forks));
    }

    private static CanaryFigures canary(List<ForkResult> forks) {
        return CanaryFigures.ofForks(forks.stream().map(ForkResult::canaryMs).toList());
    }

    static ForkResult fork(int round, double medianMs, double allocPerRecord, long peakHeap, double tail) {
        List<Double> passes = new ArrayList<>();
        for (double jitter : PASS_JITTER) {
            passes.add(Math.round(medianMs * (1 + jitter) * 100) / 100.0);
        }
        List<PercentilePoint> points = percentilePoints(medianMs, tail);
        Latency latency = new Latency(valueAt(points, 50), valueAt(points, 90), valueAt(points, 99),
                valueAt(points, 99.9),
                Math.round(2_500_000 * tail));
        return new ForkResult(round, round, List.of(medianMs * 2, medianMs * 1.1, medianMs, medianMs), true, passes,
                Statistics.median(passes), ForkResult.timeOf(passes), allocPerRecord, peakHeap, Math.round(peakHeap / 30e6),
                Math.round(peakHeap / 30e6) * 1.7, passes.stream().map(p -> p * 1.02).toList(), List.of(0.02, 0.01,
                        0.03),
                CANARY_MS, List.of(), 0.02, false, 2_400_000, latency, 24.0, 0, null, null, null, Map.of());
    }

    private static Estimate over(List<ForkResult> forks, java.util.function.ToDoubleFunction<ForkResult> figure) {
        return Statistics.overForks(forks.stream().map(figure::applyAsDouble).toList());
    }

    private static List<PercentilePoint> percentilePoints(double medianMs, double tail) {
        double perRecordNs = medianMs * 1e6 / RECORDS;
        List<PercentilePoint> points = new ArrayList<>();
        for (int tick = 0; tick <= 100; tick++) {
            double percentile = 100 * (1 - Math.pow(2, -tick / 5.0));
            double nines = -Math.log10(1 - percentile / 100);
            long value = Math.round(perRecordNs * (0.55 + 0.3 * nines + 0.06 * tail * Math.pow(nines, 3)));
            points.add(new PercentilePoint(Math.round(percentile * 1e6) / 1e6, value));
        }
        points.add(new PercentilePoint(100.0, Math.round(2_500_000 * tail)));
        return points;
    }

    private static long valueAt(List<PercentilePoint> points, double percentile) {
        for (PercentilePoint point : points) {
            if (point.percentile() >= percentile) {
                return point.valueNs();
            }
        }
        return points.get(points.size() - 1).valueNs();
    }

    /** The same benchmark with every fork's times scaled: a second sitting, or a slower build. */
    static BenchmarkResult scaled(BenchmarkResult b, double factor) {
        List<ForkResult> forks = b.forks().stream().map(f -> withTimes(f, f.meanMs() * factor)).toList();
        return withForks(b.key(), b.style(), forks, b.fileBytes(), b.gzipBytes(), b.otherCpuCores());
    }

    /** The same benchmark with other fork times, one per round. */
    static BenchmarkResult withForkTimes(BenchmarkResult b, double... medians) {
        List<ForkResult> forks = new ArrayList<>();
        for (int i = 0; i < medians.length; i++) {
            forks.add(withTimes(b.forks().get(i % b.forks().size()), medians[i]));
        }
        return withForks(b.key(), b.style(), forks, b.fileBytes(), b.gzipBytes(), b.otherCpuCores());
    }

    /**
     * The newer-data read of a library read: every fork's time and allocation scaled, a bigger file,
     * two fields skipped per record.
     */
    static BenchmarkResult newerData(BenchmarkResult read, double time, double allocation, long fileBytes,
            long gzipBytes) {
        List<ForkResult> forks = new ArrayList<>();
        for (ForkResult f : read.forks()) {
            ForkResult slower = withTimes(f, f.meanMs() * time);
            forks.add(new ForkResult(slower.round(), slower.slot(), slower.warmupMs(), slower.steady(),
                    slower.iterationMs(), slower.medianMs(), slower.meanMs(), f.allocBytesPerRecord() * allocation,
                            slower.peakHeapBytes(),
                    slower.gcCount(), slower.gcMs(), slower.cpuMs(), slower.otherCpuCores(), slower.canaryMs(),
                    slower.canaryWarmupMs(), slower.lifeOtherCpuCores(), slower.machineBusy(),
                    slower.liveHeapAfterBytes(), slower.latencyNs(), slower.latencyOverheadNs(),
                    slower.writeChunkRecords(), slower.seconds(), slower.failure(), slower.latencyHistogram(),
                    slower.declaredFigures()));
        }
        return withForksSkipping(read.key().withVariant(Variant.NEWER_DATA), read.style(), forks, fileBytes, gzipBytes,
                2 * RECORDS, read.otherCpuCores());
    }

    /** The same benchmark, with other processes' CPU during its passes. */
    static BenchmarkResult withOtherCpu(BenchmarkResult b, double cores) {
        return withForks(b.key(), b.style(), b.forks(), b.fileBytes(), b.gzipBytes(), cores);
    }

    /**
     * The same benchmark on a machine whose speed changed: the canary of every other fork slows to
     * {@code slower} times its speed, as under a CPU quota or throttling that comes and goes.
     */
    static BenchmarkResult unsteady(BenchmarkResult b, double slower) {
        List<Double> canary = CANARY_MS.stream().map(ms -> ms * slower).toList();
        List<ForkResult> forks = b.forks().stream().map(f -> copy(f, f.round() % 2 == 0 ? canary : f.canaryMs(),
                f.lifeOtherCpuCores(), f.machineBusy(), f.steady())).toList();
        return withForks(b.key(), b.style(), forks, b.fileBytes(), b.gzipBytes(), b.otherCpuCores());
    }

    /** The same benchmark on a machine {@code factor} times as slow throughout: every fork's canary scaled. */
    static BenchmarkResult canaryScaled(BenchmarkResult b, double factor) {
        List<ForkResult> forks = b.forks().stream().map(f -> copy(f, f.canaryMs().stream().map(ms -> ms * factor)
                .toList(), f.lifeOtherCpuCores(), f.machineBusy(), f.steady())).toList();
        return withForks(b.key(), b.style(), forks, b.fileBytes(), b.gzipBytes(), b.otherCpuCores());
    }

    /**
     * The same benchmark with its first {@code count} forks too short for /proc/stat to judge, each
     * carrying the busy warning of the second before the run ({@code busyBefore}).
     */
    static BenchmarkResult unjudged(BenchmarkResult b, int count, boolean busyBefore) {
        List<ForkResult> forks = new ArrayList<>();
        for (int i = 0; i < b.forks().size(); i++) {
            ForkResult f = b.forks().get(i);
            forks.add(i < count ? copy(f, f.canaryMs(), Double.NaN, busyBefore, f.steady()) : f);
        }
        double judged = forks.stream().mapToDouble(ForkResult::lifeOtherCpuCores).filter(Double::isFinite).max()
                .orElse(Double.NaN);
        return withForks(b.key(), b.style(), forks, b.fileBytes(), b.gzipBytes(), judged);
    }

    /** The same benchmark with its first {@code count} forks' warm-ups never settled (they hit the cap). */
    static BenchmarkResult unsettled(BenchmarkResult b, int count) {
        List<ForkResult> forks = new ArrayList<>();
        for (int i = 0; i < b.forks().size(); i++) {
            ForkResult f = b.forks().get(i);
            forks.add(copy(f, f.canaryMs(), f.lifeOtherCpuCores(), f.machineBusy(), i >= count));
        }
        return withForks(b.key(), b.style(), forks, b.fileBytes(), b.gzipBytes(), b.otherCpuCores());
    }

    /** A fork with another canary, life on the machine, or warm-up. */
    static ForkResult copy(ForkResult f, List<Double> canaryMs, double lifeOtherCpuCores, boolean machineBusy,
            boolean steady) {
        return new ForkResult(f.round(), f.slot(), f.warmupMs(), steady, f.iterationMs(), f.medianMs(), f.meanMs(),
                f.allocBytesPerRecord(), f.peakHeapBytes(), f.gcCount(), f.gcMs(), f.cpuMs(), f.otherCpuCores(),
                canaryMs, f.canaryWarmupMs(), lifeOtherCpuCores, machineBusy, f.liveHeapAfterBytes(), f.latencyNs(),
                f.latencyOverheadNs(), f.writeChunkRecords(), f.seconds(), f.failure(), f.latencyHistogram(),
                f.declaredFigures());
    }

    /** The same benchmark, marked as having failed verification in its first fork. */
    static BenchmarkResult unverified(BenchmarkResult b) {
        List<ForkResult> forks = new ArrayList<>(b.forks());
        ForkResult f = forks.get(0);
        forks.set(0, new ForkResult(f.round(), f.slot(), f.warmupMs(), f.steady(), f.iterationMs(), f.medianMs(),
                f.meanMs(), f.allocBytesPerRecord(), f.peakHeapBytes(), f.gcCount(), f.gcMs(), f.cpuMs(), f.otherCpuCores(),
                f.canaryMs(), f.canaryWarmupMs(), f.lifeOtherCpuCores(), f.machineBusy(), f.liveHeapAfterBytes(),
                f.latencyNs(), f.latencyOverheadNs(), f.writeChunkRecords(), f.seconds(),
                "999999 records, checksum 00; expected 1000000 records, checksum 5d41402abc4b2a76",
                f.latencyHistogram(), f.declaredFigures()));
        return withForks(b.key(), b.style(), forks, b.fileBytes(), b.gzipBytes(), b.otherCpuCores());
    }

    private static ForkResult withTimes(ForkResult f, double medianMs) {
        List<Double> passes = new ArrayList<>();
        for (double jitter : PASS_JITTER) {
            passes.add(Math.round(medianMs * (1 + jitter) * 100) / 100.0);
        }
        return new ForkResult(f.round(), f.slot(), f.warmupMs(), f.steady(), passes, Statistics.median(passes),
                ForkResult.timeOf(passes), f.allocBytesPerRecord(), f.peakHeapBytes(), f.gcCount(), f.gcMs(), f.cpuMs(), f.otherCpuCores(),
                f.canaryMs(), f.canaryWarmupMs(), f.lifeOtherCpuCores(), f.machineBusy(), f.liveHeapAfterBytes(),
                f.latencyNs(), f.latencyOverheadNs(), f.writeChunkRecords(), f.seconds(), f.failure(), f.latencyHistogram(),
                f.declaredFigures());
    }

    /** Writes a run's results file into a results folder, as the harness would. */
    static void write(java.nio.file.Path resultsDir, RunResult result) throws java.io.IOException {
        ResultFiles.write(result, ResultFiles.path(resultsDir, result.runId(), Mode.FILE));
    }

    /** Writes the sample run into the results folder given as the argument, to look at its report. */
    public static void main(String[] args) throws java.io.IOException {
        java.nio.file.Path dir = java.nio.file.Path.of(args.length > 0 ? args[0] : "target/sample-results");
        write(dir, both().primary());
        System.out.println("wrote " + ResultFiles.path(dir, RUN_ID, Mode.FILE));
    }
}
