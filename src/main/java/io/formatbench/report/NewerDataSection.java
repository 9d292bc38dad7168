package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Only where the run read newer data: each codec's read of it against its read of the dataset. */
final class NewerDataSection {

    private NewerDataSection() {}

    static List<Block> of(RunResults run) {
        List<Block> blocks = new ArrayList<>();
        List<NewerData.Row> newer = NewerData.of(run);
        if (newer.isEmpty()) {
            return List.of();
        }
        blocks.add(new Heading(2, "Reading newer data"));
        List<List<String>> rows = new ArrayList<>();
        for (NewerData.Row row : newer) {
            BenchmarkResult older = row.older();
            BenchmarkResult newerRead = row.newer();
            long records = run.records(newerRead);
            rows.add(List.of(newerRead.key().codecLabel(), newerRead.key().format().id(),
                    older == null ? "not measured" : Units.ms(older.timeMs().mean()),
                            Units.ms(newerRead.timeMs().mean()),
                    VariantRatios.factor(row.time()),
                    (older == null ? "not measured" : Units.bytes(older.allocBytesPerRecord().mean())) + " / "
                            + Units.bytes(newerRead.allocBytesPerRecord().mean()),
                    VariantRatios.factor(row.allocation()),
                    (older == null ? "not measured" : perRecord(older.fileBytes(), records)) + " / "
                            + perRecord(newerRead.fileBytes(), records),
                    records > 0 ? String.format(Locale.ROOT, "%.2f", (double) newerRead.skippedFields() / records)
                            : Units.NOT_AVAILABLE));
        }
        blocks.add(new Table(List.of("Codec", "Format", "Read: dataset", "Read: newer data",
                "Newer / dataset (99.9% interval)", "Allocation per record", "Newer / dataset (99.9% interval)",
                "File bytes per record", "Skipped fields per record"), rows,
                List.of(false, false, true, true, false, true, false, true, true)));
        blocks.add(new Bullets(List.of(
                "Newer data is the dataset's twin written by the next version of its schema: the same records, each"
                        + " followed by the two fields that version adds (revision, an int64, and provenance, a nested"
                        + " message: proto/evolution.proto; in JSON two more properties). Its readers are the library"
                        + " readers of the dataset, told to skip fields they do not know: Jackson skips the unknown"
                        + " properties, protobuf-java keeps them as the message's unknown fields, as protobuf"
                        + " specifies.",
                "A ratio above 1.00x is what reading newer data costs the codec: more bytes to read, and fields to"
                        + " parse and set aside. Allocation and file bytes read dataset / newer data.",
                "Each reader counts the fields it skipped, at the record's own level, and every pass's count was"
                        + " checked against the manifest's; counting is part of the time (for protobuf-java, a copy of"
                        + " the unknown-field map per record).")));
        return blocks;
    }

    private static String perRecord(long bytes, long records) {
        return records > 0 ? Units.bytes((double) bytes / records) : Units.NOT_AVAILABLE;
    }
}
