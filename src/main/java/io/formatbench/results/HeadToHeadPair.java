package io.formatbench.results;

import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Which codecs the head-to-head sets against each other, the one place that decides it: for each
 * style (idiomatic against idiomatic, tuned against tuned), each JSON codec with each protobuf codec,
 * in the library variant, at the fewest threads measured. Both the report's opening tables and the
 * rule that stops a run's rounds at a precision pair codecs this way.
 *
 * @param <C> what stands for a codec: a planned benchmark, or a codec's results
 */
public record HeadToHeadPair<C>(Style style, C json, C protobuf) {

    /** The formats the head-to-head compares; other formats' codecs appear in the per-codec tables only. */
    public static final List<Format> FORMATS = List.of(Format.JSON, Format.PROTOBUF);

    public static <C> List<HeadToHeadPair<C>> of(List<C> codecs, Function<C, BenchmarkKey> key,
                                                 Function<C, Style> style) {
        List<C> compared = compared(codecs, key);
        Set<Style> styles = new LinkedHashSet<>();
        compared.forEach(codec -> styles.add(style.apply(codec)));
        List<HeadToHeadPair<C>> pairs = new ArrayList<>();
        for (Style each : styles) {
            for (C json : ofFormat(compared, key, style, Format.JSON, each)) {
                for (C protobuf : ofFormat(compared, key, style, Format.PROTOBUF, each)) {
                    pairs.add(new HeadToHeadPair<>(each, json, protobuf));
                }
            }
        }
        return pairs;
    }

    /** The styles whose codecs are of one format only, which no pair can set against each other. */
    public static <C> List<Style> unpairedStyles(List<C> codecs, Function<C, BenchmarkKey> key,
                                                 Function<C, Style> style) {
        List<C> compared = compared(codecs, key);
        Set<Style> styles = new LinkedHashSet<>();
        compared.forEach(codec -> styles.add(style.apply(codec)));
        List<Style> unpaired = new ArrayList<>();
        for (Style each : styles) {
            if (ofFormat(compared, key, style, Format.JSON, each).isEmpty()
                    || ofFormat(compared, key, style, Format.PROTOBUF, each).isEmpty()) {
                unpaired.add(each);
            }
        }
        return unpaired;
    }

    /** The library variants, at the fewest threads measured: one thread, unless only more were. */
    private static <C> List<C> compared(List<C> codecs, Function<C, BenchmarkKey> key) {
        List<C> library = codecs.stream().filter(codec -> key.apply(codec).variant() == Variant.LIBRARY).toList();
        int fewest = library.stream().mapToInt(codec -> key.apply(codec).threads()).min().orElse(1);
        return library.stream().filter(codec -> key.apply(codec).threads() == fewest).toList();
    }

    private static <C> List<C> ofFormat(List<C> codecs, Function<C, BenchmarkKey> key, Function<C, Style> style,
                                        Format format, Style wanted) {
        return codecs.stream().filter(codec -> key.apply(codec).format() == format && style.apply(codec) == wanted)
                .toList();
    }
}
