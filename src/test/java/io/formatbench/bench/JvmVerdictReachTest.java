package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import io.formatbench.stats.Confidence;
import io.formatbench.stats.Ratio;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The stopping rule as coded, on a run of two JVMs: the main job's four codecs, both operations, on JDK
 * 17 and on JDK 25, so that the family is the head-to-head's 4 ratios (on the first JVM) and 8 JVM
 * ratios, at 95% together, confidence sequences looked at after every round, at most 20 rounds. Each
 * round draws every benchmark's time around its level, a drift shared by the round and a spread of its
 * own (2.5% for a ratio of two, as {@link VerdictReachTest}'s), feeds them to
 * {@link RoundPolicy#stopAfter} round by round, and judges the JVM ratios at the end as the rounds
 * judged them. A JVM that changes nothing must end "about the same" nearly always; one 10% slower must
 * be called "about the same" no more often than the family's confidence allows, and slower nearly
 * always. Whatever the JVM ratios do, the head-to-head's pairs stay within the first JVM.
 */
class JvmVerdictReachTest {

    private static final int RUNS = 400;
    private static final int MOST_ROUNDS = 20;
    /** Each benchmark's own spread: two of them make a ratio's 2.5%. */
    private static final double OWN_SPREAD = 0.025 / Math.sqrt(2);

    private static final List<PlannedBenchmark> PLAN = BenchmarkPlan.of(Schemas.USER,
            List.of(Format.JSON, Format.PROTOBUF), Compression.NONE, CodecChoice.HEADLINE, List.of(Variant.LIBRARY),
            List.of(Operation.WRITE, Operation.READ), List.of(1), Defaults.FORKS, 1).onJvms(List.of("jdk17", "jdk25"))
            .benchmarks();
    private static final RoundPolicy POLICY = new RoundPolicy(Defaults.FORKS, MOST_ROUNDS, 0.05, Defaults.MARGIN, 0,
            Defaults.CONFIDENCE, Duration.ZERO);

    @Test
    void theFamilyIsTheHeadToHeadOnTheFirstJvmAndEachBenchmarkOnTheSecondAgainstTheFirst() {
        Map<BenchmarkKey, List<Double>> times = new HashMap<>();
        PLAN.forEach(benchmark -> times.put(benchmark.key(), List.of(100.0, 101.0, 99.0)));
        List<RoundPolicy.Watched> watched = RoundPolicy.watched(PLAN, times);

        assertEquals(12, watched.size());
        assertEquals(4, watched.stream().filter(ratio -> ratio.baseline().format() != ratio.other().format()
                && ratio.baseline().jvm().equals("jdk17") && ratio.other().jvm().equals("jdk17")).count());
        assertEquals(8, watched.stream().filter(ratio -> ratio.other().jvm().equals("jdk25")
                && ratio.other().withJvm("jdk17").equals(ratio.baseline())).count());
    }

    @Test
    void eachWatchedRatioNamesItsJvmsAndAnOpenJvmRatioKeepsTheRoundsGoing() {
        List<PlannedBenchmark> plan = BenchmarkPlan.of(Schemas.USER, List.of(Format.JSON, Format.PROTOBUF),
                Compression.NONE, CodecChoice.named("jackson-streaming", "protobuf-coded"), List.of(Variant.LIBRARY),
                List.of(Operation.READ), List.of(1), 3, 1).onJvms(List.of("jdk17", "jdk25")).benchmarks();
        Map<BenchmarkKey, List<Double>> times = new HashMap<>();
        // JSON 300 ms, protobuf 100 ms, each within 0.5% from round to round; JDK 25 the same as 17.
        double[] wobble = {0.003, -0.005, 0.001, 0.004, -0.002, 0.0, -0.004, 0.005, -0.001, 0.002};
        for (int i = 0; i < plan.size(); i++) {
            List<Double> own = new ArrayList<>();
            for (int round = 0; round < wobble.length; round++) {
                own.add((plan.get(i).key().format() == Format.JSON ? 300 : 100)
                        * (1 + wobble[(round + 3 * i) % wobble.length]));
            }
            times.put(plan.get(i).key(), own);
        }

        assertEquals(List.of("protobuf protobuf-coded read (jdk17) vs json jackson-streaming read (jdk17)",
                        "json jackson-streaming read (jdk25) vs json jackson-streaming read (jdk17)",
                        "protobuf protobuf-coded read (jdk25) vs protobuf protobuf-coded read (jdk17)"),
                RoundPolicy.watched(plan, times).stream().map(RoundPolicy.Watched::label).toList());
        RoundPolicy policy = new RoundPolicy(3, 40, 0.001, 0.05, 0, 0.999, Duration.ZERO);
        assertEquals(Optional.of(io.formatbench.results.StopRule.VERDICTS),
                policy.stopAfter(10, plan, times, Duration.ofMinutes(1), Duration.ofSeconds(1)));

        // JDK 25's protobuf reads now 3% slower, give or take 30%: that ratio alone is open.
        List<Double> noisy = new ArrayList<>();
        for (int round = 0; round < wobble.length; round++) {
            noisy.add(103 * (1 + 60 * wobble[round]));
        }
        times.put(plan.get(3).key(), noisy);
        assertEquals(List.of(plan.get(3).key()), policy.open(plan, times).stream().map(RoundPolicy.Watched::other)
                .toList());
    }

    @Test
    void aJvmThatChangesNothingEndsAboutTheSameNearlyAlways() {
        double aboutTheSame = share(1.00, Ratio.Verdict.WITHIN_MARGIN, 1);
        System.out.printf(Locale.ROOT, "JVM ratio 1.00 in a family of 12: about the same in %.1f%% of ratios%n",
                aboutTheSame * 100);
        assertTrue(aboutTheSame >= 0.90, "about the same in " + aboutTheSame);
    }

    @Test
    void aJvmTenPercentSlowerIsCalledAboutTheSameNoMoreOftenThanTheConfidenceAllows() {
        double aboutTheSame = share(1.10, Ratio.Verdict.WITHIN_MARGIN, 2);
        double slower = share(1.10, Ratio.Verdict.HIGHER, 3);
        System.out.printf(Locale.ROOT, "JVM ratio 1.10 in a family of 12: about the same in %.2f%% of ratios,"
                + " slower in %.1f%%%n", aboutTheSame * 100, slower * 100);
        assertTrue(aboutTheSame <= (1 - Defaults.CONFIDENCE) / 12, "about the same in " + aboutTheSame);
        assertTrue(slower >= 0.90, "slower in " + slower);
    }

    /** The share of the JVM ratios, over {@link #RUNS} runs, that end with {@code verdict} when all are {@code truth}. */
    private static double share(double truth, Ratio.Verdict verdict, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int count = 0;
        int all = 0;
        for (int run = 0; run < RUNS; run++) {
            Map<BenchmarkKey, List<Double>> times = run(truth, random);
            List<RoundPolicy.Watched> watched = RoundPolicy.watched(PLAN, times);
            Confidence confidence = POLICY.confidence(watched.size());
            for (RoundPolicy.Watched ratio : watched) {
                if (!ratio.other().jvm().equals(ratio.baseline().jvm())) {
                    all++;
                    count += ratio.rounds().ratio(confidence).verdict(POLICY.margin()) == verdict ? 1 : 0;
                }
            }
        }
        return (double) count / all;
    }

    /**
     * One run's fork times, round by round until the rule stops: protobuf twice as fast as JSON (the
     * head-to-head settles early), JDK 25 {@code truth} times JDK 17's.
     */
    private static Map<BenchmarkKey, List<Double>> run(double truth, SplittableRandom random) {
        Map<BenchmarkKey, List<Double>> times = new HashMap<>();
        PLAN.forEach(benchmark -> times.put(benchmark.key(), new ArrayList<>()));
        for (int round = 1; round <= MOST_ROUNDS; round++) {
            double drift = 0.03 * VerdictReach.gaussian(random);
            for (PlannedBenchmark benchmark : PLAN) {
                BenchmarkKey key = benchmark.key();
                double level = (key.format() == Format.JSON ? 200 : 100) * (key.jvm().equals("jdk25") ? truth : 1);
                times.get(key).add(level * Math.exp(drift + OWN_SPREAD * VerdictReach.gaussian(random)));
            }
            Optional<?> stop = POLICY.stopAfter(round, PLAN, times, Duration.ZERO, Duration.ZERO);
            if (stop.isPresent()) {
                break;
            }
        }
        return times;
    }
}
