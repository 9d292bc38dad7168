package io.formatbench.bench;

/**
 * What makes a benchmark's machine busy or unsteady, and what was seen before the first fork.
 *
 * @param busyCores above this many cores used by other processes over a fork's life, the fork is busy
 * @param unsteadyCv above this coefficient of variation of the speed canary, a benchmark is unsteady
 * @param busyBeforeRun whether other processes were above {@code busyCores} in the second before the
 *     first fork: what a fork too short to judge by itself carries
 */
public record MachineLimits(double busyCores, double unsteadyCv, boolean busyBeforeRun) {

    /** Whether a canary that varied this much says the machine's speed changed. */
    public boolean unsteady(double canaryCv) {
        return Double.isFinite(canaryCv) && canaryCv > unsteadyCv;
    }
}
