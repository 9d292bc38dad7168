package io.formatbench.report;

import io.formatbench.codec.Format;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The comparison the report opens with: a JSON codec against the protobuf codec of the same style
 * (idiomatic against idiomatic, tuned against tuned), metric by metric.
 */
public record HeadToHead(String style, CodecResults json, CodecResults protobuf) {

    /** One metric of the comparison, formatted. */
    public record Row(HeadToHeadMetric metric, String json, String protobuf, String protobufVsJson, String winner) {}

    /** Every pairing a run allows: for each style, each JSON codec with each protobuf codec of that style. */
    public static List<HeadToHead> of(RunResults run) {
        List<CodecResults> codecs = run.codecs();
        Set<String> styles = new LinkedHashSet<>();
        codecs.forEach(codec -> styles.add(codec.style()));
        List<HeadToHead> pairs = new ArrayList<>();
        for (String style : styles) {
            for (CodecResults json : ofFormat(codecs, Format.JSON, style)) {
                for (CodecResults protobuf : ofFormat(codecs, Format.PROTOBUF, style)) {
                    pairs.add(new HeadToHead(style, json, protobuf));
                }
            }
        }
        return pairs;
    }

    /** The styles that have codecs in one format only, which the opening tables cannot pair. */
    public static List<String> unpairedStyles(RunResults run) {
        List<String> unpaired = new ArrayList<>();
        List<CodecResults> codecs = run.codecs();
        Set<String> styles = new LinkedHashSet<>();
        codecs.forEach(codec -> styles.add(codec.style()));
        for (String style : styles) {
            if (ofFormat(codecs, Format.JSON, style).isEmpty() || ofFormat(codecs, Format.PROTOBUF, style).isEmpty()) {
                unpaired.add(style);
            }
        }
        return unpaired;
    }

    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (HeadToHeadMetric metric : HeadToHeadMetric.values()) {
            double jsonValue = metric.value(json);
            double protobufValue = metric.value(protobuf);
            rows.add(new Row(metric, metric.format(jsonValue), metric.format(protobufValue),
                    relative(metric, jsonValue, protobufValue), winner(metric, jsonValue, protobufValue)));
        }
        return rows;
    }

    /** "2.9x faster", "47% smaller": protobuf's figure put against JSON's, in the row's words. */
    static String relative(HeadToHeadMetric metric, double json, double protobuf) {
        if (!Double.isFinite(json) || !Double.isFinite(protobuf)) {
            return Units.NOT_AVAILABLE;
        }
        if (json == protobuf) {
            return "same";
        }
        HeadToHeadMetric.Wording wording = metric.wording();
        if (wording == HeadToHeadMetric.Wording.SPEED || wording == HeadToHeadMetric.Wording.RATE) {
            if (json <= 0 || protobuf <= 0) {
                return Units.NOT_AVAILABLE;
            }
            double factor = metric.better() == Better.LOWER ? json / protobuf : protobuf / json;
            if (Math.max(factor, 1 / factor) < 1.005) {
                return "about the same";
            }
            return factor >= 1 ? Units.factor(factor) + " " + wording.better : Units.factor(1 / factor) + " " + wording.worse;
        }
        if (json == 0) {
            return wording.worse + " (JSON: 0)";
        }
        double ratio = protobuf / json;
        if (ratio < 1) {
            long percent = Math.round((1 - ratio) * 100);
            return (percent == 0 ? "<1" : Long.toString(percent)) + "% " + wording.better;
        }
        if (ratio < 2) {
            long percent = Math.round((ratio - 1) * 100);
            return (percent == 0 ? "<1" : Long.toString(percent)) + "% " + wording.worse;
        }
        return Units.factor(ratio) + " " + wording.worse;
    }

    /**
     * Without a confidence interval (a single latency pass, an allocation, a size) a winner needs a
     * difference of at least this much, relative to the larger figure.
     */
    static final double MIN_DIFFERENCE = 0.05;

    private static double relativeDifference(double a, double b) {
        double larger = Math.max(Math.abs(a), Math.abs(b));
        return larger == 0 ? 0 : Math.abs(a - b) / larger;
    }

    private String winner(HeadToHeadMetric metric, double jsonValue, double protobufValue) {
        List<String> failed = new ArrayList<>();
        for (CodecResults codec : List.of(json, protobuf)) {
            if (codec.failedVerification()) {
                failed.add(codec.codec());
            }
        }
        if (!failed.isEmpty()) {
            return "none: " + String.join(" and ", failed) + " FAILED VERIFICATION";
        }
        if (!Double.isFinite(jsonValue) || !Double.isFinite(protobufValue)) {
            return Units.NOT_AVAILABLE;
        }
        if (metric.wording() == HeadToHeadMetric.Wording.RATE) {
            // MB/s of two different files: a smaller file moves fewer MB for the same records.
            return "none (compare records/s)";
        }
        Noise.Verdict verdict = Noise.compare(metric.noise(json), metric.noise(protobuf));
        if (verdict == Noise.Verdict.WITHIN_NOISE) {
            return "not resolved (within noise)";
        }
        if (verdict == Noise.Verdict.UNKNOWN && relativeDifference(jsonValue, protobufValue) < MIN_DIFFERENCE) {
            return "about the same";
        }
        if (metric.better().prefers(protobufValue, jsonValue)) {
            return protobuf.codec();
        }
        if (metric.better().prefers(jsonValue, protobufValue)) {
            return json.codec();
        }
        return "tie";
    }

    /**
     * The answer in one sentence: "protobuf-coded writes 1.45x faster and reads 3.2x faster than
     * jackson-streaming; its file is 47% smaller (1% smaller with gzip)."
     */
    public String headline() {
        return protobuf.codec() + " writes " + phrase(HeadToHeadMetric.WRITE_TIME) + " and reads "
                + phrase(HeadToHeadMetric.READ_TIME) + " than " + json.codec() + "; its file is "
                + relative(HeadToHeadMetric.FILE_SIZE, HeadToHeadMetric.FILE_SIZE.value(json),
                        HeadToHeadMetric.FILE_SIZE.value(protobuf))
                + " (" + relative(HeadToHeadMetric.GZIP_SIZE, HeadToHeadMetric.GZIP_SIZE.value(json),
                        HeadToHeadMetric.GZIP_SIZE.value(protobuf)) + " with gzip).";
    }

    private String phrase(HeadToHeadMetric metric) {
        String text = relative(metric, metric.value(json), metric.value(protobuf));
        return Noise.compare(metric.noise(json), metric.noise(protobuf)) == Noise.Verdict.WITHIN_NOISE
                ? text + " (within noise)" : text;
    }

    /** "Idiomatic codecs: jackson-databind vs protobuf-delimited". */
    public String title() {
        return ReportContent.capitalized(style) + " codecs: " + json.codec() + " vs " + protobuf.codec();
    }

    private static List<CodecResults> ofFormat(List<CodecResults> codecs, Format format, String style) {
        return codecs.stream()
                .filter(codec -> format.id().equals(codec.format()) && Objects.equals(style, codec.style()))
                .toList();
    }
}
