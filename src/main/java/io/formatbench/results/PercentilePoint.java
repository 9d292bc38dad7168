package io.formatbench.results;

/** One point of a latency distribution: the value at or below which {@code percentile}% of records fall. */
public record PercentilePoint(double percentile, long valueNs) {}
