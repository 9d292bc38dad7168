package io.formatbench.bench;

import io.formatbench.measure.CanaryFigures;
import io.formatbench.measure.PassProbe;
import io.formatbench.metric.MetricDeclaration;
import io.formatbench.metric.MetricDeclarations;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Estimate;
import io.formatbench.results.ForkResult;
import io.formatbench.results.LatencyHistograms;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;

/**
 * Folds what one benchmark's forks measured into its {@link BenchmarkResult}: each fork is
 * summarized first (its time the mean of its passes, {@link ForkResult#timeOf}; its allocation their
 * median; or as a declared metric says), then every figure is
 * summarized over the forks.
 */
final class ResultAggregator {

    private ResultAggregator() {}

    /**
     * One fork's outcome, with where it ran in the plan.
     *
     * @param launchedAtMs when the parent started the fork's process, by the machine's wall clock
     * @param seconds from starting the fork's process to reading its outcome, in the parent
     */
    record Measured(int round, int slot, ForkOutcome outcome, long launchedAtMs, double seconds) {}

    /**
     * @param datasetRawBytes the size of the dataset file uncompressed; a verified write wrote the same
     *     bytes, so these too; -1 for a write in other bytes (see Codec.writesDatasetBytes)
     * @param datasetGzipBytes gzip size of the dataset file uncompressed; -1 for a write in other bytes
     * @param limits what makes the machine busy or unsteady
     */
    static BenchmarkResult aggregate(PlannedBenchmark benchmark, long records, List<Measured> forks,
                                     long datasetRawBytes, long datasetGzipBytes, MachineLimits limits) {
        return aggregate(benchmark, records, forks, datasetRawBytes, datasetGzipBytes, limits, MetricDeclarations.TOOL);
    }

    /** The same, with the declared metrics whose figures the forks' passes carry: the tool's, or a test's. */
    static BenchmarkResult aggregate(PlannedBenchmark benchmark, long records, List<Measured> forks,
                                     long datasetRawBytes, long datasetGzipBytes, MachineLimits limits,
                                     MetricDeclarations declared) {
        List<ForkResult> results = new ArrayList<>();
        List<Double> allPasses = new ArrayList<>();
        List<List<Double>> canary = new ArrayList<>();
        List<Histogram> histograms = new ArrayList<>();
        long gcCount = 0;
        double gcMs = 0;
        for (Measured fork : forks) {
            ForkOutcome outcome = fork.outcome();
            Histogram histogram = outcome.latencyHistogram() == null
                    ? null : LatencyHistograms.decode(outcome.latencyHistogram());
            histograms.add(histogram);
            ForkResult result = forkResult(fork, records, histogram, limits.busyCores(), declared);
            results.add(result);
            allPasses.addAll(outcome.iterationMs());
            canary.add(outcome.canaryMs());
            gcCount += result.gcCount();
            gcMs += result.gcMs();
        }
        Histogram latencies = LatencyHistograms.merge(histograms);
        long fileBytes = forks.get(0).outcome().fileBytes();
        // A write in other bytes than the dataset's: uncompressed, its own file is the raw size.
        long rawBytes = datasetRawBytes >= 0 || benchmark.key().compression().compressed()
                ? datasetRawBytes : fileBytes;
        boolean verified = results.stream().allMatch(ForkResult::verified);
        // A benchmark is busy if any fork was: a burst in one fork must not be diluted by the others.
        int busyForks = (int) results.stream().filter(ForkResult::machineBusy).count();
        int unjudged = (int) results.stream().filter(fork -> !Double.isFinite(fork.lifeOtherCpuCores())).count();
        double other = results.stream().mapToDouble(ForkResult::lifeOtherCpuCores).filter(Double::isFinite).max()
                .orElse(Double.NaN);
        // Forks too short to judge inherit the warning of the second before the run.
        boolean busy = busyForks > 0 || (unjudged > 0 && limits.busyBeforeRun());
        CanaryFigures speed = CanaryFigures.ofForks(canary);
        List<Double> times = results.stream().map(ForkResult::meanMs).toList();
        return new BenchmarkResult(benchmark.key(), benchmark.style(),
                results.stream().mapToInt(r -> r.warmupMs().size()).min().orElse(0),
                results.stream().mapToInt(r -> r.warmupMs().size()).max().orElse(0),
                forks.get(0).outcome().iterationMs().size(),
                Statistics.overForks(times),
                overForks(results, fork -> fork.recordsPerS(records)),
                overForks(results, fork -> fork.mbPerS(fileBytes)),
                overForks(results, fork -> verified && rawBytes >= 0 ? fork.mbPerS(rawBytes) : Double.NaN),
                Statistics.min(allPasses), Statistics.max(allPasses),
                LatencyHistograms.summary(latencies), LatencyHistograms.percentilePoints(latencies),
                overForks(results, r -> r.latencyNs() == null ? Double.NaN : r.latencyNs().p99()),
                overForks(results, ForkResult::allocBytesPerRecord),
                overForks(results, r -> r.peakHeapBytes()),
                overForks(results, r -> r.liveHeapAfterBytes()),
                gcCount, gcMs, fileBytes, verified ? rawBytes : -1, verified ? datasetGzipBytes : -1,
                forks.get(0).outcome().skippedFields(), other, busy, busyForks, unjudged, speed.meanMs(),
                speed.cv(), limits.unsteady(speed.cv()), Double.NaN, false, verified,
                latencies == null ? null : LatencyHistograms.encode(latencies), results);
    }

