package io.formatbench.report;

import io.formatbench.results.ForkResult;
import io.formatbench.results.Operation;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.ToDoubleBiFunction;
import java.util.function.ToDoubleFunction;

/**
 * The rows of the report's opening tables: how each is read from a codec's results, how it is
 * written, which way is better and how the difference is put into words. A measured row is read
 * fork by fork, so that its figure (the mean over forks) and its verdict (the interval of the
 * paired ratio) come from the same samples; a size is exact.
 */
public enum HeadToHeadMetric {
    WRITE_TIME("Write time", BetterWhen.LOWER, Wording.SPEED, Units::ms,
            forks(Operation.WRITE, (f, b) -> f.medianMs())),
    READ_TIME("Read time", BetterWhen.LOWER, Wording.SPEED, Units::ms,
            forks(Operation.READ, (f, b) -> f.medianMs())),
    TOTAL_TIME("Write + read time", BetterWhen.LOWER, Wording.SPEED, Units::ms, writePlusRead()),
    WRITE_RECORDS("Write throughput (records/s)", BetterWhen.HIGHER, Wording.SPEED, Units::recordsPerS,
            forks(Operation.WRITE, (f, b) -> f.recordsPerS(b.records()))),
    READ_RECORDS("Read throughput (records/s)", BetterWhen.HIGHER, Wording.SPEED, Units::recordsPerS,
            forks(Operation.READ, (f, b) -> f.recordsPerS(b.records()))),
    WRITE_MB("Write throughput (MB/s of its own file)", BetterWhen.HIGHER, Wording.RATE, Units::mbPerS,
            forks(Operation.WRITE, (f, b) -> f.mbPerS(b.write().fileBytes()))),
    READ_MB("Read throughput (MB/s of its own file)", BetterWhen.HIGHER, Wording.RATE, Units::mbPerS,
            forks(Operation.READ, (f, b) -> f.mbPerS(b.read().fileBytes()))),
    // Of a compressed file, also of its records' raw bytes: what the codec and the decompressor move.
    WRITE_RAW_MB("Write throughput (MB/s of its records' raw bytes)", BetterWhen.HIGHER, Wording.RATE, Units::mbPerS,
            forks(Operation.WRITE, (f, b) -> f.mbPerS(b.write().rawFileBytes()))),
    READ_RAW_MB("Read throughput (MB/s of its records' raw bytes)", BetterWhen.HIGHER, Wording.RATE, Units::mbPerS,
            forks(Operation.READ, (f, b) -> f.mbPerS(b.read().rawFileBytes()))),
    WRITE_P99("Write latency per record, p99, " + ClockOverhead.LESS, BetterWhen.LOWER, Wording.SPEED, Units::ns,
            forks(Operation.WRITE, (f, b) -> p99(f))),
    READ_P99("Read latency per record, p99, " + ClockOverhead.LESS, BetterWhen.LOWER, Wording.SPEED, Units::ns,
            forks(Operation.READ, (f, b) -> p99(f))),
    WRITE_ALLOC("Allocation per record, write", BetterWhen.LOWER, Wording.AMOUNT, Units::bytes,
            forks(Operation.WRITE, (f, b) -> f.allocBytesPerRecord())),
    READ_ALLOC("Allocation per record, read", BetterWhen.LOWER, Wording.AMOUNT, Units::bytes,
            forks(Operation.READ, (f, b) -> f.allocBytesPerRecord())),
    // A write's peak counts the generated records it holds while writing them (a quarter of the heap at most).
    WRITE_PEAK_HEAP("Peak heap used, write (includes the generated records it holds)", BetterWhen.LOWER, Wording.AMOUNT,
            Units::bytes,
            forks(Operation.WRITE, (f, b) -> f.peakHeapBytes())),
    READ_PEAK_HEAP("Peak heap used, read", BetterWhen.LOWER, Wording.AMOUNT, Units::bytes,
            forks(Operation.READ, (f, b) -> f.peakHeapBytes())),
    FILE_SIZE("File size", BetterWhen.LOWER, Wording.SIZE, Units::bytes,
            exact(b -> b.sizeSource() == null ? Double.NaN : b.sizeSource().fileBytes())),
    GZIP_SIZE("File size, gzip -6", BetterWhen.LOWER, Wording.SIZE, Units::bytes,
            exact(b -> b.sizeSource() == null || b.sizeSource().gzipBytes() < 0
                    ? Double.NaN : b.sizeSource().gzipBytes()));

    /** The words for "protobuf is better / worse" on a row. */
    public enum Wording {
        SPEED("faster", "slower"),
        /** A rate that is not a speed: MB/s of a smaller file is lower without being slower. */
        RATE("higher", "lower"),
        SIZE("smaller", "larger"),
        AMOUNT("less", "more");

