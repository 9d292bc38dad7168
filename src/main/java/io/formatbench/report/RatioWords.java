package io.formatbench.report;

import io.formatbench.metric.BetterWhen;
import io.formatbench.metric.Wording;
import io.formatbench.stats.Ratio;

/**
 * How a ratio of a codec's figure to the baseline's is put into a row's words: "3.2x faster", "47%
 * smaller", and its interval: "3.0x-3.4x faster", "1.05x slower to 1.02x faster".
 */
final class RatioWords {

    /** Speeds closer than this are "about the same": the third significant digit would not move. */
    private static final double SAME_SPEED = 1.005;

    /**
     * Ends further apart than this factor say nothing a reader can use: with two forks at 99.9% the
     * t quantile is 637, and an interval reads "14,881,629,437x more to 100% less".
     */
    static final double WIDEST_INTERVAL = 100;

    static final String TOO_WIDE = "wider than " + (int) WIDEST_INTERVAL + "x (too few forks)";
    /** An interval that holds however many rounds are looked at has no end over its first rounds. */
    static final String UNBOUNDED = "none yet (no end at so few rounds)";

    private RatioWords() {}

    /**
     * An interval from a difference of means (allocation) can reach below zero, "100% less": its ends
     * are then unboundedly far apart, and it says something only while its upper end stays within
     * twice the baseline's figure ("37% more to 100% less").
     */
    private static boolean tooWide(Ratio ratio) {
        return ratio.low() > 0 ? ratio.high() / ratio.low() > WIDEST_INTERVAL : ratio.high() > 2;
    }

    /** other / baseline in the row's words, e.g. "2.9x faster", "47% smaller". */
    static String relative(HeadToHeadMetric metric, Ratio ratio) {
        if (!ratio.isPresent()) {
            return Units.NOT_AVAILABLE;
        }
        double value = ratio.value();
        if (value == 1) {
            return "same";
        }
        if (isSpeed(metric)) {
            double factor = speedFactor(metric, value);
            if (Math.max(factor, 1 / factor) < SAME_SPEED) {
                return "about the same";
            }
            return speed(metric, factor);
        }
        return amount(metric, value);
    }

    /** The interval of other / baseline in the row's words, from the end worst for the other codec to the best. */
    static String interval(HeadToHeadMetric metric, Ratio ratio) {
        if (!ratio.isPresent()) {
            return Units.NOT_AVAILABLE;
        }
        if (ratio.isUnbounded()) {
            return UNBOUNDED;
        }
        if (!ratio.hasInterval()) {
            return "none (fewer than two forks)";
        }
        if (tooWide(ratio)) {
            return TOO_WIDE;
        }
        Wording wording = metric.wording();
        if (isSpeed(metric)) {
            double a = speedFactor(metric, ratio.low());
            double b = speedFactor(metric, ratio.high());
            double worst = Math.min(a, b);
            double best = Math.max(a, b);
            if (worst >= 1) {
                return Units.factor(worst) + "-" + Units.factor(best) + " " + wording.betterWord();
            }
            if (best <= 1) {
                return Units.factor(1 / best) + "-" + Units.factor(1 / worst) + " " + wording.worseWord();
            }
            return Units.factor(1 / worst) + " " + wording.worseWord() + " to " + Units.factor(best) + " " + wording.betterWord();
        }
        // An amount: a ratio below 1 is the other codec's better side whichever way the row improves.
        boolean lowerIsBetter = metric.betterWhen() == BetterWhen.LOWER;
        double worst = lowerIsBetter ? ratio.high() : ratio.low();
        double best = lowerIsBetter ? ratio.low() : ratio.high();
        String worstWords = amount(metric, worst);
        String bestWords = amount(metric, best);
        return worstWords.equals(bestWords) ? worstWords : worstWords + " to " + bestWords;
    }

    private static boolean isSpeed(HeadToHeadMetric metric) {
        return metric.wording() == Wording.SPEED || metric.wording() == Wording.RATE;
    }

    /** How many times better the other codec is (below 1: worse), from other / baseline. */
    private static double speedFactor(HeadToHeadMetric metric, double ratio) {
        return metric.betterWhen() == BetterWhen.LOWER ? 1 / ratio : ratio;
    }

    private static String speed(HeadToHeadMetric metric, double factor) {
        Wording wording = metric.wording();
        return factor >= 1
                ? Units.factor(factor) + " " + wording.betterWord()
                : Units.factor(1 / factor) + " " + wording.worseWord();
    }

    /** An amount's ratio: "47% smaller", "19% more", "14x more". */
    private static String amount(HeadToHeadMetric metric, double ratio) {
        Wording wording = metric.wording();
        if (ratio <= 0) {
            // Only an interval's end computed from differences of means can get here.
            return "100% " + wording.betterWord();
        }
        if (ratio < 1) {
            long percent = Math.round((1 - ratio) * 100);
            return (percent == 0 ? "<1" : Long.toString(percent)) + "% " + wording.betterWord();
        }
        if (ratio < 2) {
            long percent = Math.round((ratio - 1) * 100);
            return (percent == 0 ? "<1" : Long.toString(percent)) + "% " + wording.worseWord();
        }
        return Units.factor(ratio) + " " + wording.worseWord();
    }
}
