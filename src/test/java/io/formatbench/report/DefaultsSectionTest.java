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

/** What each kept default of Jackson 3 costs: the codec on it against its twin with it set back, paired. */
class DefaultsSectionTest {

    private final ReportFormat markdown = ReportFormats.markdown();

    /** jackson-databind's benchmarks under another codec's name, its reads {@code readFactor} as long. */
    private static List<BenchmarkResult> renamed(String codec, double readFactor) {
        List<BenchmarkResult> results = new ArrayList<>();
        for (BenchmarkResult jackson2 : SampleRuns.json()) {
            if (jackson2.key().codec().equals(CodecName.of("jackson-databind"))) {
                BenchmarkResult result = SampleRuns.withForks(jackson2.key().withCodec(CodecName.of(codec)),
                        jackson2.style(), jackson2.forks(), jackson2.fileBytes(), jackson2.gzipBytes(),
                        jackson2.otherCpuCores());
                results.add(jackson2.key().operation() == Operation.READ ? SampleRuns.scaled(result, readFactor)
                        : result);
            }
        }
        return results;
    }

    @Test
    void eachSetBackDefaultIsSetAgainstTheCodecOnJackson3sDefaultsRoundByRound() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.addAll(renamed("jackson3-databind", 1.0));
        // The twin on Jackson 2's pool reads in 0.8 of the time: the pool of Jackson 3 costs 1.25x on reads.
        benchmarks.addAll(renamed("jackson3-databind-thread-local-pool", 0.8));
        String report = markdown.render(RunResults.of(SampleRuns.run("defaults", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));

        assertTrue(report.contains("## What each default of Jackson 3 costs"), report);
        assertTrue(report.contains("- The buffer recycler pool (Jackson 3: a concurrent deque; Jackson 2: thread-local):"
                + " jackson3-databind writes about as fast as jackson3-databind-thread-local-pool and reads 1.25x slower."),
                report);
        assertTrue(report.matches("(?s).*\\| jackson3-databind vs jackson3-databind-thread-local-pool \\(json\\)"
                + " \\| Read time \\| [0-9.]+ ms \\| [0-9.]+ ms \\| 1.25x slower \\|.*"), report);
        // Only the default measured has a line and rows.
        assertFalse(report.contains("Property names interned"), report);
        assertFalse(report.contains("| jackson3-databind vs jackson3-databind-interned-names"), report);
    }

    @Test
    void aSetBackCodecWithoutTheCodecOnTheDefaultsHasNoSection() {
        List<BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.addAll(renamed("jackson3-databind-thread-local-pool", 0.8));
        String report = markdown.render(RunResults.of(SampleRuns.run("alone", List.of(Format.JSON, Format.PROTOBUF),
                benchmarks)));

        assertFalse(report.contains("What each default of Jackson 3 costs"), report);
    }
}
