package io.formatbench.results;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.SchemaName;
import java.util.List;

/**
 * One message results file, results/&lt;run&gt;/messages.json: every JMH measurement of one
 * invocation of the message benchmark and the message sizes, with the environment. JMH's own JSON
 * of the same measurements sits beside it ({@link #JMH_FILE_NAME}). The JSON keys are the snake_case
 * forms of the component names; the README documents each.
 *
 * @param benchmarks one entry per measurement
 * @param sizes one entry per schema, format and record
 */
public record MessageRun(
        int resultVersion,
        String runId,
        String created,
        RunResult.Tool tool,
        RunResult.Env env,
        Settings settings,
        List<MessageResult> benchmarks,
        List<MessageSize> sizes) {

    public static final int CURRENT_VERSION = 1;

    /** JMH's result file of the run, in JMH's JSON format, beside messages.json. */
    public static final String JMH_FILE_NAME = "messages-jmh.json";

    /**
     * The settings the run was asked for.
     *
     * @param timeMs the time of every warm-up and measured iteration
     * @param threads the thread counts of the throughput measurements
     * @param batches the records per operation measured
     * @param seed the seed of the dataset the records come from
     */
    public record Settings(
            List<SchemaName> schemas,
            List<CodecName> codecs,
            int forks,
            int warmups,
            int iterations,
            long timeMs,
            List<Integer> threads,
            List<Integer> batches,
            long seed,
            String heap,
            String jmhVersion) {}
}
