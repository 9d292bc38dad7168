package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(GermanLocale.class)
class RunComparisonTest {

    @Test
    void twoRunsOfTheSameCodecAreNotFlagged() {
        // A second sitting: every time 1% off, well inside the forks' spread of a few percent.
        RunResults a = SampleRuns.both();
        RunResults b = run("b", SampleRuns.all().stream().map(x -> SampleRuns.scaled(x, 1.01)).toList());
        RunComparison comparison = RunComparison.of(a, b);
        assertEquals(8, comparison.pairs().size());
        for (RunComparison.Pair pair : comparison.pairs()) {
            assertEquals(Ratio.Verdict.NOT_RESOLVED, pair.timeRatio().verdict(), pair.label());
            assertFalse(pair.codecChanged(), pair.label());
        }
        assertFalse(ComparisonReport.render(comparison).contains("YES"));
    }

    @Test
    void parseDelimitedFromAgainstReusedCodedInputStreamIsFlagged() {
        List<BenchmarkResult> protobuf = SampleRuns.protobuf();
        RunResults delimited = run("delimited", List.of(protobuf.get(1)));
        RunResults coded = run("coded", List.of(protobuf.get(3)));
        RunComparison comparison = RunComparison.of(delimited, coded);
        assertEquals(1, comparison.pairs().size());
        RunComparison.Pair pair = comparison.pairs().get(0);
        assertTrue(pair.codecChanged());
        assertEquals("protobuf read: protobuf-delimited → protobuf-coded", pair.label());
        assertEquals(Ratio.Verdict.LOWER, pair.timeRatio().verdict());
        String report = ComparisonReport.render(comparison);
        assertTrue(report.contains("| protobuf read: protobuf-delimited → protobuf-coded |"), report);
        assertTrue(report.contains("| -73.3% |"), report);
        assertTrue(report.contains("| YES: faster |"), report);
    }

    @Test
    void aSmallButRealSlowdownIsFlaggedAndTheEnvironmentDifferenceShown() {
        List<BenchmarkResult> slower = new ArrayList<>(SampleRuns.json());
        // 250 ms with a spread of a few percent against 285 ms with a spread of under 1%: beyond both.
        slower.set(3, SampleRuns.withForkTimes(slower.get(3), 285, 286, 284, 285, 285));
        RunResult b = SampleRuns.run("b", List.of(Format.JSON), slower);
        RunResults runA = run("a", SampleRuns.json());
        RunResults runB = RunResults.of(new RunResult(b.resultVersion(), b.runId(), b.created(), b.tool(),
                new RunResult.Env("Eclipse Adoptium", "21.0.5", b.env().jvmPath(), b.env().jvmArgs(), b.env().os(),
                        b.env().cpuModel(), b.env().cores(), b.env().memoryBytes()), b.dataset(), b.settings(),
                                b.machine(),
                b.stopping(), b.benchmarks()));
        String report = ComparisonReport.render(RunComparison.of(runA, runB));
        assertTrue(report.contains("| json jackson-streaming read | 250 ms ± "), report);
        assertTrue(report.contains("| 285 ms ± 2.72 ms | +13.9% |"), report);
        assertTrue(report.contains("| YES: slower |"), report);
        assertTrue(report.contains("| JDK | Debian 17.0.15 | Eclipse Adoptium 21.0.5 | NO |"), report);
        assertTrue(report.contains("> **NOT LIKE FOR LIKE**"), report);
        assertTrue(report.contains("JDK: Debian 17.0.15 vs Eclipse Adoptium 21.0.5 (A vs B)."), report);
        assertEquals(1, report.split("YES", -1).length - 1, "only the changed benchmark is flagged");
    }

    @Test
    void aChangeOnABusyOrUnsteadyMachineGetsNoVerdict() {
        List<BenchmarkResult> slower = new ArrayList<>(SampleRuns.json());
        slower.set(2, SampleRuns.withOtherCpu(SampleRuns.withForkTimes(slower.get(2), 230, 231, 229, 230, 230), 0.9));
        slower.set(3, SampleRuns.unsteady(SampleRuns.withForkTimes(slower.get(3), 285, 286, 284, 285, 285), 1.4));
        String report = ComparisonReport.render(RunComparison.of(run("a", SampleRuns.json()), run("b", slower)));
        assertTrue(report.contains("| json jackson-streaming write |"), report);
        assertTrue(report.contains("| no verdict (machine busy) |"), report);
        assertTrue(report.contains("| no verdict (machine unsteady) |"), report);
        assertFalse(report.contains("YES"), "neither change is called beyond noise: " + report);
        assertTrue(report.contains("> **MACHINE UNSTEADY**"), report);
        assertTrue(report.contains("run b: json jackson-streaming read: the speed canary varied by 18.9%."), report);
    }

