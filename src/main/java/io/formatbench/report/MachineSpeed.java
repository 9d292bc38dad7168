package io.formatbench.report;

import io.formatbench.results.RunResult;
import java.util.Locale;

/**
 * How the speed canary (a fixed piece of work timed before every pass) is put into words: its
 * mean and its variation, and what a variation above the run's threshold means. /proc/stat sees
 * other processes; it does not see a CPU quota, a busy VM host or thermal throttling, which slow
 * every process alike. The canary does.
 */
final class MachineSpeed {

    static final String WHY_UNSTEADY_MATTERS = "An unsteady machine's speed changed while it ran with no other"
            + " process to see (a CPU quota, a busy VM host, thermal throttling): a benchmark's own figures mix fast"
            + " and slow stretches and do not compare with another run's. Ratios paired round by round still"
            + " name winners: each round's order is shuffled, so the changes fall on either side of a pair by"
            + " chance and widen its interval, which holds them.";

    /** What unsteady means, in a sentence of its own beside {@link #sentence}. */
    static final String UNSTEADY_MEANS = "Unsteady means the machine's speed changed with no other process to see:"
            + " a CPU quota, a busy VM host, thermal throttling";

    private MachineSpeed() {}

    /** "5.00 ms, 1.2% variation"; "not measured" for results from before the canary. */
    static String figures(double meanMs, double cv) {
        if (!Double.isFinite(meanMs)) {
            return "not measured";
        }
        return Units.ms(meanMs) + ", " + (Double.isFinite(cv) ? percent(cv) : Units.NOT_AVAILABLE) + " variation";
    }

    /** "1.2%": a coefficient of variation as a percentage, one decimal. */
    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
    }

    /**
     * The run's machine in one sentence: "The speed canary took 5.00 ms on average with 1.2% variation
     * over every pass: the machine was steady (unsteady above 10.0%)" ({@link #UNSTEADY_MEANS} says what
     * unsteady means); null for results from before the canary.
     *
     * @param unsteadyBenchmarks how many of the run's benchmarks were unsteady on their own
     */
    static String sentence(RunResult run, int unsteadyBenchmarks) {
        RunResult.Machine machine = run.machine();
        if (machine == null || !Double.isFinite(machine.canaryMeanMs())) {
            return null;
        }
        double threshold = run.settings() == null ? Double.NaN : run.settings().unsteadyCv();
        // A slow stretch within one benchmark can hide in the run's variation: say both.
        String verdict = machine.unsteady() ? "the machine was UNSTEADY"
                : unsteadyBenchmarks == 0 ? "the machine was steady"
                : "the machine was steady over the run, but UNSTEADY during " + Phrases.plural(
                        unsteadyBenchmarks, "benchmark");
        // Since version 5 each fork's canary is the median of its runs before its measured passes.
        boolean byFork = run.resultVersion() > RunResult.BEFORE_FAMILIES_VERSION;
        return "The speed canary (a fixed piece of work timed before every " + (byFork
                        ? "measured pass of every fork, in the threads that run it) took " : "pass of every fork) took ")
                + Units.ms(machine.canaryMeanMs()) + " on average with " + (Double.isFinite(machine.canaryCv())
                        ? percent(machine.canaryCv()) : Units.NOT_AVAILABLE) + " variation"
                + (byFork ? " over the measured passes" : "") + ": " + verdict
                + (Double.isFinite(threshold) ? " (unsteady above " + percent(threshold) + ")" : "");
    }
}
