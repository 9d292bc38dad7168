package io.formatbench.bench;

import java.util.List;

/**
 * When a fork's warm-up is over, judged by its warm-up passes alone: after at least {@code min} of them,
 * once each of the last {@code window} was no faster than the fastest pass before it by more than
 * {@code tolerance} ((fastest before - pass) / pass); at {@code max} passes in any case. The passes
 * measured after it are a fixed number, all counted, whatever they show: none is kept or dropped for
 * agreeing with the others.
 *
 * <p>Why "no faster than the fastest before it": what warm-up waits for, the JIT compiling the code and
 * the code settling into the heap, only ever makes passes faster. A pass slower than the ones before
 * is a collection, a neighbour or the machine, which no more warm-up passes make go away, so it does
 * not keep the warm-up going: on a noisy machine, whose passes spread by 10-15% around a level, the
 * warm-up ends about when it does on a quiet one. Asking that passes agree within the tolerance (this
 * policy before issue 41) kept such forks warming up to the cap. Why {@code window} passes in a row
 * and not one: one slow pass in the middle of a fork still compiling would end its warm-up too soon.
 */
public record WarmupPolicy(int min, int max, int window, double tolerance) {

    public WarmupPolicy {
        if (min < 0 || max < min) {
            throw new IllegalArgumentException("warm-ups: at least 0 and at most max (" + max + "), was " + min);
        }
        if (window < 1 || !(tolerance >= 0)) {
            throw new IllegalArgumentException("passes that end the warm-up must be at least 1 and tolerance at"
                    + " least 0, were " + window + " and " + tolerance);
        }
    }

    /** Whether the warm-up passes so far end the warm-up: by their evidence, or at the cap. */
    public boolean isDone(List<Double> warmupMs) {
        return warmupMs.size() >= max || (warmupMs.size() >= min && settled(warmupMs));
    }

    /**
     * Whether the warm-up passes show the fork settled: each of the last {@code window} no faster than the
     * fastest pass before it by more than the tolerance. A warm-up the cap leaves no room to judge (at most
     * {@code window} passes: a fixed number, as asked) counts as settled.
     */
    public boolean settled(List<Double> warmupMs) {
        if (max <= window) {
            return true;
        }
        if (warmupMs.size() <= window) {
            return false;
        }
        double fastest = Double.POSITIVE_INFINITY;
        int firstJudged = warmupMs.size() - window;
        for (int i = 0; i < warmupMs.size(); i++) {
            double pass = warmupMs.get(i);
            if (i >= firstJudged && (fastest - pass) / pass > tolerance) {
                return false;
            }
            fastest = Math.min(fastest, pass);
        }
        return true;
    }
}
