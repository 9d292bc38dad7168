package io.formatbench.bench;

import io.formatbench.codec.UnknownFields;
import java.nio.file.Path;

/**
 * What a benchmark run was asked to do; validated by the command line before it gets here.
 *
 * @param plan the benchmarks and the order of their rounds
 * @param rounds how many rounds the run makes: the plan's forks at least
 * @param runId the results folder's name under {@code resultsDir}
 * @param iterations measured passes per fork
 * @param heap the forks' -Xms and -Xmx, e.g. "1g"
 * @param jvms the JVMs of the forks, each with its own arguments and those for every JVM, the baseline first
 * @param latencyPass whether each fork also runs a pass that times every record
 * @param busyCores above this many cores used by other processes over a fork's life, it is marked busy
 * @param unsteadyCv above this coefficient of variation of the speed canary over the measured passes, a benchmark is
 *     marked unsteady
 * @param slowCanary above this fraction slower by the speed canary than the whole run, a benchmark is marked
 *     as run in a slow stretch
 * @param unknownFields what the reads of the dataset do with fields outside the schema (newer-data
 *     reads skip them whatever this says)
 */
public record BenchSettings(
        BenchmarkPlan plan,
        RoundPolicy rounds,
        Path dataDir,
        Path resultsDir,
        String runId,
        WarmupPolicy warmup,
        int iterations,
        String heap,
        ForkJvms jvms,
        boolean fsync,
        boolean latencyPass,
        double busyCores,
        double unsteadyCv,
        double slowCanary,
        UnknownFields unknownFields) {}
