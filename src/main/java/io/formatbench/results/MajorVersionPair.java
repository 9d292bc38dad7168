package io.formatbench.results;

import io.formatbench.codec.CodecName;
import java.util.List;
import java.util.Optional;

/**
 * A codec on a library's newer major version and the codec doing the same work on the older one:
 * Jackson 3's codecs against Jackson 2's. Each such pair measured in one sitting is watched by the
 * rounds and set side by side in the report, paired round by round as the head-to-head's pairs are.
 * This is the one place that says which codec is which version, by name, since a results file may name
 * codecs the tool no longer has.
 *
 * @param older the codec on the older major version, whose figures the ratio divides
 * @param newer the codec on the newer major version
 * @param olderLibrary the older library and major version as a reader names it: "Jackson 2"
 * @param newerLibrary "Jackson 3"
 */
public record MajorVersionPair(CodecName older, CodecName newer, String olderLibrary, String newerLibrary) {

    private static final List<MajorVersionPair> ALL = List.of(
            jackson("jackson-databind", "jackson3-databind"),
            jackson("jackson-streaming", "jackson3-streaming"),
            jackson("cbor-databind", "cbor-jackson3-databind"),
            jackson("cbor-streaming", "cbor-jackson3-streaming"),
            jackson("smile-databind", "smile-jackson3-databind"),
            jackson("smile-streaming", "smile-jackson3-streaming"));

    private static MajorVersionPair jackson(String older, String newer) {
        return new MajorVersionPair(CodecName.of(older), CodecName.of(newer), "Jackson 2", "Jackson 3");
    }

    /** Every pair, Jackson's in its formats' order. */
    public static List<MajorVersionPair> all() {
        return ALL;
    }

    /** The pair whose newer codec {@code codec} is, if it is one. */
    public static Optional<MajorVersionPair> ofNewer(CodecName codec) {
        return ALL.stream().filter(pair -> pair.newer.equals(codec)).findFirst();
    }

    /** The older codec's benchmark of the same measurement as {@code newer}'s. */
    public BenchmarkKey olderOf(BenchmarkKey newerKey) {
        return newerKey.withCodec(older);
    }
}
