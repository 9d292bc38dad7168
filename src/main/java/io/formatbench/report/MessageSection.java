package io.formatbench.report;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Figure;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.report.chart.BatchChart;
import io.formatbench.results.MessageResult;
import io.formatbench.results.MessageRun;
import io.formatbench.results.MessageSize;
import io.formatbench.results.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The report's section on single messages in memory (messages.json): for each schema and style,
 * each format's first codec of the style head to head with the baseline format's, a chart of the
 * time per operation by batch size, and the message sizes. A verdict is named only where JMH's two
 * 99.9% intervals do not overlap.
 */
final class MessageSection {

    /** Figures closer than this are "about the same", whatever the intervals say (as in the file head-to-head). */
    private static final double SAME = HeadToHead.SAME_SIZE;

    private MessageSection() {}

    /** The section of a report whose run measured single messages too, or only them. */
    static List<Block> of(RunResults run) {
        return run.messages() == null ? List.of() : of(run.messages(), run.baseline());
    }

    static List<Block> of(MessageRun run, Format baseline) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Heading(2, "Single messages in memory (JMH)"));
        blocks.add(new Paragraph(summary(run)));
        List<SchemaName> schemas = run.benchmarks().stream().map(b -> b.key().schema()).distinct()
                .collect(Collectors.toList());
        run.sizes().stream().map(MessageSize::schema).filter(s -> !schemas.contains(s)).distinct()
                .forEach(schemas::add);
        for (SchemaName schema : schemas) {
            List<MessageResult> ofSchema = run.benchmarks().stream()
                    .filter(b -> b.key().schema().equals(schema))
                    .toList();
            boolean anyPair = false;
            for (Style style : Style.values()) {
                CodecName base = codec(ofSchema, baseline, style);
                for (Format format : Format.all()) {
                    CodecName other = format == baseline ? null : codec(ofSchema, format, style);
                    if (base == null || other == null) {
                        continue;
                    }
                    anyPair = true;
                    blocks.add(new Heading(3, "Schema " + schema + ", " + style + " codecs: " + other + " vs " + base));
                    blocks.add(headToHead(ofSchema, base, other, run.settings().forks()));
                }
            }
            if (!anyPair && !ofSchema.isEmpty()) {
                blocks.add(new Paragraph("Schema " + schema + ": no codec of " + baseline + " (the baseline) and of"
                        + " another format of the same style were both measured, so nothing here compares the"
                        + " formats; every figure is in messages.json."));
            }
            for (Operation operation : List.of(Operation.ENCODE, Operation.DECODE)) {
                if (ofSchema.stream().anyMatch(b -> b.key().operation() == operation)) {
                    blocks.add(chart(schema, operation, ofSchema));
                }
            }
            sizes(run, schema, baseline, blocks);
        }
        blocks.add(new Bullets(List.of(
                "Time is JMH's score in ns per operation (one call that encodes or decodes the batch) ± its 99.9%"
                        + " interval over every measured iteration of every fork; with one thread from average-time"
                        + " mode, with more threads from throughput mode as threads / operations per second: the time"
                        + " one thread spends per operation, which stays flat while the threads scale.",
                "\"Vs baseline\" (against the " + baseline + " codec of the style) names a difference only from at"
                        + " least " + HeadToHead.FEWEST_FORKS + " forks (a fork is the unit: the iterations of one"
                        + " share its JIT decisions) and when the two intervals do not overlap (\"not resolved\""
                        + " otherwise), and none below "
                        + Math.round(SAME * 100) + "% (\"about the same\"); a p99 comes from sampled time and has no"
                        + " interval.",
                "Allocation is bytes per operation from JMH's GC profiler (gc.alloc.rate.norm), including the byte[]"
                        + " or the records returned; sizes are the message alone: protobuf without its length prefix,"
                        + " JSON without a newline.",
                "Inputs are the dataset's records from its seed, built before JMH times anything; every decode is"
                        + " checked against the encoded records' checksum, and a failed check ends the run.")));
        return blocks;
    }

    private static String summary(MessageRun run) {
        MessageRun.Settings s = run.settings();
        List<String> inputs = new ArrayList<>();
        if (s.batches().contains(1)) {
            inputs.add("one typical record");
        }
        String lists = s.batches().stream().filter(b -> b > 1).map(String::valueOf)
                .collect(Collectors.joining(" and "));
        if (!lists.isEmpty()) {
            inputs.add("lists of " + lists + " records (a JSON array; a protobuf message with a repeated field of the"
                    + " record)");
        }
        StringBuilder text = new StringBuilder("Each codec encodes ").append(String.join(", and ", inputs))
                .append(", to a byte[] in memory and decodes it back, measured by JMH ")
                .append(Objects.requireNonNullElse(s.jmhVersion(), Units.NOT_AVAILABLE))
                .append(String.format(Locale.ROOT,
                        ": %s per measurement, each %d warm-up and %d measured iterations of %d ms; average and sampled"
                                + " time with one thread, throughput with %s thread%s; allocation from"
                                + " JMH's GC profiler.", Phrases.plural(s.forks(), "fork"), s.warmups(),
                                s.iterations(),
                        s.timeMs(), s.threads().stream().map(String::valueOf).collect(Collectors.joining(", ")),
                        s.threads().equals(List.of(1)) ? "" : "s"));
        if (run.env() != null) {
            text.append(" Measured on ").append(run.env().cpuModel()).append(" (").append(run.env().cores())
                    .append(run.env().cores() == 1 ? " core), " : " cores), ").append(run.env().os()).append(", JDK ")
                    .append(run.env().jdkVendor()).append(' ').append(run.env().jdkVersion());
            if (run.env().jvmArgs() != null && !run.env().jvmArgs().isEmpty()) {
                text.append(", flags ").append(String.join(" ", run.env().jvmArgs()));
            }
        }
        if (run.tool() != null) {
            text.append("; ").append(run.tool().name()).append(' ').append(run.tool().version()).append(" at commit ")
                    .append(run.tool().commit() == null ? Units.NOT_AVAILABLE
                            : run.tool().commit().substring(0, Math.min(12, run.tool().commit().length())));
        }
        return text.append('.').toString();
    }

    /** The first measured codec of a format and style, in the order of the results. */
    private static CodecName codec(List<MessageResult> results, Format format, Style style) {
        return results.stream().filter(b -> b.key().format() == format && b.style() == style)
                .map(b -> b.key().codec()).findFirst().orElse(null);
    }

    private static Table headToHead(List<MessageResult> results, CodecName base, CodecName other, int forks) {
        List<List<String>> rows = new ArrayList<>();
        List<Integer> batches = results.stream().map(MessageResult::batch).distinct().sorted().toList();
        List<Integer> threads = results.stream().filter(b -> MessageResult.THROUGHPUT.equals(b.jmhMode()))
                .map(b -> b.key().threads()).filter(t -> t > 1).distinct().sorted().toList();
        for (Operation operation : List.of(Operation.ENCODE, Operation.DECODE)) {
            for (int batch : batches) {
                String what = capitalized(operation.id()) + ", " + batch + (batch == 1 ? " record" : " records");
                MessageResult baseTime = find(results, base, operation, batch, MessageResult.AVERAGE_TIME, 1);
                MessageResult otherTime = find(results, other, operation, batch, MessageResult.AVERAGE_TIME, 1);
                rows.add(row(what + ": time, 1 thread", baseTime, otherTime, MessageResult::nsPerOp,
                        MessageResult::ci999Ns, Units::ns, true, true, forks));
                for (int count : threads) {
                    rows.add(row(what + ": time per thread, " + count + " threads",
                            find(results, base, operation, batch, MessageResult.THROUGHPUT, count),
                            find(results, other, operation, batch, MessageResult.THROUGHPUT, count),
                            MessageResult::nsPerOp, MessageResult::ci999Ns, Units::ns, true, true, forks));
                }
                rows.add(row(what + ": allocation", baseTime, otherTime, MessageResult::allocBytesPerOp,
                        MessageResult::ci999AllocBytes, Units::bytes, true, false, forks));
                MessageResult baseSample = find(results, base, operation, batch, MessageResult.SAMPLE_TIME, 1);
                MessageResult otherSample = find(results, other, operation, batch, MessageResult.SAMPLE_TIME, 1);
                if (batch == 1 && baseSample != null && baseSample.latencyNs() != null && otherSample != null
                        && otherSample.latencyNs() != null) {
                    rows.add(row(what + ": p99 (sampled)", baseSample, otherSample, b -> b.latencyNs().p99(),
                            b -> Double.NaN, Units::ns, true, true, forks));
                }
            }
        }
        return new Table(List.of("Metric", "Baseline: " + base, other.toString(), "Vs baseline"), rows,
                List.of(false, true, true, false));
    }

    private static MessageResult find(List<MessageResult> results, CodecName codec, Operation operation, int batch,
            String jmhMode, int threads) {
        return results.stream().filter(b -> b.key().codec().equals(codec) && b.key().operation() == operation
                && b.batch() == batch && b.jmhMode().equals(jmhMode) && b.key().threads() == threads)
                .findFirst().orElse(null);
    }

    private static List<String> row(String metric, MessageResult base, MessageResult other,
            ToDoubleFunction<MessageResult> figure, ToDoubleFunction<MessageResult> halfWidth,
            Function<Double, String> unit, boolean lowerIsBetter, boolean speed, int forks) {
        double j = base == null ? Double.NaN : figure.applyAsDouble(base);
        double p = other == null ? Double.NaN : figure.applyAsDouble(other);
        double jHalf = base == null ? Double.NaN : halfWidth.applyAsDouble(base);
        double pHalf = other == null ? Double.NaN : halfWidth.applyAsDouble(other);
        String verdict = verdict(j, jHalf, p, pHalf, lowerIsBetter, speed);
        return List.of(metric, cell(j, jHalf, unit), cell(p, pHalf, unit), gated(verdict, forks));
    }

    /**
     * The three-fork gate: a fork is the unit (JMH's iterations of one fork share its JIT decisions), so
     * that below {@link HeadToHead#FEWEST_FORKS} forks no verdict is named, whatever the iterations'
     * intervals say: "1.4x faster (no verdict: 2 forks; at least 3)".
     */
    static String gated(String verdict, int forks) {
        if (forks >= HeadToHead.FEWEST_FORKS || verdict.equals(Units.NOT_AVAILABLE) || verdict.equals("same")) {
            return verdict;
        }
        String words = verdict.replace(" (not resolved)", "").replace(" (no interval)", "");
        return words + " (no verdict: " + Phrases.plural(forks, "fork") + "; at least "
                + HeadToHead.FEWEST_FORKS + ")";
    }

    private static String cell(double value, double halfWidth, Function<Double, String> unit) {
        if (!Double.isFinite(value)) {
            return Units.NOT_AVAILABLE;
        }
        return Double.isFinite(halfWidth) ? unit.apply(value) + " ± " + unit.apply(halfWidth) : unit.apply(value);
    }

    /** The other codec against the baseline's in words, resolved only where the intervals are apart. */
    static String verdict(double base, double baseHalf, double other, double otherHalf, boolean lowerIsBetter,
            boolean speed) {
        if (!Double.isFinite(base) || !Double.isFinite(other)) {
            return Units.NOT_AVAILABLE;
        }
        if (base == other) {
            return "same";
        }
        String words;
        if (Math.abs(other - base) < SAME * Math.max(Math.abs(base), Math.abs(other))) {
            return "about the same";
        } else if (speed) {
            double factor = lowerIsBetter ? base / other : other / base;
            words = factor >= 1 ? Units.factor(factor) + " faster" : Units.factor(1 / factor) + " slower";
        } else if (base <= 0) {
            words = "more (baseline: none)";
        } else {
            double ratio = other / base;
            words = ratio < 1 ? Math.round((1 - ratio) * 100) + "% less"
                    : ratio < 2 ? Math.round((ratio - 1) * 100) + "% more" : Units.factor(ratio) + " more";
        }
        if (!Double.isFinite(baseHalf) || !Double.isFinite(otherHalf)) {
            return words + " (no interval)";
        }
        boolean apart = other + otherHalf < base - baseHalf || base + baseHalf < other - otherHalf;
        return apart ? words : words + " (not resolved)";
    }

    private static Figure chart(SchemaName schema, Operation operation, List<MessageResult> results) {
        int[] batches = results.stream().mapToInt(MessageResult::batch).distinct().sorted().toArray();
        List<BatchChart.Line> lines = new ArrayList<>();
        List<CodecName> codecs = results.stream().map(b -> b.key().codec()).distinct().toList();
        CodecColors colors = new CodecColors(codecs.stream().map(CodecName::toString).toList());
        for (CodecName codec : codecs) {
            MessageResult any = results.stream().filter(b -> b.key().codec().equals(codec)).findFirst().orElseThrow();
            double[] values = new double[batches.length];
            for (int i = 0; i < batches.length; i++) {
                MessageResult b = find(results, codec, operation, batches[i], MessageResult.AVERAGE_TIME, 1);
                values[i] = b == null ? Double.NaN : b.nsPerOp();
            }
            lines.add(new BatchChart.Line(codec + " (" + any.key().format() + ", " + any.style() + ")",
                    colors.color(codec.toString()), CodecColors.dash(any.style()), values));
        }
        String title = capitalized(operation.id()) + " time by batch size, schema " + schema + " (lower is better)";
        String subtitle = "JMH average time with one thread, ns per operation; one colour per codec;"
                + " dashed: idiomatic, solid: tuned.";
        return new Figure("messages-" + schema + "-" + operation.id(), title,
                new BatchChart(title, subtitle, batches, lines).toSvg());
    }

    private static void sizes(MessageRun run, SchemaName schema, Format baseline, List<Block> blocks) {
        List<MessageSize> ofSchema = run.sizes().stream().filter(s -> s.schema().equals(schema)).toList();
        if (ofSchema.isEmpty()) {
            return;
        }
        List<Format> formats = ofSchema.stream().map(MessageSize::format).distinct().sorted().toList();
        List<List<String>> rows = new ArrayList<>();
        for (String record : List.of(MessageSize.TYPICAL, MessageSize.EMPTY)) {
            long base = size(ofSchema, baseline, record);
            for (Format format : formats) {
                long bytes = size(ofSchema, format, record);
                String vs = format == baseline ? "baseline"
                        : base < 0 || bytes < 0 ? Units.NOT_AVAILABLE
                        : base == bytes ? "same"
                        : base == 0 ? "more (baseline: 0 B)"
                        : bytes < base ? Math.round((1 - bytes / (double) base) * 100) + "% smaller"
                        : Math.round((bytes / (double) base - 1) * 100) + "% larger";
                rows.add(List.of(capitalized(record) + " record", format.id(),
                        bytes < 0 ? Units.NOT_AVAILABLE : bytes + " B", vs));
            }
        }
        blocks.add(new Heading(3, "Message size, schema " + schema));
        blocks.add(new Table(List.of("Message", "Format", "Size", "Vs " + baseline), rows,
                List.of(false, false, true, false)));
    }

    private static long size(List<MessageSize> sizes, Format format, String record) {
        return sizes.stream()
                .filter(s -> s.format() == format && s.record().equals(record))
                .mapToLong(MessageSize::bytes)
                .findFirst().orElse(-1);
    }

    private static String capitalized(String text) {
        return Phrases.capitalized(text);
    }
}
