package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the next round may take, which the time budget is judged by. */
class NextRoundTest {

    private static final List<PlannedBenchmark> PLAN = BenchmarkPlan.of(Schemas.USER,
            List.of(Format.JSON, Format.PROTOBUF), Compression.NONE,
            CodecChoice.named("jackson-databind", "protobuf-delimited"), List.of(Variant.LIBRARY),
            List.of(Operation.READ), List.of(1), 3, 1).benchmarks();

    @Test
    void theSlowestRoundSoFarOfTheBenchmarksStillMeasured() {
        BenchmarkKey json = PLAN.get(0).key();
        BenchmarkKey protobuf = PLAN.get(1).key();
        List<Map<BenchmarkKey, Duration>> rounds = List.of(
                Map.of(json, seconds(3), protobuf, seconds(6)),
                Map.of(json, seconds(5), protobuf, seconds(5)),
                Map.of(json, seconds(2), protobuf, seconds(4)));

        assertEquals(seconds(10), RoundRunner.slowestRoundOf(PLAN, rounds), "round 2, both measured");
        assertEquals(seconds(6), RoundRunner.slowestRoundOf(List.of(PLAN.get(1)), rounds),
                "protobuf's forks alone: its slowest, round 1");
        assertEquals(Duration.ZERO, RoundRunner.slowestRoundOf(List.of(), rounds));
    }

    private static Duration seconds(int seconds) {
        return Duration.ofSeconds(seconds);
    }
}
