package io.formatbench.report;

import io.formatbench.report.chart.RatioChart;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The run's answer as one picture, for a README to embed: each head-to-head pair's write and read time
 * ratio with its interval, as "times faster" than the baseline's codec, in a standalone SVG file
 * (report --svg). The same ratios, intervals and words as the head-to-head tables.
 */
public final class HeadlineChart {

    private static final List<HeadToHeadMetric> TIMES = List.of(HeadToHeadMetric.WRITE_TIME, HeadToHeadMetric.READ_TIME);

    private HeadlineChart() {}

    /** The chart as a standalone SVG file's text; empty when the run has no head-to-head pair to draw. */
    public static Optional<String> svg(RunResults run) {
        List<HeadToHead> pairs = HeadToHead.of(run);
        if (pairs.isEmpty()) {
            return Optional.empty();
        }
        List<RatioChart.Row> rows = new ArrayList<>();
        for (HeadToHead pair : pairs) {
            for (HeadToHeadMetric metric : TIMES) {
                rows.add(row(pair, metric));
            }
        }
        String title = "Time to write and to read, against " + run.baseline() + " (run " + run.runId() + ")";
        String subtitle = "Each codec's time ratio to the baseline's codec of its style, paired by round, with its"
                + " interval; right of 1x is faster.";
        return Optional.of(new RatioChart(title, subtitle, rows).toSvg(true));
    }

    private static RatioChart.Row row(HeadToHead pair, HeadToHeadMetric metric) {
        Ratio ratio = pair.ratio(metric);
        // A time ratio is the other's time over the baseline's: its inverse is how many times faster.
        double faster = ratio.isPresent() ? 1 / ratio.value() : Double.NaN;
        boolean bounded = ratio.hasInterval() && !ratio.isUnbounded() && ratio.low() > 0;
        String words = RatioWords.relative(metric, ratio) + (metric.isExact() ? ""
                : " (" + RatioWords.interval(metric, ratio) + ")");
        String operation = metric == HeadToHeadMetric.WRITE_TIME ? "write" : "read";
        return new RatioChart.Row(Phrases.capitalized(pair.style().label()) + ", " + pair.format() + ": "
                        + pair.other().codecLabel(),
                operation + ", against " + pair.baseline().codecLabel(), faster,
                bounded ? 1 / ratio.high() : Double.NaN, bounded ? 1 / ratio.low() : Double.NaN, words,
                metric == HeadToHeadMetric.WRITE_TIME ? ReportCharts.WRITE_COLOR : ReportCharts.READ_COLOR);
    }
}
