package io.formatbench.bench;

import java.util.List;

/**
 * Which of a fork's passes are measured: the last {@code window} passes, once they agree within
 * {@code tolerance} ((slowest - fastest) / fastest), after at least {@code min} passes before them
 * that do not count (the warm-up); at most {@code max} warm-up passes, after which the last
 * {@code window} are measured whether they agree or not, and the fork says it did not settle.
 *
 * <p>The fork is the unit of every interval, so that a fork needs settled passes, not many of them:
 * the passes that show the fork has settled are its measured ones, with no further passes after
 * them that would add nothing the next fork does not add more of. Agreement rather than a fixed
 * count, because a fixed count can hide a JVM still compiling or still growing its heap; the cap,
 * because a noisy machine could keep it warming up forever.
 */
public record WarmupPolicy(int min, int max, int window, double tolerance) {

    public WarmupPolicy {
        if (min < 0 || max < min) {
            throw new IllegalArgumentException("warm-ups: at least 0 and at most max (" + max + "), was " + min);
        }
        if (window < 1 || !(tolerance >= 0)) {
            throw new IllegalArgumentException("measured passes must be at least 1 and tolerance at least 0, were "
                    + window + " and " + tolerance);
        }
    }

    /** Whether the passes so far end the fork's passes: the last {@code window} of them are its measured ones. */
    public boolean isDone(List<Double> passesMs) {
        int warmups = passesMs.size() - window;
        return warmups >= max || (warmups >= min && agree(passesMs));
    }

    /** Whether the last {@code window} passes agree within the tolerance. */
    public boolean agree(List<Double> passesMs) {
        if (passesMs.size() < window) {
            return false;
        }
        List<Double> last = passesMs.subList(passesMs.size() - window, passesMs.size());
        double fastest = last.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double slowest = last.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return fastest > 0 && (slowest - fastest) / fastest <= tolerance;
    }
}
