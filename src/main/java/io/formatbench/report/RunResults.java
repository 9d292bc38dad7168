package io.formatbench.report;

import io.formatbench.Defaults;
import io.formatbench.codec.Format;
import io.formatbench.metric.MetricDeclarations;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.EngineResults;
import io.formatbench.results.MessageRun;
import io.formatbench.results.Operation;
import io.formatbench.results.RunResult;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What one report covers: the results of one sitting, or of several joined (the two format
 * profiles run by hand, see {@link Sittings}). Figures of one sitting can be paired round by round;
 * figures of two sittings cannot, and the report says so.
 */
public final class RunResults {

    private final String runId;
    private final List<RunResult> sittings;
    private final Map<BenchmarkResult, RunResult> sittingOf = new IdentityHashMap<>();
    private final MessageRun messages;
    private final Format baseline;
    private final EngineResults engine;
    /** The equivalence margin asked of the report; NaN for the run's own. */
    private final double margin;
    /** Every metric the report may show: the fixed ones, then the declared ones it was given. */
    private final List<Metric> metrics;

    /**
     * @param runId the run the report belongs to (its folder), the newest sitting's
     * @param sittings the newest first
     */
    public RunResults(String runId, List<RunResult> sittings) {
        this(runId, sittings, null);
    }

    /**
     * @param sittings the file results, newest first; empty for a run of the message benchmark alone
     * @param messages the run's message results, or null
     */
    public RunResults(String runId, List<RunResult> sittings, MessageRun messages) {
        this(runId, sittings, messages, Defaults.BASELINE, null, Double.NaN, Metric.TOOL);
    }

    private RunResults(String runId, List<RunResult> sittings, MessageRun messages, Format baseline,
                       EngineResults engine, double margin, List<Metric> metrics) {
        if (sittings.isEmpty() && messages == null && engine == null) {
            throw new IllegalArgumentException("a report needs at least one run");
        }
        this.runId = runId;
        this.engine = engine;
        this.messages = messages;
        this.baseline = baseline;
        this.margin = margin;
        this.metrics = metrics;
        this.sittings = List.copyOf(sittings);
        for (RunResult sitting : this.sittings) {
            for (BenchmarkResult benchmark : benchmarksOf(sitting)) {
                sittingOf.put(benchmark, sitting);
            }
        }
    }

    public static RunResults of(RunResult run) {
        return new RunResults(run.runId(), List.of(run));
    }

    /** The same file results with the run's message results beside them. */
    public RunResults withMessages(MessageRun messageRun) {
        return new RunResults(runId, sittings, messageRun, baseline, engine, margin, metrics);
    }

    /** A run inside Spark alone: its engine.json, without file or message results. */
    public static RunResults ofEngine(String runId, EngineResults engine) {
        return new RunResults(runId, List.of(), null, Defaults.BASELINE, engine, Double.NaN, Metric.TOOL);
    }

    /** The same results with a run inside Spark beside them (engine.json), or null for none. */
    public RunResults withEngine(EngineResults engineRun) {
        return new RunResults(runId, sittings, messages, baseline, engineRun, margin, metrics);
    }

    /** The run inside Spark the report shows, or null. */
    public EngineResults engine() {
        return engine;
    }

    /** The same results, every other format set against {@code format} in the head-to-head. */
    public RunResults withBaseline(Format format) {
        return new RunResults(runId, sittings, messages, format, engine, margin, metrics);
    }

    /** The same results judged with another equivalence margin than the run's. */
    public RunResults withMargin(double equivalence) {
        return new RunResults(runId, sittings, messages, baseline, engine, equivalence, metrics);
    }

    /**
     * The same results, shown with {@code declared}'s metrics instead of the tool's
     * ({@link MetricDeclarations#TOOL}): those of another build of the tool, or a test's.
     */
    public RunResults withDeclaredMetrics(MetricDeclarations declared) {
        return new RunResults(runId, sittings, messages, baseline, engine, margin, Metric.withDeclared(declared));
    }

    /**
     * The metrics the report shows, in their order: the fixed ones, then each declared one that a fork of
     * the run kept a figure of (a results file from before a metric was declared has none, and gets no
     * empty rows for it). Every table and chart that sets codecs apart by metric draws from this list.
     */
    public List<Metric> metrics() {
        List<BenchmarkResult> all = benchmarks();
        return metrics.stream().filter(metric -> metric.isIn(all)).toList();
    }

