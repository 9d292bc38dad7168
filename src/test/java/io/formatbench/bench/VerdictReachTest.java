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
 * The stopping rule as coded reaches the verdicts it promises, at the tool's defaults: the main job's
 * family of four time ratios at 95% together, confidence sequences looked at after every round, at most
 * 20 rounds. Each ratio's rounds are drawn as normal log ratios with a spread of 2.5% from round to
 * round (a steady day's), fed round by round to {@link RoundPolicy.Watched#settled}, which stops a
 * ratio's rounds once it is settled, and judged at its end as the report judges it. A true tie must end
 * "about the same" nearly always; a true 10% difference must be called "about the same" no more often
 * than the confidence allows. (Before the precision stopped settling pairs, a true 1.00 ended "about the
 * same" in about a quarter of such runs and "not resolved" in the rest.)
 */
class VerdictReachTest {

    private static final int RUNS = 2000;
    private static final int RATIOS = 4;
    private static final int MOST_ROUNDS = 20;
    private static final double SPREAD = 0.025;

    private static final RoundPolicy POLICY = new RoundPolicy(Defaults.FORKS, MOST_ROUNDS, 0.05, Defaults.MARGIN, 0,
            Defaults.CONFIDENCE, Duration.ZERO);
    @Test
    void aTrueTieEndsAboutTheSameInNineRunsOfTenWithinTwentyRounds() {
        double aboutTheSame = share(1.00, Ratio.Verdict.WITHIN_MARGIN, 1);
        System.out.printf(Locale.ROOT, "true 1.00: about the same in %.1f%% of runs%n", aboutTheSame * 100);
        assertTrue(aboutTheSame >= 0.90, "about the same in " + aboutTheSame);
    }

    @Test
    void aTrueTenPercentIsCalledAboutTheSameNoMoreOftenThanTheConfidenceAllows() {
        double aboutTheSame = share(1.10, Ratio.Verdict.WITHIN_MARGIN, 2);
        double winner = share(1.10, Ratio.Verdict.HIGHER, 3);
        System.out.printf(Locale.ROOT, "true 1.10: about the same in %.2f%% of runs, the right winner in %.1f%%%n",
                aboutTheSame * 100, winner * 100);
        assertTrue(aboutTheSame <= (1 - Defaults.CONFIDENCE) / RATIOS, "about the same in " + aboutTheSame);
        assertTrue(winner >= 0.90, "the right winner in " + winner);
    }

    @Test
    void aBoundSettlesWhatTheVerdictsLeaveOpenWithinIt() {
        // 1.04 apart: too close to the margin's edge for "about the same" within 20 rounds in most runs, and
        // too close to 1 for a winner; within ±15% the rounds can say no more apart than that.
        RoundPolicy bounded = new RoundPolicy(Defaults.FORKS, MOST_ROUNDS, 0.05, Defaults.MARGIN, 0.15,
                Defaults.CONFIDENCE, Duration.ZERO);
        double settledUnbounded = settledShare(POLICY, 1.04, 4);
        double settledBounded = settledShare(bounded, 1.04, 4);
        System.out.printf(Locale.ROOT, "true 1.04: settled in %.1f%% of runs, %.1f%% with a bound of 15%%%n",
                settledUnbounded * 100, settledBounded * 100);
        assertTrue(settledBounded >= 0.99 && settledBounded > settledUnbounded,
                settledBounded + " against " + settledUnbounded);
    }

    /** The share of runs of one ratio of true value {@code truth} that end with {@code verdict}. */
    private static double share(double truth, Ratio.Verdict verdict, long seed) {
        Confidence confidence = POLICY.confidence(RATIOS);
        SplittableRandom random = new SplittableRandom(seed);
        int count = 0;
        for (int run = 0; run < RUNS; run++) {
            PairedRounds rounds = run(POLICY, confidence, truth, random);
            count += rounds.ratio(confidence).verdict(POLICY.margin()) == verdict ? 1 : 0;
        }
        return (double) count / RUNS;
    }

    private static double settledShare(RoundPolicy policy, double truth, long seed) {
        Confidence confidence = policy.confidence(RATIOS);
        SplittableRandom random = new SplittableRandom(seed);
        int count = 0;
        for (int run = 0; run < RUNS; run++) {
            PairedRounds rounds = run(policy, confidence, truth, random);
            count += VerdictReach.settled(policy, confidence, rounds) ? 1 : 0;
        }
        return (double) count / RUNS;
    }

    /** One ratio's rounds, until the rule settles it or the rounds run out; the others of its family alike. */
    private static PairedRounds run(RoundPolicy policy, Confidence confidence, double truth, SplittableRandom random) {
        double sum = 0;
        double squares = 0;
        PairedRounds rounds = null;
        for (int n = 1; n <= MOST_ROUNDS; n++) {
            double x = Math.log(truth) + SPREAD * VerdictReach.gaussian(random);
            sum += x;
            squares += x * x;
            double mean = sum / n;
            double spread = n > 1 ? Math.sqrt(Math.max(0, (squares - n * mean * mean) / (n - 1))) : Double.NaN;
            rounds = new PairedRounds(n, mean, spread);
            if (n >= policy.minForks() && VerdictReach.settled(policy, confidence, rounds)) {
                break;
            }
        }
        return rounds;
    }
}
