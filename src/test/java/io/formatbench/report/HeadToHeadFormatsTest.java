package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.json.binary.BinaryJson;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** A run of four formats: each set against the baseline, in the tables, the summary across schemas and the charts. */
@ExtendWith(GermanLocale.class)
class HeadToHeadFormatsTest {

    /** A legend entry of a line chart: its swatch (a line 2.5 wide, maybe dashed), then its name. */
    private static final Pattern LEGEND = Pattern.compile("<line [^>]*stroke=\"(#[0-9a-f]{6})\" stroke-width=\"2\\.5\""
            + "( stroke-dasharray=\"[^\"]+\")?/>\\n<text [^>]*>([^<]+)</text>");
    private static final Pattern CURVE = Pattern.compile("<polyline fill=\"none\" stroke=\"(#[0-9a-f]{6})\"");

    private final ReportFormat markdown = ReportFormats.markdown();

    @Test
    void everyFormatIsSetAgainstTheBaselineInEachStyle() {
        String report = markdown.render(SampleRuns.fourFormats());
        Golden.assertMatches("report-four-formats.md", report);
        assertTrue(report.contains("The baseline json against protobuf, cbor and smile: 1.000.000".replace('.', ',')),
                report);
        String tuned = section(report, "## Tuned codecs against jackson-streaming (json, the baseline)");
        // One row per format and metric, the formats in Format's order, each against jackson-streaming's figure.
        List<String> reads = tuned.lines().filter(line -> line.startsWith("| Read time |")).toList();
        assertEquals(3, reads.size(), tuned);
        assertTrue(reads.get(0).startsWith("| Read time | 250 ms | protobuf-coded (protobuf) | 78.1 ms | 3.2x"
                + " faster |"),
                reads.get(0));
        assertTrue(reads.get(1).startsWith("| Read time | 250 ms | cbor-streaming (cbor) | "), reads.get(1));
        assertTrue(reads.get(2).startsWith("| Read time | 250 ms | smile-streaming (smile) | "), reads.get(2));
        assertTrue(reads.get(2).endsWith("| smile-streaming |"), "smile's 170 ms beat json's 250 ms: " + reads.get(2));
        long rowsUncompressed = HeadToHeadMetric.values().stream()
                .filter(metric -> !metric.onlyWhenCompressed()).count();
        assertEquals(3 * rowsUncompressed, tuned.lines().filter(line -> line.startsWith("| ")
                && !line.startsWith("| Metric")).count(), tuned);
        String idiomatic = section(report, "## Idiomatic codecs against jackson-databind (json, the baseline)");
        assertTrue(idiomatic.contains("| File size | 97.0 MB | cbor-databind (cbor) | 78.1 MB | 19% smaller | exact"
                + " | cbor-databind |"), idiomatic);
        // Formats other than the baseline are never set against each other.
        assertFalse(report.contains("vs protobuf"), report);
        assertTrue(report.contains("- Tuned, cbor: cbor-streaming writes "), report);
        assertTrue(report.contains("- Idiomatic, smile: smile-databind writes "), report);
    }

    @Test
    void anyMeasuredFormatCanBeTheBaseline() {
        String report = markdown.render(SampleRuns.fourFormats().withBaseline(Format.PROTOBUF));
        String tuned = section(report, "## Tuned codecs against protobuf-coded (protobuf, the baseline)");
        assertTrue(tuned.contains("| Read time | 78.1 ms | jackson-streaming (json) | 250 ms | 3.2x slower |"), tuned);
        assertTrue(tuned.contains("| Read time | 78.1 ms | cbor-streaming (cbor) | "), tuned);
        assertFalse(report.contains("against jackson-streaming"), report);
        // The method's first point names the baseline first.
        assertTrue(report.contains("## Method\n\n- The baseline protobuf against json, cbor and smile: "), report);
    }

    @Test
    void theDefaultBaselineAbsentFromTheRunIsSaidAndNothingIsCompared() {
        List<io.formatbench.results.BenchmarkResult> binary = new ArrayList<>(SampleRuns.cbor());
        binary.addAll(SampleRuns.smile());
        String report = markdown.render(RunResults.of(SampleRuns.run("binary", List.of(BinaryJson.CBOR.format(), BinaryJson.SMILE.format()),
                binary)));
        assertTrue(report.contains("INCOMPLETE RUN: no json results"), report);
        assertTrue(report.contains("Cbor and smile, without the baseline json: "), report);
        assertFalse(report.contains(", the baseline)"), "no head-to-head table: " + report);
        String withCbor = markdown.render(RunResults.of(SampleRuns.run("binary", List.of(BinaryJson.CBOR.format(), BinaryJson.SMILE.format()),
                binary)).withBaseline(BinaryJson.CBOR.format()));
        assertTrue(withCbor.contains("## Tuned: smile-streaming (smile) against cbor-streaming (cbor, the baseline)"),
                withCbor);
        assertTrue(withCbor.contains("| Read time | 180 ms | "), withCbor);
    }

