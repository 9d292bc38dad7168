package io.formatbench.bench;

import io.formatbench.codec.UnknownFields;
import java.nio.file.Path;
import java.util.List;

/**
 * What a benchmark run was asked to do; validated by the command line before it gets here.
 *
 * @param plan the benchmarks and their rounds
 * @param runId the results folder's name under {@code resultsDir}
 * @param iterations measured passes per fork
 * @param heap the forks' -Xms and -Xmx, e.g. "1g"
 * @param java the java executable of the forks
 * @param latencyPass whether each fork also runs a pass that times every record
 * @param busyCores above this many cores used by other processes, a benchmark is marked busy
 * @param unknownFields what the reads of the dataset do with fields outside the schema (newer-data
 *     reads skip them whatever this says)
 */
public record BenchSettings(
        BenchmarkPlan plan,
        Path dataDir,
        Path resultsDir,
        String runId,
        WarmupPolicy warmup,
        int iterations,
        String heap,
        Path java,
        List<String> extraJvmArgs,
        boolean fsync,
        boolean latencyPass,
        double busyCores,
        UnknownFields unknownFields) {}
