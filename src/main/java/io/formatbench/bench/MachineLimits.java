package io.formatbench.bench;

/**
 * What makes a benchmark's machine busy or unsteady, and what was seen before the first fork.
 *
 * @param busyCores above this many cores used by other processes over a fork's life, the fork is busy
 * @param unsteadyCv above this coefficient of variation of the speed canary over the measured passes, a benchmark is
 *     unsteady
 * @param slowCanary above this fraction slower by the speed canary than the run as a whole, a benchmark
 *     ran in a slow stretch
 * @param busyBeforeRun whether other processes were above {@code busyCores} in the second before the
 *     first fork: what a fork too short to judge by itself carries
 */
public record MachineLimits(double busyCores, double unsteadyCv, double slowCanary, boolean busyBeforeRun) {

    /** Whether a canary that varied this much says the machine's speed changed. */
    public boolean unsteady(double canaryCv) {
        return Double.isFinite(canaryCv) && canaryCv > unsteadyCv;
    }

    /** Whether a canary this much slower than the run's says the benchmark ran in a slow stretch. */
    public boolean slow(double slowerThanRun) {
        return Double.isFinite(slowerThanRun) && slowerThanRun > slowCanary;
    }
}
