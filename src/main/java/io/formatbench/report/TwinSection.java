package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Variant;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The A/A control: each benchmark against its twin ({@link Variant#TWIN}), the same code on the same
 * file in forks of its own, judged exactly as the head-to-head's time rows are. The ratio is 1 by
 * construction, so a winner named here is a false verdict, and the run says so at the top; "about
 * the same" is what it must end with, and shows that the run could say so.
 */
final class TwinSection {

    /** One benchmark against its twin. */
    record Row(BenchmarkResult library, BenchmarkResult twin, Ratio ratio, String verdict) {

        boolean falseWinner() {
            return verdict.startsWith(FALSE_WINNER);
        }
    }

    static final String FALSE_WINNER = "FALSE WINNER";

    private TwinSection() {}

    static List<Row> rows(RunResults run) {
        List<Row> rows = new ArrayList<>();
        for (BenchmarkResult twin : run.benchmarks()) {
            if (twin.key().variant() != Variant.TWIN) {
                continue;
            }
            BenchmarkResult library = run.benchmark(twin.key().withVariant(Variant.LIBRARY));
            if (library == null || !run.sameSitting(library, twin)) {
                continue;
            }
            var stopping = run.sittingOf(twin).stopping();
            Ratio ratio = ForkFigures.compare(ForkFigures.byRound(library, ForkResult::meanMs),
                    ForkFigures.byRound(twin, ForkResult::meanMs), true, HeadToHead.timeConfidence(stopping));
            rows.add(new Row(library, twin, ratio, verdict(ratio, run.margin(), Math.min(library.forks().size(),
                    twin.forks().size()))));
        }
        return rows;
    }

    private static String verdict(Ratio ratio, double margin, int forks) {
        if (forks < HeadToHead.FEWEST_FORKS) {
            return "no verdict (" + Phrases.plural(forks, "fork") + ")";
        }
        return switch (ratio.verdict(margin)) {
            case WITHIN_MARGIN -> "about the same";
            case LOWER -> FALSE_WINNER + ": the twin";
            case HIGHER -> FALSE_WINNER + ": the codec";
            case NOT_RESOLVED, SAME -> HeadToHead.noWinner(ratio);
            case NO_INTERVAL -> "no verdict (no interval)";
        };
    }

    static List<Block> of(RunResults run) {
        List<Row> rows = rows(run);
        if (rows.isEmpty()) {
            return List.of();
        }
        List<List<String>> table = new ArrayList<>();
        for (Row row : rows) {
            table.add(List.of(row.library().key().label(), Units.ms(row.library().timeMs().mean()),
                    Units.ms(row.twin().timeMs().mean()), VariantRatios.factor(row.ratio()), row.verdict()));
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, "A/A control: each benchmark against its twin"));
        blocks.add(new Table(List.of("Benchmark", "Its time", "Its twin's time", "Twin / it (interval)", "Verdict"),
                table, List.of(false, true, true, false, false)));
        blocks.add(new Bullets(List.of(
                "A twin is the same benchmark measured again as if it were another codec, in forks of its own in every"
                        + " round: its ratio is 1 by construction. It is judged as the head-to-head's time rows are, at"
                        + " the same confidence and margin (" + String.format(Locale.ROOT, "±%.0f%%", run.margin() * 100)
                        + "), so a winner named here is a false verdict: the run's verdicts are not to be trusted.",
                "\"About the same\" is what a twin must end with: it shows that the run could tell two equal codecs"
                        + " apart from two unequal ones within its rounds.")));
        return blocks;
    }
}
