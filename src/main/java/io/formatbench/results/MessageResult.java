package io.formatbench.results;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.formatbench.codec.Style;

/**
 * One JMH measurement of the message benchmark. A measurement is its key (mode {@code message},
 * operation {@code encode} or {@code decode}, its threads), its batch and its JMH mode: the same key
 * and batch are measured as average time and as sampled time with one thread, and as throughput with
 * each thread count. Times are in nanoseconds per operation, an operation being one call that
 * encodes or decodes {@code batch} records.
 *
 * @param key what was measured; its fields appear at the top level of the entry
 * @param batch records per operation: 1 is one record's message, more a list message of that many
 * @param style how the codec uses its library: idiomatic or tuned
 * @param jmhMode JMH's mode: {@code avgt} (average time), {@code sample} (sampled time, with
 *     percentiles) or {@code thrpt} (throughput)
 * @param forks JVMs JMH forked for the measurement
 * @param iterations measured iterations per fork
 * @param nsPerOp JMH's score in ns/op; for throughput, {@code threads / ops_per_s}: the time one
 *     thread spends per operation, comparable with the average time
 * @param ci999Ns half-width of JMH's 99.9% interval of nsPerOp (for throughput, of the interval
 *     converted from ops/s); NaN with a single iteration
 * @param opsPerS operations per second of all threads together (for the time modes,
 *     {@code threads / ns_per_op})
 * @param ci999OpsPerS half-width of the 99.9% interval of opsPerS, converted the same way
 * @param allocBytesPerOp bytes allocated per operation, from JMH's GC profiler (gc.alloc.rate.norm)
 * @param ci999AllocBytes half-width of JMH's 99.9% interval of allocBytesPerOp
 * @param latencyNs percentiles of the sampled operation times, only for {@code sample}
 */
public record MessageResult(
        @JsonUnwrapped BenchmarkKey key,
        int batch,
        Style style,
        String jmhMode,
        int forks,
        int iterations,
        double nsPerOp,
        double ci999Ns,
        double opsPerS,
        double ci999OpsPerS,
        double allocBytesPerOp,
        double ci999AllocBytes,
        Latency latencyNs) {

    /** JMH's name of the average time mode. */
    public static final String AVERAGE_TIME = "avgt";
    /** JMH's name of the sampled time mode. */
    public static final String SAMPLE_TIME = "sample";
    /** JMH's name of the throughput mode. */
    public static final String THROUGHPUT = "thrpt";

    /** "json jackson-databind encode (message), 10 records, thrpt". */
    public String label() {
        return key.label() + ", " + batch + (batch == 1 ? " record, " : " records, ") + jmhMode;
    }
}
