package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.JvmPair;
import io.formatbench.results.RunResult;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * JVM against JVM: in a run of several JVMs, each codec and operation on each JVM against the same on
 * the first JVM given ({@link JvmPair}), paired round by round and judged exactly as the head-to-head's
 * time rows are, at the confidence of the run's family; and what each JVM was (its exact version and
 * its own arguments). The head-to-head itself stays within the first JVM.
 */
final class JvmSection {

    /** One measurement on another JVM against the baseline JVM's. */
    record Row(BenchmarkResult baseline, BenchmarkResult other, Ratio ratio, String verdict) {

        /** "json jackson-databind read": the measurement, whichever JVM. */
        String benchmark() {
            return other.key().withJvm(BenchmarkKey.ONE_JVM).label();
        }
    }

    private JvmSection() {}

    static List<Row> rows(RunResults run) {
        List<Row> rows = new ArrayList<>();
        for (JvmPair<BenchmarkResult> pair : JvmPair.of(run.benchmarks(), BenchmarkResult::key)) {
            if (!run.sameSitting(pair.baseline(), pair.other())) {
                continue;
            }
            var stopping = run.sittingOf(pair.other()).stopping();
            Ratio ratio = ForkFigures.compare(ForkFigures.byRound(pair.baseline(), ForkResult::meanMs),
                    ForkFigures.byRound(pair.other(), ForkResult::meanMs), true, HeadToHead.timeConfidence(stopping));
            int forks = Math.min(pair.baseline().forks().size(), pair.other().forks().size());
            rows.add(new Row(pair.baseline(), pair.other(), ratio,
                    verdict(ratio, run.margin(), forks, pair.other().key().jvm())));
        }
        return rows;
    }

    /** "jdk25 faster", "jdk25 slower", "about the same", or why there is none. */
    static String verdict(Ratio ratio, double margin, int forks, String jvm) {
        if (forks < HeadToHead.FEWEST_FORKS) {
            return "no verdict (" + Phrases.plural(forks, "fork") + ")";
        }
        return switch (ratio.verdict(margin)) {
            case WITHIN_MARGIN -> "about the same";
            case LOWER -> jvm + " faster";
            case HIGHER -> jvm + " slower";
            case NOT_RESOLVED, SAME -> HeadToHead.noWinner(ratio);
            case NO_INTERVAL -> "no verdict (no interval)";
        };
    }

    /**
     * The answer in one line per JVM: "jdk25 against jdk17: faster in 3, slower in 1, about the same in
     * 12, no verdict in 4 of 20 codecs and operations (JVM against JVM)"; none in a run of one JVM.
     */
    static List<String> summaries(RunResults run) {
        List<Row> rows = rows(run);
        List<String> lines = new ArrayList<>();
        for (String jvm : rows.stream().map(row -> row.other().key().jvm()).distinct().toList()) {
            List<Row> ofJvm = rows.stream().filter(row -> row.other().key().jvm().equals(jvm)).toList();
            long faster = ofJvm.stream().filter(row -> row.verdict().equals(jvm + " faster")).count();
            long slower = ofJvm.stream().filter(row -> row.verdict().equals(jvm + " slower")).count();
            long same = ofJvm.stream().filter(row -> row.verdict().equals("about the same")).count();
            lines.add(String.format(Locale.ROOT, "%s against %s: faster in %d, slower in %d, about the same in %d,"
                            + " no verdict in %d of %d codecs and operations (JVM against JVM).", jvm,
                    ofJvm.get(0).baseline().key().jvm(), faster, slower, same,
                    ofJvm.size() - faster - slower - same, ofJvm.size()));
        }
        return lines;
    }

    static List<Block> of(RunResults run) {
        if (!run.hasFiles()) {
            return List.of();
        }
        List<RunResult.Jvm> jvms = run.primary().env() == null ? List.of() : run.primary().env().severalJvms();
        List<Row> rows = rows(run);
        if (jvms.isEmpty() && rows.isEmpty()) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, "JVM against JVM"));
        if (!jvms.isEmpty()) {
            List<List<String>> described = new ArrayList<>();
            for (RunResult.Jvm jvm : jvms) {
                described.add(List.of(jvm.label(), jvm.vendor() + " " + jvm.version(),
                        jvm.args().isEmpty() ? "none" : String.join(" ", jvm.args()), jvm.path()));
            }
            blocks.add(new Table(List.of("JVM", "Version", "Its own arguments", "java"), described,
                    List.of(false, false, false, false)));
        }
        if (!rows.isEmpty()) {
            List<List<String>> table = new ArrayList<>();
            for (Row row : rows) {
                table.add(List.of(row.benchmark(), row.other().key().jvm() + " / " + row.baseline().key().jvm(),
                        Units.ms(row.baseline().timeMs().mean()), Units.ms(row.other().timeMs().mean()),
                        VariantRatios.factor(row.ratio()), row.verdict()));
            }
            blocks.add(new Table(List.of("Benchmark", "JVMs", "Baseline's time", "Its time", "Time ratio (interval)",
                    "Verdict"), table, List.of(false, false, true, true, false, false)));
        }
        blocks.add(new Bullets(List.of(
                "Every round forked every benchmark on every JVM, in one shuffled order: each JVM's time is set"
                        + " against the first JVM's (the baseline) round by round, as the head-to-head sets formats, at"
                        + " the same confidence and margin (" + String.format(Locale.ROOT, "±%.0f%%", run.margin() * 100)
                        + "); a ratio below 1 is the other JVM faster.",
                "The head-to-head above compares formats on the baseline JVM only; every table below names each"
                        + " benchmark's JVM. Arguments given for every JVM (--jvm-arg) are under Environment.")));
        return blocks;
    }
}
