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

    /** What the threads of {@code threadIds} allocated, together (a thread that ended counts nothing more). */
    public static long threadsAllocatedBytes(long[] threadIds) {
        long sum = 0;
        for (long bytes : THREADS.getThreadAllocatedBytes(threadIds)) {
            sum += Math.max(0, bytes);
        }
        return sum;
    }
}
