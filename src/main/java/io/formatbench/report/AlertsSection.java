package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import io.formatbench.measure.MachineLoad;
import io.formatbench.report.ReportDocument.Alert;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What changes how far the figures can be trusted: a failed verification, a busy or unsteady machine, a
 * failed A/A control, a slow stretch, a missing format, separate sittings. Right after the verdicts, never hidden.
 */
final class AlertsSection {

    private AlertsSection() {}

    static List<Block> of(RunResults run) {
        if (!run.hasFiles()) {
            return List.of();
        }
        List<Block> alerts = new ArrayList<>();
        List<BenchmarkResult> unverified = run.unverified();
        if (!unverified.isEmpty()) {
            List<String> lines = new ArrayList<>();
            for (BenchmarkResult benchmark : unverified) {
                lines.add(benchmark.key().label() + ": " + benchmark.failure() + ".");
            }
            lines.add("Their figures are shown below, marked, but measure something other than a correct "
                    + (unverified.size() == 1 ? "run" : "runs") + " and must not be trusted or compared.");
            alerts.add(new Alert("FAILED VERIFICATION", lines));
        }
        List<BenchmarkResult> busy = run.busy();
        if (!busy.isEmpty()) {
            List<String> lines = new ArrayList<>();
            for (BenchmarkResult benchmark : busy) {
                lines.add(benchmark.key().label() + ": other processes' cores over a fork's life: "
                        + OtherProcesses.figures(benchmark, run.sittingOf(benchmark)) + ".");
            }
            lines.add(String.format(Locale.ROOT, "Above %.2f cores the machine counts as busy. %s",
                    run.primary().settings() == null ? Double.NaN : run.primary().settings().busyCores(),
                    MachineLoad.WHY_BUSY_MATTERS));
            alerts.add(new Alert(MachineMarks.BUSY, lines));
        }
        List<BenchmarkResult> unsteady = run.unsteady();
        if (!unsteady.isEmpty()) {
            List<String> lines = new ArrayList<>();
            for (BenchmarkResult benchmark : unsteady) {
                lines.add(benchmark.key().label() + ": the speed canary varied by " + MachineSpeed.percent(
                        benchmark.canaryCv()) + (run.sittingOf(benchmark).resultVersion() <= RunResult.BEFORE_FAMILIES_VERSION
                        ? " over its passes" : " over its measured passes") + " (mean " + Units.ms(benchmark.canaryMeanMs())
                        + ").");
            }
            double threshold = run.primary().settings() == null ? Double.NaN : run.primary().settings().unsteadyCv();
            lines.add("Above " + MachineSpeed.percent(threshold) + " the machine counts as unsteady. "
                    + MachineSpeed.WHY_UNSTEADY_MATTERS);
            alerts.add(new Alert(MachineMarks.UNSTEADY, lines));
        }
        List<String> falseWinners = TwinSection.rows(run).stream().filter(TwinSection.Row::falseWinner)
                .map(row -> row.library().key().label() + ": " + row.verdict() + ", "
                        + VariantRatios.factor(row.ratio()) + ".").toList();
        if (!falseWinners.isEmpty()) {
            List<String> lines = new ArrayList<>(falseWinners);
            lines.add("A benchmark and its twin are the same code on the same file: a winner between them is a false"
                    + " verdict, and every verdict of this run is suspect. Measure again.");
            alerts.add(new Alert("A/A CONTROL FAILED", lines));
        }
        List<BenchmarkResult> slow = run.benchmarks().stream().filter(BenchmarkResult::machineSlow).toList();
        if (!slow.isEmpty()) {
            List<String> lines = new ArrayList<>();
            for (BenchmarkResult benchmark : slow) {
                lines.add(benchmark.key().label() + ": the speed canary was " + Math.round(benchmark.canarySlower() * 100)
                        + "% slower than over the whole run.");
            }
            lines.add("The machine ran slower while these benchmarks' forks ran: a slow stretch of the run. A ratio"
                    + " paired round by round cancels what hit both of its forks alike; their own times are slower"
                    + " than the machine's usual.");
            alerts.add(new Alert("SLOW STRETCH", lines));
        }
        String incomplete = run.incomplete();
        if (incomplete != null) {
            alerts.add(new Alert("INCOMPLETE RUN: " + incomplete, List.of(
                    "The head-to-head sets every format against the baseline, " + run.baseline() + ", and this run"
                            + " measured " + run.formats().stream().map(Format::id).collect(Collectors.joining(", "))
                            + ", so nothing here compares formats.",
                    "Measure the baseline and another format in one run: java -jar target/formatbench.jar bench"
                            + " --format json,protobuf (what scripts/run-all.sh does), or run mvn -Pjson-benchmark"
                            + " and -Pprotobuf-benchmark exec:java on the same dataset and then mvn -Preport exec:java"
                            + " without -Drun, which joins the newest results of each; or choose a measured format as"
                            + " the baseline: report --baseline FORMAT.")));
        }
        if (run.separateSittings()) {
            List<String> lines = new ArrayList<>();
            for (RunResult sitting : run.sittings()) {
                String formats = sitting.benchmarks().stream().map(b -> b.key().format().id()).distinct()
                        .collect(Collectors.joining(", "));
                lines.add("run " + sitting.runId() + " (" + sitting.created() + ", commit "
                        + Phrases.commit(sitting.tool() == null ? null : sitting.tool().commit()) + "): " + formats);
            }
            lines.add("The formats were measured in separate sittings, so their ratios are unpaired (Welch's interval"
                    + " over the forks of each) and carry any change of the machine between the sittings. For paired"
                    + " figures,"
                    + " measure both formats in one run. The rule for joining: " + Sittings.RULE + ".");
            alerts.add(new Alert("SEPARATE SITTINGS", lines));
        }
        if (incomplete == null) {
            for (Style style : HeadToHead.unpairedStyles(run)) {
                alerts.add(new Alert("NO " + style.label().toUpperCase(Locale.ROOT) + " PAIR", List.of(
                        "The run has no " + style + " codec of " + run.baseline() + " and another format both, so"
                                + " its " + style + " codecs are not compared head to head.")));
            }
        }
        return alerts;
    }
}
