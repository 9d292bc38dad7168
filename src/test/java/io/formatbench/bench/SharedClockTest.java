package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SharedClockTest {

    @Test
    void theClockStopsOnlyWhenEveryWritingThreadHasAndThreadsThatAreDoneLeave() throws Exception {
        List<String> events = Collections.synchronizedList(new ArrayList<>());
        boolean[] running = {true};
        PassClock clock = new PassClock() {
            @Override
            public void pause() {
                events.add("pause");
                running[0] = false;
            }

            @Override
            public void resume() {
                events.add("resume");
                running[0] = true;
            }
        };
        SharedClock shared = new SharedClock(clock, 2);
        List<Boolean> runningWhileGenerating = Collections.synchronizedList(new ArrayList<>());
        Thread threeChunks = chunks(shared, 3, running, runningWhileGenerating);
        Thread oneChunk = chunks(shared, 1, running, runningWhileGenerating);
        threeChunks.join(10_000);
        oneChunk.join(10_000);

        assertFalse(threeChunks.isAlive() || oneChunk.isAlive(), "no thread waits for one that left");
        assertEquals(List.of("pause", "resume", "pause", "resume", "pause", "resume"), events);
        assertEquals(List.of(false, false, false, false), runningWhileGenerating, "no chunk generated on the clock");
    }

    @Test
    void aThreadThatFailsLeavesAndTheOthersGoOn() throws Exception {
        SharedClock shared = new SharedClock(PassClock.NONE, 2);
        CountDownLatch done = new CountDownLatch(1);
        Thread writer = new Thread(() -> {
            shared.pause();
            shared.resume();
            shared.leave();
            done.countDown();
        });
        writer.start();
        shared.leave(); // the other thread failed before its first chunk

        assertEquals(true, done.await(10, TimeUnit.SECONDS));
    }

    private static Thread chunks(SharedClock shared, int chunks, boolean[] running,
            List<Boolean> runningWhileGenerating) {
        Thread thread = new Thread(() -> {
            try {
                for (int i = 0; i < chunks; i++) {
                    shared.pause();
                    runningWhileGenerating.add(running[0]);
                    shared.resume();
                }
            } finally {
                shared.leave();
            }
        });
        thread.start();
        return thread;
    }
}
