package io.formatbench.bench;

import io.formatbench.codec.CodecName;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Which codecs a bench run measures: every codec of its formats, the head-to-head's (each format's
 * first codec of each style), or those named. Which codecs those are depends on the dataset's schema
 * and formats, so {@link BenchmarkPlan} decides it; a name the schema lacks is refused there.
 */
public final class CodecChoice {

    /** Every codec of the formats measured (and, for the bare-loop variant, every codec that has a bare loop). */
    public static final CodecChoice ALL = new CodecChoice(Kind.ALL, List.of());

    /** Each format's codecs that the head-to-head pairs: its first of each style. */
    public static final CodecChoice HEADLINE = new CodecChoice(Kind.HEADLINE, List.of());

    private enum Kind { ALL, HEADLINE, NAMED }

    private final Kind kind;
    private final List<CodecName> names;

    private CodecChoice(Kind kind, List<CodecName> names) {
        this.kind = kind;
        this.names = names;
    }

    /**
     * The codecs of these names, each once, in the order given.
     *
     * @throws IllegalArgumentException for no name, or a name that cannot be a codec's ({@link CodecName})
     */
    public static CodecChoice named(String... names) {
        if (names.length == 0) {
            throw new IllegalArgumentException("no codec named");
        }
        return new CodecChoice(Kind.NAMED, Arrays.stream(names).map(CodecName::of).distinct().toList());
    }

    public boolean all() {
        return kind == Kind.ALL;
    }

    public boolean headline() {
        return kind == Kind.HEADLINE;
    }

    /** Whether the user named the codecs: a variant a named codec lacks is then an error, not skipped. */
    public boolean named() {
        return kind == Kind.NAMED;
    }

    /** The names chosen; empty for {@link #ALL} and {@link #HEADLINE}. */
    public List<CodecName> names() {
        return names;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CodecChoice choice && choice.kind == kind && choice.names.equals(names);
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + names.hashCode();
    }

    /** As the option gives it: all, headline, or the names. */
    @Override
    public String toString() {
        return switch (kind) {
            case ALL -> "all";
            case HEADLINE -> "headline";
            case NAMED -> names.stream().map(CodecName::toString).collect(Collectors.joining(","));
        };
    }
}
