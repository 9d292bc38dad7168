package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.MessageRun;
import io.formatbench.results.Mode;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunResult;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which results a report without a named run covers. Normally the newest run. When the two format
 * profiles were run by hand, each is a run of one format; then the newest run is joined with, for
 * each format it lacks, that format's benchmarks from the newest run that measured it like for like
 * ({@link MeasurementConditions}: the same dataset, settings and JVM). The report says that the formats were
 * measured in separate sittings, and compares them unpaired. The newest run's message results come
 * with it; a newest run of the message benchmark alone is reported alone.
 */
public final class Sittings {

    /** The rule in one sentence, for the report. */
    static final String RULE = "results of separate runs are joined only when these are the same: "
            + MeasurementConditions.ALL.stream()
                    .map(MeasurementConditions.Condition::name)
                    .collect(Collectors.joining("; "));

    /**
     * The formats that have a Maven profile of their own (json-benchmark, protobuf-benchmark), which
     * a user runs by hand one after the other: the formats a newest run is joined with.
     */
    static final List<Format> PROFILE_FORMATS = List.of(Format.JSON, Format.PROTOBUF);

    private Sittings() {}

    /** The newest run, joined with the newest like-for-like results of each format it lacks. */
    public static RunResults newest(ResultsFolder folder) throws IOException {
        List<String> runs = folder.runsNewestFirst();
        if (runs.isEmpty()) {
            throw folder.noRuns();
        }
        String newestRun = runs.get(0);
        MessageRun messages = folder.has(newestRun, Mode.MESSAGE) ? folder.loadMessages(newestRun) : null;
        if (!folder.has(newestRun, Mode.FILE) && messages != null) {
            return new RunResults(newestRun, List.of(), messages);
        }
        RunResult newest = folder.load(newestRun, Mode.FILE);
        List<RunResult> joined = new ArrayList<>(List.of(newest));
        for (Format missing : missingFormats(joined)) {
            for (String run : runs.subList(1, runs.size())) {
                RunResult candidate = readable(folder, run);
                if (candidate != null && formats(candidate).contains(missing)
                        && MeasurementConditions.differences(newest, candidate).isEmpty()) {
                    joined.add(only(missing, candidate));
                    break;
                }
            }
        }
        return new RunResults(newest.runId(), joined, messages);
    }

    /** An older run that cannot be read (another version, a broken file) is simply not a candidate. */
    private static RunResult readable(ResultsFolder folder, String run) {
        try {
            return folder.load(run, Mode.FILE);
        } catch (IOException e) {
            return null;
        }
    }

    /** The run with the benchmarks of one format only: the rest of it is not part of this report. */
    private static RunResult only(Format format, RunResult run) {
        List<BenchmarkResult> benchmarks = run.benchmarks().stream().filter(b -> b.key().format() == format).toList();
        return new RunResult(run.resultVersion(), run.runId(), run.created(), run.tool(), run.env(), run.dataset(),
                run.settings(), run.machine(), run.stopping(), benchmarks);
    }

    private static List<Format> missingFormats(List<RunResult> sittings) {
        Set<Format> measured = sittings.stream().flatMap(s -> formats(s).stream()).collect(Collectors.toSet());
        return PROFILE_FORMATS.stream().filter(format -> !measured.contains(format)).toList();
    }

    private static Set<Format> formats(RunResult run) {
        return run.benchmarks().stream().map(b -> b.key().format()).collect(Collectors.toSet());
    }
}
