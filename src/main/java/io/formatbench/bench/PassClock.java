package io.formatbench.bench;

/**
 * What a workload may do to the clock of the pass it runs in: stop it around work that is not the
 * benchmark's, such as a write generating its next chunk of records, and start it again.
 */
interface PassClock {

    /** For a pass that is not timed as a whole (the latency pass, which times single calls). */
    PassClock NONE = new PassClock() {
        @Override
        public void pause() {}

        @Override
        public void resume() {}
    };

    void pause();

    void resume();
}
