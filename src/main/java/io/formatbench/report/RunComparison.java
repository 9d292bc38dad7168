package io.formatbench.report;

import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Two runs, benchmark by benchmark: each key of run A with the same key of run B. When a format's
 * operation was measured with one codec in each run but not the same one (say protobuf-delimited in
 * A, protobuf-coded in B), those two are paired too, labelled as a codec change, so that swapping
 * an implementation can be judged like an upgrade. Likewise a codec measured on an uncompressed
 * dataset in one run and on a compressed one in the other (the tool's compression, Avro's block
 * codec) is paired as a change of compression. Runs are separate sittings: every change is
 * judged against both runs' fork-to-fork spread (Welch's interval over their forks).
 */
public record RunComparison(RunResults a, RunResults b, List<Pair> pairs, List<BenchmarkResult> onlyInA,
        List<BenchmarkResult> onlyInB) {

    /** The same benchmark in both runs. */
    public record Pair(BenchmarkResult a, BenchmarkResult b) {

        public boolean codecChanged() {
            return !a.key().codec().equals(b.key().codec());
        }

        /** Whether the file was compressed differently: the tool's compression or Avro's block codec. */
        public boolean packingChanged() {
            return !a.key().packing().equals(b.key().packing());
        }

        /**
         * "json jackson-databind write", "protobuf read: protobuf-delimited → protobuf-coded", or "avro
         * avro-generic read: not compressed → deflate blocks".
         */
        public String label() {
            if (codecChanged()) {
                return a.key().format() + " " + a.key().operation() + ": " + a.key().codecLabel() + " → "
                        + b.key().codecLabel();
            }
            if (packingChanged()) {
                return a.key().format() + " " + a.key().codec() + " " + a.key().operation() + ": " + a.key().packing()
                        + " → " + b.key().packing();
            }
            return a.key().label();
        }

        /** B's time over A's, with Welch's interval over the two runs' forks. */
        public Ratio timeRatio() {
            return ForkFigures.compare(ForkFigures.byRound(a, ForkResult::meanMs),
                    ForkFigures.byRound(b, ForkResult::meanMs), false);
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
        pairAlone(leftA, leftB, BenchmarkKey::anyPacking, pairs);
        pairAlone(leftA, leftB, BenchmarkKey::anyCodec, pairs);
        return new RunComparison(a, b, List.copyOf(pairs), List.copyOf(leftA.values()), List.copyOf(leftB.values()));
    }

    /**
     * The metrics either run has, A's in their order and then B's that A lacks (by what they are called):
     * a metric declared after A was measured still shows B's figures beside A's n/a.
     */
    public List<Metric> metrics() {
        List<Metric> metrics = new ArrayList<>(a.metrics());
        for (Metric metric : b.metrics()) {
            if (metrics.stream().noneMatch(known -> known.label().equals(metric.label()))) {
                metrics.add(metric);
            }
        }
        return metrics;
    }

    private static Map<BenchmarkKey, BenchmarkResult> byKey(List<BenchmarkResult> benchmarks) {
        Map<BenchmarkKey, BenchmarkResult> byKey = new LinkedHashMap<>();
        for (BenchmarkResult benchmark : benchmarks) {
            byKey.putIfAbsent(benchmark.key(), benchmark);
        }
        return byKey;
    }

    /**
     * Pairs the benchmarks left unpaired that are alone in their group in each run: the same
     * measurement but for what {@code group} leaves out of the key (the codec, or the compression).
     */
    private static <G> void pairAlone(Map<BenchmarkKey, BenchmarkResult> leftA, Map<BenchmarkKey, BenchmarkResult> leftB,
                                      Function<BenchmarkKey, G> group, List<Pair> pairs) {
        Map<G, List<BenchmarkResult>> restA = grouped(leftA.values(), group);
        Map<G, List<BenchmarkResult>> restB = grouped(leftB.values(), group);
        for (Map.Entry<G, List<BenchmarkResult>> entry : restA.entrySet()) {
            List<BenchmarkResult> inB = restB.get(entry.getKey());
            if (entry.getValue().size() == 1 && inB != null && inB.size() == 1) {
                BenchmarkResult fromA = entry.getValue().get(0);
                BenchmarkResult fromB = inB.get(0);
                pairs.add(new Pair(fromA, fromB));
                leftA.remove(fromA.key());
                leftB.remove(fromB.key());
            }
        }
    }

    private static <G> Map<G, List<BenchmarkResult>> grouped(Iterable<BenchmarkResult> benchmarks,
                                                             Function<BenchmarkKey, G> group) {
        Map<G, List<BenchmarkResult>> grouped = new LinkedHashMap<>();
        for (BenchmarkResult benchmark : benchmarks) {
            grouped.computeIfAbsent(group.apply(benchmark.key()), k -> new ArrayList<>()).add(benchmark);
        }
        return grouped;
    }
}
