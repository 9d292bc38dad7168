package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.results.ForkResult;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The replay of recorded passes under the rule before issue 41 and the tool's, and what the change of
 * rule moves, shown on forks simulated the way the issue saw them: passes that spread around a level, one
 * in a few slowed by a collection, after a JIT that speeds the first passes up.
 */
class RecordedPassesTest {

    private static final RecordedPasses.EveryPass TOOL = new RecordedPasses.EveryPass(new WarmupPolicy(
            Defaults.WARMUPS, Defaults.MAX_WARMUPS, Defaults.WARMUP_WINDOW, Defaults.WARMUP_TOLERANCE_PERCENT / 100.0),
            Defaults.ITERATIONS);
    private static final RecordedPasses.FirstAgreeing BEFORE = RecordedPasses.FirstAgreeing.BEFORE_ISSUE_41;

    /** A fork as the tool records it: its warm-ups, then its measured passes. */
    private static ForkResult fork(List<Double> warmups, List<Double> measured) {
        return new ForkResult(1, 1, warmups, true, measured, Statistics.median(measured), ForkResult.timeOf(measured),
                0, 0, 0, 0, List.of(), List.of(), List.of(), List.of(), 0, false, 0, null, 0, 0, null, null, null,
                Map.of());
    }

    @Test
    void theToolsRuleGivesAForksRecordedFigureAndAllItsPasses() {
        ForkResult fork = fork(List.of(300.0, 215.0, 200.0, 196.0, 199.0), List.of(190.0, 214.0, 188.0));
        RecordedPasses.Replayed replayed = TOOL.replay(RecordedPasses.passesOf(fork)).orElseThrow();
        assertEquals(fork.meanMs(), replayed.figureMs(), 1e-9);
        assertEquals(5, replayed.warmups());
        assertEquals(300 + 215 + 200 + 196 + 199 + 190 + 214 + 188, replayed.passesMs(), 1e-9);
    }

    @Test
    void theRuleBeforeTookTheMedianOfTheFirstThreePassesThatAgreed() {
        ForkResult fork = fork(List.of(300.0, 215.0, 200.0, 196.0, 199.0), List.of(190.0, 214.0, 188.0));
        // 200, 196, 199 agree within 5% after two warm-ups: the slow 214 would never have been measured.
        RecordedPasses.Replayed replayed = BEFORE.replay(RecordedPasses.passesOf(fork)).orElseThrow();
        assertEquals(199.0, replayed.figureMs(), 1e-9);
        assertEquals(2, replayed.warmups());
        assertEquals(300 + 215 + 200 + 196 + 199, replayed.passesMs(), 1e-9);
    }

    @Test
    void aRuleThatWouldHaveGoneOnIsBeyondTheRecord() {
        // Warmed up once 230 and 205 set no new best; no three passes in a row ever within 5%.
        ForkResult disagreeing = fork(List.of(300.0, 200.0, 230.0, 205.0), List.of(198.0, 226.0, 201.0));
        assertTrue(BEFORE.replay(RecordedPasses.passesOf(disagreeing)).isEmpty(), "no three within 5%");
        RecordedPasses.Weighed weighed = RecordedPasses.weigh(List.of(disagreeing, fork(List.of(300.0, 215.0, 200.0,
                196.0, 199.0), List.of(190.0, 214.0, 188.0))), TOOL, BEFORE);
        assertEquals(1, weighed.forks());
        assertEquals(1, weighed.beyond());
        assertEquals(199.0 / ForkResult.timeOf(List.of(190.0, 214.0, 188.0)) - 1, weighed.shift(), 1e-12);
    }

    /**
     * On a quiet machine, passes 1.5% apart, one in six slowed 12% by a collection: the median of the first
     * three that agreed is low against what a pass costs on average, as the issue simulated (1-2%; here
     * -1.8%), since agreeing passes are more often the unslowed ones and a median of three drops a slow one;
     * the mean of the passes after the warm-up is not (-0.1%). Its warm-up takes about 5 passes (3.4 before).
     */
    @Test
    void onAQuietMachineTheFiguresNoLongerLeaveOutTheSlowedPasses() {
        Simulated quiet = simulate(0.015, 11);
        assertTrue(quiet.before().shift() < -0.01 && quiet.before().shift() > -0.03, "before: " + quiet.before());
        assertEquals(0, quiet.tool().shift(), 0.003, "the tool: " + quiet.tool());
        assertTrue(quiet.tool().warmups() < 6, "warm-ups: " + quiet.tool().warmups());
    }

    /**
     * On a noisy machine, passes spreading by 10-15% (5% a pass): three within 5% rarely come, and 28% of the
     * forks before ran to the cap of 12 warm-ups (7.2 on average); the tool's warm-up ends about as soon as
     * on the quiet machine (5.4), at the cap almost never, and its figure is still the passes' mean cost.
     */
    @Test
    void onANoisyMachineTheWarmUpEndsAsSoonAsOnAQuietOne() {
        Simulated noisy = simulate(0.05, 13);
        assertTrue(noisy.before().capped() > 0.2, "before: " + noisy.before());
        assertTrue(noisy.tool().capped() < 0.01, "the tool: " + noisy.tool());
        assertTrue(noisy.tool().warmups() < 6, "warm-ups: " + noisy.tool().warmups());
        assertEquals(0, noisy.tool().shift(), 0.005, "the tool: " + noisy.tool());
    }

    /**
     * A rule's figures over simulated forks: their mean shift from what a settled pass costs on average, the
     * share of forks whose warm-up ran to the cap of 12, and the mean warm-up passes.
     */
    private record Outcome(double shift, double capped, double warmups) {}

    private record Simulated(Outcome before, Outcome tool) {}

    private static final int FORKS = 4000;
    /** The JIT's speed-up: the first passes this much slower than a settled one. */
    private static final double[] WARMING = {0.5, 0.12};
    private static final double COLLECTED = 1.0 / 6;
    private static final double COLLECTION_COST = 0.12;

    /** Forks of 40 passes around 100 ms, each pass's logarithm {@code spread} wide. */
    private static Simulated simulate(double spread, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double settledMean = 100 * Math.exp(spread * spread / 2) * (1 + COLLECTED * COLLECTION_COST);
        List<List<Double>> forks = new ArrayList<>();
        for (int f = 0; f < FORKS; f++) {
            List<Double> passes = new ArrayList<>();
            for (int p = 0; p < 40; p++) {
                double pass = 100 * (1 + (p < WARMING.length ? WARMING[p] : 0)) * Math.exp(spread * gaussian(random));
                passes.add(random.nextDouble() < COLLECTED ? pass * (1 + COLLECTION_COST) : pass);
            }
            forks.add(passes);
        }
        return new Simulated(outcome(forks, BEFORE, settledMean), outcome(forks, TOOL, settledMean));
    }

    private static Outcome outcome(List<List<Double>> forks, RecordedPasses.Rule rule, double settledMean) {
        double shift = 0;
        int capped = 0;
        double warmups = 0;
        for (List<Double> passes : forks) {
            RecordedPasses.Replayed replayed = rule.replay(passes).orElseThrow();
            shift += replayed.figureMs() / settledMean - 1;
            capped += replayed.warmups() >= Defaults.MAX_WARMUPS ? 1 : 0;
            warmups += replayed.warmups();
        }
        return new Outcome(shift / forks.size(), (double) capped / forks.size(), warmups / forks.size());
    }

    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
