package io.formatbench.report;

import io.formatbench.report.ReportDocument.Block;
import io.formatbench.results.DefaultSetBack;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What each default a library's newer major version changed, and its codecs keep, costs: each codec of the
 * run with one such default set back ({@link DefaultSetBack}) against the same codec on the library's
 * defaults, in the same sitting ({@link CounterpartRows}). The ratio is the codec on the default over its
 * set-back twin: above 1 in time, the default costs.
 */
final class DefaultsSection {

    private DefaultsSection() {}

    static List<Block> of(RunResults run) {
        List<CounterpartRows.Pair> pairs = new ArrayList<>();
        DefaultSetBack first = null;
        for (CodecResults setBack : run.codecs()) {
            Optional<DefaultSetBack> pair = DefaultSetBack.ofSetBack(setBack.codec());
            Optional<HeadToHead> rows = pair.flatMap(defaults -> run.codecs().stream()
                    .filter(codec -> codec.key().equals(defaults.keepsOf(setBack.key()))).findFirst()
                    .flatMap(keeps -> CounterpartRows.between(run, keeps, setBack.key())));
            if (rows.isPresent()) {
                first = first == null ? pair.get() : first;
                pairs.add(new CounterpartRows.Pair(Phrases.capitalized(pair.get().label()) + ": "
                        + rows.get().speeds() + ".", rows.get()));
            }
        }
        if (pairs.isEmpty()) {
            return List.of();
        }
        String newer = first.versions().newerLibrary();
        String older = first.versions().olderLibrary();
        return CounterpartRows.section("What each default of " + newer + " costs", pairs,
                older + "'s setting", newer + "'s default", List.of(
                "Each pair is one codec twice, in forks of its own in every round: on " + newer + "'s defaults, and"
                        + " with the one default named set back to " + older + "'s (the same records, file and"
                        + " bad-input policy). The ratio is the codec on the default over its set-back twin, paired"
                        + " round by round; its time rows are in the family the rounds watched. A default the codecs"
                        + " already set back for the bytes or the strictness has no pair (docs/method.md, \"Jackson 3"
                        + " beside Jackson 2\", lists them)."));
    }
}
