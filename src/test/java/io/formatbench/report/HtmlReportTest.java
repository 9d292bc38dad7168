package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.CodecName;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The page's structure, without a browser: scripts/render-report.sh is the check by eye. */
@ExtendWith(GermanLocale.class)
class HtmlReportTest {

    private static final List<String> CHARTS = List.of("throughput-records", "throughput-mb", "latency-write",
            "latency-read", "allocation", "file-sizes");

    @Test
    void isWellFormedWithOneSvgPerChart() throws Exception {
        Document page = parse(ReportFormats.html().render(SampleRuns.both()));
        NodeList figures = page.getElementsByTagName("figure");
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < figures.getLength(); i++) {
            Element figure = (Element) figures.item(i);
            ids.add(figure.getAttribute("id"));
            assertEquals(1, figure.getElementsByTagName("svg").getLength(), figure.getAttribute("id"));
            assertTrue(figure.getElementsByTagName("title").getLength() == 1, "every chart has a title");
        }
        assertEquals(CHARTS.stream().map(id -> "chart-" + id).toList(), ids);
        assertEquals(CHARTS.size(), page.getElementsByTagName("svg").getLength());
    }

    @Test
    void chartsHaveAxisLabelsWithUnitsAndLegends() {
        String html = ReportFormats.html().render(SampleRuns.both());
        for (String label : List.of("records per second", "megabytes (10^6 bytes) per second",
                "bytes allocated per record", "latency per record (log scale)", "percentile of records",
                "99.9%", "99.99%", "protobuf-coded (protobuf, tuned)", "&gt;write<", "&gt;read<", "gzip -6")) {
            assertTrue(html.contains(label.replace("&gt;", ">")), label);
        }
    }

    @Test
    void needsNothingFromTheNetwork() {
        String html = ReportFormats.html().render(SampleRuns.both());
        assertFalse(html.contains("http://"), "no http:// reference");
        assertFalse(html.contains("https://"), "no https:// reference");
        assertFalse(html.contains("<script"), "no script");
        assertFalse(html.contains("<link"), "no stylesheet or font link");
        assertFalse(html.contains("src="), "no external image or frame");
        assertFalse(html.contains("@import") || html.contains("url("), "no CSS import or url()");
    }

    @Test
    void barsShowEachForkAndTheInterval() {
        String html = ReportFormats.html().render(SampleRuns.both());
        String throughput = chart(html, "throughput-records");
        // Eight benchmarks of five forks each: a dot per fork.
        assertEquals(40, throughput.split("<circle", -1).length - 1, throughput);
        assertTrue(throughput.contains("dots: each fork, whiskers: 99.9% interval"), throughput);
        assertEquals(0, chart(html, "file-sizes").split("<circle", -1).length - 1, "sizes are exact: no dots");
    }

    @Test
    void escapesEveryTextFromTheResults() throws Exception {
        String hostile = "<script>alert('x')</script>&";
        RunResult sample = SampleRuns.run("run\"<1>", List.of(Format.JSON), SampleRuns.json());
        RunResult.Env env = sample.env();
        RunResult result = new RunResult(sample.resultVersion(), sample.runId(), sample.created(), sample.tool(),
                new RunResult.Env(env.jdkVendor(), env.jdkVersion(), env.jvmPath(), env.jvmArgs(), env.os(), hostile,
                        env.cores(), env.memoryBytes()),
                sample.dataset(), sample.settings(), sample.machine(), sample.stopping(), sample.benchmarks());
        String html = ReportFormats.html().render(RunResults.of(result));
        assertFalse(html.contains("<script>"), "CPU model escaped");
        assertTrue(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;"), "escaped, not dropped");
        // Parsed, the hostile text is the CPU model's text, and no element of its own.
        Document page = parse(html);
        assertEquals(0, page.getElementsByTagName("script").getLength(), "no script element");
        assertTrue(page.getDocumentElement().getTextContent().contains(hostile), "the CPU model as text");
        // Names are checked where a results file is read: none carries markup into the report.
        assertThrows(IllegalArgumentException.class, () -> CodecName.of(hostile));
        assertThrows(IllegalArgumentException.class, () -> SchemaName.of(hostile));
    }

    @Test
    void showsFailedVerificationLoudly() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(1, SampleRuns.unverified(benchmarks.get(1)));
        RunResults run = RunResults.of(SampleRuns.run(SampleRuns.RUN_ID, List.of(Format.JSON, Format.PROTOBUF),
                benchmarks));
        String html = ReportFormats.html().render(run);
        int alert = html.indexOf("<div class=\"alert\" role=\"alert\"><strong>FAILED VERIFICATION</strong>");
        assertTrue(alert > 0 && alert < html.indexOf("<table>"), "the alert comes before the first table");
        assertTrue(html.contains("<td class=\"num failed\">NO: FAILED VERIFICATION</td>"), "marked in the codec table");
        assertTrue(html.contains("jackson-databind (json, idiomatic) FAILED VERIFICATION"),
                "marked in the latency legend");
    }

    @Test
    void marksABusyOrUnsteadyCodecInEveryBarChart() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.set(1, SampleRuns.withOtherCpu(benchmarks.get(1), 0.9));
        benchmarks.set(7, SampleRuns.unsteady(benchmarks.get(7), 1.4));
        String html = ReportFormats.html().render(RunResults.of(SampleRuns.run(SampleRuns.RUN_ID,
                List.of(Format.JSON, Format.PROTOBUF), benchmarks)));
        for (String id : List.of("throughput-records", "throughput-mb", "allocation")) {
            String chart = chart(html, id);
            assertEquals(1, chart.split(">MACHINE BUSY<", -1).length - 1, id + ": jackson-databind's read");
            assertEquals(1, chart.split(">MACHINE UNSTEADY<", -1).length - 1, id + ": protobuf-coded's read");
        }
        assertTrue(chart(html, "latency-read").contains("protobuf-coded (protobuf, tuned) MACHINE UNSTEADY"), html);
        assertTrue(chart(html, "latency-read").contains("jackson-databind (json, idiomatic) MACHINE BUSY"), html);
        assertFalse(chart(html, "latency-write").contains("MACHINE"), "the writes ran on a quiet, steady machine");
    }

    private static String chart(String html, String id) {
        int start = html.indexOf("<figure id=\"chart-" + id + "\">");
        return html.substring(start, html.indexOf("</figure>", start));
    }

    private static Document parse(String html) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        factory.setExpandEntityReferences(false);
        DocumentBuilder builder = factory.newDocumentBuilder();
        builder.setErrorHandler(null);
        return builder.parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
    }
}