        final String better;
        final String worse;

        Wording(String better, String worse) {
            this.better = better;
            this.worse = worse;
        }

        String betterWord() {
            return better;
        }

        String worseWord() {
            return worse;
        }
    }

    /** How a row reads its figure from a codec: fork by fork (by round), or one exact value. */
    sealed interface Source permits Measured, Exact {}

    /** A figure of every fork, by round; empty for a missing operation. */
    record Measured(Function<CodecResults, Map<Integer, Double>> byRound) implements Source {}

    /** A figure without noise, such as a file size; NaN when missing. */
    record Exact(ToDoubleFunction<CodecResults> value) implements Source {}

    private final String label;
    private final BetterWhen betterWhen;
    private final Wording wording;
    private final DoubleFunction<String> format;
    private final Source source;

    HeadToHeadMetric(String label, BetterWhen betterWhen, Wording wording, DoubleFunction<String> format,
                     Source source) {
        this.label = label;
        this.betterWhen = betterWhen;
        this.wording = wording;
        this.format = format;
        this.source = source;
    }

    public String label() {
        return label;
    }

    public BetterWhen betterWhen() {
        return betterWhen;
    }

    public Wording wording() {
        return wording;
    }

    public String format(double figure) {
        return format.apply(figure);
    }

    /** The operations whose benchmarks the row's figures come from: none for a size, which no machine sways. */
    List<Operation> operations() {
        return switch (this) {
            case WRITE_TIME, WRITE_RECORDS, WRITE_MB, WRITE_RAW_MB, WRITE_P99, WRITE_ALLOC, WRITE_PEAK_HEAP ->
                    List.of(Operation.WRITE);
            case READ_TIME, READ_RECORDS, READ_MB, READ_RAW_MB, READ_P99, READ_ALLOC, READ_PEAK_HEAP ->
                    List.of(Operation.READ);
            case TOTAL_TIME -> List.of(Operation.WRITE, Operation.READ);
            case FILE_SIZE, GZIP_SIZE -> List.of();
        };
    }

    /**
     * Whether the row is the forks' times, or a rate of them: the figures the rounds watched to decide
     * when to stop, whose intervals must keep their promise however many rounds were looked at.
     */
    boolean isTime() {
        return switch (this) {
            case WRITE_TIME, READ_TIME, TOTAL_TIME, WRITE_RECORDS, READ_RECORDS, WRITE_MB, READ_MB, WRITE_RAW_MB,
                    READ_RAW_MB -> true;
            default -> false;
        };
    }

    /** Whether the row says something only of a compressed file (of an uncompressed one it repeats the row above). */
    public boolean onlyWhenCompressed() {
        return this == WRITE_RAW_MB || this == READ_RAW_MB;
    }

    /** Whether the figure is bytes per record, which near zero is said as a difference, not a ratio. */
    boolean isPerRecordAmount() {
        return this == WRITE_ALLOC || this == READ_ALLOC;
    }

    /** Whether the figure is exact (a size) rather than measured fork by fork. */
    public boolean isExact() {
        return source instanceof Exact;
    }

    /** The figure of each fork, by round; empty for an exact figure or a missing operation. */
    Map<Integer, Double> byRound(CodecResults codec) {
        return source instanceof Measured measured ? measured.byRound().apply(codec) : Map.of();
    }

    /** The exact figure, or NaN for a measured one. */
    double exact(CodecResults codec) {
        return source instanceof Exact exact ? exact.value().applyAsDouble(codec) : Double.NaN;
    }

    /** The fork's p99 less what timing a record cost it: the codec's, not the clock's. */
    static double p99(ForkResult fork) {
        return fork.latencyNs() == null ? Double.NaN : ClockOverhead.net(fork, fork.latencyNs().p99());
    }

    private static Source forks(Operation operation, ToDoubleBiFunction<ForkResult, CodecResults> figure) {
        return new Measured(codec -> ForkFigures.byRound(codec.operation(operation),
                fork -> figure.applyAsDouble(fork, codec)));
    }

    private static Source exact(ToDoubleFunction<CodecResults> figure) {
        return new Exact(figure);
    }

    /** A write and a read of the same round belong together: their sum is the round's total. */
    private static Source writePlusRead() {
        return new Measured(codec -> {
            Map<Integer, Double> writes = ForkFigures.byRound(codec.write(), ForkResult::medianMs);
            Map<Integer, Double> reads = ForkFigures.byRound(codec.read(), ForkResult::medianMs);
            Map<Integer, Double> total = new TreeMap<>();
            writes.forEach((round, ms) -> {
                if (reads.containsKey(round)) {
                    total.put(round, ms + reads.get(round));
                }
            });
            return total;
        });
    }
}
