package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.dataset.Schemas;
import io.formatbench.measure.FigureProbe;
import io.formatbench.measure.MachineLoad;
import io.formatbench.measure.PassProbe;
import io.formatbench.metric.BetterWhen;
import io.formatbench.metric.FigureUnit;
import io.formatbench.metric.MetricDeclaration;
import io.formatbench.metric.MetricDeclarations;
import io.formatbench.metric.PassAggregation;
import io.formatbench.metric.Wording;
import io.formatbench.report.ComparisonReport;
import io.formatbench.report.ReportCharts;
import io.formatbench.report.ReportFormats;
import io.formatbench.report.RunComparison;
import io.formatbench.report.RunResults;
import io.formatbench.report.SampleRunsAccess;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.ForkSeconds;
import io.formatbench.results.Mode;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A metric declared here only, with its probe: no component of ForkResult, no line of ResultAggregator,
 * ResultFiles or the report names it, and its figures still go from each pass's probe through the
 * fork's outcome file to the fork's result, through a results file and back, to the report's per-codec
 * table, head-to-head rows, chart and comparison of runs.
 */
class DeclaredMetricTest {

    /** Counts events of the benchmark's work that the test's passes announce; the pass's figure is how many. */
    private static final class EventProbe implements FigureProbe {
        private final AtomicLong events;
        private long atResume;
        private long counted;

        EventProbe(AtomicLong events) {
            this.events = events;
        }

        @Override
        public void start() {
            counted = 0;
            atResume = events.get();
        }

        @Override
        public void pause() {
            counted += events.get() - atResume;
        }

        @Override
        public void resume() {
            atResume = events.get();
        }

        @Override
        public double stop() {
            return counted + events.get() - atResume;
        }
    }

    private final AtomicLong events = new AtomicLong();
    private final MetricDeclarations declared = MetricDeclarations.of(MetricDeclaration.of("test_events",
                    threads -> new EventProbe(events), PassAggregation.MAX, FigureUnit.COUNT, BetterWhen.LOWER,
                    Wording.AMOUNT, "Test events per record")
            .perRecord()
            .headToHead("Test events per record, write", "Test events per record, read")
            .bars(new MetricDeclaration.Chart("Test events per record (lower is better)", "Dots: each fork.",
                    "events per record")));

    @TempDir
    Path results;

    @Test
    void aDeclaredMetricGoesFromItsProbeToTheForkToTheResultsFileToTheReport() throws Exception {
        RunResult sample = SampleRunsAccess.run();
        RunResult measured = measuredWithTheProbe(sample);

        // The fork's figure: each pass's events per record, the most of the three (its declared MAX).
        BenchmarkResult databindRead = measured.benchmarks().get(1);
        assertEquals("jackson-databind", databindRead.key().codec().toString());
        for (ForkResult fork : databindRead.forks()) {
            assertEquals(4.0 * (1 + 0.01 * fork.round()), fork.declaredFigure("test_events"), 1e-9,
                    "the most of the passes, the events while the clock was paused left out");
        }

        Path file = ResultFiles.path(results, sample.runId(), Mode.FILE);
        ResultFiles.write(measured, file);
        RunResult read = ResultFiles.read(file);
        assertEquals(measured.benchmarks().get(1).forks().get(2).declaredFigures(),
                read.benchmarks().get(1).forks().get(2).declaredFigures());

        RunResults run = RunResults.of(read).withDeclaredMetrics(declared);
        String report = ReportFormats.markdown().render(run);
        // The per-codec table: jackson-databind's write and read, each the mean over the three forks, with
        // its interval (the forks' figures 1%, 2% and 3% above 3 and 4 events per record).
        assertTrue(report.contains("| Test events per record | 3.06 ± 0.55 | 4.08 ± 0.73 |"), report);
        // The head-to-head: protobuf-delimited's read (8 x 1.02) against jackson-databind's (4 x 1.02).
        assertTrue(report.contains(
                "| Test events per record, read | 4.08 | 8.16 | 2.0x more | 2.0x more | jackson-databind |"), report);
        assertTrue(report.contains("| Test events per record, write |"), report);
        assertTrue(ReportCharts.of(run).stream().anyMatch(chart -> chart.id().equals("metric-test-events")
                && chart.title().equals("Test events per record (lower is better)")));

        assertTrue(ComparisonReport.render(RunComparison.of(run, run)).contains(
                "| Test events per record | 3.06 | 3.06 | +0.0% |"), "report --compare shows its figures too");

        String withoutTheDeclaration = ReportFormats.markdown().render(RunResults.of(read));
        assertFalse(withoutTheDeclaration.contains("Test events"), "a tool that does not declare it shows nothing of it");
    }

