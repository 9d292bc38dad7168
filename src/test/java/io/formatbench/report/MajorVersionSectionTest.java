package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Operation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Jackson 3's codecs against Jackson 2's, codec by codec, paired: only where both were measured. */
class MajorVersionSectionTest {

    private final ReportFormat markdown = ReportFormats.markdown();

    /** jackson-databind's benchmarks as jackson3-databind's, its writes {@code writeFactor} as long, reads alike. */
    private static List<BenchmarkResult> jackson3Databind(double writeFactor) {
        List<BenchmarkResult> jackson3 = new ArrayList<>();
        for (BenchmarkResult jackson2 : SampleRuns.json()) {
            if (jackson2.key().codec().equals(CodecName.of("jackson-databind"))) {
                BenchmarkResult renamed = SampleRuns.withForks(jackson2.key().withCodec(CodecName.of("jackson3-databind")),
                        jackson2.style(), jackson2.forks(), jackson2.fileBytes(), jackson2.gzipBytes(),
                        jackson2.otherCpuCores());
                jackson3.add(jackson2.key().operation() == Operation.WRITE
                        ? SampleRuns.scaled(renamed, writeFactor) : renamed);
            }
        }
        return jackson3;
    }

    @Test
    void eachJackson3CodecIsSetAgainstItsJackson2CounterpartRoundByRound() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.addAll(jackson3Databind(0.8));
        String report = markdown.render(RunResults.of(SampleRuns.run("majors", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));

        assertTrue(report.contains("## Jackson 3 against Jackson 2"), report);
        assertTrue(report.contains("- json: jackson3-databind writes 1.25x faster than jackson-databind and reads about as fast."), report);
        assertTrue(report.matches("(?s).*\\| jackson3-databind vs jackson-databind \\(json\\) \\| Write time \\| 225 ms"
                + " \\| 180 ms \\| 1.25x faster \\|.*"), report);
        // Its Jackson 2 twin of the other API was not measured on Jackson 3: no row for it (the method names it
        // among the schema's codecs this run did not measure).
        assertFalse(report.contains("| jackson3-streaming vs"), report);
    }

    @Test
    void aJackson3CodecWithoutItsCounterpartHasNoSection() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.protobuf());
        benchmarks.addAll(jackson3Databind(0.8));
        String report = markdown.render(RunResults.of(SampleRuns.run("alone", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));

        assertFalse(report.contains("Jackson 3 against Jackson 2"), report);
    }
}
