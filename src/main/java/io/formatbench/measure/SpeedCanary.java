package io.formatbench.measure;

/**
 * A fixed reference workload timed beside every pass, outside the pass's clock: the machine's speed
 * at that moment. A busy host under a VM, a CPU quota or thermal throttling slows every process
 * alike and leaves /proc/stat quiet (no other process runs here), so only a workload whose time is
 * known to be constant can show it. This one does the same work every time: it fills a table of
 * 1 MiB from a fixed seed and walks it by dependent loads, some CPU and some memory, in about
 * 11 ms on the project's 2-vCPU machines. It allocates nothing after construction, so that it
 * leaves the heap and the allocation counters of the passes as it found them.
 */
public final class SpeedCanary {

    /** 2^18 ints, 1 MiB: larger than a core's L2 on most machines, within its L3. */
    private static final int TABLE_INTS = 1 << 18;
    /** Dependent loads per run: about 11 ms on the project's 2-vCPU machines (docs/method.md). */
    private static final int STEPS = 1 << 20;
    /**
     * Untimed runs at the start of a fork, so that the timed ones run compiled code, not the
     * interpreter: each run's loops take a million steps, so the first is compiled on the stack (OSR)
     * and the next by C2 as a whole. Only the runs before measured passes count, long after these.
     */
    private static final int WARM_UP_RUNS = 4;
    private static final long SEED = 0x9E3779B97F4A7C15L;

    private final int[] table = new int[TABLE_INTS];
    /** The first run's result: every later one must equal it, which also keeps the JIT from removing the work. */
    private long expected;
    private boolean warm;

    /** Runs the workload untimed until it is compiled; the first timed run then measures the machine. */
    public void warmUp() {
        for (int i = 0; i < WARM_UP_RUNS; i++) {
            check(work());
        }
        warm = true;
    }

    /** One timed run, in milliseconds. */
    public double timeMillis() {
        if (!warm) {
            warmUp();
        }
        long start = System.nanoTime();
        long result = work();
        long nanos = System.nanoTime() - start;
        check(result);
        return nanos / 1e6;
    }

    private void check(long result) {
        if (expected == 0) {
            expected = result;
        } else if (result != expected) {
            throw new IllegalStateException("the speed canary computed " + result + ", and " + expected + " before:"
                    + " the same work gave another result");
        }
    }

    /** The work itself: fill the table from the seed, then walk it, each load's address from the last. */
    private long work() {
        long state = SEED;
        for (int i = 0; i < TABLE_INTS; i++) {
            state ^= state << 13;
            state ^= state >>> 7;
            state ^= state << 17;
            table[i] = (int) state;
        }
        int mask = TABLE_INTS - 1;
        int index = 0;
        long sum = 1;
        for (int step = 0; step < STEPS; step++) {
            int value = table[index];
            sum = sum * 31 + value;
            index = (value ^ step) & mask;
        }
        return sum == 0 ? 1 : sum;
    }
}
