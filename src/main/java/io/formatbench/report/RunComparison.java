package io.formatbench.report;

import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two runs, benchmark by benchmark: each key of run A with the same key of run B. When a format's
 * operation was measured with one codec in each run but not the same one (say protobuf-delimited in
 * A, protobuf-coded in B), those two are paired too, labelled as a codec change, so that swapping
 * an implementation can be judged like an upgrade. Runs are separate sittings: every change is
 * judged against both runs' fork-to-fork spread (Welch's interval over their forks).
 */
public record RunComparison(RunResults a, RunResults b, List<Pair> pairs, List<BenchmarkResult> onlyInA,
        List<BenchmarkResult> onlyInB) {

    /** The same benchmark in both runs. */
    public record Pair(BenchmarkResult a, BenchmarkResult b) {

        public boolean codecChanged() {
            return !a.key().equals(b.key());
        }

        /** "json jackson-databind write", or "protobuf read: protobuf-delimited → protobuf-coded". */
        public String label() {
            return codecChanged()
                    ? a.key().format() + " " + a.key().operation() + ": " + a.key().codecLabel() + " → "
                            + b.key().codecLabel()
                    : a.key().label();
        }

        /** B's time over A's, with Welch's interval over the two runs' forks. */
        public Ratio timeRatio() {
            return ForkFigures.compare(ForkFigures.byRound(a, ForkResult::medianMs),
                    ForkFigures.byRound(b, ForkResult::medianMs), false);
        }
    }

    public static RunComparison of(RunResults a, RunResults b) {
        Map<BenchmarkKey, BenchmarkResult> leftA = byKey(a.benchmarks());
        Map<BenchmarkKey, BenchmarkResult> leftB = byKey(b.benchmarks());
        List<Pair> pairs = new ArrayList<>();
        for (BenchmarkKey key : List.copyOf(leftA.keySet())) {
            if (leftB.containsKey(key)) {
                pairs.add(new Pair(leftA.remove(key), leftB.remove(key)));
            }
        }
        Map<BenchmarkKey.AnyCodec, List<BenchmarkResult>> restA = byAnyCodec(leftA.values());
        Map<BenchmarkKey.AnyCodec, List<BenchmarkResult>> restB = byAnyCodec(leftB.values());
        for (Map.Entry<BenchmarkKey.AnyCodec, List<BenchmarkResult>> entry : restA.entrySet()) {
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

    private static Map<BenchmarkKey, BenchmarkResult> byKey(List<BenchmarkResult> benchmarks) {
        Map<BenchmarkKey, BenchmarkResult> byKey = new LinkedHashMap<>();
        for (BenchmarkResult benchmark : benchmarks) {
            byKey.putIfAbsent(benchmark.key(), benchmark);
        }
        return byKey;
    }

    /** Groups by the key without its codec: the same measurement of any codec of the format. */
    private static Map<BenchmarkKey.AnyCodec, List<BenchmarkResult>> byAnyCodec(Iterable<BenchmarkResult> benchmarks) {
        Map<BenchmarkKey.AnyCodec, List<BenchmarkResult>> grouped = new LinkedHashMap<>();
        for (BenchmarkResult benchmark : benchmarks) {
            grouped.computeIfAbsent(benchmark.key().anyCodec(), k -> new ArrayList<>()).add(benchmark);
        }
        return grouped;
    }
}
