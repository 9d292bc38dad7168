package io.formatbench.bench;

import io.formatbench.measure.PassProbe;

/**
 * The clock of a measured pass and the probe around it, stopped and started together: a pass's
 * time, allocation and collections are those of the benchmark's work only.
 */
final class PassTimer implements PassClock {

    private final PassProbe probe;

    PassTimer(PassProbe probe) {
        this.probe = probe;
    }
    private long resumedAt;
    private long elapsedNanos;

    void start() {
        elapsedNanos = 0;
        probe.start();
        resumedAt = System.nanoTime();
    }

    @Override
    public void pause() {
        elapsedNanos += System.nanoTime() - resumedAt;
        probe.pause();
    }

    @Override
    public void resume() {
        probe.resume();
        resumedAt = System.nanoTime();
    }

    Reading stop() {
        elapsedNanos += System.nanoTime() - resumedAt;
        return new Reading(elapsedNanos, probe.stop());
    }

    /** A pass's time while the clock ran, and the probe's figures over the same time. */
    record Reading(long nanos, PassProbe.Figures figures) {}
}
