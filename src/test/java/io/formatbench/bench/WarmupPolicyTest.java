package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class WarmupPolicyTest {

    /** At least 2 warm-up passes, at most 8, then 3 measured passes that agree within 5%. */
    private final WarmupPolicy policy = new WarmupPolicy(2, 8, 3, 0.05);

    @Test
    void endsWhenTheLastPassesAgreeAfterTheFewestWarmUps() {
        assertFalse(policy.isDone(List.of(400.0, 210.0, 200.0, 204.0)), "210, 200, 204 agree, but one warm-up only");
        assertTrue(policy.isDone(List.of(400.0, 210.0, 200.0, 204.0, 202.0)), "two warm-ups, then 200, 204, 202");
        assertTrue(policy.agree(List.of(400.0, 210.0, 200.0, 204.0, 202.0)));
    }

    @Test
    void aSlowPassAmongTheLastKeepsItGoing() {
        // The pattern of a heap still being touched: fast, slow, fast.
        assertFalse(policy.isDone(List.of(300.0, 120.0, 400.0, 121.0, 119.0)));
        assertTrue(policy.isDone(List.of(300.0, 120.0, 400.0, 121.0, 119.0, 120.0)));
    }

    @Test
    void neverFewerWarmUpsThanTheLeastNorMoreThanTheMost() {
        WarmupPolicy atLeastFive = new WarmupPolicy(5, 8, 3, 0.05);
        assertFalse(atLeastFive.isDone(List.of(100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0)));
        assertTrue(atLeastFive.isDone(List.of(100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0)));
        List<Double> neverAgree = List.of(100.0, 200.0, 100.0, 200.0, 100.0, 200.0, 100.0, 200.0, 100.0, 200.0,
                100.0);
        assertFalse(policy.isDone(neverAgree.subList(0, 10)), "seven warm-ups: one more may settle it");
        assertTrue(policy.isDone(neverAgree), "the cap: eight warm-ups, and the last three are measured");
        assertFalse(policy.agree(neverAgree), "and the fork records that it did not settle");
    }

    @Test
    void noWarmUpAtAll() {
        WarmupPolicy none = new WarmupPolicy(0, 0, 1, 0.05);
        assertFalse(none.isDone(List.of()), "a measured pass is needed");
        assertTrue(none.isDone(List.of(100.0)), "and one is enough");
    }

    @Test
    void nonsenseIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new WarmupPolicy(4, 3, 3, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new WarmupPolicy(1, 3, 0, 0.05));
    }
}
