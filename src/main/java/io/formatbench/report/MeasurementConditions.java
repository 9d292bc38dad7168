package io.formatbench.report;

import io.formatbench.results.RunResult;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * How a run was measured, property by property: what must be the same for the figures of two runs
 * to stand side by side. The one list both the joining of sittings and the comparison of runs use.
 */
final class MeasurementConditions {

    /** One property of how a run was measured, as text (null where the results do not say). */
    record Condition(String name, Function<RunResult, String> value) {}

    static final List<Condition> ALL = List.of(
            new Condition("JDK", r -> r.env() == null ? null : r.env().jdkVendor() + " " + r.env().jdkVersion()),
            new Condition("JVM flags", r -> r.env() == null || r.env().jvmArgs() == null ? null
                    : String.join(" ", r.env().jvmArgs())),
            new Condition("OS", r -> r.env() == null ? null : r.env().os()),
            new Condition("CPU", r -> r.env() == null ? null : r.env().cpuModel() + ", " + r.env().cores() + " cores"),
            new Condition("Dataset", r -> r.dataset() == null ? null : Units.count(r.dataset().records()) + " "
                    + r.dataset().schema() + " records, " + Phrases.recordsOrigin(r.dataset()) + ", "
                    + r.dataset().digest()
                    + Phrases.compressed(r.dataset().compression())),
            new Condition("Forks, warm-ups (least-most, ended by), passes",
                    r -> r.settings() == null ? null
                    : r.settings().forks() + ", " + r.settings().warmups() + "-" + r.settings().maxWarmups() + " ("
                            + WarmupWords.endedBy(r) + "), " + r.settings().iterations()),
            new Condition("Heap, fsync, latency pass, I/O buffer", r -> r.settings() == null ? null
                    : r.settings().heap() + ", " + r.settings().fsync() + ", " + r.settings().latencyPass() + ", "
                            + r.settings().ioBufferBytes() + " B"));

    private MeasurementConditions() {}

    /** The conditions under which two runs differ, each as "name: a vs b". */
    static List<String> differences(RunResult a, RunResult b) {
        return ALL.stream()
                .filter(condition -> !Objects.equals(condition.value().apply(a), condition.value().apply(b)))
                .map(condition -> condition.name() + ": " + condition.value().apply(a)
                        + " vs " + condition.value().apply(b))
                .toList();
    }
}
