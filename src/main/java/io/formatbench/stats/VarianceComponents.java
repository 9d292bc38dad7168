package io.formatbench.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the spread of a set of benchmarks' times comes from, on logarithms (where a spread is a
 * fraction of the time: 0.02 is 2%): the passes within a fork, the forks within a round, and the
 * rounds. Each round ran one fork of every benchmark, so a round's effect is what all of its forks
 * share (the machine's speed in that stretch) and a fork's own effect is what is left of its figure
 * once its benchmark's level and its round's effect are taken out: the two-way analysis of variance
 * without replication, benchmarks by rounds, over each fork's figure (the mean of its passes' logarithms:
 * the logarithm of their geometric mean, within a hair of the arithmetic mean that is a fork's time).
 *
 * <ul>
 *   <li>passes: the standard deviation of a fork's measured passes about their mean, pooled over
 *       the benchmark's forks;
 *   <li>forks: the standard deviation of a fork's figure that is its own, less what its passes'
 *       spread contributes to a mean of them (their variance over their count), so that only what
 *       differs from fork to fork (a JIT decision, the heap's or the code's layout) is left;
 *   <li>rounds: the standard deviation of the rounds' shared effect, the same for every benchmark of
 *       the set. A paired ratio of two benchmarks of one round cancels it.
 * </ul>
 *
 * @param benchmarks each benchmark's components, in the order given
 * @param roundSpread the standard deviation of the rounds' shared effect; NaN below two benchmarks or
 *     two rounds
 */
public record VarianceComponents(Map<String, Benchmark> benchmarks, double roundSpread) {

    /**
     * One benchmark's spreads, each a standard deviation of log(time).
     *
     * @param passSpread passes within a fork
     * @param forkSpread forks within a round, its own, passes' share taken out (0 when they explain it all)
     * @param forkFigureSpread the standard deviation of its forks' figures from round to round, all of it
     * @param forks how many forks (rounds) it has
     */
    public record Benchmark(double passSpread, double forkSpread, double forkFigureSpread, int forks) {}

    /**
     * @param passes for each benchmark (by a name), for each round, the measured passes of its fork
     *     there; the rounds every benchmark has are the ones counted
     */
    public static VarianceComponents of(Map<String, Map<Integer, List<Double>>> passes) {
        List<Integer> rounds = commonRounds(passes);
        List<String> names = List.copyOf(passes.keySet());
        int b = names.size();
        int r = rounds.size();
        double[][] figure = new double[b][r];
        double[] passVariance = new double[b];
        double[] passesPerFork = new double[b];
        for (int i = 0; i < b; i++) {
            double pooled = 0;
            int degrees = 0;
            int count = 0;
            for (int j = 0; j < r; j++) {
                List<Double> logs = passes.get(names.get(i)).get(rounds.get(j)).stream().map(Math::log).toList();
                figure[i][j] = Statistics.mean(logs);
                if (logs.size() > 1) {
                    pooled += Statistics.variance(logs) * (logs.size() - 1);
                    degrees += logs.size() - 1;
                }
                count += logs.size();
            }
            passVariance[i] = degrees > 0 ? pooled / degrees : Double.NaN;
            passesPerFork[i] = r > 0 ? (double) count / r : Double.NaN;
        }
        double[] benchmarkMean = new double[b];
        double[] roundMean = new double[r];
        double grand = 0;
        for (int i = 0; i < b; i++) {
            for (int j = 0; j < r; j++) {
                benchmarkMean[i] += figure[i][j] / r;
                roundMean[j] += figure[i][j] / b;
                grand += figure[i][j] / (b * r);
            }
        }
        double roundsSquares = 0;
        for (int j = 0; j < r; j++) {
            roundsSquares += b * (roundMean[j] - grand) * (roundMean[j] - grand);
        }
        double residualSquares = 0;
        double[] ownSquares = new double[b];
        for (int i = 0; i < b; i++) {
            for (int j = 0; j < r; j++) {
                double residual = figure[i][j] - benchmarkMean[i] - roundMean[j] + grand;
                residualSquares += residual * residual;
                ownSquares[i] += residual * residual;
            }
        }
        boolean twoWay = b >= 2 && r >= 2;
        double residualMean = twoWay ? residualSquares / ((b - 1) * (r - 1)) : Double.NaN;
        double roundVariance = twoWay ? Math.max(0, (roundsSquares / (r - 1) - residualMean) / b) : Double.NaN;
        // Each benchmark's own variance from its own residuals: a residual mixes in a little of every other
        // benchmark's (through the round's mean), E[squares_i] / (r - 1) = v_i (1 - 2/b) + sum(v) / b^2, and
        // sum(v) = the residuals' squares / (r - 1) * b / (b - 1). Two benchmarks' residuals mirror each
        // other: they share the total alike.
        double total = twoWay ? residualSquares / (r - 1) * b / (b - 1) : Double.NaN;
        Map<String, Benchmark> result = new LinkedHashMap<>();
        for (int i = 0; i < b; i++) {
            double own = !twoWay ? Double.NaN
                    : b == 2 ? total / 2
                    : (ownSquares[i] / (r - 1) - total / ((double) b * b)) / (1 - 2.0 / b);
            double fromPasses = Double.isFinite(passVariance[i]) && passesPerFork[i] >= 1
                    ? passVariance[i] / passesPerFork[i] : 0;
            List<Double> figures = new ArrayList<>();
            for (int j = 0; j < r; j++) {
                figures.add(figure[i][j]);
            }
            result.put(names.get(i), new Benchmark(Math.sqrt(passVariance[i]), Math.sqrt(Math.max(0, own - fromPasses)),
                    Math.sqrt(Statistics.variance(figures)), r));
        }
        return new VarianceComponents(result, Math.sqrt(roundVariance));
    }

    private static List<Integer> commonRounds(Map<String, Map<Integer, List<Double>>> passes) {
        List<Integer> rounds = null;
        for (Map<Integer, List<Double>> byRound : passes.values()) {
            List<Integer> these = byRound.entrySet().stream().filter(entry -> !entry.getValue().isEmpty())
                    .map(Map.Entry::getKey).sorted().toList();
            rounds = rounds == null ? these : rounds.stream().filter(these::contains).toList();
        }
        return rounds == null ? List.of() : rounds;
    }
}
