package io.formatbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PairedRoundsTest {

    private static final List<Double> A = List.of(200.0, 210.0, 190.0, 205.0, 195.0);
    private static final List<Double> B = List.of(100.0, 106.0, 94.0, 103.0, 97.0);

    @Test
    void theRatioIsTheGeometricMeanOfEachRoundsWithItsInterval() {
        PairedRounds rounds = PairedRounds.of(A, B);
        Ratio ratio = rounds.ratio(Confidence.fixed(0.001));

        assertEquals(5, rounds.rounds());
        assertEquals(Ratio.paired(A, B).value(), ratio.value(), 1e-12);
        assertEquals(Ratio.paired(A, B).low(), ratio.low(), 1e-12);
        assertTrue(ratio.value() > 0.49 && ratio.value() < 0.51);
    }

    @Test
    void anOpenRatioForeseesTheRoundsThatWouldDecideIt() {
        // 2% apart, 3% from round to round: decided once the interval shrinks inside 2% of the ratio.
        List<Double> a = List.of(100.0, 100.0, 100.0, 100.0, 100.0, 100.0);
        List<Double> b = List.of(105.0, 99.0, 102.0, 98.0, 104.0, 104.0);
        PairedRounds rounds = PairedRounds.of(a, b);
        Confidence anytime = Confidence.anytime(0.001);

        assertEquals(Ratio.Verdict.NOT_RESOLVED, rounds.ratio(anytime).verdict(0.05));
        int needed = rounds.roundsToDecide(anytime, 0.05, 1000);
        assertTrue(needed > 6, "needed " + needed);
        double reach = Math.max(Math.abs(rounds.meanLog()), Math.log1p(0.05) - Math.abs(rounds.meanLog()));
        assertTrue(anytime.halfWidth(needed, rounds.spreadLog()) <= reach, "decided at " + needed);
        assertTrue(anytime.halfWidth(needed - 1, rounds.spreadLog()) > reach, "not before");
        assertEquals(needed - 6, rounds.moreThanThese(needed), "beyond the 6 rounds it has");
        assertEquals(1, rounds.moreThanThese(6), "an open ratio needs at least one more");
        assertEquals(-1, rounds.moreThanThese(-1), "none would do");
    }

    @Test
    void aRatioOfOneWithNoMarginCanNeverBeDecided() {
        List<Double> a = List.of(100.0, 100.0, 100.0, 100.0);
        List<Double> b = List.of(101.0, 99.0, 99.0, 101.0);
        PairedRounds rounds = PairedRounds.of(a, b);

        assertEquals(-1, rounds.roundsToDecide(Confidence.anytime(0.001), 0.0, 1000), "no winner, and no margin");
        assertTrue(rounds.roundsToDecide(Confidence.anytime(0.001), 0.05, 1000) > 0, "but about the same, in time");
    }

    @Test
    void figuresThatCannotBeRatiosAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> PairedRounds.of(List.of(1.0), List.of(1.0, 2.0)));
        assertThrows(IllegalArgumentException.class, () -> PairedRounds.of(List.of(0.0), List.of(1.0)));
    }
}
