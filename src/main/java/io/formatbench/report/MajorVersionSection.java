package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.results.MajorVersionPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A library's newer major version against its older, codec by codec: each codec of the run that has an
 * older counterpart in it ({@link MajorVersionPair}), its time and allocation over the older codec's
 * ({@link CounterpartRows}). A verdict line per codec first, then the rows behind it.
 */
final class MajorVersionSection {

    /** One codec against its older counterpart. */
    record Comparison(MajorVersionPair versions, HeadToHead rows) {}

    private MajorVersionSection() {}

    static List<Comparison> comparisons(RunResults run) {
        List<Comparison> comparisons = new ArrayList<>();
        for (CodecResults newer : run.codecs()) {
            Optional<MajorVersionPair> versions = MajorVersionPair.ofNewer(newer.codec());
            versions.flatMap(pair -> CounterpartRows.between(run, newer, pair.olderOf(newer.key())))
                    .ifPresent(rows -> comparisons.add(new Comparison(versions.get(), rows)));
        }
        return comparisons;
    }

    static List<Block> of(RunResults run) {
        List<Comparison> comparisons = comparisons(run);
        if (comparisons.isEmpty()) {
            return List.of();
        }
        MajorVersionPair first = comparisons.get(0).versions();
        List<CounterpartRows.Pair> pairs = comparisons.stream().map(comparison -> new CounterpartRows.Pair(
                comparison.rows().format() + ": " + comparison.rows().speeds() + ".", comparison.rows())).toList();
        return CounterpartRows.section(first.newerLibrary() + " against " + first.olderLibrary(), pairs,
                first.olderLibrary(), first.newerLibrary(), List.of(
                "Each codec on " + first.newerLibrary() + " does the same work as its counterpart on "
                        + first.olderLibrary() + " (the same records, the same file, the same bad-input policy), in"
                        + " forks of its own in every round; the ratio is its figure over its counterpart's, paired"
                        + " round by round, and its time rows are in the family the rounds watched, judged as the"
                        + " head-to-head's are.",
                "What differs is the library and the defaults it keeps: the Method section of the documentation"
                        + " (docs/method.md, \"Jackson 3 beside Jackson 2\") lists each default of Jackson 3 that"
                        + " the codecs set back to Jackson 2's and each they keep; where the run measured a codec"
                        + " with one kept default set back, \"What each default of " + first.newerLibrary()
                        + " costs\" below says what that default does."));
    }
}
