package io.formatbench.metric;

import io.formatbench.measure.FigureProbe;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A metric declared as data: its probe, how a fork's passes make the fork's figure, and how the report
 * shows it. The harness runs its probe around every pass of every fork, keeps each fork's figure in
 * the results file under its name ({@code declared_figures} of each fork), and the report reads it
 * from there: its row in the per-codec table, the comparison of two runs, and, if declared, its
 * head-to-head rows and its bar chart. Over the forks it is summarized as every measured metric is:
 * the mean over the forks with its 99.9% interval, paired round by round in the head-to-head.
 *
 * <p>A new metric is its probe and one of these, in {@link MetricDeclarations#TOOL}.
 *
 * @param name its key in the results file: lowercase words joined by underscores, unique among the
 *     declarations
 * @param probe makes a fork's probe of each pass's figure
 * @param overPasses how the measured passes' figures make the fork's
 * @param dividedByRecords whether each pass's figure is divided by the dataset's record count first
 * @param unit of the figure (per record, if it is divided)
 * @param label what the per-codec table and the comparison of runs call it
 * @param writeRow its head-to-head row of writes, or null for none
 * @param readRow its head-to-head row of reads, or null for none
 * @param chart its bar chart, write beside read for each codec, or null for none
 */
public record MetricDeclaration(String name, FigureProbe.Factory probe, PassAggregation overPasses,
                                boolean dividedByRecords, FigureUnit unit, BetterWhen betterWhen, Wording wording,
                                String label, String writeRow, String readRow, Chart chart) {

    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*(_[a-z0-9]+)*");

    /**
     * A bar chart's words.
     *
     * @param title above it, e.g. "Time in fsync per codec (lower is better)"
     * @param subtitle what a bar and its marks are
     * @param axis what the values axis counts
     */
    public record Chart(String title, String subtitle, String axis) {

        public Chart {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(subtitle, "subtitle");
            Objects.requireNonNull(axis, "axis");
        }
    }

    public MetricDeclaration {
        Objects.requireNonNull(name, "name");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("metric name '" + name
                    + "': lowercase words joined by underscores, as every key of the results file");
        }
        Objects.requireNonNull(probe, "probe");
        Objects.requireNonNull(overPasses, "overPasses");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(betterWhen, "betterWhen");
        Objects.requireNonNull(wording, "wording");
        Objects.requireNonNull(label, "label");
    }

    /** A metric shown in the per-codec table and the comparison of runs only: no head-to-head rows, no chart. */
    public static MetricDeclaration of(String name, FigureProbe.Factory probe, PassAggregation overPasses,
            FigureUnit unit, BetterWhen betterWhen, Wording wording, String label) {
        return new MetricDeclaration(name, probe, overPasses, false, unit, betterWhen, wording, label, null, null,
                null);
    }

    /** The same, each pass's figure divided by the dataset's records before the passes make the fork's. */
    public MetricDeclaration perRecord() {
        return new MetricDeclaration(name, probe, overPasses, true, unit, betterWhen, wording, label, writeRow,
                readRow, chart);
    }

    /** The same, with head-to-head rows: either label may be null for no row of that operation. */
    public MetricDeclaration headToHead(String write, String read) {
        return new MetricDeclaration(name, probe, overPasses, dividedByRecords, unit, betterWhen, wording, label,
                write, read, chart);
    }

    /** The same, with a bar chart. */
    public MetricDeclaration bars(Chart bars) {
        return new MetricDeclaration(name, probe, overPasses, dividedByRecords, unit, betterWhen, wording, label,
                writeRow, readRow, bars);
    }
}
