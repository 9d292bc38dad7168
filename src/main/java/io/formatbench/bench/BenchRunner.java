package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.dataset.DatasetException;
import io.formatbench.measure.MachineLoad;
import io.formatbench.results.Mode;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The parent side of a benchmark run: checks the dataset ({@link DatasetChecks}), watches the machine
 * for a moment, runs the plan's rounds (one forked JVM per benchmark per round, {@link RoundRunner}),
 * assembles what the forks measured ({@link RunAssembly}) and writes the results file. It measures
 * nothing itself, and does nothing while a fork runs but wait for it.
 */
public final class BenchRunner {

    private final BenchSettings settings;
    private final PrintWriter log;
    private final BenchEvent.Listener events;

    /**
     * @param log where the forks' own output is passed on
     * @param events told what the run does, as it does it
     */
    public BenchRunner(BenchSettings settings, PrintWriter log, BenchEvent.Listener events) {
        this.settings = settings;
        this.log = log;
        this.events = events;
    }

    /** What a finished run wrote, and what did not verify. */
    public record Outcome(Path resultsFile, RunResult result, List<String> unverified) {}

    public Outcome run() throws IOException, InterruptedException {
        Path resultsFile = ResultFiles.path(settings.resultsDir(), settings.runId(), Mode.FILE);
        if (Files.exists(resultsFile)) {
            throw new FileAlreadyExistsException(resultsFile.toString(), null,
                    "results are never overwritten; choose another run id");
        }
        if (settings.jvms().several()) {
            events.on(new BenchEvent.OnSeveralJvms(settings.jvms().all()));
        }
        CheckedDataset dataset = new DatasetChecks(settings, events).check();
        double othersBefore = warnIfBusy();
        RoundRunner.Rounds rounds = new RoundRunner(settings, log, events, dataset).run();
        RunAssembly.Assembled assembled = new RunAssembly(settings, dataset, events).assemble(rounds, othersBefore);
        ResultFiles.write(assembled.result(), resultsFile);
        return new Outcome(resultsFile, assembled.result(), assembled.unverified());
    }

    /** Watches the machine before the first fork; a busy one is named before any figure is taken. */
    private double warnIfBusy() throws InterruptedException {
        double others = MachineLoad.othersOver(Defaults.BUSY_CHECK_MILLIS);
        if (Double.isFinite(others) && others > settings.busyCores()) {
            events.on(new BenchEvent.MachineBusy(others, settings.busyCores()));
        }
        return others;
    }

    /** Fails the run when a benchmark did not verify, after its results were written and shown. */
    public static DatasetException verificationFailed(Outcome outcome) {
        return new DatasetException("verification failed (results kept in " + outcome.resultsFile()
                + " marked verified=false): " + String.join("; ", outcome.unverified()));
    }
}