    /**
     * The equivalence margin the verdicts use: the report's when asked, else the one the run's rounds
     * stopped on, else {@link Defaults#MARGIN}.
     */
    public double margin() {
        if (Double.isFinite(margin)) {
            return margin;
        }
        RunResult first = sittings.isEmpty() ? null : sittings.get(0);
        double own = first == null || first.settings() == null ? Double.NaN : first.settings().margin();
        return Double.isFinite(own) ? own : Defaults.MARGIN;
    }

    /** The format the head-to-head sets every other format against: {@link Defaults#BASELINE} unless told. */
    public Format baseline() {
        return baseline;
    }

    /** The formats that any benchmark here measured, in the registry's order ({@link Format#all()}). */
    public List<Format> formats() {
        Set<Format> measured = new TreeSet<>();
        benchmarks().forEach(benchmark -> measured.add(benchmark.key().format()));
        return List.copyOf(measured);
    }

    /** The message results of the report's run (results/RUN/messages.json), or null. */
    public MessageRun messages() {
        return messages;
    }

    /** Whether the report has file results; a run of the message benchmark alone has none. */
    public boolean hasFiles() {
        return !sittings.isEmpty();
    }

    public String runId() {
        return runId;
    }

    public List<RunResult> sittings() {
        return sittings;
    }

    /** The sitting whose settings and environment describe the report: the newest. */
    public RunResult primary() {
        return sittings.get(0);
    }

    public boolean separateSittings() {
        return sittings.size() > 1;
    }

    public RunResult sittingOf(BenchmarkResult benchmark) {
        return sittingOf.get(benchmark);
    }

    /** Whether two benchmarks ran in the same sitting, so that their forks pair round by round. */
    public boolean sameSitting(BenchmarkResult a, BenchmarkResult b) {
        return sittingOf(a) == sittingOf(b);
    }

    /** Every benchmark, sitting by sitting, in the order of their results files. */
    public List<BenchmarkResult> benchmarks() {
        List<BenchmarkResult> all = new ArrayList<>();
        sittings.forEach(sitting -> all.addAll(benchmarksOf(sitting)));
        return all;
    }

    /** The benchmark of a key, or null. */
    public BenchmarkResult benchmark(BenchmarkKey key) {
        return benchmarks().stream().filter(b -> b.key().equals(key)).findFirst().orElse(null);
    }

    /** Both operations of every codec and variant, in the order their first benchmark appears. */
    public List<CodecResults> codecs() {
        Map<BenchmarkKey, BenchmarkResult[]> byCodec = new LinkedHashMap<>();
        for (BenchmarkResult benchmark : benchmarks()) {
            BenchmarkResult[] pair = byCodec.computeIfAbsent(benchmark.key().withOperation(Operation.READ),
                    key -> new BenchmarkResult[2]);
            int slot = benchmark.key().operation() == Operation.WRITE ? 0 : 1;
            if (pair[slot] == null) {
                pair[slot] = benchmark;
            }
        }
        List<CodecResults> codecs = new ArrayList<>();
        byCodec.values().forEach(pair -> codecs.add(new CodecResults(pair[0], pair[1],
                records(pair[0] != null ? pair[0] : pair[1]))));
        return codecs;
    }

    /**
     * Why the run has no head-to-head at all, or null when it has one: the baseline format was not
     * measured, or nothing else was.
     */
    public String incomplete() {
        List<Format> formats = formats();
        if (!formats.contains(baseline)) {
            return "no " + baseline + " results";
        }
        return formats.size() == 1 ? "no format but " + baseline : null;
    }

    /** Benchmarks whose read or write did not reproduce the dataset. */
    public List<BenchmarkResult> unverified() {
        return benchmarks().stream().filter(benchmark -> !benchmark.verified()).toList();
    }

    /** Benchmarks during whose passes other processes used more CPU than the run's threshold. */
    public List<BenchmarkResult> busy() {
        return benchmarks().stream().filter(BenchmarkResult::machineBusy).toList();
    }

    /** Benchmarks during whose passes the speed canary varied more than the run's threshold. */
    public List<BenchmarkResult> unsteady() {
        return benchmarks().stream().filter(BenchmarkResult::machineUnsteady).toList();
    }

    /** The dataset's record count for a benchmark, from its own sitting. */
    public long records(BenchmarkResult benchmark) {
        RunResult sitting = sittingOf(benchmark);
        return sitting == null || sitting.dataset() == null ? 0 : sitting.dataset().records();
    }

    private static List<BenchmarkResult> benchmarksOf(RunResult sitting) {
        return sitting.benchmarks() == null ? List.of() : sitting.benchmarks();
    }
}
