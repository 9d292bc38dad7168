package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.measure.PassProbe;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class PassTimerTest {

    private static volatile byte[] held;

    @Test
    void whatHappensWhileTheClockIsStoppedIsNotThePasss() throws InterruptedException {
        PassTimer timer = new PassTimer(new PassProbe());
        timer.start();
        held = new byte[256 << 10];
        timer.pause();
        Thread.sleep(200);
        held = new byte[64 << 20];
        System.gc();
        timer.resume();
        // Small enough not to be a humongous allocation, which may start a collection of its own.
        held = new byte[256 << 10];
        PassTimer.Reading reading = timer.stop();

        assertTrue(reading.nanos() < TimeUnit.MILLISECONDS.toNanos(200), "pass time " + reading.nanos() + " ns");
        long allocated = reading.figures().allocatedBytes();
        assertTrue(allocated >= 512 << 10 && allocated < 8 << 20, "allocated " + allocated);
        assertEquals(0, reading.figures().gcCount());
        held = null;
    }

    @Test
    void withoutAPauseThePassIsTimedWhole() throws InterruptedException {
        PassTimer timer = new PassTimer(new PassProbe());
        timer.start();
        Thread.sleep(50);
        System.gc();
        PassTimer.Reading reading = timer.stop();
        assertTrue(reading.nanos() >= TimeUnit.MILLISECONDS.toNanos(50), "pass time " + reading.nanos() + " ns");
        assertTrue(reading.figures().gcCount() >= 1);
    }
}
