package io.formatbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Realistic results of one run, for tests and for looking at a rendered report: the figures follow
 * the hand-written loops measured in DESIGN.md (2 vCPU, OpenJDK 17, 1M users), with fixed jitter so
 * that every build produces the same files.
 */
final class SampleRuns {

    static final String RUN_ID = "20261122-031500";
    static final long RECORDS = 1_000_000;
    static final long JSON_BYTES = 97_012_345;
    static final long JSON_GZIP = 18_812_345;
    static final long PROTOBUF_BYTES = 51_234_567;
    static final long PROTOBUF_GZIP = 18_623_456;
    /** Student's t for 99.9% two-sided with 6 degrees of freedom (7 iterations). */
    private static final double T_999_DF6 = 5.959;
    /** Relative jitter of the seven iterations, the same for every benchmark. */
    private static final double[] JITTER = {0.000, 0.012, -0.008, 0.004, -0.015, 0.009, -0.003};

    private SampleRuns() {}

    static RunResults both() {
        return new RunResults(RUN_ID, Map.of("json", json(RUN_ID), "protobuf", protobuf(RUN_ID)));
    }

    static RunResult json(String runId) {
        return run(runId, "json", List.of(
                benchmark("json", "jackson-databind", "idiomatic", "write", 225, 24, 61_000_000, JSON_BYTES, JSON_GZIP, 1.0),
                benchmark("json", "jackson-databind", "idiomatic", "read", 300, 294, 142_000_000, JSON_BYTES, JSON_GZIP, 1.3),
                benchmark("json", "jackson-streaming", "tuned", "write", 196, 0, 48_000_000, JSON_BYTES, JSON_GZIP, 0.9),
                benchmark("json", "jackson-streaming", "tuned", "read", 250, 126, 96_000_000, JSON_BYTES, JSON_GZIP, 1.1)));
    }

    static RunResult protobuf(String runId) {
        return run(runId, "protobuf", List.of(
                benchmark("protobuf", "protobuf-delimited", "idiomatic", "write", 165, 338, 120_000_000, PROTOBUF_BYTES,
                        PROTOBUF_GZIP, 1.2),
                benchmark("protobuf", "protobuf-delimited", "idiomatic", "read", 292, 4441, 410_000_000, PROTOBUF_BYTES,
                        PROTOBUF_GZIP, 3.0),
                benchmark("protobuf", "protobuf-coded", "tuned", "write", 135, 130, 70_000_000, PROTOBUF_BYTES,
                        PROTOBUF_GZIP, 0.8),
                benchmark("protobuf", "protobuf-coded", "tuned", "read", 78, 150, 80_000_000, PROTOBUF_BYTES,
                        PROTOBUF_GZIP, 0.6)));
    }

    static RunResult run(String runId, String format, List<BenchmarkResult> benchmarks) {
        List<String> codecs = benchmarks.stream().map(BenchmarkResult::codec).distinct().toList();
        return new RunResult(RunResult.CURRENT_VERSION, runId, "2026-11-22T03:15:00Z",
                new RunResult.Tool("formatbench", "0.1.0-SNAPSHOT", "0473e16c0ffee0123456789abcdef0123456789a"),
                new RunResult.Env("Debian", "17.0.15", "/usr/lib/jvm/java-17-openjdk-amd64/bin/java",
                        List.of("-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch"),
                        "Linux 6.1.0-28-cloud-amd64 (amd64)", "AMD EPYC 7B13", 2, 8_338_000_000L),
                new RunResult.Dataset("user", RECORDS, 42, "fbd1:5d41402abc4b2a76",
                        Map.of("users.jsonl", JSON_BYTES, "users.pb", PROTOBUF_BYTES)),
                new RunResult.Settings(format, codecs, List.of("write", "read"), 3, 7, 1, "1g", false, 65_536),
                benchmarks);
    }

