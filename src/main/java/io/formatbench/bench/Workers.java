package io.formatbench.bench;

import io.formatbench.measure.FigureProbe;
import io.formatbench.measure.PassProbe;
import io.formatbench.metric.MetricDeclarations;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.function.IntFunction;

/**
 * The threads a benchmark runs its work in, within one fork, started before the first pass so that
 * no pass pays for starting them. One thread is the fork's own: a single-threaded benchmark runs
 * exactly as it would without this class.
 */
final class Workers implements AutoCloseable {

    private final int threads;
    private final ExecutorService pool;
    private final long[] threadIds;

    Workers(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        this.threads = threads;
        if (threads == 1) {
            pool = null;
            threadIds = new long[0];
            return;
        }
        List<Thread> started = new ArrayList<>();
        ThreadFactory factory = task -> {
            Thread thread = new Thread(task, "formatbench-worker-" + (started.size() + 1));
            thread.setDaemon(true);
            started.add(thread);
            return thread;
        };
        ThreadPoolExecutor fixed = (ThreadPoolExecutor) Executors.newFixedThreadPool(threads, factory);
        fixed.prestartAllCoreThreads();
        pool = fixed;
        threadIds = started.stream().mapToLong(Thread::getId).toArray();
    }

    int threads() {
        return threads;
    }

    /**
     * The probe of a pass these threads run: the fork's own thread reads its own counter (reading
     * several threads' counters allocates the array of their figures, which the thread would count);
     * worker threads are summed. Every declared metric of the tool is probed too.
     */
    PassProbe newProbe() {
        Map<String, FigureProbe.Factory> declared = MetricDeclarations.TOOL.probes();
        return pool == null ? new PassProbe(declared) : new PassProbe(threadIds, declared);
    }

    /**
     * Runs {@code task.apply(worker)} for every worker, 0-based, side by side, and returns their
     * results in worker order once all have ended; the first failure is thrown.
     */
    <R> List<R> run(IntFunction<Callable<R>> task) throws InterruptedException, ExecutionException {
        if (pool == null) {
            try {
                return Collections.singletonList(task.apply(0).call());
            } catch (Exception e) {
                throw new ExecutionException(e);
            }
        }
        List<Future<R>> futures = new ArrayList<>();
        for (int worker = 0; worker < threads; worker++) {
            futures.add(pool.submit(task.apply(worker)));
        }
        List<R> results = new ArrayList<>();
        ExecutionException failure = null;
        for (Future<R> future : futures) {
            try {
                results.add(future.get());
            } catch (ExecutionException e) {
                failure = failure == null ? e : failure;
                results.add(null);
            }
        }
        if (failure != null) {
            throw failure;
        }
        return results;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
