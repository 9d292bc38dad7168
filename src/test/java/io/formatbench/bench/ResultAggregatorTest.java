package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.measure.MachineLoad;
import io.formatbench.measure.PassProbe;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkSeconds;
import io.formatbench.results.LatencyHistograms;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** How a benchmark's forks become its figures of the machine: busy by any fork, unsteady by the canary. */
class ResultAggregatorTest {

    private static final PlannedBenchmark READ = new PlannedBenchmark(new BenchmarkKey(Schemas.USER.name(),
            Format.PROTOBUF, Compression.NONE, ProtobufCodedCodec.NAME, Variant.LIBRARY, Operation.READ, Mode.FILE, 1),
            Schemas.USER.codec(ProtobufCodedCodec.NAME));
    private static final MachineLimits LIMITS = new MachineLimits(0.25, 0.10, 0.10, false);
    /** Two CPUs at 100 ticks a second for 5 seconds: a fork long enough to judge. */
    private static final long LONG_ENOUGH_TICKS = 1000;
    private static final List<Double> STEADY_CANARY = List.of(5.0, 5.1, 4.9, 5.0, 5.05);

    @Test
    void oneBusyForkMakesTheBenchmarkBusyUndiluted() {
        List<ResultAggregator.Measured> forks = new ArrayList<>();
        for (int round = 1; round <= 5; round++) {
            // Round 3 ran beside another process using 1.5 cores; the other four were quiet.
            forks.add(fork(round, round == 3 ? 1.5 : 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY));
        }

        BenchmarkResult result = aggregate(forks, LIMITS);

        assertTrue(result.machineBusy());
        assertEquals(1, result.busyForks());
        assertEquals(1.5, result.otherCpuCores(), 0.01, "the busiest fork's, not the mean over forks");
        assertTrue(result.forks().get(2).machineBusy());
        assertFalse(result.forks().get(0).machineBusy());
    }

    @Test
    void forksTooShortToJudgeSaySoAndCarryTheWarningOfTheSecondBeforeTheRun() {
        List<ResultAggregator.Measured> forks = List.of(fork(1, 1.8, 20, STEADY_CANARY),
                fork(2, 1.8, 20, STEADY_CANARY), fork(3, 1.8, 20, STEADY_CANARY));

        BenchmarkResult quietBefore = aggregate(forks, LIMITS);
        BenchmarkResult busyBefore = aggregate(forks, new MachineLimits(0.25, 0.10, 0.10, true));

        assertEquals(3, quietBefore.unjudgedForks());
        assertTrue(Double.isNaN(quietBefore.otherCpuCores()), "no figure where the ticks cannot tell");
        assertFalse(quietBefore.machineBusy());
        assertTrue(busyBefore.machineBusy(), "a busy machine before the run marks what could not be judged");
    }

    @Test
    void aQuietMachineIsNeverBelowZeroCores() {
        BenchmarkResult result = aggregate(List.of(fork(1, -0.02, LONG_ENOUGH_TICKS, STEADY_CANARY)), LIMITS);

        assertEquals(0.0, result.otherCpuCores());
        assertEquals(0.0, result.forks().get(0).lifeOtherCpuCores());
    }

    @Test
    void forksWhoseCanaryRanAtDifferentSpeedsMarkTheBenchmarkUnsteadyAndSteadyOnesDoNot() {
        List<Double> throttled = List.of(9.0, 12.0, 10.1, 30.0, 10.0);
        BenchmarkResult steady = aggregate(List.of(fork(1, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY),
                fork(2, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY)), LIMITS);
        BenchmarkResult unsteady = aggregate(List.of(fork(1, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY),
                fork(2, 0.01, LONG_ENOUGH_TICKS, throttled)), LIMITS);

        assertFalse(steady.machineUnsteady());
        assertTrue(steady.canaryCv() < 0.02, "cv " + steady.canaryCv());
        assertTrue(unsteady.machineUnsteady(), "cv " + unsteady.canaryCv());
        assertFalse(unsteady.machineBusy(), "no other process: unsteady, not busy");
        assertEquals((5.0 + 10.1) / 2, unsteady.canaryMeanMs(), 1e-9, "the mean of each fork's median");
    }

    @Test
    void oneSlowCanaryRunInAForkLeavesItsForksAgreeingAndTheBenchmarkSteady() {
        // A collector's thread took the core for one canary run; the fork's speed, its median, is the others'.
        List<Double> oneSlowRun = List.of(5.0, 5.1, 9.5, 4.9, 5.0);
        BenchmarkResult result = aggregate(List.of(fork(1, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY),
                fork(2, 0.01, LONG_ENOUGH_TICKS, oneSlowRun), fork(3, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY)),
                LIMITS);

        assertFalse(result.machineUnsteady(), "cv " + result.canaryCv());
        assertTrue(result.canaryCv() < 0.02, "cv " + result.canaryCv());
    }

