package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.measure.PassProbe;
import org.junit.jupiter.api.Test;

/**
 * The clock's time is held to the test's own clock around the same code, not to how long a sleep
 * lasts: a loaded machine stretches every interval alike, and the bounds hold however long they take.
 */
class PassTimerTest {

    private static volatile byte[] held;

    @Test
    void whatHappensWhileTheClockIsStoppedIsNotThePasss() {
        PassTimer timer = new PassTimer(new PassProbe());
        long begun = System.nanoTime();
        timer.start();
        held = new byte[256 << 10];
        timer.pause();
        long pausedFrom = System.nanoTime();
        held = new byte[64 << 20];
        System.gc();
        long pausedUntil = System.nanoTime();
        timer.resume();
        // Small enough not to be a humongous allocation, which may start a collection of its own.
        held = new byte[256 << 10];
        PassTimer.Reading reading = timer.stop();
        long ended = System.nanoTime();

        long paused = pausedUntil - pausedFrom;
        assertTrue(reading.nanos() > 0, "pass time " + reading.nanos() + " ns");
        assertTrue(reading.nanos() <= (ended - begun) - paused,
                "pass time " + reading.nanos() + " ns, of " + (ended - begun) + " ns with " + paused + " ns paused");
        long allocated = reading.figures().allocatedBytes();
        assertTrue(allocated >= 512 << 10 && allocated < 8 << 20, "allocated " + allocated);
        assertEquals(0, reading.figures().gcCount());
        held = null;
    }

    @Test
    void withoutAPauseThePassIsTimedWhole() {
        PassTimer timer = new PassTimer(new PassProbe());
        timer.start();
        long from = System.nanoTime();
        held = new byte[64 << 20];
        System.gc();
        long until = System.nanoTime();
        PassTimer.Reading reading = timer.stop();
        assertTrue(reading.nanos() >= until - from,
                "pass time " + reading.nanos() + " ns, of at least " + (until - from) + " ns");
        assertTrue(reading.figures().gcCount() >= 1);
        held = null;
    }
}
