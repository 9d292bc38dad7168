package io.formatbench.report;

import java.util.List;
import java.util.Map;

/**
 * One results file, results/&lt;run&gt;/&lt;format&gt;.json: every benchmark of one format in one
 * run, with the environment it ran in. The JSON keys are the snake_case forms of the component
 * names; the README documents each. Bump {@link #CURRENT_VERSION} when a key changes meaning.
 */
public record RunResult(
        int resultVersion,
        String runId,
        String created,
        Tool tool,
        Env env,
        Dataset dataset,
        Settings settings,
        List<BenchmarkResult> benchmarks) {

    public static final int CURRENT_VERSION = 1;

    public record Tool(String name, String version, String commit) {}

    /** Where the forked benchmark JVMs ran. */
    public record Env(
            String jdkVendor,
            String jdkVersion,
            String jvmPath,
            List<String> jvmArgs,
            String os,
            String cpuModel,
            int cores,
            long memoryBytes) {}

    public record Dataset(String schema, long records, long seed, String digest, Map<String, Long> fileBytes) {}

    /** The settings the run was asked for. */
    public record Settings(
            String format,
            List<String> codecs,
            List<String> operations,
            int warmups,
            int iterations,
            int forks,
            String heap,
            boolean fsync,
            int ioBufferBytes) {}
}
