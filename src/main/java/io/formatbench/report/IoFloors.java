package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import io.formatbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The report's I/O floors, where the run measured them: each format's floor (its file through the I/O
 * stack, every record's end found, nothing decoded) against a plain read of the file, and every read
 * against its file's floor, so that decoding, framing and I/O each have their share of the read's time.
 * A read's floor is the floor of its format, compression and threads in the same run
 * ({@code key.withVariant(FLOOR).anyCodec()}: the floor is keyed on the format's primary codec).
 */
final class IoFloors {

    /** A read, its file's floor and plain read (either may be missing), and read / floor paired by round. */
    record Row(BenchmarkResult read, BenchmarkResult floor, BenchmarkResult plain, Ratio overFloor) {}

    private IoFloors() {}

    static List<Block> of(RunResults run) {
        List<BenchmarkResult> floors = run.benchmarks().stream()
                .filter(b -> b.key().variant() == Variant.FLOOR || b.key().variant() == Variant.PLAIN_READ)
                .toList();
        if (floors.isEmpty()) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, "I/O floors: decoding, framing and I/O"));
        blocks.add(new Table(List.of("Format", "Plain read", "MB/s", "Floor", "MB/s", "Floor / plain read (99.9% interval)"),
                formatRows(run, floors), List.of(false, true, true, true, true, false)));
        List<List<String>> rows = new ArrayList<>();
        for (Row row : rows(run)) {
            rows.add(readRow(row));
        }
        if (!rows.isEmpty()) {
            blocks.add(new Table(List.of("Read", "Time", "MB/s", "Its floor", "Read / floor (99.9% interval)",
                    "Decoding", "Framing", "I/O"), rows, List.of(false, true, true, true, false, true, true, true)));
        }
        blocks.add(new Bullets(List.of(
                "The plain read is the dataset's file read through the same I/O stack as every codec (the same 64 kB"
                        + " buffer and decompressor), in reads of 64 kB, every byte touched (summed eight bytes at a"
                        + " time): from the page cache, what the file and the stack cost. The floor reads it the same"
                        + " way and also finds every record's end, without decoding one: newlines in JSON Lines,"
                        + " varint frames in protobuf, the heads of CBOR's top-level items, Smile's tokens, the first"
                        + " bytes and lengths of MessagePack's items, Avro's blocks. A codec cannot read a file faster than its floor.",
                "Read / floor is the read's time over its file's floor's, paired round by round. Of the read's time,"
                        + " I/O is the plain read's, framing the floor's beyond it, decoding the rest (the read's"
                        + " beyond its floor): the shares of the means, without intervals.",
                "MB/s is of the file on disk (compressed, where the dataset is), as the file sizes; the same file, so"
                        + " MB/s compares a format's reads with its floors as time does.")));
        return blocks;
    }

    /** Every read of a record-decoding variant whose file has a floor in the run. */
    static List<Row> rows(RunResults run) {
        List<Row> rows = new ArrayList<>();
        for (BenchmarkResult read : run.benchmarks()) {
            Variant variant = read.key().variant();
            if (read.key().operation() != Operation.READ || !variant.decodesRecords()
                    || variant == Variant.NEWER_DATA) {
                continue;
            }
            BenchmarkResult floor = reference(run, read, Variant.FLOOR);
            if (floor == null) {
                continue;
            }
            Ratio overFloor = ForkFigures.compare(ForkFigures.byRound(floor, ForkResult::meanMs),
                    ForkFigures.byRound(read, ForkResult::meanMs), run.sameSitting(floor, read));
            rows.add(new Row(read, floor, reference(run, read, Variant.PLAIN_READ), overFloor));
        }
        return rows;
    }

    /** The floor or plain read of the read's file: the same format, compression and threads, any codec. */
    private static BenchmarkResult reference(RunResults run, BenchmarkResult read, Variant variant) {
        var wanted = read.key().withVariant(variant).anyCodec();
        return run.benchmarks().stream().filter(b -> b.key().anyCodec().equals(wanted)).findFirst().orElse(null);
    }

    private static List<List<String>> formatRows(RunResults run, List<BenchmarkResult> floors) {
        List<List<String>> rows = new ArrayList<>();
        for (BenchmarkResult floor : floors) {
            if (floor.key().variant() != Variant.FLOOR) {
                continue;
            }
            BenchmarkResult plain = reference(run, floor, Variant.PLAIN_READ);
            Ratio overPlain = plain == null ? Ratio.MISSING : ForkFigures.compare(
                    ForkFigures.byRound(plain, ForkResult::meanMs), ForkFigures.byRound(floor, ForkResult::meanMs),
                    run.sameSitting(plain, floor));
            rows.add(List.of(floor.key().format().id() + Phrases.compressed(floor.key().compression())
                            + (floor.key().threads() == 1 ? "" : ", " + floor.key().threads() + " threads"),
                    plain == null ? "not measured" : Units.ms(plain.timeMs().mean()),
                    plain == null ? "" : Units.mbPerS(plain.mbPerS().mean()),
                    Units.ms(floor.timeMs().mean()), Units.mbPerS(floor.mbPerS().mean()),
                    factor(overPlain)));
        }
        return rows;
    }

    private static List<String> readRow(Row row) {
        double read = row.read().timeMs().mean();
        double floor = row.floor().timeMs().mean();
        double plain = row.plain() == null ? Double.NaN : row.plain().timeMs().mean();
        return List.of(row.read().key().label(), Units.ms(read), Units.mbPerS(row.read().mbPerS().mean()),
                Units.ms(floor), factor(row.overFloor()),
                share(read - floor, read), share(floor - plain, read), share(plain, read));
    }

    /** "18.3x (17.9x-18.7x)", or the interval's words when two forks leave it too wide to read. */
    private static String factor(Ratio ratio) {
        if (ratio.hasInterval() && ratio.high() / ratio.low() > RatioWords.WIDEST_INTERVAL) {
            return Units.factor(ratio.value()) + " (" + RatioWords.TOO_WIDE + ")";
        }
        return VariantRatios.factor(ratio);
    }

    /** A part of the read's time, in percent. */
    private static String share(double part, double whole) {
        return Double.isFinite(part) && whole > 0 ? String.format(Locale.ROOT, "%.0f%%", 100 * part / whole)
                : Units.NOT_AVAILABLE;
    }
}
