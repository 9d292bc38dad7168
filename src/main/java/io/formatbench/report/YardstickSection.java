package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Each codec against its bare loop, its strict reader and, for a codec on its library's own type, the
 * same codec mapping to and from the schema's record, where the run measured them.
 */
final class YardstickSection {

    private YardstickSection() {}

    static List<Block> of(RunResults run) {
        List<Block> blocks = new ArrayList<>();
        List<VariantRatios.Row> bare = VariantRatios.of(run, Variant.BARE_LOOP);
        List<VariantRatios.Row> strict = VariantRatios.of(run, Variant.STRICT);
        List<VariantRatios.Row> mapped = VariantRatios.of(run, Variant.MAPPED);
        if (bare.isEmpty() && strict.isEmpty() && mapped.isEmpty()) {
            return List.of();
        }
        blocks.add(new Heading(2, "Codecs against their yardsticks"));
        List<List<String>> rows = new ArrayList<>();
        for (VariantRatios.Row row : bare) {
            rows.add(yardstickRow(row, "bare loop"));
        }
        for (VariantRatios.Row row : strict) {
            rows.add(yardstickRow(row, "strict reader"));
        }
        for (VariantRatios.Row row : mapped) {
            rows.add(yardstickRow(row, "mapped to the record"));
        }
        blocks.add(new Table(List.of("Codec", "Operation", "Codec (library)", "Against", "Its time",
                "Codec / it (99.9% interval)"),
                rows, List.of(false, false, true, false, true, false)));
        blocks.add(new Bullets(List.of(
                "A bare loop is the same library calls written by hand in a main method, with the libraries' defaults"
                        + " and none of the tool's abstractions: a codec close to 1.00x adds nothing of its own to the"
                        + " time.",
                "A strict reader adds the checks its library lacks (strict UTF-8, duplicate keys, exact frames): its"
                        + " ratio below 1 is what the tool's bad-input policy costs on a file that was not checked"
                        + " first.",
                "Mapped to the record is the same codec copying each of protoc's messages into the schema's record"
                        + " as it reads, and each record into a message as it writes, inside the clock: its ratio below"
                        + " 1 is what a service whose model is not protoc's classes pays on top.")));
        return blocks;
    }

    private static List<String> yardstickRow(VariantRatios.Row row, String against) {
        return List.of(row.library().key().codecLabel(), row.library().key().operation().id(),
                Units.ms(row.library().timeMs().mean()), against, Units.ms(row.other().timeMs().mean()),
                VariantRatios.factor(row.ratio()));
    }
}
