package io.formatbench.bench;

import io.formatbench.codec.Style;
import io.formatbench.results.BenchmarkKey;

/** One benchmark of a plan: its key, and its codec's style, resolved once when the plan was made. */
public record PlannedBenchmark(BenchmarkKey key, Style style) {}
