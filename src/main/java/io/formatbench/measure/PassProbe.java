package io.formatbench.measure;

/**
 * Everything measured about a pass besides its time, read just before the clock starts and just
 * after it stops, never during the pass. The allocation counter is read last before and first
 * after, so that the probe's own reads are not counted as the benchmark's allocation.
 */
public final class PassProbe {

    private final HeapProbe heap = new HeapProbe();
    private MachineLoad.Sample loadAtStart;
    private long allocatedAtStart;

    public void start() {
        heap.start();
        loadAtStart = MachineLoad.sample();
        allocatedAtStart = AllocationCounter.currentThreadAllocatedBytes();
    }

    public Figures stop() {
        long allocated = AllocationCounter.currentThreadAllocatedBytes() - allocatedAtStart;
        MachineLoad.Sample loadAtEnd = MachineLoad.sample();
        HeapProbe.Window window = heap.stop();
        return new Figures(allocated, window.peakUsedBytes(), window.gcCount(), window.gcMillis(),
                MachineLoad.between(loadAtStart, loadAtEnd));
    }

    /**
     * @param allocatedBytes bytes the measuring thread allocated
     * @param peakHeapBytes sum of the heap pools' peak usage
     * @param load the machine's and this process's CPU over the pass
     */
    public record Figures(long allocatedBytes, long peakHeapBytes, long gcCount, long gcMillis, MachineLoad.Delta load) {}
}
