package io.formatbench.cli;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.ForkSeconds;
import io.formatbench.results.RunResult;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * Where the forks' seconds went, the table a benchmark run ends with after its summary: each
 * benchmark's mean per fork by phase, and a round's seconds in all, so that what makes a round long
 * is seen, not guessed.
 */
final class ForkSecondsTable {

    private static final String ROW = "%-50s %6s %6s %6s %6s %7s %8s %8s %7s %7s %6s %6s%n";

    private static final List<Column> COLUMNS = List.of(
            new Column("JVM", ForkSeconds::jvmStart), new Column("setup", ForkSeconds::setup),
            new Column("canary", ForkSeconds::canary), new Column("records", ForkSeconds::records),
            new Column("warm-ups", ForkSeconds::warmups), new Column("measured", ForkSeconds::measured),
            new Column("latency", ForkSeconds::latency), new Column("checks", ForkSeconds::verification),
            new Column("rest", ForkSeconds::rest));

    private record Column(String name, ToDoubleFunction<ForkSeconds> seconds) {}

    private ForkSecondsTable() {}

    /** The table; empty for results whose forks did not record their seconds. */
    static String render(RunResult run) {
        if (run.benchmarks().stream().flatMap(b -> b.forks().stream()).anyMatch(fork -> fork.seconds() == null)) {
            return "";
        }
        StringBuilder table = new StringBuilder("\nseconds per fork, mean over the forks (JVM: its start, the heap's"
                + " pre-touch among it; setup: spec, codec, records' size; records: a write's generation; checks: the"
                + " written file's SHA-256, a read's full content digest, the last full GC)\n");
        Object[] header = new Object[COLUMNS.size() + 3];
        header[0] = "benchmark";
        header[1] = "fork";
        header[2] = "passes";
        for (int i = 0; i < COLUMNS.size(); i++) {
            header[i + 3] = COLUMNS.get(i).name();
        }
        table.append(String.format(Locale.ROOT, ROW, header));
        double[] round = new double[COLUMNS.size() + 1];
        for (BenchmarkResult benchmark : run.benchmarks()) {
            List<ForkResult> forks = benchmark.forks();
            Object[] row = new Object[COLUMNS.size() + 3];
            row[0] = benchmark.key().label();
            row[1] = seconds(mean(forks, fork -> fork.seconds().total()));
            row[2] = String.format(Locale.ROOT, "%.1f", mean(forks,
                    fork -> fork.warmupMs().size() + fork.iterationMs().size()));
            round[0] += sum(forks, fork -> fork.seconds().total());
            for (int i = 0; i < COLUMNS.size(); i++) {
                ToDoubleFunction<ForkSeconds> column = COLUMNS.get(i).seconds();
                row[i + 3] = seconds(mean(forks, fork -> column.applyAsDouble(fork.seconds())));
                round[i + 1] += sum(forks, fork -> column.applyAsDouble(fork.seconds()));
            }
            table.append(String.format(Locale.ROOT, ROW, row));
        }
        int rounds = Math.max(1, run.stopping() == null ? 1 : run.stopping().rounds());
        Object[] perRound = new Object[COLUMNS.size() + 3];
        perRound[0] = "a round, on average";
        perRound[1] = seconds(round[0] / rounds);
        perRound[2] = "";
        for (int i = 0; i < COLUMNS.size(); i++) {
            perRound[i + 3] = seconds(round[i + 1] / rounds);
        }
        table.append(String.format(Locale.ROOT, ROW, perRound));
        return table.toString();
    }

    private static double mean(List<ForkResult> forks, ToDoubleFunction<ForkResult> value) {
        return forks.stream().mapToDouble(value).average().orElse(Double.NaN);
    }

    private static double sum(List<ForkResult> forks, ToDoubleFunction<ForkResult> value) {
        return forks.stream().mapToDouble(value).sum();
    }

    private static String seconds(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
