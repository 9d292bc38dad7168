package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Format;
import io.formatbench.results.BenchmarkKey;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The report of a run on two JVMs: JVM against JVM, paired and judged; the head-to-head on the first JVM. */
@ExtendWith(GermanLocale.class)
class JvmSectionTest {

    @Test
    void eachCodecAndOperationOnTheSecondJvmIsJudgedAgainstTheFirst() {
        List<JvmSection.Row> rows = JvmSection.rows(SampleJvmRuns.twoJvms());

        assertEquals(8, rows.size(), "four codecs, two operations");
        for (JvmSection.Row row : rows) {
            assertEquals(SampleJvmRuns.JDK17, row.baseline().key().jvm());
            assertEquals(row.other().key().withJvm(SampleJvmRuns.JDK17), row.baseline().key(), "the same measurement");
            String expected = row.other().key().operation().id().equals("write") ? "about the same"
                    : SampleJvmRuns.JDK25_COH + " faster";
            assertEquals(expected, row.verdict(), row.benchmark() + " " + VariantRatios.factor(row.ratio()));
        }
        JvmSection.Row coded = rows.stream().filter(row -> row.benchmark().equals("protobuf protobuf-coded read"))
                .findFirst().orElseThrow();
        assertEquals(0.80, coded.ratio().value(), 0.01);
        assertEquals(List.of(SampleJvmRuns.JDK25_COH + " against jdk17: faster in 4, slower in 0, about the same in 4,"
                + " no verdict in 0 of 8 codecs and operations (JVM against JVM)."), JvmSection.summaries(
                        SampleJvmRuns.twoJvms()));
    }

    @Test
    void theHeadToHeadStaysWithinTheFirstJvm() {
        List<HeadToHead> pairs = HeadToHead.of(SampleJvmRuns.twoJvms());

        assertEquals(2, pairs.size(), "one pair per style, not one per JVM");
        for (HeadToHead pair : pairs) {
            assertEquals(SampleJvmRuns.JDK17, pair.baseline().key().jvm());
            assertEquals(SampleJvmRuns.JDK17, pair.other().key().jvm());
            assertEquals(Format.PROTOBUF, pair.other().format());
        }
    }

    @Test
    void aRunOnTwoJvmsMatchesGoldenFileUnderGermanLocale() {
        Golden.assertMatches("report-jvms.md", ReportFormats.markdown().render(SampleJvmRuns.twoJvms()));
    }

    @Test
    void thePageOfARunOnTwoJvmsIsWellFormedAndHasTheSection() throws Exception {
        String html = ReportFormats.html().render(SampleJvmRuns.twoJvms());
        javax.xml.parsers.DocumentBuilderFactory factory = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        factory.newDocumentBuilder().parse(new java.io.ByteArrayInputStream(
                html.getBytes(java.nio.charset.StandardCharsets.UTF_8)));

        assertTrue(html.contains("JVM against JVM"), html);
        assertTrue(html.contains("Eclipse Adoptium 25.0.3+9-LTS"), html);
    }

    @Test
    void aRunOfOneJvmHasNoSuchSectionAndItsKeysNameNone() {
        String report = ReportFormats.markdown().render(SampleRuns.both());

        assertFalse(report.contains("JVM against JVM"), report);
        assertTrue(SampleRuns.all().stream().allMatch(b -> b.key().jvm().equals(BenchmarkKey.ONE_JVM)));
    }
}
