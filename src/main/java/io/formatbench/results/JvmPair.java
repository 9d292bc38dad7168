package io.formatbench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Which measurements the JVM against JVM ratios set against each other, the one place that decides
 * it: each codec and operation of the library variant, at every thread count, on each JVM after the
 * first against the same on the first (the baseline, the first {@code --jvm} given). Both the rule
 * that stops a run's rounds and the report's "JVM against JVM" pair them this way; a run of one JVM
 * has none.
 *
 * @param <C> what stands for a measurement: a planned benchmark, or a codec's results
 * @param baseline the measurement on the baseline JVM, whose figures the ratio divides
 * @param other the same measurement on another JVM
 */
public record JvmPair<C>(C baseline, C other) {

    /** Each measurement of another JVM against the baseline's, in the order given. */
    public static <C> List<JvmPair<C>> of(List<C> measured, Function<C, BenchmarkKey> key) {
        List<C> library = measured.stream().filter(each -> key.apply(each).variant() == Variant.LIBRARY).toList();
        List<String> jvms = library.stream().map(each -> key.apply(each).jvm()).distinct().toList();
        List<JvmPair<C>> pairs = new ArrayList<>();
        if (jvms.size() < 2) {
            return pairs;
        }
        Map<BenchmarkKey, C> byKey = library.stream().collect(Collectors.toMap(key, each -> each, (a, b) -> a));
        String baseline = baselineJvm(measured, key);
        for (C other : library) {
            BenchmarkKey otherKey = key.apply(other);
            C base = byKey.get(otherKey.withJvm(baseline));
            if (!otherKey.jvm().equals(baseline) && base != null) {
                pairs.add(new JvmPair<>(base, other));
            }
        }
        return pairs;
    }

    /**
     * The JVM the others are set against: the first in the order given (a plan's and its results' order
     * is the baseline JVM's benchmarks first). The head-to-head stays within it.
     */
    public static <C> String baselineJvm(List<C> measured, Function<C, BenchmarkKey> key) {
        return measured.isEmpty() ? BenchmarkKey.ONE_JVM : key.apply(measured.get(0)).jvm();
    }
}
