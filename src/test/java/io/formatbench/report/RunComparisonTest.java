package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(GermanLocale.class)
class RunComparisonTest {

    @Test
    void overlappingIntervalsAreNoise() {
        Estimate a = new Estimate(100, 3);
        assertEquals(Noise.Verdict.WITHIN_NOISE, Noise.compare(a, new Estimate(105, 3)));
        assertEquals(Noise.Verdict.WITHIN_NOISE, Noise.compare(a, new Estimate(106, 3)), "touching counts as overlap");
        assertEquals(Noise.Verdict.BEYOND_NOISE, Noise.compare(a, new Estimate(106.5, 3)));
        assertEquals(Noise.Verdict.BEYOND_NOISE, Noise.compare(new Estimate(106.5, 3), a), "symmetric");
        assertEquals(Noise.Verdict.UNKNOWN, Noise.compare(a, new Estimate(300, Double.NaN)), "one iteration: no CI");
    }

    @Test
    void twoRunsOfTheSameCodecAreNotFlagged() {
        // A second sitting: every time a few percent off, well inside its 99.9% interval of ~2%.
        RunResults a = SampleRuns.both();
        RunResults b = run("b", scaled(SampleRuns.json("b"), 1.01), scaled(SampleRuns.protobuf("b"), 0.99));
        RunComparison comparison = RunComparison.of(a, b);
        assertEquals(8, comparison.pairs().size());
        for (RunComparison.Pair pair : comparison.pairs()) {
            assertEquals(Noise.Verdict.WITHIN_NOISE, pair.timeVerdict(), pair.label());
            assertTrue(!pair.codecChanged(), pair.label());
        }
        assertTrue(!ComparisonReport.render(comparison).contains("YES"));
    }

    @Test
    void parseDelimitedFromAgainstReusedCodedInputStreamIsFlagged() {
        RunResult protobuf = SampleRuns.protobuf("x");
        RunResults delimited = run("delimited", SampleRuns.run("delimited", "protobuf", List.of(protobuf.benchmarks().get(1))));
        RunResults coded = run("coded", SampleRuns.run("coded", "protobuf", List.of(protobuf.benchmarks().get(3))));
        RunComparison comparison = RunComparison.of(delimited, coded);
        assertEquals(1, comparison.pairs().size());
        RunComparison.Pair pair = comparison.pairs().get(0);
        assertTrue(pair.codecChanged());
        assertEquals("protobuf read: protobuf-delimited → protobuf-coded", pair.label());
        assertEquals(Noise.Verdict.BEYOND_NOISE, pair.timeVerdict());
        String report = ComparisonReport.render(comparison);
        assertTrue(report.contains("| protobuf read: protobuf-delimited → protobuf-coded | 292 ms | 78.0 ms | -73.3% |"), report);
        assertTrue(report.contains("| YES: faster |"), report);
    }

    @Test
    void aSmallButRealSlowdownIsFlaggedAndTheEnvironmentDifferenceShown() {
        RunResult json = SampleRuns.json("a");
        List<BenchmarkResult> slower = new ArrayList<>(json.benchmarks());
        BenchmarkResult read = slower.get(3);
        // 250 ± 5.3 ms against 270 ± 2 ms: the intervals [244.7, 255.3] and [268, 272] do not meet.
        slower.set(3, SampleRuns.withTimes(read, 270, 270, 2));
        RunResult b = SampleRuns.run("b", "json", slower);
        RunResults runA = run("a", json);
        RunResults runB = run("b", new RunResult(b.resultVersion(), b.runId(), b.created(), b.tool(),
                new RunResult.Env("Eclipse Adoptium", "21.0.5", b.env().jvmPath(), b.env().jvmArgs(), b.env().os(),
                        b.env().cpuModel(), b.env().cores(), b.env().memoryBytes()), b.dataset(), b.settings(), b.benchmarks()));
        String report = ComparisonReport.render(RunComparison.of(runA, runB));
        assertTrue(report.contains("| json jackson-streaming read | 250 ms | 270 ms | +8.0% |"), report);
        assertTrue(report.contains("| 270 ± 2.00 ms | YES: slower |"), report);
        assertTrue(report.contains("| JDK | Debian 17.0.15 | Eclipse Adoptium 21.0.5 | NO |"), report);
        assertEquals(1, report.split("YES", -1).length - 1, "only the changed benchmark is flagged");
    }

    @Test
    void comparisonMatchesGoldenFile() {
        RunResult json = SampleRuns.json("b");
        List<BenchmarkResult> changed = new ArrayList<>(json.benchmarks());
        changed.set(3, SampleRuns.withTimes(changed.get(3), 270, 270, 2));
        RunResults b = run("b", SampleRuns.run("b", "json", changed), scaled(SampleRuns.protobuf("b"), 1.01));
        Golden.assertMatches("compare.md", ComparisonReport.render(RunComparison.of(SampleRuns.both(), b)));
    }

    @Test
    void benchmarksInOneRunOnlyAreListed() {
        RunResults a = SampleRuns.both();
        RunResults b = run("b", SampleRuns.json("b"));
        RunComparison comparison = RunComparison.of(a, b);
        assertEquals(4, comparison.pairs().size());
        assertEquals(4, comparison.onlyInA().size());
        assertTrue(ComparisonReport.render(comparison).contains("only in A: protobuf protobuf-coded read"));
    }

    private static RunResults run(String id, RunResult... results) {
        Map<String, RunResult> byFormat = new java.util.LinkedHashMap<>();
        for (RunResult result : results) {
            byFormat.put(result.settings().format(), result);
        }
        return new RunResults(id, byFormat);
    }

    private static RunResult scaled(RunResult result, double factor) {
        List<BenchmarkResult> benchmarks = result.benchmarks().stream()
                .map(b -> SampleRuns.withTimes(b, b.medianMs() * factor, b.meanMs() * factor, b.ci999Ms() * factor))
                .toList();
        return SampleRuns.run(result.runId(), result.settings().format(), benchmarks);
    }
}
