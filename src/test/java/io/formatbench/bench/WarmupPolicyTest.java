package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class WarmupPolicyTest {

    /** At least 2 warm-up passes, at most 8; over once 2 in a row are no faster than the fastest before by 5%. */
    private final WarmupPolicy policy = new WarmupPolicy(2, 8, 2, 0.05);

    @Test
    void goesOnWhilePassesGetFasterAndEndsWhenTwoInARowDoNot() {
        assertFalse(policy.isDone(List.of(300.0, 215.0)), "215 is 40% faster than 300: still compiling");
        assertFalse(policy.isDone(List.of(300.0, 215.0, 200.0)), "200 is 7.5% faster than 215");
        assertFalse(policy.isDone(List.of(300.0, 215.0, 200.0, 196.0)), "196 is within 5% of 200, but alone");
        assertTrue(policy.isDone(List.of(300.0, 215.0, 200.0, 196.0, 199.0)), "196 and 199: neither a new best");
        assertTrue(policy.settled(List.of(300.0, 215.0, 200.0, 196.0, 199.0)));
    }

    @Test
    void aSlowPassIsNoEvidenceOfWarmingUpOnANoisyMachine() {
        // Passes that spread by 15% around 200 ms, as on a noisy host: none a new best by 5% after the second.
        assertTrue(policy.isDone(List.of(320.0, 205.0, 229.0, 198.0)),
                "229 is slower, 198 is 3.5% faster than 205: the warm-up is over");
        // What the rule before issue 41 asked, three passes within 5% of each other, these passes rarely give.
    }

    @Test
    void aSlowPassAmidAForkStillCompilingDoesNotEndItsWarmUp() {
        List<Double> compiling = List.of(300.0, 250.0, 262.0, 215.0);
        assertFalse(policy.isDone(compiling), "262 was slow, but 215 is 16% faster than 250: one more");
        assertFalse(policy.isDone(List.of(300.0, 250.0, 262.0, 215.0, 201.0)), "201 is 7% faster than 215");
        assertTrue(policy.isDone(List.of(300.0, 250.0, 262.0, 215.0, 201.0, 200.0, 203.0)));
    }

    @Test
    void neverFewerWarmUpsThanTheLeastNorMoreThanTheMost() {
        WarmupPolicy atLeastFive = new WarmupPolicy(5, 8, 2, 0.05);
        assertFalse(atLeastFive.isDone(List.of(100.0, 100.0, 100.0, 100.0)));
        assertTrue(atLeastFive.isDone(List.of(100.0, 100.0, 100.0, 100.0, 100.0)));
        List<Double> everFaster = List.of(800.0, 700.0, 600.0, 500.0, 400.0, 300.0, 200.0, 100.0);
        assertFalse(policy.isDone(everFaster.subList(0, 7)), "seven warm-ups: one more may settle it");
        assertTrue(policy.isDone(everFaster), "the cap: eight warm-ups");
        assertFalse(policy.settled(everFaster), "and the fork records that it did not settle");
    }

    @Test
    void aCapThatLeavesNoPassesToJudgeIsAFixedWarmUp() {
        WarmupPolicy none = new WarmupPolicy(0, 0, 2, 0.05);
        assertTrue(none.isDone(List.of()), "no warm-up at all");
        assertTrue(none.settled(List.of()), "as asked: not a fork that failed to settle");
        WarmupPolicy one = new WarmupPolicy(1, 2, 2, 0.05);
        assertFalse(one.isDone(List.of()));
        assertTrue(one.isDone(List.of(300.0)), "two passes cannot show two in a row after a first: the fewest");
    }

    @Test
    void nonsenseIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new WarmupPolicy(4, 3, 2, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new WarmupPolicy(1, 3, 0, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new WarmupPolicy(1, 3, 2, Double.NaN));
    }
}
