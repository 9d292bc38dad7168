package io.formatbench.measure;

import java.util.function.LongSupplier;

/**
 * Everything measured about a pass besides its time, read just before the clock starts and just
 * after it stops, and where the pass stops its clock for work that is not the benchmark's (a write
 * generating its next chunk of records), around that work: allocation and collections are counted
 * only while the clock runs. The heap's peak and the machine's load cover the whole pass. The
 * allocation counter is read last before and first after, so that the probe's own reads are not
 * counted as the benchmark's allocation.
 */
public final class PassProbe {

    private final HeapProbe heap = new HeapProbe();
    /** The threads whose allocation is the benchmark's: the one that runs it, or its workers. */
    private final LongSupplier allocatedBytes;

    /** A probe of the pass that the calling thread runs. */
    public PassProbe() {
        this.allocatedBytes = AllocationCounter::currentThreadAllocatedBytes;
    }

    /** A probe of a pass that the threads of {@code workerIds} run, their allocation summed. */
    public PassProbe(long[] workerIds) {
        long[] ids = workerIds.clone();
        this.allocatedBytes = () -> AllocationCounter.threadsAllocatedBytes(ids);
    }
    private MachineLoad.Sample loadAtStart;
    private long allocatedAtResume;
    private long allocatedRunning;
    private long cpuAtResume;
    private long cpuRunning;

    public void start() {
        heap.start();
        loadAtStart = MachineLoad.sample();
        allocatedRunning = 0;
        cpuRunning = 0;
        cpuAtResume = MachineLoad.processCpuNanos();
        allocatedAtResume = allocatedBytes.getAsLong();
    }

    public void pause() {
        allocatedRunning += allocatedBytes.getAsLong() - allocatedAtResume;
        cpuRunning += MachineLoad.processCpuNanos() - cpuAtResume;
        heap.pause();
    }

    public void resume() {
        heap.resume();
        cpuAtResume = MachineLoad.processCpuNanos();
        allocatedAtResume = allocatedBytes.getAsLong();
    }

    public Figures stop() {
        long allocated = allocatedRunning + allocatedBytes.getAsLong() - allocatedAtResume;
        long cpu = cpuRunning + MachineLoad.processCpuNanos() - cpuAtResume;
        MachineLoad.Sample loadAtEnd = MachineLoad.sample();
        HeapProbe.Window window = heap.stop();
        return new Figures(allocated, cpu, window.peakUsedBytes(), window.gcCount(), window.gcMillis(),
                MachineLoad.between(loadAtStart, loadAtEnd));
    }

    /**
     * @param allocatedBytes bytes the benchmark's thread or threads allocated
     * @param clockedCpuNanos this process's CPU time (every thread) while the clock ran: not a
     *     write's chunk generation, which the clock leaves out
     * @param peakHeapBytes sum of the heap pools' peak usage
     * @param load the machine's and this process's CPU over the pass
     */
    public record Figures(long allocatedBytes, long clockedCpuNanos, long peakHeapBytes, long gcCount,
            long gcMillis, MachineLoad.Delta load) {}
}
