package io.formatbench.report;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Variant;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;

/**
 * Each codec's time against another variant of the same benchmark in the same run: its bare loop
 * (how close the tool's codec comes to the library called by hand) and its strict reader (what the
 * tool's bad-input policy costs on top of the library).
 */
public final class VariantRatios {

    /** One codec against one other variant of itself: library / other, paired by round. */
    public record Row(BenchmarkResult library, BenchmarkResult other, Ratio ratio) {}

    private VariantRatios() {}

    public static List<Row> of(RunResults run, Variant other) {
        List<Row> rows = new ArrayList<>();
        for (BenchmarkResult library : run.benchmarks()) {
            if (library.key().variant() != Variant.LIBRARY) {
                continue;
            }
            BenchmarkResult counterpart = run.benchmark(library.key().withVariant(other));
            if (counterpart != null) {
                Ratio ratio = ForkFigures.compare(ForkFigures.byRound(counterpart, ForkResult::meanMs),
                        ForkFigures.byRound(library, ForkResult::meanMs), run.sameSitting(library, counterpart));
                rows.add(new Row(library, counterpart, ratio));
            }
        }
        return rows;
    }

    /** "1.03x (0.99x-1.07x)": the library's time as a multiple of the other variant's. */
    static String factor(Ratio ratio) {
        if (!ratio.isPresent()) {
            return Units.NOT_AVAILABLE;
        }
        String value = String.format(java.util.Locale.ROOT, "%.2fx", ratio.value());
        if (ratio.isUnbounded()) {
            return value + " (no end yet at so few rounds)";
        }
        return ratio.hasInterval()
                ? value + String.format(java.util.Locale.ROOT, " (%.2fx-%.2fx)", ratio.low(), ratio.high())
                : value + " (fewer than two forks)";
    }
}
