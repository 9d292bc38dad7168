package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.stats.Ratio;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HeadToHeadMetricTest {

    /**
     * A rate is work over time, fork by fork, so its row must reach the mirror verdict of the time
     * row (faster is higher), whatever the spread.
     */
    @ParameterizedTest
    @CsvSource({
        "'200,210,190,205,195', '100,104,97,101,99', LOWER",          // clearly faster
        "'200,240,170,230,180', '190,250,160,235,170', NOT_RESOLVED", // within noise
        "'200,201,199,200,200', '202,203,201,202,202', HIGHER",       // narrow, a small real slowdown
        "'100,300,100,300,100', '99,298,101,301,100', NOT_RESOLVED"   // wild forks, no difference
    })
    void rateRowsAgreeWithTimeRows(String jsonMs, String protobufMs, Ratio.Verdict expected) {
        HeadToHead pair = pair(times(jsonMs), times(protobufMs));

        Ratio.Verdict time = pair.ratio(HeadToHeadMetric.READ_TIME).verdict();
        Ratio.Verdict records = pair.ratio(HeadToHeadMetric.READ_RECORDS).verdict();

        assertEquals(expected, time);
        assertEquals(mirror(time), records);
    }

    /** A difference whose whole interval lies within the margin (5%) names no winner: "about the same". */
    @ParameterizedTest
    @CsvSource({
        "'200,201,199,200,200', '201,202,200,201,201', HIGHER, about the same", // 0.5% slower, resolved
        "'200,201,199,200,200', '206,207,205,206,206', HIGHER, about the same", // 3% slower, resolved, within 5%
        "'200,201,199,200,200', '212,213,211,212,212', HIGHER, jackson-streaming",
        "'200,201,199,200,200', '100,101,99,100,100', LOWER, protobuf-coded"
    })
    void aDifferenceWithinTheMarginIsAboutTheSame(String jsonMs, String protobufMs, Ratio.Verdict verdict,
                                                  String winner) {
        HeadToHead pair = pair(times(jsonMs), times(protobufMs));

        assertEquals(verdict, pair.ratio(HeadToHeadMetric.READ_TIME).verdict());
        HeadToHead.Row row = pair.rows().stream().filter(r -> r.metric().equals(HeadToHeadMetric.READ_TIME)).findFirst()
                .orElseThrow();
        assertEquals(winner, row.winner());
    }

    @Test
    void theHeadlineSaysAboutTheSameWhereTheRowNamesNoWinner() {
        HeadToHead pair = pair(times("200,201,199,200,200"), times("201.4,202.4,200.4,201.4,201.4"));

        assertEquals(Ratio.Verdict.HIGHER, pair.ratio(HeadToHeadMetric.READ_TIME).verdict());
        assertTrue(pair.headline().startsWith("protobuf-coded reads about as fast as jackson-streaming; its file is"),
                pair.headline());
    }

    /** A run of reads only (--operations read) says nothing of writes: not "writes n/a (no interval)". */
    @Test
    void aPairOfReadsOnlyIsOneSentenceOfReads() {
        HeadToHead pair = pair(times("200,210,190,205,195"), times("100,104,97,101,99"));

        assertTrue(pair.headline().startsWith("protobuf-coded reads 2.0x faster than jackson-streaming; its file is"),
                pair.headline());
    }

    /** Two forks give a 99.9% interval with t = 636: no verdict, paired or not, however far apart the means. */
    @ParameterizedTest
    @CsvSource({
        "'200,201', '100,101', true, no verdict (2 forks; at least 3)",
        "'200,201', '100,101', false, no verdict (2 forks; at least 3)",
        "'200,201,199', '100,101,99', true, protobuf-coded",
        // Unpaired, the side with fewer forks decides.
        "'200,201,199', '100,101', false, no verdict (2 forks; at least 3)"
    })
    void noVerdictBelowThreeForks(String jsonMs, String protobufMs, boolean paired, String winner) {
        HeadToHead pair = pair(times(jsonMs), times(protobufMs));
        HeadToHead compared = new HeadToHead(pair.style(), pair.baseline(), pair.other(), paired);
        HeadToHead.Row row = compared.rows().stream().filter(r -> r.metric().equals(HeadToHeadMetric.READ_TIME))
                .findFirst().orElseThrow();
        assertEquals(winner, row.winner());
    }

    /**
     * An unsteady machine withholds a winner only where the figures are not paired round by round: in one
     * sitting its changes of speed fall on either side of a pair by the shuffled order, and widen the
     * paired interval; across sittings (or forks not paired) they may be all on one side.
     */
    @ParameterizedTest
    @CsvSource({
        "true, protobuf-coded",
        "false, none (machine unsteady)"
    })
    void anUnsteadyMachineWithholdsAWinnerOnlyWhereTheRoundsAreNotPaired(boolean paired, String winner) {
        HeadToHead pair = pair(times("200,210,190,205,195"), times("100,104,97,101,99"));
        CodecResults unsteady = new CodecResults(null, SampleRuns.unsteady(pair.other().read(), 1.4),
                SampleRuns.RECORDS);
        HeadToHead compared = new HeadToHead(pair.style(), pair.baseline(), unsteady, paired);
        HeadToHead.Row row = compared.rows().stream().filter(r -> r.metric().equals(HeadToHeadMetric.READ_TIME))
                .findFirst().orElseThrow();
        assertEquals(winner, row.winner());
    }

    /** Other processes are the user's to stop, and may be tied to what a fork does: a busy machine names none. */
    @Test
    void aBusyMachineWithholdsAWinnerEvenWhereTheRoundsArePaired() {
        HeadToHead pair = pair(times("200,210,190,205,195"), times("100,104,97,101,99"));
        CodecResults busy = new CodecResults(null, SampleRuns.withOtherCpu(pair.other().read(), 0.93),
                SampleRuns.RECORDS);
        HeadToHead compared = new HeadToHead(pair.style(), pair.baseline(), busy, true);
        HeadToHead.Row row = compared.rows().stream().filter(r -> r.metric().equals(HeadToHeadMetric.READ_TIME))
                .findFirst().orElseThrow();
        assertEquals("none (machine busy)", row.winner());
    }

    private static HeadToHead pair(double[] jsonMs, double[] protobufMs) {
        List<BenchmarkResult> all = SampleRuns.all();
        CodecResults json = new CodecResults(null, SampleRuns.withForkTimes(all.get(3), jsonMs), SampleRuns.RECORDS);
        CodecResults protobuf = new CodecResults(null, SampleRuns.withForkTimes(all.get(7), protobufMs),
                SampleRuns.RECORDS);
        assertEquals(Format.PROTOBUF, protobuf.format());
        return new HeadToHead(Style.TUNED, json, protobuf, true);
    }

    private static double[] times(String csv) {
        return java.util.Arrays.stream(csv.split(",")).mapToDouble(Double::parseDouble).toArray();
    }

    private static Ratio.Verdict mirror(Ratio.Verdict verdict) {
        return switch (verdict) {
            case LOWER -> Ratio.Verdict.HIGHER;
            case HIGHER -> Ratio.Verdict.LOWER;
            default -> verdict;
        };
    }
}