    private static ForkResult forkResult(Measured fork, long records, Histogram histogram, double busyCores,
                                         MetricDeclarations declared) {
        ForkOutcome outcome = fork.outcome();
        List<PassProbe.Figures> passes = outcome.passes();
        double lifeOther = outcome.life().otherCoresIfLongEnough();
        return new ForkResult(fork.round(), fork.slot(), outcome.warmupMs(), outcome.steady(), outcome.iterationMs(),
                Statistics.median(outcome.iterationMs()), ForkResult.timeOf(outcome.iterationMs()),
                Statistics.median(passes.stream().map(p -> (double) p.allocatedBytes() / records).toList()),
                passes.stream().mapToLong(PassProbe.Figures::peakHeapBytes).max().orElse(0),
                passes.stream().mapToLong(PassProbe.Figures::gcCount).sum(),
                passes.stream().mapToLong(PassProbe.Figures::gcMillis).sum(),
                passes.stream().map(p -> p.clockedCpuNanos() / 1e6).toList(),
                passes.stream().map(p -> Math.max(0, p.load().otherCores())).toList(),
                outcome.canaryMs(), outcome.canaryWarmupMs(), lifeOther, lifeOther > busyCores,
                outcome.liveHeapAfterBytes(), LatencyHistograms.summary(histogram), outcome.latencyOverheadNs(),
                outcome.writeChunkRecords(), outcome.seconds() == null ? null
                        : outcome.seconds().withTotal(fork.seconds(), (outcome.mainEnteredAtMs() - fork.launchedAtMs()) / 1e3),
                outcome.verificationFailure(), outcome.latencyHistogram(), declaredFigures(passes, records, declared));
    }

    /**
     * Each declared metric's figure of the fork, made of its measured passes' as it declares; a metric
     * no pass carries is left out, and so is a figure no declaration names, which nothing could summarize.
     */
    private static Map<String, Double> declaredFigures(List<PassProbe.Figures> passes, long records,
                                                       MetricDeclarations declared) {
        Map<String, Double> figures = new LinkedHashMap<>();
        for (MetricDeclaration metric : declared.all()) {
            List<Double> values = new ArrayList<>();
            for (PassProbe.Figures pass : passes) {
                Double value = pass.declaredFigures().get(metric.name());
                if (value != null && Double.isFinite(value)) {
                    values.add(metric.dividedByRecords() ? value / records : value);
                }
            }
            if (!values.isEmpty()) {
                figures.put(metric.name(), metric.overPasses().of(values));
            }
        }
        return figures;
    }

    /** A per-fork figure over the forks that have it. */
    private static Estimate overForks(List<ForkResult> forks, ToDoubleFunction<ForkResult> figure) {
        List<Double> values = new ArrayList<>();
        for (ForkResult fork : forks) {
            double value = figure.applyAsDouble(fork);
            if (Double.isFinite(value)) {
                values.add(value);
            }
        }
        return Statistics.overForks(values);
    }
}
