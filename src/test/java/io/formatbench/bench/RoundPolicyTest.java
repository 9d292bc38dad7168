package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Operation;
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RoundPolicyTest {

    /** The two headline pairs, reads only: two head-to-head time ratios. */
    private static final List<PlannedBenchmark> PLAN = BenchmarkPlan.of(Schemas.USER,
            List.of(Format.JSON, Format.PROTOBUF), Compression.NONE,
            List.of("jackson-databind", "protobuf-delimited", "jackson-streaming", "protobuf-coded"),
            List.of(Variant.LIBRARY), List.of(Operation.READ), List.of(1), 3, 1).benchmarks();
    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final Duration SECOND = Duration.ofSeconds(1);

    @Test
    void withoutAPrecisionTheForksAskedForAndNoMore() {
        RoundPolicy fixed = RoundPolicy.fixed(3);
        Map<BenchmarkKey, List<Double>> noisy = times(List.of(100.0, 300.0, 150.0), List.of(50.0, 50.0, 200.0));

        assertEquals(Optional.empty(), fixed.stopAfter(2, PLAN, times(2), SECOND, SECOND));
        assertEquals(Optional.of(StopRule.FORKS), fixed.stopAfter(3, PLAN, noisy, SECOND, SECOND));
    }

    @Test
    void preciseRatiosStopTheRoundsAndWideOnesGoOn() {
        RoundPolicy policy = new RoundPolicy(3, 20, 0.05, Duration.ZERO);
        // Every pair's ratio within a fraction of a percent from round to round.
        Map<BenchmarkKey, List<Double>> steady = times(List.of(300.0, 301.0, 299.0, 300.5),
                List.of(100.0, 100.2, 99.8, 100.1));
        Map<BenchmarkKey, List<Double>> noisy = times(List.of(300.0, 400.0, 280.0, 350.0),
                List.of(100.0, 90.0, 120.0, 100.0));

        assertEquals(Optional.of(StopRule.PRECISION), policy.stopAfter(4, PLAN, steady, MINUTE, SECOND));
        assertTrue(RoundPolicy.widest(PLAN, steady) < 0.05, "widest " + RoundPolicy.widest(PLAN, steady));
        assertEquals(Optional.empty(), policy.stopAfter(4, PLAN, noisy, MINUTE, SECOND));
        assertTrue(RoundPolicy.widest(PLAN, noisy) > 0.05);
    }

    @Test
    void noIntervalCountsBelowThreeRoundsHoweverAlikeThePairs() {
        RoundPolicy policy = new RoundPolicy(1, 20, 0.05, Duration.ZERO);
        Map<BenchmarkKey, List<Double>> twoAlike = times(List.of(300.0, 300.0), List.of(100.0, 100.0));

        assertEquals(Double.POSITIVE_INFINITY, RoundPolicy.widest(PLAN, twoAlike));
        assertEquals(Optional.empty(), policy.stopAfter(2, PLAN, twoAlike, SECOND, SECOND));
    }

    @Test
    void theBudgetEndsTheRoundsWhenTheNextWouldNotEndWithinIt() {
        RoundPolicy policy = new RoundPolicy(3, 20, 0.05, Duration.ofSeconds(100));
        Map<BenchmarkKey, List<Double>> noisy = times(List.of(300.0, 400.0, 280.0), List.of(100.0, 90.0, 120.0));

        assertEquals(Optional.empty(), policy.stopAfter(3, PLAN, noisy, Duration.ofSeconds(60),
                Duration.ofSeconds(30)));
        assertEquals(Optional.of(StopRule.TIME_BUDGET),
                policy.stopAfter(3, PLAN, noisy, Duration.ofSeconds(75), Duration.ofSeconds(30)));
    }

    @Test
    void theBudgetBindsTheFewestForksTooSoThatASlowMachineEndsOnTime() {
        RoundPolicy policy = new RoundPolicy(3, 20, 0.05, Duration.ofMinutes(2));
        RoundPolicy fixed = new RoundPolicy(3, 3, 0, Duration.ofMinutes(2));

        assertEquals(Optional.empty(), policy.stopAfter(1, PLAN, times(1), Duration.ofSeconds(50),
                Duration.ofSeconds(50)));
        assertEquals(Optional.of(StopRule.TIME_BUDGET), policy.stopAfter(2, PLAN, times(2), Duration.ofSeconds(100),
                Duration.ofSeconds(50)));
        assertEquals(Optional.of(StopRule.TIME_BUDGET), fixed.stopAfter(2, PLAN, times(2), Duration.ofSeconds(100),
                Duration.ofSeconds(50)));
    }

    @Test
    void theMostForksEndTheRoundsBeforeThePrecision() {
        RoundPolicy policy = new RoundPolicy(3, 4, 0.05, Duration.ZERO);
        Map<BenchmarkKey, List<Double>> noisy = times(List.of(300.0, 400.0, 280.0, 350.0),
                List.of(100.0, 90.0, 120.0, 100.0));

        assertEquals(Optional.of(StopRule.MAX_FORKS), policy.stopAfter(4, PLAN, noisy, MINUTE, SECOND));
    }

    @Test
    void oneFormatAloneIsJudgedByEachBenchmarksOwnInterval() {
        List<PlannedBenchmark> jsonOnly = PLAN.stream().filter(b -> b.key().format() == Format.JSON).toList();
        Map<BenchmarkKey, List<Double>> steady = new HashMap<>();
        Map<BenchmarkKey, List<Double>> noisy = new HashMap<>();
        for (PlannedBenchmark benchmark : jsonOnly) {
            steady.put(benchmark.key(), List.of(300.0, 300.5, 299.5, 300.2));
            noisy.put(benchmark.key(), List.of(300.0, 450.0, 250.0, 330.0));
        }

        assertTrue(RoundPolicy.widest(jsonOnly, steady) < 0.01, "widest " + RoundPolicy.widest(jsonOnly, steady));
        assertTrue(RoundPolicy.widest(jsonOnly, noisy) > 0.2, "widest " + RoundPolicy.widest(jsonOnly, noisy));
    }

    @Test
    void everyFormatIsWatchedAgainstTheBaselineAndOnlyItsFirstCodecOfAStyle() {
        List<PlannedBenchmark> plan = BenchmarkPlan.of(Schemas.USER,
                List.of(Format.JSON, Format.PROTOBUF, Format.CBOR), Compression.NONE,
                List.of("jackson-streaming", "protobuf-coded", "cbor-streaming", "cbor-databind", "jackson-databind",
                        "jackson-json-schema"),
                List.of(Variant.LIBRARY), List.of(Operation.READ), List.of(1), 3, 1).benchmarks();
        List<Double> steady = List.of(300.0, 301.0, 299.0, 300.5);
        Map<BenchmarkKey, List<Double>> times = new HashMap<>();
        plan.forEach(benchmark -> times.put(benchmark.key(), steady));
        assertTrue(RoundPolicy.widest(plan, times) < 0.01, "widest " + RoundPolicy.widest(plan, times));

        // CBOR's tuned codec against JSON's is watched: its noise keeps the rounds going.
        times.put(key(plan, "cbor-streaming"), List.of(100.0, 150.0, 80.0, 120.0));
        assertTrue(RoundPolicy.widest(plan, times) > 0.2, "widest " + RoundPolicy.widest(plan, times));
        // jackson-json-schema is JSON's second idiomatic codec, in no pair: its noise counts for nothing.
        times.put(key(plan, "cbor-streaming"), steady);
        times.put(key(plan, "jackson-json-schema"), List.of(100.0, 150.0, 80.0, 120.0));
        assertTrue(RoundPolicy.widest(plan, times) < 0.01, "widest " + RoundPolicy.widest(plan, times));
    }

    private static BenchmarkKey key(List<PlannedBenchmark> plan, String codec) {
        return plan.stream().filter(b -> b.key().codec().toString().equals(codec)).findFirst().orElseThrow().key();
    }

    @Test
    void settingsOutsideTheirRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new RoundPolicy(0, 3, 0.05, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new RoundPolicy(5, 4, 0.05, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new RoundPolicy(3, 4, 1.0, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new RoundPolicy(3, 4, 0.05, Duration.ofSeconds(-1)));
    }

    /** Every JSON read takes {@code json}'s times, every protobuf read {@code protobuf}'s, round by round. */
    private static Map<BenchmarkKey, List<Double>> times(List<Double> json, List<Double> protobuf) {
        Map<BenchmarkKey, List<Double>> times = new HashMap<>();
        for (PlannedBenchmark benchmark : PLAN) {
            times.put(benchmark.key(), benchmark.key().format() == Format.JSON ? json : protobuf);
        }
        return times;
    }

    private static Map<BenchmarkKey, List<Double>> times(int rounds) {
        List<Double> same = java.util.Collections.nCopies(rounds, 100.0);
        return times(same, same);
    }
}
