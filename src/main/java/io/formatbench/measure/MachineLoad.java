package io.formatbench.measure;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How much CPU other processes used: the machine's busy time from /proc/stat (steal included, which
 * is the hypervisor giving this VM's CPU to others) minus this process's own CPU time. On a machine
 * of two cores a compiler or a test run beside a benchmark takes half of it, which no pass time
 * shows by itself. /proc/stat counts in clock ticks (usually 10 ms), so one short pass is rough;
 * the mean over a benchmark's passes is what counts. Where there is no /proc/stat (not Linux) the
 * figures are NaN.
 */
public final class MachineLoad {

    /** Why a busy machine matters, in the words every warning uses. */
    public static final String WHY_BUSY_MATTERS = "On a machine of few cores, figures taken beside other work do not"
            + " compare with quiet ones: measure again on a quiet machine.";

    private static final Path PROC_STAT = Path.of("/proc/stat");
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private MachineLoad() {}

    /**
     * The counters at one moment.
     *
     * @param busyTicks user, nice, system, irq, softirq and steal ticks of all CPUs (-1 if unknown)
     * @param totalTicks busy, idle and iowait ticks of all CPUs
     * @param cpus online CPUs, as /proc/stat lists them
     */
    public record Sample(long nanoTime, long processCpuNanos, long busyTicks, long totalTicks, int cpus) {}

    public static Sample sample() {
        long busy = -1;
        long total = -1;
        int cpus = 0;
        try {
            List<String> lines = Files.readAllLines(PROC_STAT);
            for (String line : lines) {
                if (line.startsWith("cpu ")) {
                    long[] ticks = ticks(line);
                    // user nice system idle iowait irq softirq steal; guest time is inside user already.
                    busy = ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + ticks[7];
                    total = busy + ticks[3] + ticks[4];
                } else if (line.startsWith("cpu")) {
                    cpus++;
                }
            }
        } catch (IOException | RuntimeException e) {
            busy = -1;
        }
        return new Sample(System.nanoTime(), OS.getProcessCpuTime(), busy, total, cpus);
    }

    /**
     * What happened between two samples. Deltas add up, so that passes too short for the clock
     * ticks of /proc/stat can be summed into a window long enough to count.
     *
     * @param busyTicks busy ticks of all CPUs (negative when unknown)
     * @param totalTicks all ticks of all CPUs
     * @param cpus online CPUs
     */
    public record Delta(long busyTicks, long totalTicks, int cpus, long processCpuNanos, long wallNanos) {

        public static final Delta NONE = new Delta(0, 0, 0, 0, 0);

        /**
         * Ticks of all CPUs together below which the figure is too rough to judge a machine by: a
         * tick more or less is then more than a hundredth of a core (0.5 s on two cores at 100 Hz).
         */
        public static final long ENOUGH_TICKS = 100;

        /**
         * Cores used by other processes, never below 0 (ticks are coarser than this process's CPU time,
         * so a quiet machine can come out a little below), or NaN when the window is too short to tell
         * ({@link #ENOUGH_TICKS}).
         */
        public double otherCoresIfLongEnough() {
            return totalTicks >= ENOUGH_TICKS ? Math.max(0, otherCores()) : Double.NaN;
        }

        /** Whether the window has enough ticks to judge the machine by. */
        public boolean longEnough() {
            return totalTicks >= ENOUGH_TICKS && busyTicks >= 0;
        }

        /** Cores used by other processes, or NaN where that cannot be known (no /proc/stat, no tick elapsed). */
        public double otherCores() {
            if (busyTicks < 0 || wallNanos <= 0 || totalTicks <= 0 || cpus == 0) {
                return Double.NaN;
            }
            return (double) busyTicks / totalTicks * cpus - (double) processCpuNanos / wallNanos;
        }

        /** This process's CPU time, in milliseconds (every thread: JIT and GC too). */
        public double processCpuMillis() {
            return processCpuNanos / 1e6;
        }

        public Delta plus(Delta other) {
            boolean known = busyTicks >= 0 && other.busyTicks() >= 0;
            return new Delta(known ? busyTicks + other.busyTicks() : -1, totalTicks + other.totalTicks(),
                    Math.max(cpus, other.cpus()), processCpuNanos + other.processCpuNanos(),
                            wallNanos + other.wallNanos());
        }
    }

    /** This process's CPU time so far (every thread), in nanoseconds. */
    public static long processCpuNanos() {
        return OS.getProcessCpuTime();
    }

    /** What happened between two samples. */
    public static Delta between(Sample before, Sample after) {
        boolean known = before.busyTicks() >= 0 && after.busyTicks() >= 0;
        return new Delta(known ? after.busyTicks() - before.busyTicks() : -1, after.totalTicks() - before.totalTicks(),
                after.cpus(), after.processCpuNanos() - before.processCpuNanos(), after.nanoTime() - before.nanoTime());
    }

    /**
     * Cores used by other processes over the next {@code millis} milliseconds, while this thread
     * sleeps, never below 0 (ticks are coarser than this process's CPU time); NaN where unknown.
     */
    public static double othersOver(long millis) throws InterruptedException {
        Sample before = sample();
        Thread.sleep(millis);
        return Math.max(0, between(before, sample()).otherCores());
    }

    private static long[] ticks(String line) {
        String[] fields = line.trim().split("\\s+");
        long[] ticks = new long[8];
        for (int i = 0; i < ticks.length && i + 1 < fields.length; i++) {
            ticks[i] = Long.parseLong(fields[i + 1]);
        }
        return ticks;
    }
}
