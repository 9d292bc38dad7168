package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Paragraph;
import java.util.ArrayList;
import java.util.List;

/**
 * The report's first lines: the answer, one line per head-to-head pair (and one per JVM set against the
 * first, in a run of several), before any word of method.
 * The words are the pair's own ({@link HeadToHead#headline}); the tables below give every metric.
 */
final class VerdictsSection {

    private VerdictsSection() {}

    static List<Block> of(RunResults run) {
        List<HeadToHead> pairs = HeadToHead.of(run);
        List<String> answers = new ArrayList<>(pairs.stream().map(VerdictsSection::line).toList());
        // A run of several JVMs answers for them too, after the formats (whose pairs are on the first JVM).
        answers.addAll(JvmSection.summaries(run));
        if (answers.isEmpty()) {
            return List.of();
        }
        Bullets lines = new Bullets(answers);
        String level = RoundsEnded.level(run.primary());
        return level == null ? List.of(lines) : List.of(lines, new Paragraph(level));
    }

    /** "Tuned, protobuf: protobuf-coded writes 1.45x faster and reads 3.2x faster than jackson-streaming; ...". */
    static String line(HeadToHead pair) {
        String failed = pair.baseline().failedVerification() || pair.other().failedVerification()
                ? " (FAILED VERIFICATION, not to be trusted)" : "";
        return Phrases.capitalized(pair.style().label()) + ", " + pair.format() + failed + ": " + pair.headline();
    }
}