    @Test
    void aSlowerMachineIsNotReadAsASlowerCodec() {
        // Run b's machine ran 20% slower throughout, by the canary, and so did every benchmark.
        List<BenchmarkResult> slower = SampleRuns.json().stream()
                .map(b -> SampleRuns.canaryScaled(SampleRuns.scaled(b, 1.2), 1.2)).toList();
        String report = ComparisonReport.render(RunComparison.of(run("a", SampleRuns.json()), run("b", slower)));
        assertTrue(report.contains("> **MACHINE SPEED DIFFERS**"), report);
        assertTrue(report.contains("took 5.01 ms in A and 6.01 ms in B"), report);
        assertTrue(report.contains("| no verdict (machine 20% slower in B by the speed canary) |"), report);
        assertFalse(report.contains("YES"), report);
        assertTrue(report.contains("| Speed canary (the run's mean) | 5.01 ms | 6.01 ms | NO |"), report);
    }

    @Test
    void fewerThanThreeForksOnASideNameNoChange() {
        List<BenchmarkResult> two = SampleRuns.json().stream().map(b -> SampleRuns.withForkTimes(SampleRuns.scaled(b,
                1.3), b.forks().get(0).meanMs() * 1.3, b.forks().get(1).meanMs() * 1.3)).toList();
        String report = ComparisonReport.render(RunComparison.of(run("a", SampleRuns.json()), run("b", two)));
        assertTrue(report.contains("| no verdict (2 forks on a side; at least 3) |"), report);
        assertFalse(report.contains("YES"), report);
    }

    @Test
    void twoRunsWithinTheMarginAreAboutTheSame() {
        // Five forks a side give Welch's 99.9% interval of about ±6% here: about the same within ±10%, not ±5%.
        List<BenchmarkResult> alike = SampleRuns.json().stream().map(b -> SampleRuns.scaled(b, 1.005)).toList();
        String fivePercent = ComparisonReport.render(RunComparison.of(run("a", SampleRuns.json()), run("b", alike)));
        String tenPercent = ComparisonReport.render(RunComparison.of(run("a", SampleRuns.json()).withMargin(0.10),
                run("b", alike)));
        assertTrue(fivePercent.contains("| +0.5% | -4.5% to +5.8% | no (within noise) |"), fivePercent);
        assertTrue(tenPercent.contains("| +0.5% | -4.5% to +5.8% | no: about the same (within ±10%) |"), tenPercent);
    }

    @Test
    void comparisonMatchesGoldenFile() {
        List<BenchmarkResult> changed = new ArrayList<>(SampleRuns.json());
        changed.set(3, SampleRuns.withForkTimes(changed.get(3), 270, 271, 269, 270, 270));
        SampleRuns.protobuf().forEach(p -> changed.add(SampleRuns.scaled(p, 1.01)));
        Golden.assertMatches("compare.md", ComparisonReport.render(RunComparison.of(SampleRuns.both(),
                run("b", changed))));
    }

    @Test
    void anUncompressedRunIsPairedWithACompressedOneAsAChangeOfCompression() {
        RunResults none = run("none", SampleRuns.json());
        RunResults zstd = run("zstd", SampleRuns.json().stream()
                .map(b -> SampleRuns.compressed(b, Compression.ZSTD, 5, 1.25)).toList());
        RunComparison comparison = RunComparison.of(none, zstd);
        assertEquals(4, comparison.pairs().size());
        assertTrue(comparison.onlyInA().isEmpty() && comparison.onlyInB().isEmpty());
        RunComparison.Pair read = comparison.pairs().get(3);
        assertTrue(read.packingChanged());
        assertFalse(read.codecChanged());
        assertEquals("json jackson-streaming read: not compressed → zstd", read.label());
        assertEquals(Ratio.Verdict.HIGHER, read.timeRatio().verdict());
    }

    @Test
    void avroBlockCodecsArePairedWithTheNullCodec() {
        RunComparison comparison = RunComparison.of(run("null", SampleRuns.avro(AvroBlockCodec.NULL, 48_900_000, 15_100_000)),
                run("deflate", SampleRuns.avro(AvroBlockCodec.DEFLATE, 16_100_000, 15_900_000)));
        assertEquals(List.of("avro avro-generic write: not compressed → deflate blocks",
                "avro avro-generic read: not compressed → deflate blocks",
                "avro avro-direct write: not compressed → deflate blocks",
                "avro avro-direct read: not compressed → deflate blocks"),
                comparison.pairs().stream().map(RunComparison.Pair::label).toList());
        assertTrue(ComparisonReport.render(comparison).contains("| File size | 48.9 MB | 16.1 MB |"));
    }

    @Test
    void benchmarksInOneRunOnlyAreListed() {
        RunComparison comparison = RunComparison.of(SampleRuns.both(), run("b", SampleRuns.json()));
        assertEquals(4, comparison.pairs().size());
        assertEquals(4, comparison.onlyInA().size());
        assertTrue(ComparisonReport.render(comparison).contains("only in A: protobuf protobuf-coded read"));
    }

    private static RunResults run(String id, List<BenchmarkResult> benchmarks) {
        List<Format> formats = benchmarks.stream().map(b -> b.key().format()).distinct().toList();
        return RunResults.of(SampleRuns.run(id, formats, benchmarks));
    }
}
