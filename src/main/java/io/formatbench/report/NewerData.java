package io.formatbench.report;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Variant;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;

/**
 * What reading newer data costs: each codec's newer-data read (the dataset's twin, with the fields a
 * newer schema version adds, skipped) against its library read of the dataset itself, paired by round
 * like every comparison of one sitting.
 */
public final class NewerData {

    /**
     * One codec's two reads.
     *
     * @param older the library read of the dataset, or null when the run did not measure it
     * @param time the newer-data read's time over the dataset's
     * @param allocation the same for the bytes allocated per record
     */
    public record Row(BenchmarkResult older, BenchmarkResult newer, Ratio time, Ratio allocation) {}

    private NewerData() {}

    /** A row for every newer-data read of the run, in the order of the results. */
    public static List<Row> of(RunResults run) {
        List<Row> rows = new ArrayList<>();
        for (BenchmarkResult newer : run.benchmarks()) {
            if (newer.key().variant() != Variant.NEWER_DATA) {
                continue;
            }
            BenchmarkResult older = run.benchmark(newer.key().withVariant(Variant.LIBRARY));
            if (older == null) {
                rows.add(new Row(null, newer, Ratio.MISSING, Ratio.MISSING));
                continue;
            }
            boolean paired = run.sameSitting(older, newer);
            rows.add(new Row(older, newer,
                    ForkFigures.compare(ForkFigures.byRound(older, ForkResult::meanMs),
                            ForkFigures.byRound(newer, ForkResult::meanMs), paired),
                    ForkFigures.compare(ForkFigures.byRound(older, ForkResult::allocBytesPerRecord),
                            ForkFigures.byRound(newer, ForkResult::allocBytesPerRecord), paired)));
        }
        return rows;
    }
}
