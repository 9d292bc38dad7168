package io.formatbench.report;

import io.formatbench.metric.BetterWhen;
import io.formatbench.metric.Wording;
import io.formatbench.results.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A row of the report's opening tables: a {@link Metric} of one operation, of both together (a
 * round's write and read add up), or of the file (an exact metric). The rows are drawn from the
 * metrics' declarations, in their order. A measured row is read fork by fork, so that its figure (the
 * mean over forks) and its verdict (the interval of the paired ratio) come from the same samples; a
 * size is exact.
 *
 * @param operations the operations whose benchmarks the row's figures come from: none for a size,
 *     which no machine sways
 */
public record HeadToHeadMetric(Metric metric, List<Operation> operations) {

    public static final HeadToHeadMetric WRITE_TIME = of(Metric.TIME, Operation.WRITE);
    public static final HeadToHeadMetric READ_TIME = of(Metric.TIME, Operation.READ);
    public static final HeadToHeadMetric TOTAL_TIME = of(Metric.TIME, Operation.WRITE, Operation.READ);
    public static final HeadToHeadMetric WRITE_RECORDS = of(Metric.RECORDS_PER_S, Operation.WRITE);
    public static final HeadToHeadMetric READ_RECORDS = of(Metric.RECORDS_PER_S, Operation.READ);
    public static final HeadToHeadMetric WRITE_MB = of(Metric.MB_PER_S, Operation.WRITE);
    public static final HeadToHeadMetric READ_MB = of(Metric.MB_PER_S, Operation.READ);
    public static final HeadToHeadMetric READ_P99 = of(Metric.LATENCY_P99, Operation.READ);
    public static final HeadToHeadMetric WRITE_ALLOC = of(Metric.ALLOCATION, Operation.WRITE);
    public static final HeadToHeadMetric READ_ALLOC = of(Metric.ALLOCATION, Operation.READ);
    public static final HeadToHeadMetric FILE_SIZE = of(Metric.FILE_SIZE);
    public static final HeadToHeadMetric GZIP_SIZE = of(Metric.GZIP_SIZE);

    private static final List<HeadToHeadMetric> ALL = rowsOf(Metric.TOOL);

    public HeadToHeadMetric {
        operations = List.copyOf(operations);
    }

    private static HeadToHeadMetric of(Metric metric, Operation... operations) {
        return new HeadToHeadMetric(metric, List.of(operations));
    }

    /**
     * Every row of the tool's metrics, in their order: write, read, then both together where declared.
     * A run's rows are those of its metrics ({@link HeadToHead#metrics()}).
     */
    public static List<HeadToHeadMetric> values() {
        return ALL;
    }

    static List<HeadToHeadMetric> rowsOf(List<Metric> metrics) {
        List<HeadToHeadMetric> rows = new ArrayList<>();
        for (Metric metric : metrics) {
            Metric.HeadToHeadLabels labels = metric.headToHead();
            if (labels == null) {
                continue;
            }
            if (metric.isExact()) {
                rows.add(of(metric));
                continue;
            }
            if (labels.write() != null) {
                rows.add(of(metric, Operation.WRITE));
            }
            if (labels.read() != null) {
                rows.add(of(metric, Operation.READ));
            }
            if (labels.both() != null) {
                rows.add(of(metric, Operation.WRITE, Operation.READ));
            }
        }
        return List.copyOf(rows);
    }

    public String label() {
        Metric.HeadToHeadLabels labels = metric.headToHead();
        if (operations.size() == 1) {
            return operations.get(0) == Operation.WRITE ? labels.write() : labels.read();
        }
        return labels.both();
    }

    public BetterWhen betterWhen() {
        return metric.betterWhen();
    }

    public Wording wording() {
        return metric.wording();
    }

    public String format(double figure) {
        return metric.format(figure);
    }

    /** Whether the row is one the rounds watched to decide when to stop ({@link Metric#isWatched()}). */
    boolean isTime() {
        return metric.isWatched();
    }

    public boolean onlyWhenCompressed() {
        return metric.onlyWhenCompressed();
    }

    boolean isPerRecordAmount() {
        return metric.isPerRecordAmount();
    }

    public boolean isExact() {
        return metric.isExact();
    }

    /**
     * The figure of each fork, by round; empty for an exact figure or a missing operation. Of both
     * operations, a write and a read of the same round belong together: their sum is the round's.
     */
    Map<Integer, Double> byRound(CodecResults codec) {
        if (isExact()) {
            return Map.of();
        }
        Map<Integer, Double> total = null;
        for (Operation operation : operations) {
            Map<Integer, Double> figures = ForkFigures.byRound(codec.operation(operation),
                    fork -> metric.of(fork, codec.operation(operation), codec.records()));
            if (total == null) {
                total = new TreeMap<>(figures);
            } else {
                total.keySet().retainAll(figures.keySet());
                total.replaceAll((round, figure) -> figure + figures.get(round));
            }
        }
        return total;
    }

    /** The exact figure, or NaN for a measured one. */
    double exact(CodecResults codec) {
        return metric.exact(codec.sizeSource());
    }
}
