package io.formatbench.report;

import io.formatbench.codec.Style;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one place that decides how a codec looks in a chart: each codec its own colour, from a fixed
 * palette that readers with the common colour-vision deficiencies can tell apart, in the order the
 * codecs are given (the run's, which is the schema's codec order), so that every chart of a report
 * draws a codec in the same colour. The dash pattern tells the style: idiomatic dashed, tuned solid.
 * The colour alone tells codecs apart up to {@link #PALETTE}'s size; past it the colours repeat, in
 * the same order.
 */
final class CodecColors {

    /**
     * Paul Tol's "muted" qualitative scheme (designed to stay distinct under colour-blindness), its
     * pale sand moved last, then black and a mid grey: eleven colours, the first the strongest.
     */
    static final List<String> PALETTE = List.of("#332288", "#cc6677", "#117733", "#88ccee", "#882255",
            "#44aa99", "#999933", "#aa4499", "#ddcc77", "#000000", "#888888");

    /** Idiomatic codecs are drawn dashed, tuned ones solid. */
    static final String IDIOMATIC_DASH = "8 4";

    private final Map<String, String> byCodec = new LinkedHashMap<>();

    /** @param codecs the codecs' names as the chart's legend writes them, in the order they take colours */
    CodecColors(List<String> codecs) {
        for (String codec : codecs) {
            byCodec.putIfAbsent(codec, PALETTE.get(byCodec.size() % PALETTE.size()));
        }
    }

    /** The codec's colour; a codec not given to the constructor is a bug of the chart that draws it. */
    String color(String codec) {
        String color = byCodec.get(codec);
        if (color == null) {
            throw new IllegalArgumentException("no colour assigned to codec '" + codec + "'");
        }
        return color;
    }

    static String dash(Style style) {
        return style == Style.IDIOMATIC ? IDIOMATIC_DASH : null;
    }
}
