package io.formatbench.bench;

import io.formatbench.measure.SpeedCanary;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.List;
import java.util.concurrent.ExecutionException;

/**
 * The speed canary timed in the threads that run the passes, all at once: a pass's threads share
 * the machine with each other as well, and a pass on a worker thread runs on whatever core that
 * thread gets, not on the fork's main thread's. One thread is the fork's own, as its passes are.
 * The canary's time is the mean of the threads' times.
 */
final class WorkerCanary {

    private final Workers workers;
    private final SpeedCanary[] canaries;

    WorkerCanary(Workers workers) {
        this.workers = workers;
        this.canaries = new SpeedCanary[workers.threads()];
        for (int i = 0; i < canaries.length; i++) {
            canaries[i] = new SpeedCanary();
        }
    }

    /** Runs every thread's canary untimed until it is compiled. */
    void warmUp() throws IOException {
        inWorkers(worker -> {
            canaries[worker].warmUp();
            return 0.0;
        });
    }

    /** One timed run in every thread at once: the mean of their times, in milliseconds. */
    double timeMillis() throws IOException {
        return inWorkers(worker -> canaries[worker].timeMillis()).stream().mapToDouble(Double::doubleValue)
                .average().orElseThrow();
    }

    private interface Work {
        double run(int worker);
    }

    private List<Double> inWorkers(Work work) throws IOException {
        try {
            return workers.run(worker -> () -> work.run(worker));
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IOException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while the canary ran");
        }
    }
}
