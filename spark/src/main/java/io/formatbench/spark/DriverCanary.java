package io.formatbench.spark;

import io.formatbench.measure.SpeedCanary;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * bench's speed canary, timed in the driver before each run while the executors are idle, in as many
 * threads at once as the run's tasks have cores: bench times it in all of a pass's threads at once (its
 * {@code WorkerCanary}), and threads that share the machine run it slower than one alone, so that only
 * the same count of threads gives a level to set beside bench's. Its time is the mean of the threads'.
 */
final class DriverCanary implements AutoCloseable {

    private final List<SpeedCanary> canaries = new ArrayList<>();
    private final ExecutorService threads;

    DriverCanary(int threadCount) {
        for (int i = 0; i < threadCount; i++) {
            canaries.add(new SpeedCanary());
        }
        this.threads = java.util.concurrent.Executors.newFixedThreadPool(threadCount, work -> {
            Thread thread = new Thread(work, "formatbench-canary");
            thread.setDaemon(true);
            return thread;
        });
    }

    int threads() {
        return canaries.size();
    }

    /** Runs every thread's canary untimed until it is compiled. */
    void warmUp() {
        inThreads(canary -> {
            canary.warmUp();
            return 0.0;
        });
    }

    /** One timed run in every thread at once: the mean of their times, in milliseconds. */
    double timeMillis() {
        return inThreads(SpeedCanary::timeMillis).stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    private interface Work {
        double run(SpeedCanary canary);
    }

    private List<Double> inThreads(Work work) {
        List<Future<Double>> running = new ArrayList<>();
        for (SpeedCanary canary : canaries) {
            running.add(threads.submit(() -> work.run(canary)));
        }
        List<Double> times = new ArrayList<>();
        try {
            for (Future<Double> future : running) {
                times.add(future.get());
            }
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the speed canary ran", e);
        }
        return times;
    }

    @Override
    public void close() {
        threads.shutdownNow();
    }
}
