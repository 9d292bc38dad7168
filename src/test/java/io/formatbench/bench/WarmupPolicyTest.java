package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class WarmupPolicyTest {

    private final WarmupPolicy policy = new WarmupPolicy(3, 8, 3, 0.05);

    @Test
    void endsWhenTheLastPassesAgree() {
        assertFalse(policy.isDone(List.of(400.0, 210.0, 200.0)), "the cold first pass is in the window");
        assertTrue(policy.isDone(List.of(400.0, 210.0, 200.0, 204.0)), "210, 200, 204: within 5%");
        assertTrue(policy.agree(List.of(400.0, 210.0, 200.0, 204.0)));
    }

    @Test
    void aSlowPassInTheWindowKeepsItGoing() {
        // The pattern of a heap still being touched: fast, slow, fast.
        assertFalse(policy.isDone(List.of(300.0, 120.0, 400.0, 121.0)));
        assertTrue(policy.isDone(List.of(300.0, 120.0, 400.0, 121.0, 119.0, 120.0)));
    }

    @Test
    void neverFewerThanTheLeastNorMoreThanTheMost() {
        WarmupPolicy atLeastFive = new WarmupPolicy(5, 8, 3, 0.05);
        assertFalse(atLeastFive.isDone(List.of(100.0, 100.0, 100.0, 100.0)));
        List<Double> neverAgree = List.of(100.0, 200.0, 100.0, 200.0, 100.0, 200.0, 100.0, 200.0);
        assertTrue(policy.isDone(neverAgree), "the cap");
        assertFalse(policy.agree(neverAgree), "and the fork records that it did not settle");
    }

    @Test
    void noWarmUpAtAll() {
        assertTrue(new WarmupPolicy(0, 0, 3, 0.05).isDone(List.of()));
    }

    @Test
    void nonsenseIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new WarmupPolicy(4, 3, 3, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new WarmupPolicy(1, 3, 0, 0.05));
    }
}
