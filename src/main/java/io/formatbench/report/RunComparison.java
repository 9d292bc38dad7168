package io.formatbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Two runs, benchmark by benchmark: each (format, codec, operation) of run A with the same one of
 * run B. When a format's operation was run with one codec in each run but not the same one (say
 * protobuf-delimited in A, protobuf-coded in B), those two are paired too, labelled as a codec
 * change, so that swapping an implementation can be judged like an upgrade.
 */
public record RunComparison(RunResults a, RunResults b, List<Pair> pairs, List<BenchmarkResult> onlyInA,
        List<BenchmarkResult> onlyInB) {

    /** The same benchmark in both runs. */
    public record Pair(BenchmarkResult a, BenchmarkResult b) {

        public boolean codecChanged() {
            return !Objects.equals(a.codec(), b.codec());
        }

        /** "json jackson-databind write", or "protobuf read: protobuf-delimited → protobuf-coded". */
        public String label() {
            return codecChanged()
                    ? a.format() + " " + a.operation() + ": " + a.codec() + " → " + b.codec()
                    : a.format() + " " + a.codec() + " " + a.operation();
        }

        /** The verdict of {@link Noise} on the mean iteration times. */
        public Noise.Verdict timeVerdict() {
            return Noise.compare(HeadToHeadMetric.meanWithCi(a), HeadToHeadMetric.meanWithCi(b));
        }
    }

    public static RunComparison of(RunResults a, RunResults b) {
        Map<String, BenchmarkResult> leftA = byKey(a.benchmarks(), true);
        Map<String, BenchmarkResult> leftB = byKey(b.benchmarks(), true);
        List<Pair> pairs = new ArrayList<>();
        for (String key : List.copyOf(leftA.keySet())) {
            if (leftB.containsKey(key)) {
                pairs.add(new Pair(leftA.remove(key), leftB.remove(key)));
            }
        }
        Map<String, List<BenchmarkResult>> restA = byOperation(leftA.values());
        Map<String, List<BenchmarkResult>> restB = byOperation(leftB.values());
        for (Map.Entry<String, List<BenchmarkResult>> entry : restA.entrySet()) {
            List<BenchmarkResult> inB = restB.get(entry.getKey());
            if (entry.getValue().size() == 1 && inB != null && inB.size() == 1) {
                BenchmarkResult fromA = entry.getValue().get(0);
                BenchmarkResult fromB = inB.get(0);
                pairs.add(new Pair(fromA, fromB));
                leftA.values().remove(fromA);
                leftB.values().remove(fromB);
            }
        }
        return new RunComparison(a, b, List.copyOf(pairs), List.copyOf(leftA.values()), List.copyOf(leftB.values()));
    }

    private static Map<String, BenchmarkResult> byKey(List<BenchmarkResult> benchmarks, boolean withCodec) {
        Map<String, BenchmarkResult> byKey = new LinkedHashMap<>();
        for (BenchmarkResult benchmark : benchmarks) {
            byKey.putIfAbsent(key(benchmark, withCodec), benchmark);
        }
        return byKey;
    }

    private static Map<String, List<BenchmarkResult>> byOperation(Iterable<BenchmarkResult> benchmarks) {
        Map<String, List<BenchmarkResult>> byOperation = new LinkedHashMap<>();
        for (BenchmarkResult benchmark : benchmarks) {
            byOperation.computeIfAbsent(key(benchmark, false), k -> new ArrayList<>()).add(benchmark);
        }
        return byOperation;
    }

    private static String key(BenchmarkResult benchmark, boolean withCodec) {
        return benchmark.format() + "\u0000" + benchmark.operation() + (withCodec ? "\u0000" + benchmark.codec() : "");
    }
}
