package io.formatbench.messages;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Latency;
import io.formatbench.results.MessageResult;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.util.Statistics;

/**
 * JMH's results as entries of messages.json: the benchmark key from JMH's parameters, the score in
 * nanoseconds per operation and operations per second whatever JMH's time unit, JMH's 99.9% error
 * as the interval, the GC profiler's normalized allocation, and the percentiles of sampled time.
 */
public final class JmhResults {

    /** The GC profiler's bytes allocated per operation. */
    static final String ALLOCATION = "gc.alloc.rate.norm";

    private static final double NANOS_PER_SECOND = 1e9;

    private JmhResults() {}

    /**
     * Every JMH result as an entry, ordered by codec, operation, batch, mode and threads.
     *
     * @param settings what the suite asked JMH to measure: each result is of one of its codecs
     */
    public static List<MessageResult> of(Collection<RunResult> runs, MessageSettings settings) {
        List<MessageResult> entries = new ArrayList<>();
        for (RunResult run : runs) {
            entries.add(of(run, settings));
        }
        entries.sort(Comparator.comparing((MessageResult r) -> r.key().schema())
                .thenComparing(r -> r.key().format())
                .thenComparing(r -> r.key().codec())
                .thenComparing(r -> r.key().operation())
                .thenComparingInt(MessageResult::batch)
                .thenComparing(MessageResult::jmhMode)
                .thenComparingInt(r -> r.key().threads()));
        return entries;
    }

    static MessageResult of(RunResult run, MessageSettings settings) {
        BenchmarkParams params = run.getParams();
        Codec<?> codec = measured(settings, params.getParam("codec"));
        String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
        int threads = params.getThreads();
        // Messages are encoded and decoded in memory: nothing is compressed.
        BenchmarkKey key = new BenchmarkKey(settings.schema().name(), codec.format(), Compression.NONE, codec.name(),
                Variant.LIBRARY, Operation.fromId(method, Mode.MESSAGE), Mode.MESSAGE, threads);

        Result<?> primary = run.getPrimaryResult();
        double unitNanos = params.getTimeUnit().toNanos(1);
        double score = primary.getScore();
        double error = primary.getScoreError();
        double nsPerOp;
        double ci999Ns;
        double opsPerS;
        double ci999OpsPerS;
        Latency latency = null;
        String jmhMode = params.getMode().shortLabel();
        if (params.getMode() == org.openjdk.jmh.annotations.Mode.Throughput) {
            opsPerS = score * NANOS_PER_SECOND / unitNanos;
            ci999OpsPerS = error * NANOS_PER_SECOND / unitNanos;
            nsPerOp = threads * NANOS_PER_SECOND / opsPerS;
            ci999Ns = converted(opsPerS, ci999OpsPerS, threads * NANOS_PER_SECOND);
        } else {
            nsPerOp = score * unitNanos;
            ci999Ns = error * unitNanos;
            opsPerS = threads * NANOS_PER_SECOND / nsPerOp;
            ci999OpsPerS = converted(nsPerOp, ci999Ns, threads * NANOS_PER_SECOND);
            if (params.getMode() == org.openjdk.jmh.annotations.Mode.SampleTime) {
                latency = latency(primary.getStatistics(), unitNanos);
            }
        }
        Result<?> allocation = run.getSecondaryResults().get(ALLOCATION);
        return new MessageResult(key, Integer.parseInt(params.getParam("batch")), codec.style(), jmhMode,
                params.getForks(), params.getMeasurement().getCount(), nsPerOp, ci999Ns, opsPerS, ci999OpsPerS,
                allocation == null ? Double.NaN : allocation.getScore(),
                allocation == null ? Double.NaN : allocation.getScoreError(), latency);
    }

    /** The settings' codec a result is of: JMH hands back the name {@link MessageSuite} gave it as a parameter. */
    private static Codec<?> measured(MessageSettings settings, String codecParameter) {
        return settings.codecs().stream().filter(codec -> codec.name().toString().equals(codecParameter)).findFirst()
                .orElseThrow(() -> new IllegalStateException("JMH measured codec '" + codecParameter
                        + "', which the suite did not ask for"));
    }

    /**
     * The half-width of the interval of {@code numerator / x}, from x's interval: the ends map to
     * ends, so the converted interval is not centred on the converted score. NaN when x's interval
     * reaches zero or is unknown.
     */
    private static double converted(double x, double halfWidth, double numerator) {
        if (!Double.isFinite(halfWidth) || halfWidth >= x) {
            return Double.NaN;
        }
        return (numerator / (x - halfWidth) - numerator / (x + halfWidth)) / 2;
    }

    private static Latency latency(Statistics statistics, double unitNanos) {
        return new Latency(nanos(statistics.getPercentile(50), unitNanos), nanos(statistics.getPercentile(90),
                unitNanos),
                nanos(statistics.getPercentile(99), unitNanos), nanos(statistics.getPercentile(99.9), unitNanos),
                nanos(statistics.getMax(), unitNanos));
    }

    private static long nanos(double value, double unitNanos) {
        return Math.round(value * unitNanos);
    }
}
