package io.formatbench.report;

import io.formatbench.metric.BetterWhen;
import io.formatbench.metric.Wording;
import io.formatbench.report.Metric.Bars;
import io.formatbench.report.Metric.HeadToHeadLabels;
import io.formatbench.report.Metric.PerFork;
import io.formatbench.report.Metric.Summary;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Estimate;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * What a metric of the report declares (its label, figure, unit, wording, and where it shows), built by
 * chained calls; only the constructor of {@link Metric} reads it.
 */
final class MetricTraits {
    final String label;
    final PerFork perFork;
    final ToDoubleFunction<BenchmarkResult> exact;
    final DoubleFunction<String> unit;
    final BetterWhen betterWhen;
    final Wording wording;
    Function<BenchmarkResult, Estimate> stored;
    boolean watched;
    boolean perRecordAmount;
    boolean onlyWhenCompressed;
    HeadToHeadLabels headToHead;
    Bars bars;
    boolean drawnAsDistribution;
    Summary summary = Summary.NONE;

    MetricTraits(String label, PerFork perFork, ToDoubleFunction<BenchmarkResult> exact,
            DoubleFunction<String> unit, BetterWhen betterWhen, Wording wording) {
        this.label = label;
        this.perFork = perFork;
        this.exact = exact;
        this.unit = unit;
        this.betterWhen = betterWhen;
        this.wording = wording;
    }

    /** The estimate the results file keeps of it, the same forks' figures summarized by the bench. */
    MetricTraits stored(Function<BenchmarkResult, Estimate> estimate) {
        this.stored = estimate;
        return this;
    }

    MetricTraits watched() {
        this.watched = true;
        return this;
    }

    MetricTraits perRecordAmount() {
        this.perRecordAmount = true;
        return this;
    }

    MetricTraits onlyWhenCompressed() {
        this.onlyWhenCompressed = true;
        return this;
    }

    MetricTraits headToHead(String write, String read, String both) {
        this.headToHead = new HeadToHeadLabels(write, read, both);
        return this;
    }

    MetricTraits bars(Bars chart) {
        this.bars = chart;
        return this;
    }

    MetricTraits drawnAsDistribution() {
        this.drawnAsDistribution = true;
        return this;
    }

    MetricTraits inSummary(Summary how) {
        this.summary = how;
        return this;
    }
}
