package io.formatbench.bench;

import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Rounds recorded by the tool, for tests that replay them: each benchmark's fork figure (the median
 * of its measured passes) per round, taken from a results file, as a small CSV whose header says
 * which run, commit, machine and state they come from. {@link #main} writes one from a files.json.
 */
final class RecordedRounds {

    private RecordedRounds() {}

    /**
     * Each benchmark's figures by its label, in round order: the rounds every benchmark has. Whether a
     * fork ran on a busy machine is said in the file, for its reader; the figures are read as they are.
     */
    static Map<String, double[]> read(InputStream csv) throws IOException {
        List<String> lines = new String(csv.readAllBytes(), StandardCharsets.UTF_8).lines()
                .filter(line -> !line.startsWith("#") && !line.isBlank()).toList();
        String[] header = lines.get(0).split(",");
        Map<String, double[]> columns = new LinkedHashMap<>();
        for (int c = 1; c < header.length; c++) {
            double[] values = new double[lines.size() - 1];
            for (int r = 1; r < lines.size(); r++) {
                String cell = lines.get(r).split(",")[c];
                values[r - 1] = Double.parseDouble(cell.endsWith(BUSY) ? cell.substring(0, cell.length() - 1) : cell);
            }
            columns.put(header[c], values);
        }
        return columns;
    }

    /** After a figure: its fork ran on a busy machine, and the benchmark names no winner. */
    private static final String BUSY = "!";

    /** Writes the rounds of results file {@code args[0]} to {@code args[1]}. */
    public static void main(String[] args) throws IOException {
        RunResult run = ResultFiles.read(Path.of(args[0]));
        TreeSet<Integer> rounds = null;
        for (BenchmarkResult benchmark : run.benchmarks()) {
            TreeSet<Integer> these = new TreeSet<>(benchmark.forks().stream().map(ForkResult::round).toList());
            if (rounds == null) {
                rounds = these;
            } else {
                rounds.retainAll(these);
            }
        }
        long forks = run.benchmarks().stream().mapToLong(b -> b.forks().size()).sum();
        long busy = run.benchmarks().stream().flatMap(b -> b.forks().stream()).filter(ForkResult::machineBusy).count();
        double mostOther = run.benchmarks().stream().mapToDouble(BenchmarkResult::otherCpuCores)
                .filter(Double::isFinite).max().orElse(Double.NaN);
        List<String> out = new ArrayList<>();
        out.add("# Recorded by formatbench: run " + run.runId() + ", " + run.created() + ", commit "
                + run.tool().commit() + ", " + run.env().cpuModel() + " (" + run.env().cores() + " cores), "
                + run.env().jdkVendor() + " " + run.env().jdkVersion() + ", " + run.dataset().records() + " "
                + run.dataset().schema() + " records.");
        out.add(String.format(Locale.ROOT, "# The machine: %d of %d forks busy (other processes up to %.2f cores),"
                + " the canary's variation from fork to fork %.1f%% over the run.", busy, forks, mostOther,
                run.machine().canaryCv() * 100));
        out.add("# Each cell: a benchmark's fork figure in that round (the median of its measured passes), ms;"
                + " '" + BUSY + "' after it: the fork ran on a busy machine. Written by RecordedRounds.main from the"
                + " run's files.json.");
        StringBuilder header = new StringBuilder("round");
        run.benchmarks().forEach(b -> header.append(',').append(b.key().label()));
        out.add(header.toString());
        for (int round : rounds) {
            StringBuilder line = new StringBuilder(Integer.toString(round));
            for (BenchmarkResult benchmark : run.benchmarks()) {
                ForkResult fork = benchmark.forks().stream().filter(f -> f.round() == round).findFirst()
                        .orElseThrow();
                line.append(',').append(String.format(Locale.ROOT, "%.3f", fork.meanMs()))
                        .append(fork.machineBusy() ? BUSY : "");
            }
            out.add(line.toString());
        }
        Files.write(Path.of(args[1]), out);
    }
}
