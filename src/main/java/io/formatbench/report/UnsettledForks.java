package io.formatbench.report;

import io.formatbench.results.BenchmarkResult;

/**
 * Forks whose warm-up never settled (they hit the most warm-up passes a fork makes) are measured
 * all the same and count in every figure: the head-to-head says how many each side has, so that a
 * reader can weigh a verdict that rests on some.
 */
final class UnsettledForks {

    private UnsettledForks() {}

    /**
     * "Forks whose warm-up never settled, counted in the figures above: jackson-streaming 1 of 10
     * (write 1, read 0), protobuf-coded 0 of 10 ..."; null when every fork settled.
     *
     * @param maxWarmups the run's most warm-up passes per fork, or 0 where unknown
     */
    static String note(HeadToHead pair, int maxWarmups) {
        int baseline = count(pair.baseline().write()) + count(pair.baseline().read());
        int other = count(pair.other().write()) + count(pair.other().read());
        if (baseline + other == 0) {
            return null;
        }
        return "Forks whose warm-up never settled" + (maxWarmups > 0 ? " (stopped at " + maxWarmups
                + " warm-up passes without agreeing)" : "") + ", counted in the figures above like every other: "
                + side(pair.baseline()) + "; " + side(pair.other()) + ". Their times may still include compiling.";
    }

    /** "jackson-streaming 1 of 10 (write 1 of 5, read 0 of 5)". */
    private static String side(CodecResults codec) {
        int forks = forks(codec.write()) + forks(codec.read());
        return codec.codecLabel() + " " + (count(codec.write()) + count(codec.read())) + " of " + forks + " (write "
                + of(codec.write()) + ", read " + of(codec.read()) + ")";
    }

    private static String of(BenchmarkResult benchmark) {
        return benchmark == null ? "not measured" : count(benchmark) + " of " + forks(benchmark);
    }

    private static int count(BenchmarkResult benchmark) {
        return benchmark == null || benchmark.forks() == null ? 0
                : (int) benchmark.forks().stream().filter(fork -> !fork.steady()).count();
    }

    private static int forks(BenchmarkResult benchmark) {
        return benchmark == null || benchmark.forks() == null ? 0 : benchmark.forks().size();
    }
}
