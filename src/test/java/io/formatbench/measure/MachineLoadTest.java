package io.formatbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class MachineLoadTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void otherCoresAreTheMachinesBusyCoresMinusThisProcesssOwn() {
        // Two CPUs for one second: 200 ticks, 150 of them busy; this process used 0.6 s of CPU.
        MachineLoad.Sample before = new MachineLoad.Sample(0, 0, 1_000, 10_000, 2);
        MachineLoad.Sample after = new MachineLoad.Sample(SECOND, 600_000_000L, 1_150, 10_200, 2);

        MachineLoad.Delta delta = MachineLoad.between(before, after);
        assertEquals(1.5 - 0.6, delta.otherCores(), 1e-9);
        assertEquals(600.0, delta.processCpuMillis(), 1e-9);
    }

    @Test
    void passesTooShortForATickAddUpToAWindowThatHasThem() {
        // A 4 ms pass sees no tick of 10 ms; five of them together see two.
        MachineLoad.Delta empty = new MachineLoad.Delta(0, 0, 2, 4_000_000, 4_000_000);
        assertTrue(Double.isNaN(empty.otherCores()));
        MachineLoad.Delta sum = MachineLoad.Delta.NONE;
        for (int i = 0; i < 4; i++) {
            sum = sum.plus(empty);
        }
        sum = sum.plus(new MachineLoad.Delta(4, 4, 2, 4_000_000, 4_000_000));
        // Every tick busy on both CPUs (2 cores), this process one core of them.
        assertEquals(2.0 - 1.0, sum.otherCores(), 1e-9);
        assertTrue(Double.isNaN(sum.otherCoresIfLongEnough()), "four ticks are too few to judge a machine by");
        MachineLoad.Delta second = new MachineLoad.Delta(200, 200, 2, 1_000_000_000, 1_000_000_000);
        assertEquals(1.0, second.otherCoresIfLongEnough(), 1e-9);
    }

    @Test
    void withoutProcStatTheLoadIsUnknown() {
        MachineLoad.Sample before = new MachineLoad.Sample(0, 0, -1, -1, 0);
        MachineLoad.Sample after = new MachineLoad.Sample(SECOND, 1, -1, -1, 0);

        assertTrue(Double.isNaN(MachineLoad.between(before, after).otherCores()));
    }

    private static volatile long sink;

    /**
     * Another test's process beside it would be another process's CPU: this one runs alone (pom.xml).
     * Other processes of the machine are measured over windows of the same length just before and
     * after the spin, so that a busy machine raises the bound instead of failing the test: the spin,
     * counted as another process's, would add a whole core to what they used.
     */
    @Test
    @Tag("alone")
    void thisProcesssOwnBusyThreadIsNotAnotherProcesssCpu() throws Exception {
        double othersBefore = MachineLoad.othersOver(SPIN_MILLIS);
        Thread spinner = new Thread(() -> {
            long end = System.nanoTime() + SPIN_MILLIS * 1_000_000L;
            long spins = 0;
            while (System.nanoTime() < end) {
                spins++;
            }
            sink = spins;
        });
        MachineLoad.Sample before = MachineLoad.sample();
        spinner.start();
        spinner.join();
        MachineLoad.Delta delta = MachineLoad.between(before, MachineLoad.sample());
        double othersAfter = MachineLoad.othersOver(SPIN_MILLIS);
        assertTrue(delta.processCpuMillis() > 300, "the spin is this process's CPU: " + delta);
        double others = Math.max(othersBefore, othersAfter);
        assertTrue(delta.otherCores() < others + 0.5, "subtracted from the machine's busy time: " + delta
                + ", other processes beside it " + othersBefore + " and " + othersAfter + " cores");
    }

    private static final long SPIN_MILLIS = 400;
}
