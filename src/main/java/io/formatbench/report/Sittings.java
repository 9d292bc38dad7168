package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunResult;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which results a report without a named run covers. Normally the newest run. When the two format
 * profiles were run by hand, each is a run of one format; then the newest run is joined with, for
 * each format it lacks, the newest run that measured that format like for like: the same dataset
 * (schema, records, seed, content digest), the same measurement settings (forks, warm-ups, passes,
 * heap, fsync, latency pass) and the same JVM (vendor, version, flags). The report says that the
 * formats were measured in separate sittings, and compares them unpaired.
 */
public final class Sittings {

    private Sittings() {}

    /** The newest run, joined with the newest like-for-like run of each format it lacks. */
    public static RunResults newest(ResultsFolder folder) throws IOException {
        List<String> runs = folder.runsNewestFirst();
        if (runs.isEmpty()) {
            throw folder.noRuns();
        }
        RunResult newest = folder.load(runs.get(0));
        List<RunResult> joined = new ArrayList<>(List.of(newest));
        for (Format missing : missingFormats(joined)) {
            for (String run : runs.subList(1, runs.size())) {
                RunResult candidate = folder.load(run);
                if (formats(candidate).contains(missing) && likeForLike(newest, candidate)
                        && joined.stream().noneMatch(sitting -> sitting.runId().equals(candidate.runId()))) {
                    joined.add(candidate);
                    break;
                }
            }
        }
        return new RunResults(newest.runId(), joined);
    }

    /** Whether two runs measured the same dataset the same way, so that their figures may be set side by side. */
    static boolean likeForLike(RunResult a, RunResult b) {
        return a.dataset() != null && b.dataset() != null && a.settings() != null && b.settings() != null
                && a.env() != null && b.env() != null
                && Objects.equals(a.dataset().schema(), b.dataset().schema())
                && a.dataset().records() == b.dataset().records() && a.dataset().seed() == b.dataset().seed()
                && Objects.equals(a.dataset().digest(), b.dataset().digest())
                && a.settings().forks() == b.settings().forks() && a.settings().warmups() == b.settings().warmups()
                && a.settings().maxWarmups() == b.settings().maxWarmups()
                && a.settings().iterations() == b.settings().iterations()
                && Objects.equals(a.settings().heap(), b.settings().heap()) && a.settings().fsync() == b.settings().fsync()
                && a.settings().latencyPass() == b.settings().latencyPass()
                && Objects.equals(a.env().jdkVendor(), b.env().jdkVendor())
                && Objects.equals(a.env().jdkVersion(), b.env().jdkVersion())
                && Objects.equals(a.env().jvmArgs(), b.env().jvmArgs());
    }

    /** The rule in one sentence, for the report and the README. */
    static final String RULE = "results of separate runs are joined only when they measured the same dataset"
            + " (schema, records, seed, content digest) with the same settings (forks, warm-ups, passes, heap, fsync,"
            + " latency pass) on the same JVM (vendor, version, flags)";

    private static List<Format> missingFormats(List<RunResult> sittings) {
        Set<Format> measured = sittings.stream().flatMap(s -> formats(s).stream()).collect(Collectors.toSet());
        return List.of(Format.values()).stream().filter(format -> !measured.contains(format)).toList();
    }

    private static Set<Format> formats(RunResult run) {
        return run.benchmarks().stream().map(b -> b.key().format()).collect(Collectors.toSet());
    }
}
