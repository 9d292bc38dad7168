package io.formatbench.measure;

import java.lang.management.ManagementFactory;

/** Exact bytes allocated by the current thread, from HotSpot's per-thread allocation counter. */
public final class AllocationCounter {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private AllocationCounter() {}

    public static long currentThreadAllocatedBytes() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }
}
