package io.formatbench.results;

/** Percentiles of the time of one record's read() or write() call, in nanoseconds. */
public record Latency(long p50, long p90, long p99, long p999, long max) {}
