package io.formatbench.spark;

/**
 * Spark's own metrics of one finished task (its TaskMetrics): run time in ms, executor CPU time in ns,
 * JVM GC time in ms, the bytes its input source read (0 where the task opened files itself), and the
 * executor it ran on.
 */
record TaskSample(long runMillis, long cpuNanos, long gcMillis, long bytesRead, String executor) {}
