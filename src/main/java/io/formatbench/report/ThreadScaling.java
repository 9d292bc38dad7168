package io.formatbench.report;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;

/**
 * What more threads buy: each benchmark measured with several thread counts, its speed-up over one
 * thread (one thread's time over N threads', paired by round like every comparison of one sitting)
 * and its scaling efficiency, the speed-up over N: 1.00 when N threads are N times as fast.
 */
public final class ThreadScaling {

    /**
     * One benchmark at one thread count.
     *
     * @param speedUp one thread's time over this one's, or {@link Ratio#MISSING} for one thread itself
     */
    public record Row(BenchmarkResult benchmark, BenchmarkResult oneThread, Ratio speedUp) {

        public int threads() {
            return benchmark.key().threads();
        }

        /** The speed-up over the thread count, the interval's ends too. */
        public Ratio efficiency() {
            return speedUp.isPresent()
                    ? new Ratio(speedUp.value() / threads(), speedUp.low() / threads(), speedUp.high() / threads(),
                            speedUp.kind())
                    : Ratio.MISSING;
        }
    }

    private ThreadScaling() {}

    /** Rows for every benchmark measured with more than one thread, each after its one-thread row. */
    public static List<Row> of(RunResults run) {
        List<Row> rows = new ArrayList<>();
        for (BenchmarkResult one : run.benchmarks()) {
            if (one.key().threads() != 1) {
                continue;
            }
            List<Row> more = new ArrayList<>();
            for (BenchmarkResult other : run.benchmarks()) {
                if (other.key().threads() > 1 && other.key().withThreads(1).equals(one.key())) {
                    Ratio speedUp = ForkFigures.compare(ForkFigures.byRound(other, ForkResult::meanMs),
                            ForkFigures.byRound(one, ForkResult::meanMs), run.sameSitting(one, other));
                    more.add(new Row(other, one, speedUp));
                }
            }
            if (!more.isEmpty()) {
                rows.add(new Row(one, one, Ratio.MISSING));
                more.sort(java.util.Comparator.comparingInt(Row::threads));
                rows.addAll(more);
            }
        }
        return rows;
    }
}
