package io.formatbench.measure;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Everything measured about a pass besides its time, read just before the clock starts and just
 * after it stops, and where the pass stops its clock for work that is not the benchmark's (a write
 * generating its next chunk of records), around that work: allocation and collections are counted
 * only while the clock runs. The heap's peak and the machine's load cover the whole pass. The
 * allocation counter is read last before and first after, so that the probe's own reads are not
 * counted as the benchmark's allocation. The declared metrics' probes ({@link FigureProbe}) are read
 * outside all of these: started first, stopped last.
 */
public final class PassProbe {

    private final HeapProbe heap = new HeapProbe();
    /** The threads whose allocation is the benchmark's: the one that runs it, or its workers. */
    private final LongSupplier allocatedBytes;
    private final List<String> declaredNames = new ArrayList<>();
    private final List<FigureProbe> declaredProbes = new ArrayList<>();

    /** A probe of the pass that the calling thread runs. */
    public PassProbe() {
        this(Map.of());
    }

    /**
     * A probe of the pass that the calling thread runs.
     *
     * @param declared the declared metrics' probes by their names
     */
    @SuppressWarnings("deprecation") // Thread.threadId() is from Java 19; the tool runs on 17.
    public PassProbe(Map<String, FigureProbe.Factory> declared) {
        this.allocatedBytes = AllocationCounter::currentThreadAllocatedBytes;
        declare(declared, new long[] {Thread.currentThread().getId()});
    }

    /** A probe of a pass that the threads of {@code workerIds} run, their allocation summed. */
    public PassProbe(long[] workerIds) {
        this(workerIds, Map.of());
    }

    /** The same, with the declared metrics' probes by their names. */
    public PassProbe(long[] workerIds, Map<String, FigureProbe.Factory> declared) {
        long[] ids = workerIds.clone();
        this.allocatedBytes = () -> AllocationCounter.threadsAllocatedBytes(ids);
        declare(declared, ids);
    }

    private void declare(Map<String, FigureProbe.Factory> declared, long[] threadIds) {
        declared.forEach((name, factory) -> {
            declaredNames.add(name);
            declaredProbes.add(factory.newProbe(threadIds.clone()));
        });
    }
    private MachineLoad.Sample loadAtStart;
    private long allocatedAtResume;
    private long allocatedRunning;
    private long cpuAtResume;
    private long cpuRunning;

    public void start() {
        declaredProbes.forEach(FigureProbe::start);
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
        declaredProbes.forEach(FigureProbe::pause);
    }

    public void resume() {
        declaredProbes.forEach(FigureProbe::resume);
        heap.resume();
        cpuAtResume = MachineLoad.processCpuNanos();
        allocatedAtResume = allocatedBytes.getAsLong();
    }

    public Figures stop() {
        long allocated = allocatedRunning + allocatedBytes.getAsLong() - allocatedAtResume;
        long cpu = cpuRunning + MachineLoad.processCpuNanos() - cpuAtResume;
        MachineLoad.Sample loadAtEnd = MachineLoad.sample();
        HeapProbe.Window window = heap.stop();
        Map<String, Double> declared = new LinkedHashMap<>();
        for (int i = 0; i < declaredProbes.size(); i++) {
            declared.put(declaredNames.get(i), declaredProbes.get(i).stop());
        }
        return new Figures(allocated, cpu, window.peakUsedBytes(), window.gcCount(), window.gcMillis(),
                MachineLoad.between(loadAtStart, loadAtEnd), Collections.unmodifiableMap(declared));
    }

    /**
     * @param allocatedBytes bytes the benchmark's thread or threads allocated
     * @param clockedCpuNanos this process's CPU time (every thread) while the clock ran: not a
     *     write's chunk generation, which the clock leaves out
     * @param peakHeapBytes sum of the heap pools' peak usage
     * @param load the machine's and this process's CPU over the pass
     * @param declaredFigures each declared metric's figure of the pass, by its name, in their
     *     declaration order
     */
    public record Figures(long allocatedBytes, long clockedCpuNanos, long peakHeapBytes, long gcCount,
            long gcMillis, MachineLoad.Delta load, Map<String, Double> declaredFigures) {

        public Figures {
            declaredFigures = declaredFigures == null ? Map.of()
                    : Collections.unmodifiableMap(new LinkedHashMap<>(declaredFigures));
        }
    }
}
