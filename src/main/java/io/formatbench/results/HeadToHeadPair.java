package io.formatbench.results;

import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Which codecs the head-to-head sets against each other, the one place that decides it: for each
 * style (idiomatic against idiomatic, tuned against tuned), each format's representative codec
 * against the baseline format's, in the library variant, at the fewest threads measured, on the
 * baseline JVM only (a run of several JVMs sets them against each other apart: {@link JvmPair}). A format's
 * representative in a style is its first codec of that style in the order given (the schema's, as
 * the run measured them); its other codecs appear in the per-codec tables only. The formats are
 * whatever the codecs have, in {@link Format}'s order: a new format is compared with no change here.
 * Both the report's opening tables and the rule that stops a run's rounds at a precision pair codecs
 * this way.
 *
 * @param <C> what stands for a codec: a planned benchmark, or a codec's results
 * @param baseline the baseline format's codec, whose figures every ratio divides
 * @param other the codec of another format, set against it
 */
public record HeadToHeadPair<C>(Style style, C baseline, C other) {

    /** For each style, in the order the codecs first show it, each other format's codec against the baseline's. */
    public static <C> List<HeadToHeadPair<C>> of(List<C> codecs, Function<C, BenchmarkKey> key,
                                                 Function<C, Style> style, Format baseline) {
        List<C> compared = compared(codecs, key);
        List<HeadToHeadPair<C>> pairs = new ArrayList<>();
        for (Style each : styles(compared, style)) {
            Optional<C> base = representative(compared, key, style, baseline, each);
            if (base.isEmpty()) {
                continue;
            }
            for (Format format : Format.all()) {
                if (format != baseline) {
                    representative(compared, key, style, format, each)
                            .ifPresent(other -> pairs.add(new HeadToHeadPair<>(each, base.get(), other)));
                }
            }
        }
        return pairs;
    }

    /** The styles that no pair compares: their codecs are all of the baseline format, or none is. */
    public static <C> List<Style> unpairedStyles(List<C> codecs, Function<C, BenchmarkKey> key,
                                                 Function<C, Style> style, Format baseline) {
        Set<Style> paired = new LinkedHashSet<>();
        of(codecs, key, style, baseline).forEach(pair -> paired.add(pair.style()));
        return styles(compared(codecs, key), style).stream().filter(each -> !paired.contains(each)).toList();
    }

    private static <C> List<Style> styles(List<C> codecs, Function<C, Style> style) {
        Set<Style> styles = new LinkedHashSet<>();
        codecs.forEach(codec -> styles.add(style.apply(codec)));
        return List.copyOf(styles);
    }

    /**
     * The library variants of the baseline JVM, at the fewest threads measured: one thread, unless only
     * more were. A format against another stays within one JVM, so that no ratio mixes two.
     */
    private static <C> List<C> compared(List<C> codecs, Function<C, BenchmarkKey> key) {
        String jvm = JvmPair.baselineJvm(codecs, key);
        List<C> library = codecs.stream().filter(codec -> key.apply(codec).variant() == Variant.LIBRARY
                && key.apply(codec).jvm().equals(jvm)).toList();
        int fewest = library.stream().mapToInt(codec -> key.apply(codec).threads()).min().orElse(1);
        return library.stream().filter(codec -> key.apply(codec).threads() == fewest).toList();
    }

    /**
     * Each format's representative codec of each style, in the order given: the codecs a head-to-head
     * of these codecs pairs, whichever format is the baseline (what bench --codecs headline measures).
     */
    public static <C> List<C> representatives(List<C> codecs, Function<C, Format> format, Function<C, Style> style) {
        Set<List<Object>> seen = new LinkedHashSet<>();
        return codecs.stream().filter(codec -> seen.add(List.of(format.apply(codec), style.apply(codec)))).toList();
    }

    private static <C> Optional<C> representative(List<C> codecs, Function<C, BenchmarkKey> key,
                                                   Function<C, Style> style, Format format, Style wanted) {
        return representatives(codecs, codec -> key.apply(codec).format(), style).stream()
                .filter(codec -> key.apply(codec).format() == format && style.apply(codec) == wanted)
                .findFirst();
    }
}
