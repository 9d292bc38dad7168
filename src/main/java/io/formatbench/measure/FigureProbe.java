package io.formatbench.measure;

/**
 * A probe of one figure of a pass beyond {@link PassProbe}'s own: a declared metric's
 * ({@code metric.MetricDeclaration}). {@link PassProbe} starts it before its own counters and stops it
 * after them, so that neither counts the other's reads, and pauses it where the pass stops its clock
 * for work that is not the benchmark's (a write generating its next chunk of records). One probe
 * serves every pass of a fork, warm-ups included: {@link #start} begins a new pass.
 */
public interface FigureProbe {

    void start();

    /** The clock stopped: a figure of the benchmark's work leaves out what follows, until {@link #resume}. */
    default void pause() {}

    default void resume() {}

    /** The pass's figure, in the unit its declaration states; NaN when it could not be read. */
    double stop();

    /** Makes a fork's probe. */
    @FunctionalInterface
    interface Factory {
        /** @param threadIds the threads that run the benchmark's passes: the fork's own, or its workers */
        FigureProbe newProbe(long[] threadIds);
    }
}