    @Test
    void theSummaryAcrossSchemasHasARowPerStyleAndFormat() {
        Map<SchemaName, RunResults> runs = new LinkedHashMap<>();
        runs.put(SchemaName.of("user"), SampleRuns.fourFormats());
        String summary = SchemaSummary.markdown(SchemaSummary.of("all", runs));
        List<String> rows = summary.lines().filter(line -> line.startsWith("| user |")).toList();
        assertEquals(6, rows.size(), summary);
        assertTrue(rows.get(0).contains("| idiomatic | protobuf-delimited vs jackson-databind |"), rows.get(0));
        assertTrue(rows.get(1).contains("| idiomatic | cbor-databind vs jackson-databind |"), rows.get(1));
        assertTrue(rows.get(5).contains("| tuned | smile-streaming vs jackson-streaming |"), rows.get(5));
        assertTrue(rows.get(3).contains("protobuf-coded (protobuf 3.2x faster)"), rows.get(3));
        assertTrue(summary.contains("tuned: smile-streaming vs jackson-streaming"), summary);
    }

    @Test
    void eachCodecHasAColourOfItsOwnAndTheLegendNamesItAsTheTablesDo() {
        RunResults run = SampleRuns.fourFormats();
        Map<String, String> legendOfRead = legend(chart(run, "latency-read"));
        List<String> labels = run.codecs().stream().map(CodecResults::label).toList();
        assertEquals(labels, List.copyOf(legendOfRead.keySet()), "every codec, named as the per-codec tables do");
        assertEquals(labels.size(), new HashSet<>(legendOfRead.values()).size(), "distinct colours: " + legendOfRead);
        // The curves are drawn in the legend's colours, each once.
        List<String> curves = new ArrayList<>();
        Matcher curve = CURVE.matcher(chart(run, "latency-read"));
        while (curve.find()) {
            curves.add(curve.group(1));
        }
        assertEquals(List.copyOf(legendOfRead.values()), curves);
        // The same codec keeps its colour from chart to chart.
        assertEquals(legendOfRead, legend(chart(run, "latency-write")));
        // Colours are assigned in the run's codec order, from the fixed palette.
        assertEquals(CodecColors.PALETTE.subList(0, labels.size()), List.copyOf(legendOfRead.values()));
    }

    @Test
    void theStyleIsTheDashAndNotTheColour() {
        String svg = chart(SampleRuns.fourFormats(), "latency-read");
        Matcher legend = LEGEND.matcher(svg);
        int dashed = 0;
        while (legend.find()) {
            boolean idiomatic = legend.group(3).contains("idiomatic");
            assertEquals(idiomatic, legend.group(2) != null, legend.group(3));
            dashed += idiomatic ? 1 : 0;
        }
        assertEquals(4, dashed, svg);
    }

    @Test
    void coloursRepeatOnlyPastThePalette() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i <= CodecColors.PALETTE.size(); i++) {
            names.add("codec-" + i);
        }
        CodecColors colors = new CodecColors(names);
        assertEquals(CodecColors.PALETTE.size(), new HashSet<>(names.subList(0, CodecColors.PALETTE.size()).stream()
                .map(colors::color).toList()).size());
        assertEquals(colors.color("codec-0"), colors.color("codec-" + CodecColors.PALETTE.size()));
    }

    private static Map<String, String> legend(String svg) {
        Map<String, String> colours = new LinkedHashMap<>();
        Matcher entry = LEGEND.matcher(svg);
        while (entry.find()) {
            colours.put(entry.group(3), entry.group(1));
        }
        return colours;
    }

    private static String chart(RunResults run, String id) {
        return ReportCharts.of(run).stream().filter(chart -> chart.id().equals(id)).findFirst().orElseThrow().svg();
    }

    /** From a heading to the next one. */
    private static String section(String report, String heading) {
        int start = report.indexOf(heading);
        assertTrue(start >= 0, heading + " in " + report);
        int end = report.indexOf("\n## ", start + heading.length());
        return report.substring(start, end < 0 ? report.length() : end);
    }
}