    @Test
    void aResultsFileFromBeforeDeclaredMetricsReadsWithNoneAndTheReportShowsNoEmptyRowsOfThem() throws Exception {
        RunResult sample = SampleRunsAccess.run();
        Path file = ResultFiles.path(results, sample.runId(), Mode.FILE);
        ResultFiles.write(measuredWithTheProbe(sample), file);
        ObjectMapper mapper = new ObjectMapper();
        JsonNode tree = mapper.readTree(file.toFile());
        for (JsonNode benchmark : tree.path("benchmarks")) {
            for (JsonNode fork : benchmark.path("forks")) {
                assertTrue(fork.has("declared_figures"));
                ((ObjectNode) fork).remove("declared_figures");
            }
        }
        Path older = results.resolve("older.json");
        mapper.writeValue(older.toFile(), tree);

        RunResult read = ResultFiles.read(older);

        assertTrue(read.benchmarks().stream().flatMap(b -> b.forks().stream())
                .allMatch(fork -> fork.declaredFigures().isEmpty()));
        String report = ReportFormats.markdown().render(RunResults.of(read).withDeclaredMetrics(declared));
        assertFalse(report.contains("Test events"), report);
    }

    @Test
    void aDeclarationIsNamedAsAKeyOfTheResultsFileAndOnce() {
        MetricDeclaration events = declared.all().get(0);
        assertThrows(IllegalArgumentException.class, () -> MetricDeclaration.of("Test-Events", events.probe(),
                PassAggregation.MAX, FigureUnit.COUNT, BetterWhen.LOWER, Wording.AMOUNT, "Test events"));
        assertThrows(IllegalArgumentException.class, () -> MetricDeclarations.of(events, events));
    }

    /**
     * The sample run, each benchmark's forks measured again through the pass probe with the test's
     * declaration and folded by the aggregator: benchmark {@code i}'s passes count (2 + i) x, (3 + i) x
     * and (2.5 + i) x the records, times 1 + 0.01 x the round, and events while the clock is paused.
     */
    private RunResult measuredWithTheProbe(RunResult sample) throws java.io.IOException {
        long records = sample.dataset().records();
        List<BenchmarkResult> benchmarks = new ArrayList<>();
        for (int i = 0; i < sample.benchmarks().size(); i++) {
            BenchmarkResult original = sample.benchmarks().get(i);
            PlannedBenchmark planned = new PlannedBenchmark(original.key(),
                    Schemas.USER.codec(original.key().codec()));
            List<ResultAggregator.Measured> forks = new ArrayList<>();
            for (int round = 1; round <= 3; round++) {
                PassProbe probe = new PassProbe(declared.probes());
                List<PassProbe.Figures> passes = new ArrayList<>();
                for (double perRecord : List.of(2.0 + i, 3.0 + i, 2.5 + i)) {
                    long count = Math.round(perRecord * (1 + 0.01 * round) * records);
                    probe.start();
                    events.addAndGet(count / 2);
                    probe.pause();
                    events.addAndGet(1_000_000_007L);
                    probe.resume();
                    events.addAndGet(count - count / 2);
                    passes.add(probe.stop());
                }
                // From the fork to the parent, as every fork's outcome goes.
                Path outcomeFile = results.resolve("outcome-" + i + "-" + round + ".json");
                ForkFiles.write(outcome(passes, original), outcomeFile);
                forks.add(new ResultAggregator.Measured(round, 1, ForkFiles.read(outcomeFile, ForkOutcome.class),
                        1_800_000_000_000L, 3.0));
            }
            benchmarks.add(ResultAggregator.aggregate(planned, records, forks, original.rawFileBytes(),
                    original.gzipBytes(), new MachineLimits(0.25, 0.10, 0.10, false), declared));
        }
        return new RunResult(sample.resultVersion(), sample.runId(), sample.created(), sample.tool(), sample.env(),
                sample.dataset(), sample.settings(), sample.machine(), sample.stopping(), benchmarks);
    }

    private static ForkOutcome outcome(List<PassProbe.Figures> passes, BenchmarkResult original) {
        MachineLoad.Delta life = new MachineLoad.Delta(500, 1000, 2, 5_000_000_000L, 5_000_000_000L);
        return new ForkOutcome(List.of(120.0, 100.0), true, List.of(100.0, 102.0, 99.0), passes,
                List.of(5.0, 5.1, 4.9), List.of(5.0, 5.0), life, 1 << 20, null, Double.NaN, null,
                original.fileBytes(), 0, 0, "Debian", "17.0.15", List.of("-Xmx1g"), 1_800_000_000_400L,
                ForkSeconds.phases(0.2, 0.1, 0.3, 0.5, 0.6, 0.4, 0.1));
    }
}
