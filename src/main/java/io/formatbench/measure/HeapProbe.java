package io.formatbench.measure;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;

/**
 * Heap and GC over a pass, from counters read before and after it: nothing runs during the pass
 * (no notification listener, no sampling thread). The peak is the sum of each heap pool's peak
 * usage during the pass; pools peak at different moments (eden just before a collection, old gen
 * after it), so the sum is an upper bound of the heap in use at any one time.
 */
public final class HeapProbe {

    private static final List<MemoryPoolMXBean> HEAP_POOLS = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(pool -> pool.getType() == MemoryType.HEAP && pool.isValid())
            .toList();
    private static final List<GarbageCollectorMXBean> COLLECTORS = ManagementFactory.getGarbageCollectorMXBeans();

    private long gcCountAtResume;
    private long gcMillisAtResume;
    private long gcCountRunning;
    private long gcMillisRunning;

    /** Starts a pass: the pools' peaks restart from their current use, the GC counters are noted. */
    public void start() {
        HEAP_POOLS.forEach(MemoryPoolMXBean::resetPeakUsage);
        gcCountRunning = 0;
        gcMillisRunning = 0;
        resume();
    }

    /** Collections from here until {@link #resume} are not the pass's; the peak still counts them. */
    public void pause() {
        gcCountRunning += gcCount() - gcCountAtResume;
        gcMillisRunning += gcMillis() - gcMillisAtResume;
    }

    public void resume() {
        gcCountAtResume = gcCount();
        gcMillisAtResume = gcMillis();
    }

    /** The pass's figures, read after it ended. */
    public Window stop() {
        pause();
        long peak = 0;
        for (MemoryPoolMXBean pool : HEAP_POOLS) {
            peak += pool.getPeakUsage().getUsed();
        }
        return new Window(peak, gcCountRunning, gcMillisRunning);
    }

    /** Heap in use after a full collection: what the benchmark still holds on to. */
    public static long liveHeapAfterFullGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static long gcCount() {
        return COLLECTORS.stream().mapToLong(c -> Math.max(0, c.getCollectionCount())).sum();
    }

    private static long gcMillis() {
        return COLLECTORS.stream().mapToLong(c -> Math.max(0, c.getCollectionTime())).sum();
    }

    /** Heap figures of one pass. */
    public record Window(long peakUsedBytes, long gcCount, long gcMillis) {}
}