    @Test
    void theCanaryBeforeWarmUpPassesIsKeptButCountsForNothing() {
        ForkOutcome outcome = fork(1, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY).outcome();
        BenchmarkResult result = aggregate(List.of(fork(1, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY),
                fork(2, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY)), LIMITS);

        assertEquals(List.of(25.0, 40.0), outcome.canaryWarmupMs(), "the JIT's threads slowed it");
        assertEquals(List.of(25.0, 40.0), result.forks().get(0).canaryWarmupMs(), "kept in the results");
        assertEquals(5.0, result.canaryMeanMs(), 1e-9, "but not in the canary's figures");
        assertFalse(result.machineUnsteady());
    }

    @Test
    void whereTheForksSecondsWentIsTheForksPhasesTheParentsTotalAndWhatIsLeft() {
        BenchmarkResult result = aggregate(List.of(fork(1, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY)), LIMITS);

        var seconds = result.forks().get(0).seconds();
        assertEquals(3.0, seconds.total(), 1e-9);
        assertEquals(0.4, seconds.jvmStart(), 1e-9, "from starting the process to the fork's main method");
        assertEquals(3.0 - 0.4 - (0.2 + 0.1 + 0.3 + 0.5 + 0.6 + 0.4 + 0.1), seconds.rest(), 1e-9);
    }

    @Test
    void theBenchmarkKeepsItsForksLatencyHistogramsMergedWholeAndEachForkItsOwn() {
        Histogram first = latencies(100, 1_000);
        Histogram second = latencies(900, 40_000);
        Histogram both = first.copy();
        both.add(second);

        BenchmarkResult result = aggregate(List.of(fork(1, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY, first),
                fork(2, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY, second),
                fork(3, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY, null)), LIMITS);

        Histogram stored = LatencyHistograms.decode(result.latencyHistogram());
        assertEquals(both, stored);
        assertEquals(result.latencyNs(), LatencyHistograms.summary(stored), "the percentiles are the stored histogram's");
        assertEquals(result.latencyPercentiles(), LatencyHistograms.percentilePoints(stored));
        assertEquals(first, LatencyHistograms.decode(result.forks().get(0).latencyHistogram()));
        assertEquals(result.forks().get(1).latencyNs(),
                LatencyHistograms.summary(LatencyHistograms.decode(result.forks().get(1).latencyHistogram())));
        assertNull(result.forks().get(2).latencyHistogram(), "a fork without a latency pass");
    }

    @Test
    void withoutALatencyPassThereIsNoHistogram() {
        BenchmarkResult result = aggregate(List.of(fork(1, 0.01, LONG_ENOUGH_TICKS, STEADY_CANARY)), LIMITS);

        assertNull(result.latencyHistogram());
        assertNull(result.latencyNs());
    }

    private static Histogram latencies(long from, long to) {
        Histogram histogram = new Histogram(3);
        for (long nanos = from; nanos <= to; nanos++) {
            histogram.recordValue(nanos);
        }
        return histogram;
    }

    private static BenchmarkResult aggregate(List<ResultAggregator.Measured> forks, MachineLimits limits) {
        return ResultAggregator.aggregate(READ, 1000, forks, 53_000, 16_000, limits);
    }

    /**
     * A fork whose life had other processes using {@code otherCores} over {@code totalTicks} ticks of two
     * CPUs, the fork itself using one core.
     */
    private static ResultAggregator.Measured fork(int round, double otherCores, long totalTicks, List<Double> canary) {
        return fork(round, otherCores, totalTicks, canary, null);
    }

    /** The same, with the latency pass recorded in {@code latencies} (null for none). */
    private static ResultAggregator.Measured fork(int round, double otherCores, long totalTicks, List<Double> canary,
            Histogram latencies) {
        long wallNanos = totalTicks * 5_000_000L;
        long busyTicks = Math.round((1 + otherCores) / 2 * totalTicks);
        MachineLoad.Delta life = new MachineLoad.Delta(busyTicks, totalTicks, 2, wallNanos, wallNanos);
        PassProbe.Figures pass = new PassProbe.Figures(100_000, 9_000_000, 50 << 20, 0, 0,
                new MachineLoad.Delta(0, 0, 2, 9_000_000, 10_000_000), Map.of());
        long launchedAtMs = 1_800_000_000_000L + round * 60_000L;
        ForkOutcome outcome = new ForkOutcome(List.of(12.0, 10.0), true, List.of(10.0, 10.2, 9.9),
                List.of(pass, pass, pass), canary, List.of(25.0, 40.0), life, 1 << 20,
                latencies == null ? null : LatencyHistograms.encode(latencies), latencies == null ? Double.NaN : 20.0,
                null,
                53_000, 0, 0, "Debian", "17.0.15", List.of("-Xmx128m"), launchedAtMs + 400,
                ForkSeconds.phases(0.2, 0.1, 0.3, 0.5, 0.6, 0.4, 0.1));
        return new ResultAggregator.Measured(round, 1, outcome, launchedAtMs, 3.0);
    }
}
