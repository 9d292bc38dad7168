package io.formatbench.run;

import io.formatbench.bench.CodecChoice;
import io.formatbench.bench.ForkJvms;
import io.formatbench.bench.RoundPolicy;
import io.formatbench.bench.WarmupPolicy;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.util.List;

/**
 * The options of a bench run that do not depend on the dataset: the same for every schema of a
 * {@link SchemaRun} and every record count of a {@link ScalingRun}.
 *
 * @param formats the formats to measure; empty for every format of the dataset
 * @param codecs the codecs to measure of the formats
 * @param jvms the JVMs the forks run on, asked what they are, the baseline first
 * @param compression the compression asked for, which the dataset must have; null for whatever it has
 */
public record BenchOptions(List<Format> formats, CodecChoice codecs, List<Variant> variants,
                           List<Operation> operations, List<Integer> threads, RoundPolicy rounds, long shuffleSeed,
                           WarmupPolicy warmup, int iterations, String heap, ForkJvms jvms,
                           boolean fsync, boolean latencyPass, Compression compression,
                           UnknownFields unknownFields) {}
