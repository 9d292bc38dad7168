package io.formatbench.bench;

import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.List;
import java.util.concurrent.ExecutionException;

/**
 * A pass's work over a fork's shards, in its worker threads: each thread takes every threads-th shard,
 * all of them on one clock ({@link SharedClock}) when there are several. A worker's failure is the
 * pass's, rethrown as it was thrown.
 */
final class ShardThreads {

    private ShardThreads() {}

    /**
     * Runs {@code work} over every shard, worker {@code w} taking shards {@code w}, {@code w + threads},
     * ..., in that order; returns what each shard's work returned, in shard order.
     */
    static <T> ContentDigest[] run(Workers workers, List<ShardWork<T>> shards, ShardTask<T> work, PassClock clock)
            throws IOException {
        ContentDigest[] results = new ContentDigest[shards.size()];
        int threads = workers.threads();
        SharedClock shared = threads == 1 ? null : new SharedClock(clock, threads);
        try {
            workers.run(worker -> () -> {
                try {
                    for (int i = worker; i < shards.size(); i += threads) {
                        results[i] = work.run(shards.get(i), shared == null ? clock : shared);
                    }
                } finally {
                    if (shared != null) {
                        shared.leave();
                    }
                }
                return null;
            });
        } catch (ExecutionException e) {
            throw rethrow(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while the workers ran");
        }
        return results;
    }

    /** What a thread does with one shard in a pass. */
    interface ShardTask<T> {
        ContentDigest run(ShardWork<T> shard, PassClock clock) throws IOException;
    }

    private static IOException rethrow(Throwable cause) {
        if (cause instanceof IOException io) {
            return io;
        }
        if (cause instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IOException(cause);
    }
}
