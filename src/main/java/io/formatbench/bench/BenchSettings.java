package io.formatbench.bench;

import io.formatbench.codec.Format;
import java.nio.file.Path;
import java.util.List;

/**
 * What a benchmark run was asked to do; validated by the command line before it gets here.
 *
 * @param codecs codec names to run, in order (bare loops carry {@link BareLoops#PREFIX})
 * @param runId the results folder's name under {@code resultsDir}
 * @param java the java executable of the forks
 * @param heap the forks' -Xms and -Xmx, e.g. "1g"
 * @param latencyPass whether each fork also runs a pass that times every record
 */
public record BenchSettings(
        Format format,
        List<String> codecs,
        List<Operation> operations,
        Path dataDir,
        Path resultsDir,
        String runId,
        int warmups,
        int iterations,
        int forks,
        String heap,
        Path java,
        List<String> extraJvmArgs,
        boolean fsync,
        boolean latencyPass) {}
