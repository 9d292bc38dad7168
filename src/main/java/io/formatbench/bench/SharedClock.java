package io.formatbench.bench;

import java.util.concurrent.Phaser;

/**
 * The clock of a pass that several threads write in: it stops when every thread that is still
 * writing has reached the end of its chunk, and starts again when every one has generated its next,
 * so that the pass's time is the time during which the threads wrote side by side, and no thread's
 * generating overlaps another's writing. A thread that has written all its records leaves.
 */
final class SharedClock implements PassClock {

    private final Phaser phaser;

    /**
     * @param clock the pass's clock
     * @param threads the threads that write, each of which must {@link #leave} when done
     */
    SharedClock(PassClock clock, int threads) {
        this.phaser = new Phaser(threads) {
            @Override
            protected boolean onAdvance(int phase, int registeredParties) {
                // The last thread to arrive runs this. Even phases are the writing, odd ones the generating.
                if (registeredParties > 0) {
                    if (phase % 2 == 0) {
                        clock.pause();
                    } else {
                        clock.resume();
                    }
                }
                return registeredParties == 0;
            }
        };
    }

    @Override
    public void pause() {
        phaser.arriveAndAwaitAdvance();
    }

    @Override
    public void resume() {
        phaser.arriveAndAwaitAdvance();
    }

    /** Called by each thread once it has written all it writes, or failed. */
    void leave() {
        phaser.arriveAndDeregister();
    }
}
