package io.formatbench.results;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.jackson3.Jackson3DatabindCodec;
import io.formatbench.codec.jackson3.Jackson3Default;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A codec that keeps one of its library's new defaults, and its twin with that default set back to the
 * older major version's: {@code jackson3-databind} against {@code jackson3-databind-thread-local-pool}, and
 * so on. The ratio, the codec over its set-back twin, paired round by round, is what the default costs.
 * Each such pair measured in one sitting is watched by the rounds and set side by side in the report, as a
 * {@link MajorVersionPair} is. The pairs are the codec package's ({@code Jackson3Default}), which names
 * each twin and its default once; results are matched to them by codec name.
 *
 * @param keeps the codec on the library's defaults
 * @param setsBack the same codec with the one default set back, whose figures the ratio divides
 * @param setting the default, as a reader names it: "the buffer recycler pool"
 * @param newer what the newer major version's default is: "a concurrent deque"
 * @param older what it was: "thread-local"
 */
public record DefaultSetBack(CodecName keeps, CodecName setsBack, String setting, String newer, String older) {

    /** Jackson 3's, as its codec package names them: the set-back twins of jackson3-databind. */
    private static final List<DefaultSetBack> ALL = Stream.of(Jackson3Default.values())
            .map(setBack -> new DefaultSetBack(Jackson3DatabindCodec.NAME, setBack.codec(), setBack.setting(),
                    setBack.jackson3(), setBack.jackson2()))
            .toList();

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
