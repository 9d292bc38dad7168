package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.bench.BenchEvent;
import io.formatbench.bench.BenchRunner;
import io.formatbench.measure.MachineLoad;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunId;
import io.formatbench.run.BenchRequest;
import io.formatbench.run.Dataset;
import io.formatbench.run.GenerateEvent;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What bench prints: each run's summary, machine warnings and results file on stdout; the run's
 * events ({@link BenchEventPrinter}), and which schema or record count is measured next, on stderr.
 */
final class BenchPrinter implements BenchRequest.Listener {

    private final PrintWriter out;
    private final PrintWriter err;
    private final GeneratePrinter generating;
    private final BenchEventPrinter progress;

    BenchPrinter(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
        this.generating = new GeneratePrinter(out, err);
        this.progress = new BenchEventPrinter(err);
    }

    @Override
    public void on(BenchEvent event) {
        progress.on(event);
    }

    @Override
    public PrintWriter log() {
        return err;
    }

    @Override
    public void measured(BenchRunner.Outcome outcome) {
        out.println();
        out.print(SummaryTable.render(outcome.result()));
        List<String> busy = outcome.result().benchmarks().stream().filter(BenchmarkResult::machineBusy)
                .map(b -> b.key().label()).toList();
        if (!busy.isEmpty()) {
            out.printf(Locale.ROOT, "MACHINE BUSY during %s: other processes used more than %.2f cores. %s%n",
                    String.join(", ", busy), Defaults.BUSY_CORES, MachineLoad.WHY_BUSY_MATTERS);
        }
        for (BenchmarkResult benchmark : outcome.result().benchmarks()) {
            if (benchmark.machineUnsteady()) {
                out.printf(Locale.ROOT, "MACHINE UNSTEADY during %s: the speed canary's time varied %.1f%% (more than"
                        + " %.0f%%) over its measured passes: the machine's speed changed, which no process shows; its"
                        + " own figures do not compare with another run's, and its ratios paired in this run are"
                        + " judged by intervals that hold the changes.%n", benchmark.key().label(), benchmark.canaryCv() * 100,
                        Defaults.UNSTEADY_CV * 100);
            }
            if (benchmark.machineSlow()) {
                out.printf(Locale.ROOT, "SLOW STRETCH during %s: the speed canary was %.0f%% slower than over the whole"
                        + " run (more than %.0f%%): the machine was slower while its forks ran.%n",
                        benchmark.key().label(), benchmark.canarySlower() * 100, Defaults.SLOW_CANARY * 100);
            }
        }
        out.print(ForkSecondsTable.render(outcome.result()));
        out.println("results: " + outcome.resultsFile());
        out.flush();
    }

    @Override
    public void schemaStarts(Dataset dataset, RunId runId) {
        err.println("schemas: " + dataset.schema().name() + " from " + dataset.folder() + " as run " + runId);
        err.flush();
    }

    @Override
    public void schemasListed(Path indexFile, RunId runId) {
        out.println("schemas: " + indexFile + " (report: mvn -Preport exec:java -Drun=" + runId + ")");
        out.flush();
    }

    @Override
    public void countStarts(long records, Path folder) {
        err.printf(Locale.ROOT, "scaling: %,d records in %s%n", records, folder);
        err.flush();
    }

    @Override
    public GenerateEvent.Listener generating() {
        return generating;
    }

    @Override
    public void countsListed(Path indexFile, RunId runId) {
        out.println("scaling: " + indexFile + " (report: mvn -Preport exec:java -Drun=" + runId + ")");
        out.flush();
    }
}
