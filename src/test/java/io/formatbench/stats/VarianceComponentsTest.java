package io.formatbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class VarianceComponentsTest {

    /**
     * Four benchmarks over 40 rounds, three passes a fork, made with known spreads: 1% between passes,
     * 2% of a fork's own, 3% shared by every fork of a round. The split finds each.
     */
    @Test
    void theSplitFindsThePassesTheForksAndTheRoundsEachSpreadWasMadeWith() {
        SplittableRandom random = new SplittableRandom(7);
        int rounds = 40;
        double[] round = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            round[r] = 0.03 * gaussian(random);
        }
        Map<String, Map<Integer, List<Double>>> passes = new LinkedHashMap<>();
        double[] levels = {100, 250, 80, 300};
        for (int b = 0; b < levels.length; b++) {
            Map<Integer, List<Double>> byRound = new LinkedHashMap<>();
            for (int r = 0; r < rounds; r++) {
                double fork = 0.02 * gaussian(random);
                List<Double> times = new ArrayList<>();
                for (int p = 0; p < 3; p++) {
                    times.add(levels[b] * Math.exp(round[r] + fork + 0.01 * gaussian(random)));
                }
                byRound.put(r + 1, times);
            }
            passes.put("benchmark " + b, byRound);
        }

        VarianceComponents split = VarianceComponents.of(passes);

        assertEquals(0.03, split.roundSpread(), 0.01, "rounds");
        for (VarianceComponents.Benchmark benchmark : split.benchmarks().values()) {
            assertEquals(0.01, benchmark.passSpread(), 0.002, "passes");
            assertEquals(0.02, benchmark.forkSpread(), 0.007, "forks");
            assertEquals(40, benchmark.forks());
            assertTrue(benchmark.forkFigureSpread() > benchmark.forkSpread(), "all of a fork's spread is more");
        }
    }

    @Test
    void withoutAnySharedDriftTheRoundsSpreadNothing() {
        Map<String, Map<Integer, List<Double>>> passes = new LinkedHashMap<>();
        passes.put("a", Map.of(1, List.of(100.0, 101.0, 99.0), 2, List.of(103.0, 102.0, 104.0),
                3, List.of(98.0, 97.0, 99.0)));
        passes.put("b", Map.of(1, List.of(200.0, 201.0, 199.0), 2, List.of(196.0, 197.0, 195.0),
                3, List.of(204.0, 203.0, 205.0)));

        VarianceComponents split = VarianceComponents.of(passes);

        assertEquals(0, split.roundSpread(), 1e-12, "a and b moved apart in every round: nothing shared");
        assertTrue(split.benchmarks().get("a").forkSpread() > 0.02);
    }

    @Test
    void onlyTheRoundsEveryBenchmarkHasCount() {
        Map<String, Map<Integer, List<Double>>> passes = new LinkedHashMap<>();
        passes.put("a", Map.of(1, List.of(100.0), 2, List.of(110.0), 3, List.of(90.0)));
        passes.put("b", Map.of(1, List.of(100.0), 3, List.of(90.0)));

        assertEquals(2, VarianceComponents.of(passes).benchmarks().get("a").forks());
    }

    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
