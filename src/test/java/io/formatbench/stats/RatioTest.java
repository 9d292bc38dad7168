package io.formatbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RatioTest {

    /** Each round the machine runs 20% faster or slower for both sides; B is always 10% faster than A. */
    private static final List<Double> A = List.of(200.0, 240.0, 170.0, 230.0, 180.0);
    private static final List<Double> B = A.stream().map(a -> a * 0.9).toList();

    @Test
    void pairsCancelADriftThatHitsBothSides() {
        Ratio paired = Ratio.paired(A, B);
        assertEquals(0.9, paired.value(), 1e-12);
        assertEquals(0.9, paired.low(), 1e-12);
        assertEquals(0.9, paired.high(), 1e-12);
        assertEquals(Ratio.Verdict.LOWER, paired.verdict());
        assertEquals(Ratio.Kind.PAIRED, paired.kind());
    }

    @Test
    void withoutPairsTheSameDriftSwampsTheDifference() {
        Ratio unpaired = Ratio.unpaired(A, B);
        assertEquals(0.9, unpaired.value(), 1e-12, "the ratio of geometric means");
        assertTrue(unpaired.low() < 1 && unpaired.high() > 1, unpaired.toString());
        assertEquals(Ratio.Verdict.NOT_RESOLVED, unpaired.verdict());
    }

    @Test
    void thePairedIntervalIsStudentsTOverTheLogRatios() {
        List<Double> b = List.of(100.0, 110.0, 90.0, 105.0, 95.0);
        List<Double> a = List.of(100.0, 100.0, 100.0, 100.0, 100.0);
        Ratio ratio = Ratio.paired(a, b);
        List<Double> logs = b.stream().map(x -> Math.log(x / 100)).toList();
        double mean = Statistics.mean(logs);
        double half = 8.6103 * Math.sqrt(Statistics.variance(logs) / 5);
        assertEquals(Math.exp(mean), ratio.value(), 1e-12);
        assertEquals(Math.exp(mean - half), ratio.low(), 1e-4);
        assertEquals(Math.exp(mean + half), ratio.high(), 1e-4);
        assertEquals(Ratio.Verdict.NOT_RESOLVED, ratio.verdict());
    }

    @Test
    void figuresThatCanBeZeroAreComparedAsDifferences() {
        // An allocation of 0 B in some forks: no logarithm, the difference of means instead.
        Ratio ratio = Ratio.paired(List.of(0.0, 0.1, 0.0, 0.1, 0.0), List.of(130.0, 131.0, 129.0, 130.0, 130.0));
        assertEquals(Ratio.Verdict.HIGHER, ratio.verdict());
        assertEquals(Ratio.MISSING, Ratio.paired(List.of(0.0, 0.0), List.of(1.0, 2.0)), "no ratio to nothing");
    }

    @Test
    void oneForkGivesAFigureButNoVerdict() {
        Ratio ratio = Ratio.paired(List.of(200.0), List.of(100.0));
        assertEquals(0.5, ratio.value(), 1e-12);
        assertEquals(Ratio.Verdict.NO_INTERVAL, ratio.verdict());
        assertEquals(Ratio.Verdict.NO_INTERVAL, Ratio.unpaired(List.of(200.0), List.of(100.0, 101.0)).verdict());
    }

    @Test
    void exactFiguresAreEqualOrNot() {
        assertEquals(Ratio.Verdict.SAME, Ratio.exact(51.2e6, 51.2e6).verdict());
        assertEquals(Ratio.Verdict.LOWER, Ratio.exact(97e6, 51.2e6).verdict());
        assertEquals(Ratio.Kind.EXACT, Ratio.exact(97e6, 51.2e6).kind());
    }

    @Test
    void pairsMustBePairs() {
        assertThrows(IllegalArgumentException.class, () -> Ratio.paired(List.of(1.0, 2.0), List.of(1.0)));
    }
    @Test
    void aSequenceWithoutAnEndYetIsOpenNotWithoutAnInterval() {
        // Four rounds of a ratio near 0.9, judged for a family of 12 at once, however many rounds are
        // looked at: the sequence has no end before about the sixth round.
        List<Double> a = List.of(100.0, 102.0, 99.0, 101.0);
        List<Double> b = List.of(90.0, 93.0, 88.0, 91.0);
        Ratio early = Ratio.paired(a, b, Confidence.ofFamily(0.999, 12, true));
        assertTrue(early.isUnbounded(), early.toString());
        assertFalse(early.hasInterval());
        assertEquals(Ratio.Verdict.NOT_RESOLVED, early.verdict());

        Ratio fixed = Ratio.paired(a, b, Confidence.ofFamily(0.999, 12, false));
        assertFalse(fixed.isUnbounded(), "Student's t has an end from two rounds: " + fixed);

        Ratio one = Ratio.paired(List.of(100.0), List.of(90.0), Confidence.ofFamily(0.999, 12, true));
        assertFalse(one.isUnbounded(), "one round has no interval at all: " + one);
        assertEquals(Ratio.Verdict.NO_INTERVAL, one.verdict());
    }
}
