package io.formatbench.messages;

import io.formatbench.codec.Codec;
import io.formatbench.dataset.DatasetSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What one run of the message benchmark measures, and how long.
 *
 * @param schema the record schema, from the registry
 * @param codecs codecs of that schema, in the order they are measured: resolved once from the options
 * @param forks JVMs JMH forks per measurement; 0 runs in this JVM, for tests only
 * @param warmups warm-up iterations per fork
 * @param iterations measured iterations per fork
 * @param time the length of every warm-up and measured iteration
 * @param threads the thread counts of the throughput measurements
 * @param batches the list sizes measured, some of {@link MessageInputs#BATCHES}
 * @param java the java executable of the forks
 * @param jvmArgs every JVM argument of the forks
 * @param quiet whether JMH prints nothing (tests); otherwise JMH's usual progress goes to stdout
 */
public record MessageSettings(
        DatasetSchema<?> schema,
        List<Codec<?>> codecs,
        int forks,
        int warmups,
        int iterations,
        Duration time,
        List<Integer> threads,
        List<Integer> batches,
        Path java,
        List<String> jvmArgs,
        boolean quiet) {

    public MessageSettings {
        if (batches.isEmpty() || !MessageInputs.BATCHES.containsAll(batches)) {
            throw new IllegalArgumentException("batches must be some of " + MessageInputs.BATCHES + ", were " + batches);
        }
        batches = List.copyOf(batches);
    }

    /**
     * The thread counts up to {@code max}: 1, 2, 4, ... doubling, and {@code max} itself, so that a
     * machine of many cores gets a few measurements, not one per count.
     */
    public static List<Integer> threadCounts(int max) {
        if (max < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + max);
        }
        List<Integer> counts = new ArrayList<>();
        for (int count = 1; count < max; count *= 2) {
            counts.add(count);
        }
        counts.add(max);
        return List.copyOf(counts);
    }

    /** How many JMH measurements the settings make: every codec, operation and batch, in each mode. */
    public int measurements() {
        // Average time and sampled time with one thread, and throughput with each thread count.
        return codecs.size() * 2 * batches.size() * (2 + threads.size());
    }

    /** A rough duration of the run: each fork's iterations plus a JVM start, for planning only. */
    public Duration estimate() {
        long perFork = time.toMillis() * (warmups + iterations) + FORK_START_MILLIS;
        return Duration.ofMillis(measurements() * (long) Math.max(1, forks) * perFork);
    }

    /** What JMH spends on a fork besides its iterations here (JVM start, set-up, the GC profiler): measured, about. */
    static final long FORK_START_MILLIS = 600;
}
