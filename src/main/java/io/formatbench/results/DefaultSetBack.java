package io.formatbench.results;

import io.formatbench.codec.CodecName;
import java.util.List;
import java.util.Optional;

/**
 * A codec that keeps one of its library's new defaults, and its twin with that default set back to the
 * older major version's: {@code jackson3-databind} against {@code jackson3-databind-thread-local-pool}, and
 * so on. The ratio, the codec over its set-back twin, paired round by round, is what the default costs.
 * Each such pair measured in one sitting is watched by the rounds and set side by side in the report, as a
 * {@link MajorVersionPair} is. This is the one place that says which codec sets back which default, by
 * name, since a results file may name codecs the tool no longer has.
 *
 * @param keeps the codec on the library's defaults
 * @param setsBack the same codec with the one default set back, whose figures the ratio divides
 * @param setting the default, as a reader names it: "the buffer recycler pool"
 * @param newer what the newer major version's default is: "a concurrent deque"
 * @param older what it was: "thread-local"
 */
public record DefaultSetBack(CodecName keeps, CodecName setsBack, String setting, String newer, String older) {

    private static final List<DefaultSetBack> ALL = List.of(
            jackson3("jackson3-databind-thread-local-pool", "the buffer recycler pool", "a concurrent deque",
                    "thread-local"),
            jackson3("jackson3-databind-jdk-number-parsers", "fast number parsers for doubles, floats and big numbers",
                    "on", "off"),
            jackson3("jackson3-databind-interned-names", "property names interned", "off", "on"));

    private static DefaultSetBack jackson3(String setsBack, String setting, String newer, String older) {
        return new DefaultSetBack(CodecName.of("jackson3-databind"), CodecName.of(setsBack), setting, newer, older);
    }

    /** Every pair, in the order the report gives them. */
    public static List<DefaultSetBack> all() {
        return ALL;
    }

    /** The pair whose set-back codec {@code codec} is, if it is one. */
    public static Optional<DefaultSetBack> ofSetBack(CodecName codec) {
        return ALL.stream().filter(pair -> pair.setsBack.equals(codec)).findFirst();
    }

    /** The codec's benchmark on the library's defaults, of the same measurement as the set-back one's. */
    public BenchmarkKey keepsOf(BenchmarkKey setBackKey) {
        return setBackKey.withCodec(keeps);
    }

    /** The libraries' major versions, as {@link MajorVersionPair} names them: "Jackson 3" and "Jackson 2". */
    public MajorVersionPair versions() {
        return MajorVersionPair.ofNewer(keeps).orElseThrow();
    }

    /** "the buffer recycler pool (Jackson 3: a concurrent deque; Jackson 2: thread-local)". */
    public String label() {
        MajorVersionPair versions = versions();
        return setting + " (" + versions.newerLibrary() + ": " + newer + "; " + versions.olderLibrary() + ": "
                + older + ")";
    }
}
