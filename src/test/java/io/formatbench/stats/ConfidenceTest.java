package io.formatbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ConfidenceTest {

    @Test
    void aFixedIntervalIsStudentsT() {
        List<Double> values = List.of(10.0, 12.0, 11.0, 13.0, 9.0);
        double sd = Math.sqrt(Statistics.variance(values));
        assertEquals(Statistics.confidenceHalfWidth(values), Confidence.fixed(0.001).halfWidth(5, sd), 1e-12);
        assertTrue(Double.isNaN(Confidence.fixed(0.001).halfWidth(1, sd)), "one value: no interval");
    }

    @Test
    void anAnytimeIntervalHasNoEndAtFirstThenNarrowsAndIsWiderThanAFixedOne() {
        Confidence anytime = Confidence.anytime(0.001 / 4);
        assertEquals(Double.POSITIVE_INFINITY, anytime.multiplier(4), "four rounds cannot bound it at 99.975%");
        double previous = Double.POSITIVE_INFINITY;
        for (int n = 7; n <= 60; n++) {
            double multiplier = anytime.multiplier(n);
            assertTrue(multiplier < previous, "narrower at " + n);
            assertTrue(multiplier > Confidence.fixed(0.001 / 4).multiplier(n), "the price of looking, at " + n);
            previous = multiplier;
        }
    }

    @Test
    void theRoundsForAWidthAreTheFewestWhoseIntervalIsThatNarrow() {
        Confidence anytime = Confidence.anytime(0.001);
        int n = anytime.observationsFor(0.05, 0.03, 3, 1000);
        assertTrue(anytime.halfWidth(n, 0.03) <= 0.05 && anytime.halfWidth(n - 1, 0.03) > 0.05, "n " + n);
        assertEquals(-1, anytime.observationsFor(0.05, 10, 3, 50), "never within 50");
    }

    /**
     * The promise itself, by simulation: over sequences of normal observations, the anytime interval
     * misses the true mean at some n up to 60 no more often than alpha; Student's t, looked at after
     * every observation and stopped at the first miss, misses far more often (that is why the rounds
     * do not stop on it).
     */
    @Test
    void theAnytimeIntervalKeepsItsPromiseHoweverManyTimesItIsLookedAtAndTheFixedOneDoesNot() {
        double alpha = 0.05;
        int sequences = 4000;
        int most = 60;
        double[] anytime = new double[most + 1];
        double[] fixed = new double[most + 1];
        for (int n = 2; n <= most; n++) {
            anytime[n] = Confidence.anytime(alpha).multiplier(n);
            fixed[n] = Confidence.fixed(alpha).multiplier(n);
        }
        SplittableRandom random = new SplittableRandom(20261127);
        int anytimeMissed = 0;
        int fixedMissed = 0;
        for (int sequence = 0; sequence < sequences; sequence++) {
            double sum = 0;
            double sumSquares = 0;
            boolean anytimeMiss = false;
            boolean fixedMiss = false;
            // A mean of 3 and a standard deviation of 0.7, neither known to the intervals.
            for (int n = 1; n <= most; n++) {
                double x = 3 + 0.7 * gaussian(random);
                sum += x;
                sumSquares += x * x;
                if (n < 2) {
                    continue;
                }
                double mean = sum / n;
                double sd = Math.sqrt(Math.max(0, (sumSquares - n * mean * mean) / (n - 1)));
                anytimeMiss |= Math.abs(mean - 3) > anytime[n] * sd;
                fixedMiss |= Math.abs(mean - 3) > fixed[n] * sd;
            }
            anytimeMissed += anytimeMiss ? 1 : 0;
            fixedMissed += fixedMiss ? 1 : 0;
        }
        double anytimeRate = anytimeMissed / (double) sequences;
        double fixedRate = fixedMissed / (double) sequences;
        // Three binomial standard errors of slack: 0.05 + 0.010.
        assertTrue(anytimeRate <= alpha + 3 * Math.sqrt(alpha * (1 - alpha) / sequences), "anytime " + anytimeRate);
        assertTrue(fixedRate > 3 * alpha, "Student's t looked at every time: " + fixedRate);
    }

    @Test
    void nonsenseIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Confidence.fixed(0));
        assertThrows(IllegalArgumentException.class, () -> Confidence.anytime(1));
    }

    @Test
    void aFamilySharesItsLevel() {
        assertEquals(0.001 / 16, Confidence.ofFamily(0.999, 16, true).alpha(), 1e-15);
        assertEquals("99.99375%", Confidence.ofFamily(0.999, 16, true).level());
        assertEquals("99.9%", Confidence.ofFamily(0.999, 1, false).level());
        assertEquals("98.75%", Confidence.ofFamily(0.95, 4, true).level());
    }

    private static double gaussian(SplittableRandom random) {
        // Box-Muller: SplittableRandom has no nextGaussian on Java 17.
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
