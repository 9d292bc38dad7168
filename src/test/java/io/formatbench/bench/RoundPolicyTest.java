package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Operation;
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import io.formatbench.stats.Confidence;
import io.formatbench.stats.PairedRounds;
import io.formatbench.stats.Ratio;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RoundPolicyTest {

    /** The two headline pairs, reads only: two head-to-head time ratios. */
    private static final List<PlannedBenchmark> PLAN = BenchmarkPlan.of(Schemas.USER,
            List.of(Format.JSON, Format.PROTOBUF), Compression.NONE,
            CodecChoice.named("jackson-databind", "protobuf-delimited", "jackson-streaming", "protobuf-coded"),
            List.of(Variant.LIBRARY), List.of(Operation.READ), List.of(1), 3, 1).benchmarks();
    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final Duration SECOND = Duration.ofSeconds(1);
    /**
     * These tests' figures are set for 99.9%, the level the rule's mechanics were first tested at (the default's
     * reach is VerdictReachTest's): the same policy there.
     */
    private static RoundPolicy at999(RoundPolicy policy) {
        return new RoundPolicy(policy.minForks(), policy.maxForks(), policy.precision(), policy.margin(),
                policy.bound(), 0.999, policy.timeBudget());
    }

    /** A precision none of these tests reaches: only verdicts settle a ratio. */
    private static final RoundPolicy VERDICTS_ONLY = at999(new RoundPolicy(3, 40, 0.001, 0.05, Duration.ZERO));

    @Test
    void withoutAPrecisionTheForksAskedForAndNoMore() {
        RoundPolicy fixed = RoundPolicy.fixed(3);
        Map<BenchmarkKey, List<Double>> noisy = times(List.of(100.0, 300.0, 150.0), List.of(50.0, 50.0, 200.0));

        assertEquals(Optional.empty(), fixed.stopAfter(2, PLAN, times(2), SECOND, SECOND));
        assertEquals(Optional.of(StopRule.FORKS), fixed.stopAfter(3, PLAN, noisy, SECOND, SECOND));
    }

    @Test
    void aClearWinnerEndsTheRoundsOnceItsIntervalExcludesOne() {
        // protobuf reads three times faster, give or take 2% from round to round.
        Map<BenchmarkKey, List<Double>> clear = times(wobble(300, 0.02, 12), wobble(100, 0.02, 12));

        assertEquals(Optional.empty(), VERDICTS_ONLY.stopAfter(4, PLAN, prefix(clear, 4), MINUTE, SECOND),
                "at 4 rounds the interval that holds at every round has no end yet");
        int stopped = firstStop(VERDICTS_ONLY, clear);
        assertTrue(stopped >= 5 && stopped <= 8, "stopped after " + stopped);
        assertEquals(Optional.of(StopRule.VERDICTS), VERDICTS_ONLY.stopAfter(stopped, PLAN, prefix(clear, stopped),
                MINUTE, SECOND));
    }

    @Test
    void twoAlikeEndTheRoundsAsAboutTheSame() {
        Map<BenchmarkKey, List<Double>> alike = times(wobble(300, 0.01, 30), wobble(300, 0.01, 30, 3));

        int stopped = firstStop(VERDICTS_ONLY, alike);
        assertTrue(stopped > 0 && stopped <= 12, "stopped after " + stopped);
        assertTrue(VERDICTS_ONLY.open(PLAN, prefix(alike, stopped)).isEmpty());
    }

    /**
     * The idiomatic pair nine times apart, 15% from round to round: settled early, with a wide interval. The
     * tuned pair 3% apart, 2% from round to round: still open. The widest interval the rounds report is the open one's, what they go on for.
     */
    @Test
    void theWidestIsOfTheRatiosStillOpenNotOfOneSettledAndLeftWide() {
        Map<BenchmarkKey, List<Double>> times = new HashMap<>();
        for (PlannedBenchmark benchmark : PLAN) {
            times.put(benchmark.key(), switch (benchmark.key().codec().toString()) {
                case "jackson-databind" -> wobble(900, 0.15, 8);
                case "protobuf-delimited" -> wobble(100, 0.15, 8, 5);
                case "jackson-streaming" -> wobble(300, 0.02, 8);
                default -> wobble(309, 0.02, 8, 5);
            });
        }
        List<RoundPolicy.Watched> watched = RoundPolicy.watched(PLAN, times);
        List<RoundPolicy.Watched> open = VERDICTS_ONLY.open(PLAN, times);
        Confidence confidence = VERDICTS_ONLY.confidence(watched.size());

        assertEquals(1, open.size(), open.toString());
        double openWidth = open.get(0).rounds().ratio(confidence).width();
        double widestOfAll = watched.stream().mapToDouble(ratio -> ratio.rounds().ratio(confidence).width()).max()
                .orElseThrow();
        assertTrue(widestOfAll > openWidth, widestOfAll + " against " + openWidth);
        assertEquals(openWidth, VERDICTS_ONLY.widest(PLAN, times), 1e-12);
    }

    @Test
    void aRatioNearTheMarginsEdgeStaysOpen() {
        // 4% slower, 5% from round to round: neither clearly apart nor within 5% of 1 for many rounds.
        Map<BenchmarkKey, List<Double>> edge = times(wobble(300, 0.05, 20), wobble(312, 0.05, 20, 5));

        assertEquals(Optional.empty(), VERDICTS_ONLY.stopAfter(20, PLAN, edge, MINUTE, SECOND));
        assertEquals(2, VERDICTS_ONLY.open(PLAN, edge).size());
        assertTrue(VERDICTS_ONLY.widest(PLAN, edge) > 0.02);
    }

    @Test
    void verdictsOutOfReachEndTheRoundsOnceTheyCanBeForeseen() {
        // One format, passes of a few milliseconds: 20% from fork to fork, and ±5% asked.
        List<PlannedBenchmark> jsonOnly = PLAN.stream().filter(b -> b.key().format() == Format.JSON).toList();
        Map<BenchmarkKey, List<Double>> noisy = new HashMap<>();
        jsonOnly.forEach(benchmark -> noisy.put(benchmark.key(), wobble(3, 0.2, 12)));
        RoundPolicy policy = at999(new RoundPolicy(3, 20, 0.05, Duration.ZERO));

        assertEquals(Optional.empty(), policy.stopAfter(RoundPolicy.FEWEST_TO_FORESEE - 1, jsonOnly,
                prefix(noisy, RoundPolicy.FEWEST_TO_FORESEE - 1), MINUTE, SECOND), "too few rounds to foresee");
        assertEquals(Optional.of(StopRule.OUT_OF_REACH), policy.stopAfter(RoundPolicy.FEWEST_TO_FORESEE, jsonOnly,
                prefix(noisy, RoundPolicy.FEWEST_TO_FORESEE), MINUTE, SECOND), "±5% would take hundreds of rounds");
        assertTrue(StopRule.OUT_OF_REACH.cutShort());
    }

    @Test
    void aVerdictWithinReachKeepsTheRoundsGoing() {
        // 4% apart, 2% from round to round: undecided at 6 rounds, decided well within 20.
        Map<BenchmarkKey, List<Double>> near = times(wobble(300, 0.02, 12), wobble(312, 0.02, 12, 5));
        RoundPolicy policy = at999(new RoundPolicy(3, 20, 0.001, 0.05, Duration.ZERO));

        assertEquals(2, policy.open(PLAN, prefix(near, 6)).size());
        assertEquals(Optional.empty(), policy.stopAfter(6, PLAN, prefix(near, 6), MINUTE, SECOND));
    }

    @Test
    void aBoundSettlesARatioWithoutAVerdictThePrecisionDoesNot() {
        RoundPolicy bounded = at999(new RoundPolicy(3, 40, 0.10, 0, 0.10, 0.95, Duration.ZERO));
        RoundPolicy precise = at999(new RoundPolicy(3, 40, 0.10, 0, Duration.ZERO));
        // No margin, and 1.02x: no verdict can come soon, but the interval is soon within 10% of 1.
        Map<BenchmarkKey, List<Double>> close = times(wobble(300, 0.01, 12), wobble(306, 0.01, 12, 3));

        int stopped = firstStop(bounded, close);
        assertTrue(stopped > 0 && stopped <= 8, "stopped after " + stopped);
        assertEquals(Optional.empty(), precise.stopAfter(stopped, PLAN, prefix(close, stopped), MINUTE, SECOND),
                "the interval within 10% of its ratio settles no pair");
        assertFalse(precise.open(PLAN, prefix(close, stopped)).isEmpty());
    }

    @Test
    void noIntervalCountsBelowThreeRoundsHoweverAlikeThePairs() {
        RoundPolicy policy = at999(new RoundPolicy(1, 20, 0.05, Duration.ZERO));
        Map<BenchmarkKey, List<Double>> twoAlike = times(List.of(300.0, 300.0), List.of(100.0, 100.0));

        assertEquals(Double.POSITIVE_INFINITY, policy.widest(PLAN, twoAlike));
        assertEquals(Optional.empty(), policy.stopAfter(2, PLAN, twoAlike, SECOND, SECOND));
    }

    @Test
    void theBudgetEndsTheRoundsWhenTheNextWouldNotEndWithinIt() {
        RoundPolicy policy = at999(new RoundPolicy(3, 20, 0.05, Duration.ofSeconds(100)));
        Map<BenchmarkKey, List<Double>> noisy = times(List.of(300.0, 400.0, 280.0), List.of(100.0, 90.0, 120.0));

        assertEquals(Optional.empty(), policy.stopAfter(3, PLAN, noisy, Duration.ofSeconds(60),
                Duration.ofSeconds(30)));
        assertEquals(Optional.of(StopRule.TIME_BUDGET),
                policy.stopAfter(3, PLAN, noisy, Duration.ofSeconds(75), Duration.ofSeconds(30)));
    }

    @Test
    void theBudgetBindsTheFewestForksTooSoThatASlowMachineEndsOnTime() {
        RoundPolicy policy = at999(new RoundPolicy(3, 20, 0.05, Duration.ofMinutes(2)));
        RoundPolicy fixed = at999(new RoundPolicy(3, 3, 0, Duration.ofMinutes(2)));

        assertEquals(Optional.empty(), policy.stopAfter(1, PLAN, times(1), Duration.ofSeconds(50),
                Duration.ofSeconds(50)));
        assertEquals(Optional.of(StopRule.TIME_BUDGET), policy.stopAfter(2, PLAN, times(2), Duration.ofSeconds(100),
                Duration.ofSeconds(50)));
        assertEquals(Optional.of(StopRule.TIME_BUDGET), fixed.stopAfter(2, PLAN, times(2), Duration.ofSeconds(100),
                Duration.ofSeconds(50)));
    }

    @Test
    void theMostForksEndTheRoundsBeforeTheVerdicts() {
        RoundPolicy policy = at999(new RoundPolicy(3, 4, 0.05, Duration.ZERO));
        Map<BenchmarkKey, List<Double>> noisy = times(List.of(300.0, 400.0, 280.0, 350.0),
                List.of(100.0, 90.0, 120.0, 100.0));

        assertEquals(Optional.of(StopRule.MAX_FORKS), policy.stopAfter(4, PLAN, noisy, MINUTE, SECOND));
    }

    @Test
    void theWatchedIntervalsAreAnytimeWhenTheRoundsLookAndShareTheToolsConfidence() {
        RoundPolicy looking = new RoundPolicy(3, 20, 0.05, Duration.ZERO);
        assertTrue(looking.sequential());
        assertTrue(looking.confidence(4).anytime());
        assertEquals(0.05 / 4, looking.confidence(4).alpha(), 1e-15, "95% by default, shared by the four");
        assertEquals(0.001 / 4, at999(looking).confidence(4).alpha(), 1e-15);
        assertTrue(!RoundPolicy.fixed(5).sequential() && !RoundPolicy.fixed(5).confidence(4).anytime(),
                "rounds fixed in advance are looked at once: Student's t, at the same shared level");
    }

    /**
     * A ratio 3% apart, 6% from round to round: the precision would narrow its interval to ±5% long before
     * the interval could exclude 1, and a narrow interval that still holds 1 is no verdict, so the precision
     * settles no pair: its rounds to stop are those to its verdict, the count the report's open row gives.
     * A bound the user asked for settles it sooner: within ±15% of 1, with no winner.
     */
    @Test
    void aPairIsSettledByItsVerdictOrTheBoundNeverByThePrecision() {
        PairedRounds rounds = PairedRounds.of(wobble(100, 0.06, 8), wobble(103, 0.06, 8, 5));
        RoundPolicy.Watched pair = new RoundPolicy.Watched(PLAN.get(0).key(), PLAN.get(1).key(), rounds);
        Confidence confidence = Confidence.anytime(0.001 / 2);

        int toVerdict = pair.roundsToVerdict(confidence, 0.05, 0.05, 1000);
        assertEquals(rounds.roundsToDecide(confidence, 0.05, 1000), toVerdict);
        assertEquals(toVerdict, pair.roundsToSettle(confidence, 0.05, 0.05, 0, 1000), "the precision settles no pair");
        int toBound = pair.roundsToSettle(confidence, 0.05, 0.05, 0.15, 1000);
        assertTrue(toBound > 8 && toBound < toVerdict, toBound + " rounds to the bound, " + toVerdict + " to a verdict");
        Ratio now = rounds.ratio(confidence);
        assertEquals(now.apart() <= 0.15, pair.settled(confidence, 0.05, 0.05, 0.15), now.toString());
        assertFalse(pair.settled(confidence, 0.05, 0.05, 0), "no verdict at 8 rounds: " + now);

        // A benchmark alone has no verdict but its own interval: the precision is what settles it.
        RoundPolicy.Watched alone = new RoundPolicy.Watched(PLAN.get(0).key(), null, rounds);
        assertEquals(alone.roundsToSettle(confidence, 0.05, 0.05, 0, 1000),
                alone.roundsToVerdict(confidence, 0.05, 0.05, 1000));
        assertTrue(alone.roundsToVerdict(confidence, 0.05, 0.05, 1000) > 8);
    }

    @Test
    void oneFormatAloneIsJudgedByEachBenchmarksOwnInterval() {
        List<PlannedBenchmark> jsonOnly = PLAN.stream().filter(b -> b.key().format() == Format.JSON).toList();
        Map<BenchmarkKey, List<Double>> steady = new HashMap<>();
        Map<BenchmarkKey, List<Double>> noisy = new HashMap<>();
        for (PlannedBenchmark benchmark : jsonOnly) {
            steady.put(benchmark.key(), wobble(300, 0.001, 10));
            noisy.put(benchmark.key(), wobble(300, 0.04, 10));
        }
        RoundPolicy policy = at999(new RoundPolicy(3, 20, 0.05, Duration.ZERO));

        assertTrue(policy.widest(jsonOnly, steady) < 0.01, "widest " + policy.widest(jsonOnly, steady));
        assertTrue(policy.widest(jsonOnly, noisy) > 0.05, "widest " + policy.widest(jsonOnly, noisy));
        assertEquals(Optional.of(StopRule.VERDICTS), policy.stopAfter(10, jsonOnly, steady, MINUTE, SECOND));
        assertEquals(Optional.empty(), policy.stopAfter(10, jsonOnly, noisy, MINUTE, SECOND));
    }

    @Test
    void everyFormatIsWatchedAgainstTheBaselineAndOnlyItsFirstCodecOfAStyle() {
        List<PlannedBenchmark> plan = BenchmarkPlan.of(Schemas.USER,
                List.of(Format.JSON, Format.PROTOBUF, BinaryJson.CBOR.format()), Compression.NONE,
                CodecChoice.named("jackson-streaming", "protobuf-coded", "cbor-streaming", "cbor-databind", "jackson-databind",
                        "jackson-json-schema"),
                List.of(Variant.LIBRARY), List.of(Operation.READ), List.of(1), 3, 1).benchmarks();
        List<Double> steady = wobble(300, 0.001, 10);
        Map<BenchmarkKey, List<Double>> times = new HashMap<>();
        plan.forEach(benchmark -> times.put(benchmark.key(), steady));
        RoundPolicy policy = at999(new RoundPolicy(3, 20, 0.05, Duration.ZERO));
        assertEquals(3, RoundPolicy.watched(plan, times).size(),
                "tuned: protobuf's and cbor's against json's; idiomatic: cbor's (protobuf has none here)");
        assertTrue(policy.widest(plan, times) < 0.01, "widest " + policy.widest(plan, times));

        // CBOR's tuned codec against JSON's is watched: its noise keeps the rounds going.
        times.put(key(plan, "cbor-streaming"), wobble(300, 0.3, 10));
        assertTrue(policy.widest(plan, times) > 0.2, "widest " + policy.widest(plan, times));
        // jackson-json-schema is JSON's second idiomatic codec, in no pair: its noise counts for nothing.
        times.put(key(plan, "cbor-streaming"), steady);
        times.put(key(plan, "jackson-json-schema"), wobble(300, 0.3, 10));
        assertTrue(policy.widest(plan, times) < 0.01, "widest " + policy.widest(plan, times));
    }

    @Test
    void eachBenchmarkAgainstItsTwinIsWatchedToo() {
        List<PlannedBenchmark> plan = BenchmarkPlan.of(Schemas.USER, List.of(Format.JSON, Format.PROTOBUF),
                Compression.NONE, CodecChoice.named("jackson-streaming", "protobuf-coded"),
                List.of(Variant.LIBRARY, Variant.TWIN), List.of(Operation.READ), List.of(1), 3, 1).benchmarks();
        Map<BenchmarkKey, List<Double>> times = new HashMap<>();
        plan.forEach(benchmark -> times.put(benchmark.key(), wobble(300, 0.01, 10)));

        List<RoundPolicy.Watched> watched = RoundPolicy.watched(plan, times);
        assertEquals(3, watched.size(), "the tuned pair, and each codec against its twin");
        assertEquals(2, watched.stream().filter(ratio -> ratio.other().variant() == Variant.TWIN).count());
    }

    /** Jackson 3 against 2, and jackson3-databind against its twin with one default set back: both watched. */
    @Test
    void eachMajorVersionPairAndEachSetBackDefaultIsWatched() {
        List<PlannedBenchmark> plan = BenchmarkPlan.of(Schemas.USER, List.of(Format.JSON), Compression.NONE,
                CodecChoice.named("jackson-databind", "jackson3-databind", "jackson3-databind-thread-local-pool",
                        "jackson3-databind-interned-names"),
                List.of(Variant.LIBRARY), List.of(Operation.READ), List.of(1), 3, 1).benchmarks();
        Map<BenchmarkKey, List<Double>> times = new HashMap<>();
        plan.forEach(benchmark -> times.put(benchmark.key(), wobble(300, 0.01, 10)));

        List<String> watched = RoundPolicy.watched(plan, times).stream().map(RoundPolicy.Watched::label).toList();
        assertEquals(List.of("json jackson3-databind read vs json jackson-databind read",
                "json jackson3-databind read vs json jackson3-databind-thread-local-pool read",
                "json jackson3-databind read vs json jackson3-databind-interned-names read"), watched);
    }

    @Test
    void aSettledRatioIsJudgedOnEveryRoundAndTheOpenOneDecidesTheEnd() {
        // The tuned pair is 3x apart, give or take 2%; the idiomatic pair 1.03x, give or take 20%: open for long.
        // Every benchmark is in every round (RoundRunner), settled or not: 12 rounds of each.
        Map<BenchmarkKey, List<Double>> made = new HashMap<>();
        made.put(key(PLAN, "jackson-streaming"), wobble(300, 0.02, 12));
        made.put(key(PLAN, "protobuf-coded"), wobble(100, 0.02, 12, 5));
        made.put(key(PLAN, "jackson-databind"), wobble(300, 0.2, 12));
        made.put(key(PLAN, "protobuf-delimited"), wobble(309, 0.2, 12, 7));
        RoundPolicy policy = at999(new RoundPolicy(3, 40, 0.001, 0.05, Duration.ZERO));

        List<RoundPolicy.Watched> open = policy.open(PLAN, made);
        assertEquals(1, open.size(), "the tuned pair has its verdict on all 12 rounds");
        assertEquals("protobuf-delimited", open.get(0).other().codec().toString());
        // At a 20% spread a 1.03x ratio would need far more than the 40 rounds allowed: the open ratio alone
        // decides how the rounds end.
        assertEquals(Optional.of(StopRule.OUT_OF_REACH), policy.stopAfter(12, PLAN, made, MINUTE, SECOND));
    }

    @Test
    void theBudgetIsJudgedByTheNextRoundNotTheSlowestSoFar() {
        RoundPolicy policy = at999(new RoundPolicy(3, 40, 0.001, 0.05, Duration.ofSeconds(100)));
        Map<BenchmarkKey, List<Double>> noisy = times(wobble(300, 0.2, 4), wobble(309, 0.2, 4, 7));

        // 80 s gone: a round of 30 s would end after the budget; a round of the 10 s its open benchmarks take would not.
        assertEquals(Optional.of(StopRule.TIME_BUDGET), policy.stopAfter(4, PLAN, noisy, Duration.ofSeconds(80),
                Duration.ofSeconds(30)));
        assertEquals(Optional.empty(), policy.stopAfter(4, PLAN, noisy, Duration.ofSeconds(80),
                Duration.ofSeconds(10)));
    }

    @Test
    void settingsOutsideTheirRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new RoundPolicy(0, 3, 0.05, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new RoundPolicy(5, 4, 0.05, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new RoundPolicy(3, 4, 1.0, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new RoundPolicy(3, 4, 0.05, Duration.ofSeconds(-1)));
        assertThrows(IllegalArgumentException.class, () -> new RoundPolicy(3, 4, 0.05, 1.0, Duration.ZERO));
    }

    private static BenchmarkKey key(List<PlannedBenchmark> plan, String codec) {
        return plan.stream().filter(b -> b.key().codec().toString().equals(codec)).findFirst().orElseThrow().key();
    }

    /** The first round after which the policy stops, going through the rounds given one by one; 0 if none. */
    private static int firstStop(RoundPolicy policy, Map<BenchmarkKey, List<Double>> times) {
        int rounds = times.values().iterator().next().size();
        for (int round = 1; round <= rounds; round++) {
            if (policy.stopAfter(round, PLAN, prefix(times, round), MINUTE, SECOND).isPresent()) {
                return round;
            }
        }
        return 0;
    }

    private static Map<BenchmarkKey, List<Double>> prefix(Map<BenchmarkKey, List<Double>> times, int rounds) {
        Map<BenchmarkKey, List<Double>> first = new HashMap<>();
        times.forEach((key, values) -> first.put(key, values.subList(0, rounds)));
        return first;
    }

    /** {@code rounds} times around {@code level}, each off by up to {@code spread} of it, in a fixed pattern. */
    private static List<Double> wobble(double level, double spread, int rounds) {
        return wobble(level, spread, rounds, 0);
    }

    /** The same pattern, started {@code shift} rounds later: another benchmark's noise. */
    private static List<Double> wobble(double level, double spread, int rounds, int shift) {
        double[] pattern = {0.3, -0.9, 0.6, -0.2, 1.0, -0.6, 0.1, -0.4, 0.8, -1.0, 0.5, -0.1};
        List<Double> times = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            times.add(level * (1 + spread * pattern[(round + shift) % pattern.length]));
        }
        return times;
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