    /**
     * One benchmark around a median time, with a latency distribution shaped like HdrHistogram's output
     * (a flat body, a rising tail, a GC pause at the max).
     *
     * @param tail how steeply latency rises in the tail; parseDelimitedFrom's per-record allocation makes
     *     its tail the worst
     */
    static BenchmarkResult benchmark(String format, String codec, String style, String operation, double medianMs,
            double allocPerRecord, long peakHeap, long fileBytes, long gzipBytes, double tail) {
        List<Double> iterations = new ArrayList<>();
        for (double jitter : JITTER) {
            iterations.add(Math.round(medianMs * (1 + jitter) * 100) / 100.0);
        }
        double mean = iterations.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double variance = iterations.stream().mapToDouble(value -> (value - mean) * (value - mean)).sum()
                / (iterations.size() - 1);
        double ci = T_999_DF6 * Math.sqrt(variance / iterations.size());
        double median = iterations.stream().sorted().toList().get(iterations.size() / 2);
        double min = iterations.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double max = iterations.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double perRecordNs = medianMs * 1e6 / RECORDS;
        List<BenchmarkResult.PercentilePoint> points = new ArrayList<>();
        for (int tick = 0; tick <= 100; tick++) {
            double percentile = 100 * (1 - Math.pow(2, -tick / 5.0));
            double nines = -Math.log10(1 - percentile / 100);
            long value = Math.round(perRecordNs * (0.55 + 0.3 * nines + 0.06 * tail * Math.pow(nines, 3)));
            points.add(new BenchmarkResult.PercentilePoint(Math.round(percentile * 1e6) / 1e6, value));
        }
        long maxNs = Math.round(2_500_000 * tail);
        points.add(new BenchmarkResult.PercentilePoint(100.0, maxNs));
        BenchmarkResult.Latency latency = new BenchmarkResult.Latency(valueAt(points, 50), valueAt(points, 90),
                valueAt(points, 99), valueAt(points, 99.9), maxNs);
        return new BenchmarkResult(format, codec, style, operation, 1, 3, iterations.size(), List.copyOf(iterations),
                median, mean, ci, min, max, RECORDS / (median / 1e3), fileBytes / 1e6 / (median / 1e3), latency,
                List.copyOf(points), 24.0, allocPerRecord, peakHeap, 2_400_000, Math.round(peakHeap / 30e6),
                Math.round(peakHeap / 30e6) * 1.7, fileBytes, gzipBytes, true);
    }

    private static long valueAt(List<BenchmarkResult.PercentilePoint> points, double percentile) {
        for (BenchmarkResult.PercentilePoint point : points) {
            if (point.percentile() >= percentile) {
                return point.valueNs();
            }
        }
        return points.get(points.size() - 1).valueNs();
    }

    /** The same benchmark, with other iteration figures: for comparisons. */
    static BenchmarkResult withTimes(BenchmarkResult b, double medianMs, double meanMs, double ci999Ms) {
        return new BenchmarkResult(b.format(), b.codec(), b.style(), b.operation(), b.forks(), b.warmupIterations(),
                b.iterations(), b.iterationMs(), medianMs, meanMs, ci999Ms, b.minMs(), b.maxMs(),
                RECORDS / (medianMs / 1e3), b.fileBytes() / 1e6 / (medianMs / 1e3), b.latencyNs(), b.latencyPercentiles(),
                b.latencyOverheadNs(), b.allocBytesPerRecord(), b.peakHeapBytes(), b.liveHeapAfterBytes(), b.gcCount(),
                b.gcMs(), b.fileBytes(), b.gzipBytes(), b.verified());
    }

    /** The same benchmark, marked as having failed verification. */
    static BenchmarkResult unverified(BenchmarkResult b) {
        return new BenchmarkResult(b.format(), b.codec(), b.style(), b.operation(), b.forks(), b.warmupIterations(),
                b.iterations(), b.iterationMs(), b.medianMs(), b.meanMs(), b.ci999Ms(), b.minMs(), b.maxMs(),
                b.recordsPerS(), b.mbPerS(), b.latencyNs(), b.latencyPercentiles(), b.latencyOverheadNs(),
                b.allocBytesPerRecord(), b.peakHeapBytes(), b.liveHeapAfterBytes(), b.gcCount(), b.gcMs(), b.fileBytes(),
                b.gzipBytes(), false);
    }

    /** Writes both results files of a run into a results folder, as the harness would. */
    static void write(java.nio.file.Path resultsDir, String runId, RunResult... results) throws java.io.IOException {
        for (RunResult result : results) {
            ResultFiles.write(result, ResultFiles.path(resultsDir, runId, result.settings().format()));
        }
    }

    /** Writes the sample run into the results folder given as the argument, to look at its report. */
    public static void main(String[] args) throws java.io.IOException {
        java.nio.file.Path dir = java.nio.file.Path.of(args.length > 0 ? args[0] : "target/sample-results");
        write(dir, RUN_ID, json(RUN_ID), protobuf(RUN_ID));
        System.out.println("wrote " + ResultFiles.path(dir, RUN_ID, "json") + " and protobuf.json");
    }
}
