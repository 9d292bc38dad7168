package io.formatbench.measure;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpeedCanaryTest {

    @Test
    void everyRunDoesTheSameWorkAndAllocatesNothing() {
        SpeedCanary canary = new SpeedCanary();
        canary.warmUp();
        long before = AllocationCounter.currentThreadAllocatedBytes();
        List<Double> millis = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            millis.add(canary.timeMillis());
        }
        long allocated = AllocationCounter.currentThreadAllocatedBytes() - before;

        // The list's growth and the boxed times are the test's; the canary's own runs allocate nothing.
        assertTrue(allocated < 4096, "allocated " + allocated + " bytes");
        assertTrue(millis.stream().allMatch(ms -> ms > 0.05 && ms < 1000), "times " + millis);
    }
}
