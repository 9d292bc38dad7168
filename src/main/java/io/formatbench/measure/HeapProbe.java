package io.formatbench.measure;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * Heap and GC during an iteration. The peak is taken from the heap in use just before each
 * collection (the heap only grows between collections) and at the end of the iteration, so it is
 * the true peak of used heap, not a sum of per-pool peaks reached at different times.
 */
public final class HeapProbe implements AutoCloseable {

    private static final Set<String> HEAP_POOLS = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(pool -> pool.getType() == MemoryType.HEAP)
            .map(MemoryPoolMXBean::getName)
            .collect(Collectors.toUnmodifiableSet());

    private final AtomicLong peakBeforeGc = new AtomicLong();
    private final List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
    private final NotificationListener listener = (notification, handback) -> {
        if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            GarbageCollectionNotificationInfo info =
                    GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
            // The map holds every pool, Metaspace and the code cache too; only heap pools count.
            long used = info.getGcInfo().getMemoryUsageBeforeGc().entrySet().stream()
                    .filter(pool -> HEAP_POOLS.contains(pool.getKey()))
                    .mapToLong(pool -> pool.getValue().getUsed())
                    .sum();
            peakBeforeGc.accumulateAndGet(used, Math::max);
        }
    };
    private long gcCountAtStart;
    private long gcMillisAtStart;

    public HeapProbe() {
        for (GarbageCollectorMXBean collector : collectors) {
            ((NotificationEmitter) collector).addNotificationListener(listener, null, null);
        }
    }

    /** Starts a new window: the peak, GC count and GC time restart from here. */
    public void start() {
        peakBeforeGc.set(0);
        gcCountAtStart = gcCount();
        gcMillisAtStart = gcMillis();
    }

    /** The window's figures. GC notifications arrive asynchronously; a short wait lets the last ones in. */
    public Window stop() {
        long usedNow = usedHeap();
        long count = gcCount() - gcCountAtStart;
        long millis = gcMillis() - gcMillisAtStart;
        if (count > 0) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return new Window(Math.max(peakBeforeGc.get(), usedNow), count, millis);
    }

    /** Heap in use after a full collection: what the benchmark still holds on to. */
    public static long liveHeapAfterFullGc() {
        System.gc();
        System.gc();
        return usedHeap();
    }

    public static long usedHeap() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private long gcCount() {
        return collectors.stream().mapToLong(c -> Math.max(0, c.getCollectionCount())).sum();
    }

    private long gcMillis() {
        return collectors.stream().mapToLong(c -> Math.max(0, c.getCollectionTime())).sum();
    }

    @Override
    public void close() {
        for (GarbageCollectorMXBean collector : collectors) {
            try {
                ((NotificationEmitter) collector).removeNotificationListener(listener);
            } catch (javax.management.ListenerNotFoundException e) {
                // Already gone: nothing to undo.
            }
        }
    }

    /** Heap figures of one window. */
    public record Window(long peakUsedBytes, long gcCount, long gcMillis) {}
}
