package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(GermanLocale.class)
class MessageSectionTest {

    @Test
    void fromThreeForksOnTheVerdictIsNamedAndBelowItNever() {
        assertEquals("2.0x faster", MessageSection.gated("2.0x faster", 3));
        assertEquals("2.0x faster (no verdict: 2 forks; at least 3)", MessageSection.gated("2.0x faster", 2));
        assertEquals("1.05x faster (no verdict: 1 fork; at least 3)",
                MessageSection.gated("1.05x faster (not resolved)", 1));
        assertEquals("about the same (no verdict: 2 forks; at least 3)", MessageSection.gated("about the same", 2));
        assertEquals("same", MessageSection.gated("same", 2), "equal figures need no interval");
    }

    @Test
    void aRunOfMessagesAloneMatchesGoldenFileUnderGermanLocale() {
        RunResults run = new RunResults("messages-1", List.of(), SampleMessages.run());
        String report = ReportFormats.markdown().render(run);
        Golden.assertMatches("report-messages.md", report);
        assertTrue(report.contains("it has no file results (files.json)"), report);
        // JMH's two forks name no winner: a fork is the unit.
        assertTrue(report.contains("| Encode, 1 record: time, 1 thread | 250 ns ± 5.00 ns | 95.0 ns ± 1.90 ns | 2.6x "
                + "faster (no verdict: 2 forks; at least 3) |"),
                report);
        assertTrue(report.contains("| Typical record | protobuf | 52 B | 45% smaller |"), report);
        assertTrue(report.contains("| Empty record | protobuf | 0 B | 100% smaller |"), report);
    }

    @Test
    void followsTheFileChartsInAFullReport() {
        String report = ReportFormats.markdown().render(SampleRuns.both().withMessages(SampleMessages.run()));
        int charts = report.indexOf("## Charts");
        int messages = report.indexOf("## Single messages in memory (JMH)");
        int perCodec = report.indexOf("## Per codec");
        assertTrue(charts > 0 && charts < messages && messages < perCodec, report);
        assertTrue(report.contains("### Schema user, idiomatic codecs: protobuf-delimited vs jackson-databind"),
                report);
        assertTrue(report.contains("### Schema user, tuned codecs: protobuf-coded vs jackson-streaming"), report);
    }

    @Test
    void theHtmlPageDrawsTimeByBatchSizeAndStaysWellFormed() throws Exception {
        String html = ReportFormats.html().render(new RunResults("messages-1", List.of(), SampleMessages.run()));
        assertTrue(html.contains("<figure id=\"chart-messages-user-encode\">"), html);
        assertTrue(html.contains("<figure id=\"chart-messages-user-decode\">"), html);
        assertTrue(html.contains("records per operation (log scale)"), html);
        // Four codecs, four colours: jackson-databind and jackson-streaming were one red before.
        String encode = html.substring(html.indexOf("<figure id=\"chart-messages-user-encode\">"));
        encode = encode.substring(0, encode.indexOf("</figure>"));
        var strokes = java.util.regex.Pattern.compile("<polyline fill=\"none\" stroke=\"(#[0-9a-f]{6})\"")
                .matcher(encode).results().map(match -> match.group(1)).toList();
        assertEquals(CodecColors.PALETTE.subList(0, 4), strokes, encode);
        var factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        var builder = factory.newDocumentBuilder();
        builder.setErrorHandler(null);
        var page = builder.parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
        var figures = page.getElementsByTagName("figure");
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < figures.getLength(); i++) {
            var figure = (org.w3c.dom.Element) figures.item(i);
            ids.add(figure.getAttribute("id"));
            assertEquals(1, figure.getElementsByTagName("svg").getLength(), figure.getAttribute("id"));
        }
        assertEquals(List.of("chart-messages-user-encode", "chart-messages-user-decode"), ids);
    }

    @Test
    void aVerdictNeedsIntervalsThatDoNotOverlap() {
        assertEquals("2.0x faster", MessageSection.verdict(200, 5, 100, 5, true, true));
        assertEquals("1.05x faster (not resolved)", MessageSection.verdict(105, 5, 100, 5, true, true));
        assertEquals("1.25x slower (no interval)", MessageSection.verdict(100, Double.NaN, 125, 1, true, true));
        assertEquals("about the same", MessageSection.verdict(100, 1, 100.5, 1, true, true));
        assertEquals("50% less", MessageSection.verdict(200, 1, 100, 1, true, false));
        assertEquals("3.0x more", MessageSection.verdict(100, 1, 300, 1, true, false));
    }
}
