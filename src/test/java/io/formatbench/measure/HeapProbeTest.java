package io.formatbench.measure;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HeapProbeTest {

    private static volatile byte[] held;

    @Test
    void thePeakOfAPassIncludesWhatItAllocated() {
        HeapProbe probe = new HeapProbe();
        probe.start();
        held = new byte[64 << 20];
        HeapProbe.Window window = probe.stop();
        assertTrue(window.peakUsedBytes() >= 64 << 20, "peak " + window.peakUsedBytes());
        held = null;
    }

    @Test
    void collectionsDuringAPassAreCounted() {
        HeapProbe probe = new HeapProbe();
        probe.start();
        System.gc();
        HeapProbe.Window window = probe.stop();
        assertTrue(window.gcCount() >= 1, "gc count " + window.gcCount());
    }
}
