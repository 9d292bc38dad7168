package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.results.ForkResult;
import io.formatbench.stats.Statistics;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RecordedPassesTest {

    private static final WarmupPolicy RECORDED = new WarmupPolicy(2, 12, 3, 0.05);

    /** A fork as the tool records it: warm-ups, then the three measured passes that agreed. */
    private static ForkResult fork(List<Double> warmups, List<Double> measured) {
        return new ForkResult(1, 1, warmups, true, measured, Statistics.median(measured),
                ForkResult.timeOf(measured), 0, 0,
                0, 0, List.of(), List.of(), List.of(), List.of(), 0, false, 0, null, 0, 0, null, null, null, Map.of());
    }

    @Test
    void theForksOwnPolicyGivesItsRecordedFigureAndAllItsPasses() {
        ForkResult fork = fork(List.of(300.0, 215.0, 200.0), List.of(190.0, 186.0, 188.0));
        RecordedPasses.Replayed replayed = RecordedPasses.replay(fork, RECORDED).orElseThrow();
        assertEquals(fork.medianMs(), replayed.figureMs());
        assertEquals(300 + 215 + 200 + 190 + 186 + 188, replayed.passesMs(), 1e-9);
    }

    @Test
    void aLeanerPolicyStopsAtTheFirstPassesItAccepts() {
        ForkResult fork = fork(List.of(300.0, 215.0, 200.0), List.of(190.0, 186.0, 188.0));
        // One warm-up, two measured: 215 and 200 differ by 7.5%, 200 and 190 by 5.3%, 190 and 186 agree.
        RecordedPasses.Replayed replayed = RecordedPasses.replay(fork, new WarmupPolicy(1, 12, 2, 0.05)).orElseThrow();
        assertEquals(188.0, replayed.figureMs(), 1e-9, "the median of 190 and 186");
        assertEquals(300 + 215 + 200 + 190 + 186, replayed.passesMs(), 1e-9);
    }

    @Test
    void aStricterPolicyThanTheForksCannotBeReplayed() {
        ForkResult fork = fork(List.of(300.0, 215.0), List.of(190.0, 186.0, 188.0));
        assertTrue(RecordedPasses.replay(fork, new WarmupPolicy(4, 12, 3, 0.05)).isEmpty(),
                "the fork stopped after 5 passes, before a fourth warm-up and three measured passes");
    }
}
