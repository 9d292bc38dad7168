package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.stats.Confidence;
import io.formatbench.stats.PairedRounds;
import io.formatbench.stats.Ratio;
import java.time.Duration;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Why a paired ratio may name its winner on a machine whose speed changes under it (the canary's
 * "machine unsteady"): each round runs its benchmarks in an order shuffled afresh, so whatever the host
 * does lands on either side of a pair by chance. It widens the ratio's spread from round to round, and
 * so its interval, but leaves its centre where it was. Simulated here, at the main job's defaults (four
 * ratios at 95% together, looked at after every round, at most 40 rounds, a bound of ±15%), on hosts
 * worse than a canary at 10% marks: every fork of a round runs in a slot of its own (the main job's eight
 * benchmarks), and the host's speed changes from slot to slot, between a fast level and one 30% slower
 * (a canary's variation of about 13%), or drifts slower throughout the run (twice as slow by its end).
 *
 * <p>Twin codecs (an A/A run) must then be named apart no more often than the confidence allows, with the
 * centre of their ratio left at 1; a true 10% difference must still be found. What this rests on, and what
 * the shuffle gives: the host's changes are not tied to a codec's place in a round.
 */
class UnsteadyHostVerdictTest {

    private static final int RUNS = 2000;
    private static final int RATIOS = 4;
    private static final int SLOTS = 8;
    private static final int MOST_ROUNDS = 40;
    /** A fork's own spread, host aside: a JIT decision, the collector. */
    private static final double FORK_SPREAD = 0.03;

    private static final RoundPolicy POLICY = new RoundPolicy(Defaults.FORKS, MOST_ROUNDS, 0.05, Defaults.MARGIN,
            0.15, Defaults.CONFIDENCE, Duration.ZERO);
    private static final Confidence FAMILY = POLICY.confidence(RATIOS);

    /** The most a ratio may be named apart when it is not: its share of the family's chance of a miss. */
    private static final double MOST_FALSE_WINNERS = (1 - Defaults.CONFIDENCE) / RATIOS;

    @Test
    void twinsOnAHostThatJumpsBetweenTwoSpeedsAreNamedApartNoMoreOftenThanTheConfidenceAllows() {
        Outcome twins = runs(1.00, new JumpingHost(0.3, 1.3), 11);
        System.out.println("jumping host, twins: " + twins);
        assertTrue(twins.falseWinners() <= MOST_FALSE_WINNERS, twins.toString());
        // The host widened the intervals; it did not move their centre off 1.
        assertTrue(Math.abs(twins.meanLog()) < 0.005, twins.toString());
    }

    @Test
    void twinsOnAHostThatSlowsThroughTheRunAreNamedApartNoMoreOftenThanTheConfidenceAllows() {
        Outcome twins = runs(1.00, new DriftingHost(0.002), 12);
        System.out.println("drifting host, twins: " + twins);
        assertTrue(twins.falseWinners() <= MOST_FALSE_WINNERS, twins.toString());
        assertTrue(Math.abs(twins.meanLog()) < 0.005, twins.toString());
    }

    @Test
    void aTrueTenPercentIsStillFoundOnAHostThatJumps() {
        Outcome apart = runs(1.10, new JumpingHost(0.3, 1.15), 13);
        System.out.println("jumping host, 1.10: " + apart);
        assertTrue(apart.share(Ratio.Verdict.HIGHER) >= 0.80, apart.toString());
        assertTrue(apart.share(Ratio.Verdict.LOWER) + apart.share(Ratio.Verdict.WITHIN_MARGIN) <= MOST_FALSE_WINNERS,
                apart.toString());
    }

    /** The host's speed, as a factor on a fork's time, slot after slot through the run. */
    private interface Host {
        double next(SplittableRandom random);

        Host fresh();
    }

    /** Fast or twice as slow, changing at each slot with chance {@code change}: a busy VM host's neighbours. */
    private record JumpingHost(double change, double slow, boolean[] isSlow) implements Host {
        JumpingHost(double change, double slow) {
            this(change, slow, new boolean[1]);
        }

        @Override
        public double next(SplittableRandom random) {
            if (random.nextDouble() < change) {
                isSlow[0] = !isSlow[0];
            }
            return isSlow[0] ? slow : 1;
        }

        @Override
        public Host fresh() {
            return new JumpingHost(change, slow);
        }
    }

    /** Slower by {@code perSlot} at every slot: a host whose neighbours get busier through the hour. */
    private record DriftingHost(double perSlot, double[] factor) implements Host {
        DriftingHost(double perSlot) {
            this(perSlot, new double[] {1});
        }

        @Override
        public double next(SplittableRandom random) {
            factor[0] *= 1 + perSlot;
            return factor[0];
        }

        @Override
        public Host fresh() {
            return new DriftingHost(perSlot);
        }
    }

    /**
     * @param verdicts how many runs ended with each verdict, by its ordinal
     * @param settledRuns how many ended settled (a verdict, or bounded)
     * @param meanLog the mean over the runs of their ratio's mean log: where the host left the centre
     */
    private record Outcome(int[] verdicts, int settledRuns, double meanLog) {
        double share(Ratio.Verdict verdict) {
            return (double) verdicts[verdict.ordinal()] / RUNS;
        }

        double falseWinners() {
            return share(Ratio.Verdict.HIGHER) + share(Ratio.Verdict.LOWER);
        }

        double settled() {
            return (double) settledRuns / RUNS;
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder();
            for (Ratio.Verdict verdict : Ratio.Verdict.values()) {
                text.append(String.format(Locale.ROOT, "%s %.2f%%, ", verdict, share(verdict) * 100));
            }
            return text.append(String.format(Locale.ROOT, "settled %.1f%%, mean log ratio %.4f", settled() * 100,
                    meanLog)).toString();
        }
    }

    private static Outcome runs(double truth, Host host, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] verdicts = new int[Ratio.Verdict.values().length];
        int settled = 0;
        double meanLogs = 0;
        for (int run = 0; run < RUNS; run++) {
            PairedRounds rounds = run(truth, host.fresh(), random);
            verdicts[rounds.ratio(FAMILY).verdict(POLICY.margin()).ordinal()]++;
            settled += VerdictReach.settled(POLICY, FAMILY, rounds) ? 1 : 0;
            meanLogs += rounds.meanLog() - Math.log(truth);
        }
        return new Outcome(verdicts, settled, meanLogs / RUNS);
    }

    /** One ratio's rounds until the rule settles it or they run out; a round's other forks fill its other slots. */
    private static PairedRounds run(double truth, Host host, SplittableRandom random) {
        double sum = 0;
        double squares = 0;
        PairedRounds rounds = null;
        for (int n = 1; n <= MOST_ROUNDS; n++) {
            // The round's shuffled order: the pair's two forks in two of its slots, drawn afresh.
            int slotA = random.nextInt(SLOTS);
            int slotB = (slotA + 1 + random.nextInt(SLOTS - 1)) % SLOTS;
            double speedA = Double.NaN;
            double speedB = Double.NaN;
            for (int slot = 0; slot < SLOTS; slot++) {
                double speed = host.next(random);
                speedA = slot == slotA ? speed : speedA;
                speedB = slot == slotB ? speed : speedB;
            }
            double a = speedA * Math.exp(FORK_SPREAD * VerdictReach.gaussian(random));
            double b = truth * speedB * Math.exp(FORK_SPREAD * VerdictReach.gaussian(random));
            double x = Math.log(b / a);
            sum += x;
            squares += x * x;
            double mean = sum / n;
            double spread = n > 1 ? Math.sqrt(Math.max(0, (squares - n * mean * mean) / (n - 1))) : Double.NaN;
            rounds = new PairedRounds(n, mean, spread);
            if (n >= POLICY.minForks() && VerdictReach.settled(POLICY, FAMILY, rounds)) {
                break;
            }
        }
        return rounds;
    }
}
